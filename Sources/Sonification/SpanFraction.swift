/// Where a value lies between two bounds, as a fraction, without overflow: bounds such as ±1.7e308 span
/// more than the largest Double, and `(v − lo) / (hi − lo)` would then be NaN for every value.
enum SpanFraction {
    /// `(value − lower) / (upper − lower)`, computed on halves when the span itself overflows.
    static func of(_ value: Double, from lower: Double, to upper: Double) -> Double {
        let span = upper - lower
        if span.isFinite { return (value - lower) / span }
        return (value / 2 - lower / 2) / (upper / 2 - lower / 2)
    }
}
