import ChartModel

/// Computes `SeriesStatistics` for a sample in O(n log n) at most (Mann–Kendall's count dominates).
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
    /// `pointLists: false` leaves the peaks, troughs and outliers empty.
    static func statistics(_ sample: Sample, pointLists: Bool = true) -> SeriesStatistics {
        let scale = PowerOfTwoScale(for: sample)
        return scale.isIdentity ? unscaledStatistics(sample, pointLists: pointLists)
            : scale.restore(unscaledStatistics(scale.apply(sample), pointLists: pointLists), original: sample)
    }

    /// Light statistics in O(n) for a digest interval: counts, extremes, first and last, change, mean, median,
    /// standard deviation, sum, largest rise and drop, and the least squares line (`trend.slope`, `intercept`,
    /// `rSquared`, `slopePValue`, `fittedChange`, `relativeChange`). The tests that need ranks or a sort are
    /// left out: the trend's direction is not tested (steady, weak, not significant, no Theil–Sen or
    /// Mann–Kendall figures) and there are no outliers, peaks or troughs. The digests say only the former, and
    /// an interval's statistics cost what the whole series' cost when they were full (issue 10).
    static func summary(_ sample: Sample) -> SeriesStatistics {
        let scale = PowerOfTwoScale(for: sample)
        return scale.isIdentity ? unscaledSummary(sample) : scale.restore(unscaledSummary(scale.apply(sample)), original: sample)
    }

    private static func unscaledSummary(_ sample: Sample) -> SeriesStatistics {
        guard let basics = Basics(sample) else { return empty(sample) }
        var copy = sample.ys
        let median = Selection.median(&copy)
        var trend = Trend.undetermined
        if sample.validCount >= 2 {
            let fit = LeastSquares(xs: sample.xs, ys: sample.ys, residualAutocorrelation: false)
            let (xMin, xMax) = FiniteExtremes.of(sample.xs)!
            let scale = max(abs(basics.mean), basics.high - basics.low)
            trend.slope = fit.slope
            trend.intercept = fit.intercept
            trend.rSquared = fit.rSquared
            trend.slopePValue = fit.slopePValue
            trend.fittedChange = fit.slope * (xMax - xMin)
            trend.relativeChange = scale > 0 ? abs(trend.fittedChange) / scale : 0
        }
        return basics.statistics(sample, median: median, trend: trend, outliers: [], peaks: [], troughs: [])
    }

    private static func empty(_ sample: Sample) -> SeriesStatistics {
        SeriesStatistics(count: sample.count, missingCount: sample.count, validCount: 0, minimum: nil,
                         maximum: nil, first: nil, last: nil, change: nil, percentChange: nil,
                         mean: nil, median: nil, standardDeviation: nil, sum: 0, trend: .undetermined,
                         largestRise: nil, largestDrop: nil, outliers: [], peaks: [], troughs: [])
    }

    /// What every summary needs: extremes with their ties, the compensated sum, mean and standard deviation, and
    /// the largest steps between consecutive points (four passes over the values, three of them in lanes).
    private struct Basics {
        var low: Double, high: Double
        var lowAt: [Int] = [], highAt: [Int] = []
        var sum: Double, mean: Double, standardDeviation: Double
        var rise: StepChange?, drop: StepChange?

        init?(_ sample: Sample) {
            let n = sample.validCount
            guard n > 0 else { return nil }
            let ys = sample.ys
            // The extremes eight lanes at a time and the sum in four compensated chains (`LaneSums`): Neumaier's
            // compensation keeps a million values' sum to the last digit shown, whatever the chains' order.
            (low, high) = FiniteExtremes.of(ys)!
            sum = ys.withUnsafeBufferPointer(LaneSums.compensatedSum)
            mean = sum / Double(n)
            let lowest = low, highest = high, average = mean  // locals: the closure cannot capture self here
            let squares = LaneSums.squaredDeviations(ys, from: average)
            // The largest steps and how often the extremes occur in one pass that calls nothing (an append
            // would spill its running values to memory); the steps' tests need no sign test first: the largest
            // rise starts at 0, so a step above it is a rise (and a drop alike). The points at an extreme
            // reached more than once are collected in a pass of their own.
            var riseDelta = 0.0, dropDelta = 0.0, riseAt = -1, dropAt = -1
            var lowCount = 0, highCount = 0, lastLow = 0, lastHigh = 0, firstLow = -1, firstHigh = -1
            ys.withUnsafeBufferPointer { y in
                if y[0] == lowest { lowCount = 1; firstLow = 0 }
                if y[0] == highest { highCount = 1; firstHigh = 0 }
                for k in 1..<n {
                    let v = y[k]
                    if v == lowest { if lowCount == 0 { firstLow = k }; lowCount &+= 1; lastLow = k }
                    if v == highest { if highCount == 0 { firstHigh = k }; highCount &+= 1; lastHigh = k }
                    let delta = v - y[k - 1]
                    if delta > riseDelta { riseDelta = delta; riseAt = k }
                    if delta < dropDelta { dropDelta = delta; dropAt = k }
                }
            }
            // Tied extremes lie between the first and the last of them: only that stretch is searched again.
            lowAt = lowCount == 1 ? [lastLow] : (firstLow...lastLow).filter { ys[$0] == lowest }
            highAt = highCount == 1 ? [lastHigh] : (firstHigh...lastHigh).filter { ys[$0] == highest }
            standardDeviation = (squares / Double(n)).squareRoot()
            if riseAt > 0 { rise = StepChange(from: sample.ref(riseAt - 1), to: sample.ref(riseAt)) }
            if dropAt > 0 { drop = StepChange(from: sample.ref(dropAt - 1), to: sample.ref(dropAt)) }
        }

        func statistics(_ sample: Sample, median: Double, trend: Trend, outliers: [PointRef], peaks: [PointRef],
                        troughs: [PointRef]) -> SeriesStatistics {
            let n = sample.validCount
            let first = sample.ref(0), last = sample.ref(n - 1)
            let change = last.y - first.y
            return SeriesStatistics(
                count: sample.count, missingCount: sample.count - n, validCount: n,
                minimum: Extreme(value: low, points: lowAt.map(sample.ref)),
                maximum: Extreme(value: high, points: highAt.map(sample.ref)),
                first: first, last: last, change: change,
                percentChange: first.y == 0 ? nil : change / abs(first.y) * 100,
                mean: mean, median: median, standardDeviation: standardDeviation, sum: sum, trend: trend,
                largestRise: rise, largestDrop: drop, outliers: outliers, peaks: peaks, troughs: troughs)
        }
    }

    private static func unscaledStatistics(_ sample: Sample, pointLists: Bool) -> SeriesStatistics {
        guard let basics = Basics(sample) else { return empty(sample) }
        let ys = sample.ys
        let low = basics.low, high = basics.high, mean = basics.mean, standardDeviation = basics.standardDeviation

        // Peaks and troughs are shapes along x; points out of x order (a scatter cloud) have none. Found
        // first, so that their arrays are gone before Mann–Kendall's sorted copy and merge scratch exist.
        let ascending = FiniteExtremes.ascends(sample.xs)
        let extrema = ascending && pointLists ? ProminentExtrema.find(ys) : (peaks: [], troughs: [])

        // Mann–Kendall's merge sort leaves the values sorted: quartiles are then free.
        let mannKendall = MannKendall(xs: sample.xs, ys: ys, quantiles: [0.25, 0.5, 0.75])
        let quartiles = mannKendall.quantiles
        let trend = TrendClassifier.trend(sample, mannKendall: mannKendall, mean: mean, minimum: low,
                                          maximum: high, standardDeviation: standardDeviation)
        return basics.statistics(sample, median: quartiles[1], trend: trend,
                                 outliers: pointLists ? outliers(sample, trend: trend, valueQuartiles: (quartiles[0], quartiles[2]),
                                                                 low: low, high: high) : [],
                                 peaks: extrema.peaks.map(sample.ref), troughs: extrema.troughs.map(sample.ref))
    }

    /// Points outside Q1 − 1.5·IQR … Q3 + 1.5·IQR (at least 5 % of the range out). For a rising or falling series the fences apply to the
    /// residuals from the Theil–Sen line, because on a trend the raw values' spread is the trend itself and
    /// a spike in the middle would hide inside it; otherwise they apply to the values.
    private static func outliers(_ sample: Sample, trend: Trend, valueQuartiles: (Double, Double),
                                 low: Double, high: Double) -> [PointRef] {
        let n = sample.validCount
        guard n >= minimumPointsForOutliers else { return [] }
        var q1 = valueQuartiles.0, q3 = valueQuartiles.1
        // The values less the Theil–Sen line (slope 0 when flat: the values), computed when read; only the
        // quartiles' selection needs them stored.
        let trending = trend.direction == .rising || trend.direction == .falling
        let basis = Detrended(xs: sample.xs, ys: sample.ys, slope: trend.theilSenSlope != 0 ? trend.theilSenSlope : trend.slope,
                              isTrending: trending)
        if trending {
            var copy = Array(basis)
            let q = Selection.quantiles(&copy, [0.25, 0.75])
            q1 = q[0]; q3 = q[1]
        }
        let spread = max(fenceMultiplier * (q3 - q1), minimumFenceFractionOfRange * (high - low))
        let lowFence = q1 - spread, highFence = q3 + spread
        var result: [PointRef] = []
        for k in 0..<n where basis[k] < lowFence || basis[k] > highFence { result.append(sample.ref(k)) }
        return result
    }

    /// y − slope · (x − x₀) for a trending series, y itself otherwise, computed when read (centring on the
    /// first x keeps slope·x small for date axes).
    private struct Detrended: RandomAccessCollection {
        let xs: [Double], ys: [Double], slope: Double, isTrending: Bool
        var startIndex: Int { 0 }
        var endIndex: Int { ys.count }
        subscript(k: Int) -> Double { isTrending ? ys[k] - slope * (xs[k] - xs[0]) : ys[k] }
    }
}
