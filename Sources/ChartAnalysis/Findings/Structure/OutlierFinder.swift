import ChartModel

/// Points far from what the series' structure predicts, grouped into episodes.
///
/// Residuals: value − (level model + calendar cycles), and minus a moving average over half a period when
/// a non-calendar cycle was found — so cycle crests and the end of a decline are expected, not outlying.
/// Within one period of a cycle's crest (trough), no value up to that crest's (down to that trough's) is
/// a high (low) outlier: crests sharper than the moving average, crests that grow with the level (airline
/// passengers) and double crests (the lynx in 1913 and 1916) are the cycle itself.
/// When the residuals are still strongly autocorrelated (lag-one r > `maximumAutocorrelation`), nothing
/// explains the series' course (a random walk, a stock price) and there is no expected value to differ
/// from: the sharp bottom of a crash would look like a spike against its neighbours. No point is then
/// singled out.
///
/// Test: |r| > k · 1.4826 · MAD(r) and |r| ≥ `minimumShareOfRange` of the range (a deviation nobody could
/// see on the chart is not one). k is Iglewicz & Hoaglin's 3.5 for the modified z-score, raised for long
/// series to the value the largest of n normal residuals exceeds in only 5 % of series (two-sided
/// Bonferroni, P(|z| > k) = 0.05 / n): a 3.5σ point is exceptional among 100 values, not among 10,000
/// (k = 3.83 at 400 points, 4.56 at 10,000, 5.45 at a million).
/// When more than `maximumShare` of the points pass, the noise is heavy-tailed rather than a few points
/// exceptional, and none is singled out. Consecutive outliers on the same side form one episode.
///
/// Episodes: a run of at least `episodeLength` consecutive points all beyond `episodeThreshold` σ on the
/// same side (a week of illness at a quarter of the usual steps, each day alone short of the single-point
/// cut) is one episode too: under normal noise three such points in a row happen with probability
/// 0.0062³ ≈ 2.4 · 10⁻⁷ per position, under 0.05 % of series even at 2,000 points.
enum OutlierFinder {
    static let threshold = 3.5
    static let seriesLevel = 0.05
    static let minimumShareOfRange = 0.05
    static let maximumShare = 0.03
    static let maximumAutocorrelation = 0.7
    static let episodeThreshold = 2.5
    static let episodeLength = 3

    /// Episodes (most extreme first) with the residual of each point; empty when none passes.
    static func groups<Expected: RandomAccessCollection<Double>>(
        _ course: CourseSeries, expected: Expected, cycle: (period: Double, crests: [Int], troughs: [Int])?
    ) -> [OutlierGroup] where Expected.Index == Int {
        guard course.count >= 8 else { return [] }
        // Without a cycle the residuals are computed as they are read: no array the length of the series.
        let residuals = Difference(a: course.ys, b: expected)
        let found: [OutlierGroup]
        if let cycle {
            // With a cycle, less their moving average over half a period: one array, the average read in order.
            var average = MovingAverage(values: residuals, half: max(1, Int(cycle.period / 4)))
            let lessAverage = residuals.map { $0 - average.next() }
            found = groups(course, residuals: lessAverage, cycle: cycle)
        } else {
            found = groups(course, residuals: residuals, cycle: nil)
        }
        // Up to `pointByPointLimit` points the course names every point, the spike as its high (Sweden's 82.38 %).
        if found.isEmpty, cycle == nil, course.count > VisibleCourseFinder.pointByPointLimit, let lone = loneSpike(course) {
            return [lone]
        }
        return found
    }

    /// The least gap between a lone spike and the next value on its side, as a share of the series' range.
    static let loneSpikeGapShare = 0.3
    /// The least drop from a lone spike to each of its neighbours, as a share of the series' range.
    static let loneSpikeNeighbourShare = 0.5

    /// A point drawn alone beyond every other, said whatever the noise around it (what is drawn is a fact): the
    /// series' highest (lowest) value, beyond the next value on its side by `loneSpikeGapShare` of the range and
    /// beyond both neighbours by `loneSpikeNeighbourShare`, neither end of the series. Where heavy tails or a wave keep the test above from
    /// singling out anything, the spike still stands out on the drawing: 22 banking crises began in 2008, beside
    /// 2 and 1 and a next highest of 13 (1995), once "varied between 0 and 22, with no clear trend or pattern".
    /// Not under a cycle, whose crests stand out by design. Its residual is its distance from the next value.
    static func loneSpike(_ course: CourseSeries) -> OutlierGroup? {
        let ys = course.ys, n = ys.count
        guard n >= 8, let hi = ys.indices.max(by: { ys[$0] < ys[$1] }), let lo = ys.indices.min(by: { ys[$0] < ys[$1] }) else { return nil }
        let range = ys[hi] - ys[lo]
        guard range > 0, range.isFinite else { return nil }
        for (k, high) in [(hi, true), (lo, false)] {
            let sign: Double = high ? 1 : -1
            let next = ys.indices.filter { $0 != k }.map { sign * ys[$0] }.max() ?? sign * ys[k]
            let gap = sign * ys[k] - next
            // Inside the series: a last (first) value far from the one before it may be a new level begun.
            let neighbours = [k - 1, k + 1].filter { ys.indices.contains($0) }
            guard neighbours.count == 2, gap >= loneSpikeGapShare * range,
                  neighbours.allSatisfy({ sign * (ys[k] - ys[$0]) >= loneSpikeNeighbourShare * range }) else { continue }
            return OutlierGroup(points: [course.sample.ref(k)], isHigh: high, residuals: [sign * gap])
        }
        return nil
    }

