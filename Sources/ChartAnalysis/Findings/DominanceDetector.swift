/// Finds one series above all the others at (nearly) every x they share, and, among three or more series, one
/// below all the others (see `Dominance`).
///
/// Test: at the x values every compared series has (at least three, or two categories), one series is strictly above every other
/// at ≥ 75 % of them, and its mean gap to the nearest other is positive and at least `leastNetGapShare` of the
/// mean absolute gap. Comparing only shared x keeps a series
/// that starts late from being "lowest" over years it has no data for. This is a description of the chart,
/// not an inference: two random walks often keep their order for long (see docs/findings.md).
///
/// Salience: 0.3 + 0.3 × min(1, mean gap / range of the compared values) — context for the comparisons that
/// change (an overtake outranks "fossil fuels are highest").
enum DominanceDetector {
    static let minimumFraction = 0.75
    static let minimumCount = 3
    /// On a category axis two shared categories are enough (grouped bars of two groups: a reader compares the
    /// bars side by side in each); the leader must then be above in both.
    static let minimumCategoryCount = 2
    /// The mean gap must be at least this share of the mean absolute gap: above by more than below.
    static let leastNetGapShare = 0.5

    /// A series below every other needs at least this many series: with two, the one below is said by the
    /// one above.
    static let fewestSeriesForLowest = 3
    /// How much less a series below the others matters than one above them.
    static let lowestSalienceOffset = 0.05

    static func findings(_ context: FindingContext) -> [Finding] {
        let series = context.comparedSeries
        guard series.count >= 2 else { return [] }
        let shared = context.sharedPoints(series)
        let samples = series.map { context.samples[$0] }
        let isCategory = context.chart.xAxis.kind == .category
        guard shared.count >= (isCategory ? minimumCategoryCount : minimumCount) else { return [] }
        let values = series.indices.map { shared.ys($0, in: samples) }
        var low = Double.infinity, high = -Double.infinity
        for column in values { for v in column { low = min(low, v); high = max(high, v) } }
        var found: [Finding] = []
        for below in series.count >= fewestSeriesForLowest ? [false, true] : [false] {
            guard let f = finding(values: values, series: series, shared: shared, samples: samples,
                                  range: high - low, below: below, ratioScale: context.valuesAreRatioScale) else { continue }
            found.append(f)
        }
        if found.isEmpty, let split = splitLead(values: values, series: series, shared: shared, samples: samples,
                                                 range: high - low, isCategory: isCategory) {
            found.append(split)
        }
        return found
    }

    /// A split lead needs at most this many shared categories: beyond, a list of who is higher where is no
    /// longer a sentence a reader holds.
    static let mostSplitCategories = 6

    /// Two series over 3…`mostSplitCategories` shared categories with no dominance, each higher at one at least:
    /// who is higher at each, and where they are equal (`SplitLead`). Salience 0.3 + 0.3 × min(1, mean gap / range), as a dominance's.
    private static func splitLead(values: [[Double]], series: [Int], shared: SharedPoints, samples: [Sample],
                                  range: Double, isCategory: Bool) -> Finding? {
        guard isCategory, series.count == 2, (minimumCategoryCount...mostSplitCategories).contains(shared.count) else { return nil }
        var leads: [SplitLead.Lead] = []
        var ties: [SplitLead.Tie] = []
        var gapSum = 0.0
        for k in 0..<shared.count {
            let a = values[0][k], b = values[1][k]
            guard a.isFinite, b.isFinite else { return nil }
            // An equal pair is said as such (misoprostol and placebo both 18.2 % in grade 3), between the leads.
            if a == b { ties.append(SplitLead.Tie(x: shared.x(k, in: samples), value: a)); continue }
            leads.append(SplitLead.Lead(x: shared.x(k, in: samples), leader: a > b ? series[0] : series[1],
                                        leaderValue: max(a, b), otherValue: min(a, b)))
            gapSum += abs(a - b)
        }
        guard let first = leads.first?.leader, leads.contains(where: { $0.leader != first }) else { return nil }
        let order = first == series[0] ? series : [series[1], series[0]]
        let meanGap = gapSum / Double(shared.count)
        return Finding(series: order, salience: 0.3 + 0.3 * (range > 0 ? min(1, meanGap / range) : 0), effect: meanGap,
                       detail: .splitLead(SplitLead(series: order, leads: leads, ties: ties)))
    }

