/// Points far from what the series' structure predicts, grouped into episodes.
///
/// Residuals: value − (level model + calendar cycles), and minus a moving average over half a period when
/// a non-calendar cycle was found — so cycle crests and the end of a decline are expected, not outlying.
/// When the residuals are still strongly autocorrelated (lag-one r > `maximumAutocorrelation`), nothing
/// explains the series' course (a random walk, a stock price) and there is no expected value to differ
/// from: the sharp bottom of a crash would look like a spike against its neighbours. No point is then
/// singled out.
///
/// Test: |r| > `threshold` · 1.4826 · MAD(r) (Iglewicz & Hoaglin's 3.5 for the modified z-score) and
/// |r| ≥ `minimumShareOfRange` of the range (a deviation nobody could see on the chart is not one).
/// When more than `maximumShare` of the points pass, the noise is heavy-tailed rather than a few points
/// exceptional, and none is singled out. Consecutive outliers on the same side form one episode.
enum OutlierFinder {
    static let threshold = 3.5
    static let minimumShareOfRange = 0.05
    static let maximumShare = 0.03
    static let maximumAutocorrelation = 0.7

    /// Episodes (most extreme first) with the residual of each point; empty when none passes.
    static func groups(_ course: CourseSeries, expected: [Double], cyclePeriod: Double?) -> [OutlierGroup] {
        let ys = course.ys, n = ys.count
        guard n >= 8 else { return [] }
        var residuals = (0..<n).map { ys[$0] - expected[$0] }
        if let period = cyclePeriod {
            residuals = subtract(movingAverage(residuals, half: max(1, Int(period / 4))), from: residuals)
        }
        guard AutoregressiveNoise.lagOneAutocorrelation(residuals) <= maximumAutocorrelation else { return [] }
        let sigma = RobustScale.sigma(residuals)
        guard sigma > 0 else { return [] }
        var low = ys[0], high = ys[0]
        for y in ys { low = min(low, y); high = max(high, y) }
        let cut = max(threshold * sigma, minimumShareOfRange * (high - low))
        let flagged = (0..<n).filter { abs(residuals[$0]) > cut }
        guard !flagged.isEmpty, Double(flagged.count) <= maximumShare * Double(n) else { return [] }
        var groups: [OutlierGroup] = []
        var previous = -2
        for k in flagged {
            let isHigh = residuals[k] > 0
            if k == previous + 1, let last = groups.last, last.isHigh == isHigh {
                groups[groups.count - 1].points.append(course.sample.ref(k))
                groups[groups.count - 1].residuals.append(residuals[k])
            } else {
                groups.append(OutlierGroup(points: [course.sample.ref(k)], isHigh: isHigh, residuals: [residuals[k]]))
            }
            previous = k
        }
        return groups.sorted { largest($0) > largest($1) }
    }

    /// The largest |residual| of a group.
    static func largest(_ group: OutlierGroup) -> Double { group.residuals.map(abs).max() ?? 0 }

    private static func subtract(_ b: [Double], from a: [Double]) -> [Double] { zip(a, b).map { $0 - $1 } }

    private static func movingAverage(_ values: [Double], half: Int) -> [Double] {
        let n = values.count
        var prefix = [Double](repeating: 0, count: n + 1)
        for k in 0..<n { prefix[k + 1] = prefix[k] + values[k] }
        return (0..<n).map { k in
            let a = max(0, k - half), b = min(n - 1, k + half)
            return (prefix[b + 1] - prefix[a]) / Double(b - a + 1)
        }
    }
}