    private static func groups<Residual: RandomAccessCollection<Double>>(
        _ course: CourseSeries, residuals: Residual, cycle: (period: Double, crests: [Int], troughs: [Int])?
    ) -> [OutlierGroup] where Residual.Index == Int {
        let ys = course.ys, n = ys.count
        /// True when a cycle's crest (trough) within one period reaches at least as far as ys[k].
        func withinCycle(_ k: Int, high: Bool) -> Bool {
            guard let cycle else { return false }
            let reach = Int(cycle.period.rounded(.up))
            return (high ? cycle.crests : cycle.troughs).contains { j in
                abs(j - k) <= reach && (high ? ys[j] >= ys[k] : ys[j] <= ys[k])
            }
        }
        // The residuals' lag-one autocorrelation (as `AutoregressiveNoise.lagOneAutocorrelation`) gates
        // everything; its sums run in four chains each (`LaneSums`), the flagging pass below then carries no
        // chain of additions. A list that overflows returns early: no outliers either way.
        let residualMean = LaneSums.sum(residuals) / Double(n)
        let (square, cross) = LaneSums.squaresAndLagProducts(residuals, around: residualMean)
        guard (square > 0 ? cross / square : 0) <= maximumAutocorrelation else { return [] }
        let sigma = RobustScale.sigma(residuals)
        guard sigma > 0 else { return [] }
        let (low, high) = FiniteExtremes.of(ys) ?? (0, 0)
        let cut = max(threshold(count: n) * sigma, minimumShareOfRange * (high - low))
        // The flagged positions as two ascending lists (single points, then episodes), merged: a flag a point
        // would be a byte the length of the series. More than `maximumShare` of the points flagged means none
        // is singled out, so a list stops growing there.
        let limit = Int((maximumShare * Double(n)).rounded(.down))
        var singles: [Int] = [], episodes: [Int] = []
        let episodeCut = max(episodeThreshold * sigma, minimumShareOfRange * (high - low))
        // Single points beyond `cut`, and episodes: runs of at least `episodeLength` consecutive points beyond
        // `episodeCut` on one side (a point on the other side starts a run of its own), in one pass that
        // reads each residual once.
        var runStart = -1, runSide = false
        func closeRun(at end: Int) -> Bool {
            if runStart >= 0 && end - runStart >= episodeLength {
                episodes.append(contentsOf: runStart..<end)
                if episodes.count > limit { return false }
            }
            return true
        }
        for k in 0..<n {
            let r = residuals[k], side = r > 0
            let beyond = abs(r) > episodeCut && !withinCycle(k, high: side)
            if abs(r) > cut && !withinCycle(k, high: side) {
                singles.append(k)
                if singles.count > limit { return [] }
            }
            if beyond && runStart >= 0 && side == runSide { continue }
            guard closeRun(at: k) else { return [] }
            runStart = beyond ? k : -1
            runSide = side
        }
        guard closeRun(at: n) else { return [] }
        var flagged: [Int] = []
        flagged.reserveCapacity(singles.count + episodes.count)
        var i = 0, j = 0
        while i < singles.count || j < episodes.count {
            let next = j == episodes.count || (i < singles.count && singles[i] <= episodes[j]) ? singles[i] : episodes[j]
            if i < singles.count && singles[i] == next { i += 1 }
            if j < episodes.count && episodes[j] == next { j += 1 }
            flagged.append(next)
        }
        guard !flagged.isEmpty, Double(flagged.count) <= maximumShare * Double(n) else { return [] }
        var groups: [OutlierGroup] = []
        var previous = -2
        for k in flagged {
            let isHigh = residuals[k] > 0
            if k == previous + 1, let last = groups.last, last.isHigh == isHigh {
                groups[groups.count - 1].append(course.sample.ref(k), residual: residuals[k])
            } else {
                groups.append(OutlierGroup(points: [course.sample.ref(k)], isHigh: isHigh, residuals: [residuals[k]]))
            }
            previous = k
        }
        return groups.sorted { largest($0) > largest($1) }
    }

    /// max(3.5, z) with P(|Z| > z) = 0.05 / n for a standard normal Z (by bisection).
    static func threshold(count n: Int) -> Double {
        let target = seriesLevel / Double(max(1, n))
        var low = 0.0, high = 40.0
        for _ in 0..<80 {
            let mid = (low + high) / 2
            if Distributions.normalTwoSided(mid) > target { low = mid } else { high = mid }
        }
        return max(threshold, (low + high) / 2)
    }

    /// The largest |residual| of a group.
    static func largest(_ group: OutlierGroup) -> Double { group.residuals.map(abs).max() ?? 0 }

}
