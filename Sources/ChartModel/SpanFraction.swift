/// Positions between two bounds computed without overflow: bounds such as ±1.7e308 span more than the
/// largest Double, and `(v − lo) / (hi − lo)` would then be NaN for every value (audio graphs, braille
/// sparklines and anything else that maps data onto a scale use this).
package enum SpanFraction {
    /// `(value − lower) / (upper − lower)`, computed on halves when the span itself overflows.
    package static func of(_ value: Double, from lower: Double, to upper: Double) -> Double {
        let span = upper - lower
        if span.isFinite { return (value - lower) / span }
        return (value / 2 - lower / 2) / (upper / 2 - lower / 2)
    }

    /// `a + fraction · (b − a)`, also when `b − a` exceeds the Double range.
    package static func interpolate(_ a: Double, _ b: Double, _ fraction: Double) -> Double {
        let gap = b - a
        return gap.isFinite ? a + fraction * gap : a * (1 - fraction) + b * fraction
    }
}
