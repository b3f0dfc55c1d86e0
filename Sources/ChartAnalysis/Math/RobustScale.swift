/// Robust location and scale: the median, the median absolute deviation (MAD) and the normal-consistent
/// σ̂ = 1.4826 · MAD, which one wild value cannot inflate (breakdown point 50 %).
enum RobustScale {
    /// 1 / Φ⁻¹(3/4): makes the MAD estimate σ for normally distributed values.
    static let normalConsistency = 1.4826

    /// The median of `values` (0 when empty); the array is not changed.
    static func median(_ values: [Double]) -> Double {
        guard !values.isEmpty else { return 0 }
        var copy = values
        return Selection.median(&copy)
    }

    /// The median of |value − center| (0 when empty).
    static func medianAbsoluteDeviation(_ values: [Double], around center: Double) -> Double {
        guard !values.isEmpty else { return 0 }
        var deviations = values.map { abs($0 - center) }
        return Selection.median(&deviations)
    }

    /// σ̂ = 1.4826 · MAD around the median: the standard deviation the bulk of the values would have if
    /// they were normal, ignoring outliers.
    static func sigma(_ values: [Double]) -> Double {
        normalConsistency * medianAbsoluteDeviation(values, around: median(values))
    }

    /// The standard deviation of the point-to-point noise, from first differences: 1.4826 · MAD(Δy) / √2.
    ///
    /// A smooth curve, a trend or a slow cycle barely moves its differences, so this measures only the
    /// jitter around the course of the series — what decides whether a value at a turning point is
    /// representative of the level there. Steps and spikes touch few differences and do not inflate it.
    static func differenceNoise(_ ys: [Double]) -> Double {
        guard ys.count >= 3 else { return 0 }
        var differences = [Double](repeating: 0, count: ys.count - 1)
        for k in 1..<ys.count { differences[k - 1] = ys[k] - ys[k - 1] }
        return sigma(differences) / 2.0.squareRoot()
    }
}
