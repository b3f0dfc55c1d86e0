import Foundation
import ChartModel

/// Maps axis values to 0…1 across a domain, in log10 units for log axes, clamping outside it.
/// Shared by pitch (y), pan and time (x) and the additional-axis encodings.
struct AxisNormalizer: Sendable, Hashable {
    /// The domain in transformed units (log10 of values for log axes).
    let lower: Double
    let upper: Double
    let isLogarithmic: Bool

    /// Declared range first, else the data extent, else 0…1. On log axes non-positive bounds are
    /// replaced so the domain stays defined (values ≤ 0 then clamp to the bottom).
    init(range: AxisRange?, dataRange: ClosedRange<Double>?, logarithmic: Bool) {
        isLogarithmic = logarithmic
        var lo = range?.min ?? dataRange?.lowerBound ?? 0
        var hi = range?.max ?? dataRange?.upperBound ?? 1
        if hi < lo { swap(&lo, &hi) }
        if logarithmic {
            if hi <= 0 { hi = 1 }
            if lo <= 0 { lo = min(hi, dataRange.flatMap { $0.lowerBound > 0 ? $0.lowerBound : nil } ?? hi / 1000) }
            lower = log10(lo)
            upper = log10(hi)
        } else {
            lower = lo
            upper = hi
        }
    }

    /// The value in the transformed units (log10 on log axes; −∞ for non-positive values there).
    func transformed(_ value: Double) -> Double {
        guard isLogarithmic else { return value }
        return value > 0 ? log10(value) : -.infinity
    }

    /// 0 at the bottom of the domain, 1 at the top; 0.5 when the domain is a single value.
    func position(for value: Double) -> Double {
        guard upper > lower else { return 0.5 }
        let t = SpanFraction.of(transformed(value), from: lower, to: upper)
        if t.isNaN { return 0.5 }
        return Swift.min(1, Swift.max(0, t))
    }
}
