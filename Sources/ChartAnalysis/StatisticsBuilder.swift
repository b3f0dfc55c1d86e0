/// Computes `SeriesStatistics` for a sample in O(n log n) (the merge sort of Mann–Kendall dominates).
enum StatisticsBuilder {
    /// Tukey's fence multiplier.
    static let fenceMultiplier = 1.5
    /// Quartiles of fewer points are too coarse to call anything an outlier (with four rising quarters,
    /// the smallest wobble off the line would be flagged).
    static let minimumPointsForOutliers = 8
    /// Fences lie at least this fraction of the value range beyond the quartiles, so that on a near-perfect
    /// line (IQR of residuals ≈ 0) a deviation nobody could see on the chart is not called an outlier.
    static let minimumFenceFractionOfRange = 0.05

    /// Values near the ends of the Double range are measured on an exactly rescaled copy (`PowerOfTwoScale`).
    static func statistics(_ sample: Sample) -> SeriesStatistics {
        let scale = PowerOfTwoScale(for: sample)
        return scale.isIdentity ? unscaledStatistics(sample) : scale.restore(unscaledStatistics(scale.apply(sample)), original: sample)
    }

    private static func unscaledStatistics(_ sample: Sample) -> SeriesStatistics {
        let n = sample.validCount
        guard n > 0 else {
            return SeriesStatistics(count: sample.count, missingCount: sample.count, validCount: 0, minimum: nil,
                                    maximum: nil, first: nil, last: nil, change: nil, percentChange: nil,
                                    mean: nil, median: nil, standardDeviation: nil, sum: 0, trend: .undetermined,
                                    largestRise: nil, largestDrop: nil, outliers: [], peaks: [], troughs: [])
        }
        let ys = sample.ys
        var low = ys[0], high = ys[0]
        var lowAt: [Int] = [], highAt: [Int] = []
        // Neumaier's compensated sum: a million values must still add up to the last digit shown.
        var sum = 0.0, compensation = 0.0
        for (k, y) in ys.enumerated() {
            if y < low { low = y; lowAt.removeAll(keepingCapacity: true) }
            if y == low { lowAt.append(k) }
            if y > high { high = y; highAt.removeAll(keepingCapacity: true) }
            if y == high { highAt.append(k) }
            let t = sum + y
            compensation += abs(sum) >= abs(y) ? (sum - t) + y : (y - t) + sum
            sum = t
        }
        sum += compensation
        let mean = sum / Double(n)
        var squares = 0.0
        for y in ys { squares += (y - mean) * (y - mean) }
        let standardDeviation = (squares / Double(n)).squareRoot()

        // Mann–Kendall's merge sort leaves the values sorted: quartiles are then free.
        let mannKendall = MannKendall(xs: sample.xs, ys: ys)
        let quartiles = [0.25, 0.5, 0.75].map { Selection.quantile(sorted: mannKendall.sortedValues, $0) }
        let first = sample.ref(0), last = sample.ref(n - 1)
        let change = last.y - first.y
        let trend = TrendClassifier.trend(sample, mannKendall: mannKendall, mean: mean, minimum: low,
                                          maximum: high, standardDeviation: standardDeviation)

        var rise: StepChange?, drop: StepChange?
        for k in 1..<n {
            let delta = ys[k] - ys[k - 1]
            if delta > 0, delta > (rise?.delta ?? 0) { rise = StepChange(from: sample.ref(k - 1), to: sample.ref(k)) }
            if delta < 0, delta < (drop?.delta ?? 0) { drop = StepChange(from: sample.ref(k - 1), to: sample.ref(k)) }
        }

        // Peaks and troughs are shapes along x; points out of x order (a scatter cloud) have none.
        var ascending = true
        for k in 1..<n where sample.xs[k] < sample.xs[k - 1] { ascending = false; break }
        let extrema = ascending ? ProminentExtrema.find(ys) : (peaks: [], troughs: [])
        return SeriesStatistics(
            count: sample.count, missingCount: sample.count - n, validCount: n,
            minimum: Extreme(value: low, points: lowAt.map(sample.ref)),
            maximum: Extreme(value: high, points: highAt.map(sample.ref)),
            first: first, last: last, change: change,
            percentChange: first.y == 0 ? nil : change / abs(first.y) * 100,
            mean: mean, median: quartiles[1], standardDeviation: standardDeviation, sum: sum, trend: trend,
            largestRise: rise, largestDrop: drop,
            outliers: outliers(sample, trend: trend, valueQuartiles: (quartiles[0], quartiles[2])),
            peaks: extrema.peaks.map(sample.ref), troughs: extrema.troughs.map(sample.ref))
    }

    /// Points outside Q1 − 1.5·IQR … Q3 + 1.5·IQR (at least 5 % of the range out). For a rising or falling series the fences apply to the
    /// residuals from the Theil–Sen line, because on a trend the raw values' spread is the trend itself and
    /// a spike in the middle would hide inside it; otherwise they apply to the values.
    private static func outliers(_ sample: Sample, trend: Trend, valueQuartiles: (Double, Double)) -> [PointRef] {
        let n = sample.validCount
        guard n >= minimumPointsForOutliers else { return [] }
        var basis = sample.ys
        var q1 = valueQuartiles.0, q3 = valueQuartiles.1
        if trend.direction == .rising || trend.direction == .falling {
            let slope = trend.theilSenSlope != 0 ? trend.theilSenSlope : trend.slope
            let x0 = sample.xs[0]  // centring keeps slope·x small for date axes
            for k in 0..<n { basis[k] -= slope * (sample.xs[k] - x0) }
            var copy = basis
            let q = Selection.quantiles(&copy, [0.25, 0.75])
            q1 = q[0]; q3 = q[1]
        }
        var low = sample.ys[0], high = sample.ys[0]
        for y in sample.ys { low = min(low, y); high = max(high, y) }
        let spread = max(fenceMultiplier * (q3 - q1), minimumFenceFractionOfRange * (high - low))
        let lowFence = q1 - spread, highFence = q3 + spread
        var result: [PointRef] = []
        for k in 0..<n where basis[k] < lowFence || basis[k] > highFence { result.append(sample.ref(k)) }
        return result
    }
}