    /// Fewest shared points for a gap's trend.
    static let fewestGapTrendPoints = 4
    /// The gap at one end at least this many times the gap at the other.
    static let gapTrendFactor = 1.5
    /// The gap changes by at least this share of the compared values' range: a widening the eye sees.
    static let gapTrendShare = 0.2
    /// Kendall's tau of the gaps against their order at least this (at most its negative): the gap grows
    /// (shrinks) along the chart, not only between its two ends.
    static let gapTrendAgreement = 0.5

    /// Of a leader above every other at every shared x, the gap to the nearest other at the first and last
    /// shared x, where it changes by `gapTrendFactor` and `gapTrendShare` of the range and mostly one way along
    /// the chart (`gapTrendAgreement`): a description of the drawn lines pulling apart (coming together), said with
    /// the data's own points. Nil otherwise.
    static func gapTrend(values: [[Double]], leader: Int, shared: SharedPoints, samples: [Sample], range: Double) -> Dominance.GapTrend? {
        let n = shared.count
        guard n >= fewestGapTrendPoints, range > 0 else { return nil }
        // The nearest other series at each shared x, found once for the gaps and the points said.
        let others = values.indices.filter { $0 != leader }
        let nearest = (0..<n).map { k in others.max { values[$0][k] < values[$1][k] }! }
        let gaps = (0..<n).map { values[leader][$0] - values[nearest[$0]][$0] }
        let first = gaps[0], last = gaps[n - 1]
        guard first > 0, last > 0, max(first, last) >= gapTrendFactor * min(first, last),
              abs(last - first) >= gapTrendShare * range else { return nil }
        // Kendall's S in O(n log n) (a long series' pairs would be O(n²)); tau over every pair, ties counting nothing.
        let s = MannKendall(xs: (0..<n).map(Double.init), ys: gaps).s
        let tau = s / (Double(n) * Double(n - 1) / 2)
        guard last > first ? tau >= gapTrendAgreement : tau <= -gapTrendAgreement else { return nil }
        func at(_ k: Int) -> Dominance.GapPoints {
            Dominance.GapPoints(leader: samples[leader].ref(shared.columns[leader][k]),
                                other: samples[nearest[k]].ref(shared.columns[nearest[k]][k]))
        }
        return Dominance.GapTrend(first: at(0), last: at(n - 1))
    }

