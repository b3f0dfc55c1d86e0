/// Robust location and scale: the median, the median absolute deviation (MAD) and the normal-consistent
/// σ̂ = 1.4826 · MAD, which one wild value cannot inflate (breakdown point 50 %).
enum RobustScale {
    /// 1 / Φ⁻¹(3/4): makes the MAD estimate σ for normally distributed values.
    static let normalConsistency = 1.4826
    /// Scales of longer series are estimated from this many evenly spaced values (the standard error of a
    /// MAD from 100,000 values is about 0.3 %; the full million would cost two more selections for nothing).
    static let sampleLimit = 100_000

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

    /// The median of `values` and their median absolute deviation around it, in place: the values are
    /// reordered by the first selection, then replaced by their deviations (whose median does not depend on
    /// their order). One array where a copy for the median and the deviations made three.
    static func medianAndAbsoluteDeviation(_ values: inout [Double]) -> (median: Double, deviation: Double) {
        guard !values.isEmpty else { return (0, 0) }
        let center = Selection.median(&values)
        for k in values.indices { values[k] = abs(values[k] - center) }
        return (center, Selection.median(&values))
    }

    /// σ̂ = 1.4826 · MAD around the median: the standard deviation the bulk of the values would have if
    /// they were normal, ignoring outliers (from at most `sampleLimit` evenly spaced values).
    static func sigma<Values: RandomAccessCollection<Double>>(_ values: Values) -> Double where Values.Index == Int {
        var sample = evenlySpaced(values)
        return normalConsistency * medianAndAbsoluteDeviation(&sample).deviation
    }

    /// At most `sampleLimit` values taken at even steps (all of them when there are fewer).
    static func evenlySpaced<Values: RandomAccessCollection<Double>>(_ values: Values) -> [Double] where Values.Index == Int {
        guard values.count > sampleLimit else { return Array(values) }
        return (0..<sampleLimit).map { values[$0 * values.count / sampleLimit] }
    }

    /// The standard deviation of the point-to-point noise, from first differences: 1.4826 · MAD(Δy) / √2.
    ///
    /// A smooth curve, a trend or a slow cycle barely moves its differences, so this measures only the
    /// jitter around the course of the series — what decides whether a value at a turning point is
    /// representative of the level there. Steps and spikes touch few differences and do not inflate it.
    static func differenceNoise<Values: RandomAccessCollection<Double>>(_ ys: Values) -> Double where Values.Index == Int {
        guard ys.count >= 3 else { return 0 }
        let count = min(ys.count - 1, sampleLimit)
        var differences = [Double](repeating: 0, count: count)
        for k in 0..<count {
            let t = 1 + k * (ys.count - 1) / count
            differences[k] = ys[t] - ys[t - 1]
        }
        return sigma(differences) / 2.0.squareRoot()
    }

    /// Noise from second differences (1.4826 · MAD / √6): unlike first differences it does not count a smooth
    /// curve's own steps as noise (twelve monthly means of a seasonal hump change by 5 °C a month with almost
    /// no noise). Used where the question is how representative a single value is.
    static func curvatureNoise<Values: RandomAccessCollection<Double>>(_ ys: Values) -> Double where Values.Index == Int {
        guard ys.count >= 4 else { return differenceNoise(ys) }
        let count = min(ys.count - 2, sampleLimit)
        var second = [Double](repeating: 0, count: count)
        for k in 0..<count {
            let t = 1 + k * (ys.count - 2) / count
            second[k] = ys[t + 1] - 2 * ys[t] + ys[t - 1]
        }
        return sigma(second) / 6.0.squareRoot()
    }
}
