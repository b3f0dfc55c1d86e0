/// Computes `SeriesStatistics` for a sample in O(n log n) (the merge sort of Mann–Kendall dominates).
enum StatisticsBuilder {
    /// Tukey's fence multiplier.
    static let fenceMultiplier = 1.5
    /// Quartiles of fewer points are too coarse to call anything an outlier.
    static let minimumPointsForOutliers = 4

    static func statistics(_ sample: Sample) -> SeriesStatistics {
        let n = sample.validCount
        guard n > 0 else {
            return SeriesStatistics(count: sample.count, missingCount: sample.count, validCount: 0, minimum: nil,
                                    maximum: nil, first: nil, last: nil, change: nil, percentChange: nil,
                                    mean: nil, median: nil, standardDeviation: nil, sum: 0, trend: .none,
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

        var sorted = ys
        let quartiles = Selection.quantiles(&sorted, [0.25, 0.5, 0.75])
        let first = sample.ref(0), last = sample.ref(n - 1)
        let change = last.y - first.y
        let trend = TrendClassifier.trend(sample, mean: mean, minimum: low, maximum: high,
                                          standardDeviation: standardDeviation)

        var rise: StepChange?, drop: StepChange?
        for k in 1..<n {
            let delta = ys[k] - ys[k - 1]
            if delta > 0, delta > (rise?.delta ?? 0) { rise = StepChange(from: sample.ref(k - 1), to: sample.ref(k)) }
            if delta < 0, delta < (drop?.delta ?? 0) { drop = StepChange(from: sample.ref(k - 1), to: sample.ref(k)) }
        }

        return SeriesStatistics(
            count: sample.count, missingCount: sample.count - n, validCount: n,
            minimum: Extreme(value: low, points: lowAt.map(sample.ref)),
            maximum: Extreme(value: high, points: highAt.map(sample.ref)),
            first: first, last: last, change: change,
            percentChange: first.y == 0 ? nil : change / abs(first.y) * 100,
            mean: mean, median: quartiles[1], standardDeviation: standardDeviation, sum: sum, trend: trend,
            largestRise: rise, largestDrop: drop,
            outliers: outliers(sample, trend: trend, valueQuartiles: (quartiles[0], quartiles[2])),
            peaks: ProminentExtrema.find(ys, troughs: false).map(sample.ref),
            troughs: ProminentExtrema.find(ys, troughs: true).map(sample.ref))
    }

    /// Points outside Q1 − 1.5·IQR … Q3 + 1.5·IQR. For a rising or falling series the fences apply to the
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
        let spread = fenceMultiplier * (q3 - q1)
        let lowFence = q1 - spread, highFence = q3 + spread
        var result: [PointRef] = []
        for k in 0..<n where basis[k] < lowFence || basis[k] > highFence { result.append(sample.ref(k)) }
        return result
    }
}