    /// The series above (below) every other at ≥ `minimumFraction` of the shared x, if any. Values are
    /// mirrored for `below`, so one count serves both.
    private static func finding(values: [[Double]], series: [Int], shared: SharedPoints, samples: [Sample],
                                range: Double, below: Bool, ratioScale: Bool) -> Finding? {
        let sign = below ? -1.0 : 1.0
        var wins = [Int](repeating: 0, count: series.count)
        for k in 0..<shared.count {
            var top = 0, runnerUp = -Double.infinity
            for s in series.indices.dropFirst() {
                let v = sign * values[s][k]
                if v > sign * values[top][k] { runnerUp = sign * values[top][k]; top = s } else { runnerUp = max(runnerUp, v) }
            }
            if sign * values[top][k] > runnerUp { wins[top] += 1 }
        }
        let leader = wins.indices.max { wins[$0] < wins[$1] }!
        let fraction = Double(wins[leader]) / Double(shared.count)
        guard fraction >= minimumFraction else { return nil }
        var gapSum = 0.0, absoluteGapSum = 0.0
        var ratios: [Double] = []
        for k in 0..<shared.count {
            var nearest = -Double.infinity
            for s in series.indices where s != leader { nearest = max(nearest, sign * values[s][k]) }
            gapSum += sign * values[leader][k] - nearest
            absoluteGapSum += abs(sign * values[leader][k] - nearest)
            ratios.append(nearest > 0 ? values[leader][k] / nearest : .nan)
        }
        let meanGap = gapSum / Double(shared.count)
        // Above at most points, by more than it is below at the others: two answer shares of 100 % each (adults'
        // and children's health, Chile's voters by sex) are above each other by as much as below, "by about 0.0
        // percentage points on average".
        guard meanGap > 0, meanGap.isFinite, meanGap >= leastNetGapShare * absoluteGapSum / Double(shared.count) else { return nil }
        let dominance = Dominance(leader: series[leader], others: series.filter { $0 != series[leader] },
                                  fraction: fraction, meanGap: meanGap, comparedCount: shared.count,
                                  sharedFrom: shared.x(0, in: samples), sharedTo: shared.x(shared.count - 1, in: samples),
                                  isBelow: below)
        // How many times the nearest other the leader is, where a ratio of the values means something and holds
        // along the chart: every point's ratio within `Dominance.timesSpread` of their median, which is at least
        // `Dominance.fewestTimesSaid` (men in US prisons about 13 times women, 12.6 to 14.3 each year; Iowa's
        // fossil fuels, 8 times the next source in 2001 and 1.4 in 2017, get no "times").
        var said = dominance
        if !below, ratioScale, !ratios.isEmpty, ratios.allSatisfy({ $0.isFinite && $0 > 0 }) {
            var sorted = ratios.sorted()
            let median = Selection.median(&sorted)
            if median >= Dominance.fewestTimesSaid,
               ratios.allSatisfy({ $0 <= median * Dominance.timesSpread && $0 >= median / Dominance.timesSpread }) {
                said.timesNearest = median
            } else if let least = ratios.min(), let most = ratios.max(), least >= Dominance.fewestTimesBetween {
                // Where the ratio changes along the chart, its range: suicides in the US were 2.2 to 4.6 times
                // the next cause each year, which "by about 30,000 on average" alone does not tell.
                said.timesBetween = least...most
            }
        }
        // Of two series, where the leader is above at every point and the gap varies (the widest at least
        // `Dominance.gapSpreadSaid` times the narrowest, each a single point), where it is widest and narrowest.
        if !below, series.count == 2, fraction >= 1, shared.count <= Dominance.mostGapPoints {
            let other = 1 - leader
            let gaps = (0..<shared.count).map { values[leader][$0] - values[other][$0] }
            let wide = gaps.indices.max { gaps[$0] < gaps[$1] }!, narrow = gaps.indices.min { gaps[$0] < gaps[$1] }!
            if gaps[narrow] > 0, gaps[wide] >= Dominance.gapSpreadSaid * gaps[narrow],
               gaps.filter({ $0 == gaps[wide] }).count == 1, gaps.filter({ $0 == gaps[narrow] }).count == 1 {
                func at(_ k: Int) -> Dominance.GapPoints {
                    Dominance.GapPoints(leader: samples[leader].ref(shared.columns[leader][k]),
                                        other: samples[other].ref(shared.columns[other][k]))
                }
                said.widestGap = at(wide)
                said.narrowestGap = at(narrow)
            }
        }
        if !below, fraction >= 1, let trend = gapTrend(values: values, leader: leader, shared: shared, samples: samples, range: range) {
            said.gapTrend = trend
            said.widestGap = nil
            said.narrowestGap = nil
        }
        let salience = 0.3 + 0.3 * (range > 0 ? min(1, meanGap / range) : 0) - (below ? lowestSalienceOffset : 0)
        return Finding(series: [series[leader]] + dominance.others, salience: salience, effect: meanGap,
                       detail: .dominance(said))
    }
}
