/// Records and drawdowns of a series whose shape passed its test: what they say is part of the shape
/// ("fell …, then rose to a record"), so they are never claimed where no rise or fall was.
///
/// Record high (low mirrored): the shape ends with a rising segment after an earlier falling one, the
/// series' highest value lies in that last segment, and it beats the highest value before the last
/// segment began (the earlier best, before the fall) by more than `marginInNoise` times the point-to-point
/// noise. Values are the data's own, not the seasonally adjusted ones: a record is a value on the chart.
///
/// Drawdown: the largest fall from a running high to a later low (peak, trough), on series without a
/// calendar cycle (there the fall would be the season). Test: the fitted level (shape or steps) falls from
/// peak to trough by at least `minimumExplainedShare` of the depth — the structure explains the fall, it
/// is not the distance between two noise extremes —, the fitted level climbs back at least
/// `minimumRebound` of the depth after the trough (a fall that ends the series is the shape's last segment
/// and needs no second telling), and the depth is at least `marginInNoise` times the noise and
/// `minimumShareOfRange` of the range. Recovery: the first later point at or above the peak's value.
///
/// Without a level model (short or noisy series, where no shape beats persistent noise: Iowa's fossil
/// generation, 17 years that rose to 2010 and fell a third), the largest fall is still a fact of the data
/// worth saying, but only as the distance between two points, never as a trend: it is stated when it spans
/// at least `unexplainedShareOfRange` of the range and `marginInNoise` times the noise, the series first
/// climbed at least `unexplainedRiseShare` of the range to that peak (a hump a reader sees, not a series
/// that merely starts high), and both the climb and the fall are runs a reader follows: at least
/// `unexplainedRunLength` points each, ordered with Kendall's τ at least `unexplainedOrder` in their
/// direction (white noise's highest and lowest values are two jumps apart with no order between them).
/// Such a drawdown is marked `isExplained == false`.
enum RecordFinder {
    static let marginInNoise = 3.0
    static let minimumShareOfRange = 0.2
    static let minimumExplainedShare = 0.5
    static let minimumRebound = 1.0 / 3
    static let unexplainedShareOfRange = 0.6
    static let unexplainedRiseShare = 0.3
    static let unexplainedRunLength = 4
    static let unexplainedOrder = 0.6

    /// A record at the end of the shape, if any.
    static func record(_ course: CourseSeries, shape: SeriesShape?, noise: Double) -> Record? {
        guard let shape, shape.segments.count >= 2, let last = shape.segments.last else { return nil }
        let high = last.direction == .rising
        guard high || last.direction == .falling else { return nil }
        let before = shape.segments.dropLast()
        guard before.contains(where: { $0.direction == (high ? .falling : .rising) }) else { return nil }
        let ys = course.ys, start = position(of: last.start, in: course)
        guard start > 0, start < ys.count else { return nil }
        func better(_ a: Double, _ b: Double) -> Bool { high ? a > b : a < b }
        var best = start, earlier = 0
        for k in start..<ys.count where better(ys[k], ys[best]) { best = k }
        for k in 0..<start where better(ys[k], ys[earlier]) { earlier = k }
        let margin = high ? ys[best] - ys[earlier] : ys[earlier] - ys[best]
        guard margin > marginInNoise * noise, margin > 0 else { return nil }
        return Record(series: course.series, point: course.sample.ref(best), isHigh: high,
                      previous: course.sample.ref(earlier))
    }

    /// The largest drawdown if it passes the test.
    /// `level` is the fitted level, nil when no level model passed (the unexplained test applies).
    static func drawdown(_ course: CourseSeries, level: [Double]?, noise: Double, ratioScale: Bool) -> Drawdown? {
        let ys = course.ys
        guard let (bestPeak, bestTrough, depth) = runningFall(ys) else { return nil }
        var low = ys[0], high = ys[0]
        for y in ys { low = min(low, y); high = max(high, y) }
        guard depth >= marginInNoise * noise, depth >= minimumShareOfRange * (high - low) else { return nil }
        if let level {
            guard level[bestPeak] - level[bestTrough] >= minimumExplainedShare * depth else { return nil }
            var rebound = 0.0
            for k in bestTrough..<ys.count { rebound = max(rebound, level[k] - level[bestTrough]) }
            guard rebound >= minimumRebound * depth else { return nil }
        } else {
            var start = bestPeak
            for k in 0...bestPeak where ys[k] < ys[start] { start = k }
            guard depth >= unexplainedShareOfRange * (high - low),
                  ys[bestPeak] - ys[start] >= unexplainedRiseShare * (high - low),
                  bestPeak - start + 1 >= unexplainedRunLength, bestTrough - bestPeak + 1 >= unexplainedRunLength,
                  kendallTau(ys[start...bestPeak]) >= unexplainedOrder,
                  kendallTau(ys[bestPeak...bestTrough]) <= -unexplainedOrder else { return nil }
        }
        let peakValue = ys[bestPeak]
        return Drawdown(series: course.series, peak: course.sample.ref(bestPeak), trough: course.sample.ref(bestTrough),
                        recovery: recovery(course, peak: bestPeak, trough: bestTrough), depth: depth,
                        relativeDepth: ratioScale && peakValue > 0 ? depth / peakValue : nil, isExplained: level != nil)
    }

    /// The first point after `trough` back at or above the value at `peak`: where a fall was made up.
    private static func recovery(_ course: CourseSeries, peak: Int, trough: Int) -> PointRef? {
        let ys = course.ys
        return ys.indices.dropFirst(trough + 1).first { ys[$0] >= ys[peak] }.map(course.sample.ref)
    }

    /// The largest fall from a running high to a later low: its peak, trough and depth; nil where none falls.
    private static func runningFall(_ ys: [Double]) -> (peak: Int, trough: Int, depth: Double)? {
        var peak = 0, bestPeak = 0, bestTrough = 0, depth = 0.0
        for k in ys.indices {
            if ys[k] > ys[peak] { peak = k }
            if ys[peak] - ys[k] > depth { depth = ys[peak] - ys[k]; bestPeak = peak; bestTrough = k }
        }
        return depth > 0 ? (bestPeak, bestTrough, depth) : nil
    }

    /// The largest fall from a running high to a later low, the data's own points, with no test: the caller
    /// says it only where the eye cannot miss it (`StructureDetector.crashShare`). Marked unexplained.
    static func largestFall(_ course: CourseSeries, ratioScale: Bool) -> Drawdown? {
        let ys = course.ys
        guard let (bestPeak, bestTrough, depth) = runningFall(ys) else { return nil }
        let peakValue = ys[bestPeak]
        return Drawdown(series: course.series, peak: course.sample.ref(bestPeak), trough: course.sample.ref(bestTrough),
                        recovery: recovery(course, peak: bestPeak, trough: bestTrough), depth: depth,
                        relativeDepth: ratioScale && peakValue > 0 ? depth / peakValue : nil, isExplained: false)
    }

    /// A fall inside growth, on a ratio scale, is a fact a reader of the chart looks for even where it is
    /// small beside the range: M1's 8 % slip of 1994–97 in a 12-fold rise, consumer spending's 4 % dip of
    /// 2008–09. The largest fall from a running high to a later low is said when it is at least
    /// `minimumRelativeFall` of the peak and `marginInNoise` times the point-to-point noise (a low quarter
    /// within the noise is no slip). Marked unexplained: no model says it.
    static func fallInsideGrowth(_ course: CourseSeries, noise: Double) -> Drawdown? {
        let ys = course.ys
        // The running high and the low are the data's own: "the largest fall" is the largest. A one-year
        // collapse in annual data (imports' 26 % of 2008–09, exports' 18 % that recovered the next year) is a fall
        // a reader sees; a median of three, or setting lone spikes aside, had hidden such falls and called a
        // smaller one the largest, or started a fall a point early from a lower value (all false). A day's spike
        // (a charity walk of 14,250 steps) is then the top of the fall after it, which it is.
        var peak = 0, bestPeak = 0, bestTrough = 0
        for k in ys.indices {
            if ys[k] > ys[peak] { peak = k }
            if ys[peak] - ys[k] > ys[bestPeak] - ys[bestTrough] { bestPeak = peak; bestTrough = k }
        }
        let depth = ys[bestPeak] - ys[bestTrough]
        let peakValue = ys[bestPeak]
        guard depth > 0, peakValue > 0, depth / peakValue >= minimumRelativeFall, depth >= marginInNoise * noise
        else { return nil }
        return Drawdown(series: course.series, peak: course.sample.ref(bestPeak), trough: course.sample.ref(bestTrough),
                        recovery: recovery(course, peak: bestPeak, trough: bestTrough), depth: depth,
                        relativeDepth: depth / peakValue, isExplained: false)
    }

    static let minimumRelativeFall = 0.03

    /// A growing series' falls beyond the one its course, shape or largest fall says, each a fall a reader of the
    /// drawn line sees as its own: the Dow's 36 % crash of October 1987 and 38 % slide of 2000–02 beside the
    /// 54 % of 2007–09 its course tells; industrial production's 1981–82 dip beside 1973–75's. No test: the
    /// data's own points, a fact of what is drawn.
    ///
    /// The falls are taken apart largest first by share of their peak (`separateFalls`, the first
    /// `furtherFallsRead`); one is said where it is at least `furtherFallShare` of the largest's share or of the
    /// deepest's drawn depth, `furtherFallVisible` of the plotted range, `marginInNoise` times the point-to-point
    /// noise, and no fall `said` already carries half of it; at most `mostFurtherFalls`, the largest of the two
    /// measures. Only on a ratio scale, along time, over at least
    /// `furtherFallsFewestPoints` points, where the series grew (its last fifth's median at least
    /// `furtherFallsGrowth` times its first fifth's): in a series that wanders without growing, its dips are
    /// the wandering, and a shape or course tells them.
    static func furtherFalls(_ course: CourseSeries, said: [(from: Double, to: Double, depth: Double)], noise: Double,
                             plottedRange: Double) -> [Drawdown] {
        let ys = course.ys, xs = course.sample.xs, n = ys.count
        guard n >= furtherFallsFewestPoints, ys.allSatisfy({ $0 > 0 }), plottedRange > 0 else { return [] }
        let fifth = max(1, n / 5)
        var first = Array(ys.prefix(fifth)), last = Array(ys.suffix(fifth))
        guard Selection.median(&last) >= furtherFallsGrowth * Selection.median(&first) else { return [] }
        let falls = separateFalls(ys, most: furtherFallsRead)
        guard let largest = falls.first?.relative else { return [] }
        let deepest = falls.map { ys[$0.peak] - ys[$0.trough] }.max() ?? 0
        // Large by share of the peak, or on the drawing: a fall at the top of a growing line is long on the chart
        // and small as a share (industrial production's 6 % of 2000–01, as long as 1973–75's 13 %).
        func size(_ f: (peak: Int, trough: Int, relative: Double)) -> Double {
            max(f.relative / largest, deepest > 0 ? (ys[f.peak] - ys[f.trough]) / deepest : 0)
        }
        let kept = falls.filter { f in
            let depth = ys[f.peak] - ys[f.trough]
            return size(f) >= furtherFallShare && depth >= furtherFallVisible * plottedRange
                && depth >= marginInNoise * noise
                && !said.contains { $0.from <= xs[f.trough] && $0.to >= xs[f.peak] && $0.depth >= depth / 2 }
        }.sorted { size($0) > size($1) }
        return kept.prefix(mostFurtherFalls).sorted { $0.peak < $1.peak }.map { f in
            var d = Drawdown(series: course.series, peak: course.sample.ref(f.peak), trough: course.sample.ref(f.trough),
                             recovery: recovery(course, peak: f.peak, trough: f.trough), depth: ys[f.peak] - ys[f.trough],
                             relativeDepth: f.relative,
                             isExplained: false)
            d.isFurther = true
            d.peakIsHighest = !ys.contains { $0 > ys[f.peak] }
            return d
        }
    }

    /// The least share of the largest fall's depth (by share of its peak) a further fall has (`furtherFalls`).
    static let furtherFallShare = 0.5
    /// The least share of the plotted range a further fall spans (`furtherFalls`): a notch the eye sees.
    static let furtherFallVisible = 0.05
    /// The most further falls said of one series (`furtherFalls`).
    static let mostFurtherFalls = 2
    /// How many of a series' separate falls, largest by share first, are read for further falls (`furtherFalls`).
    static let furtherFallsRead = 12
    /// The fewest points of a series whose further falls are said (`furtherFalls`).
    static let furtherFallsFewestPoints = 20
    /// How many times its first fifth's median a series' last fifth's is, at least, to have further falls
    /// said (`furtherFalls`).
    static let furtherFallsGrowth = 1.5

    /// The falls of `ys` from a running high to a later low, taken apart largest first by share of the peak:
    /// the largest fall of the whole, then the largest before its peak and after its trough, and so on, at most
    /// `most` of them, each at least `minimumRelativeFall`. Values must be positive. Each step scans one stretch,
    /// so the cost is at most `most` passes over the series.
    static func separateFalls(_ ys: [Double], most: Int) -> [(peak: Int, trough: Int, relative: Double)] {
        func best(_ lo: Int, _ hi: Int) -> (peak: Int, trough: Int, relative: Double)? {
            guard hi - lo >= 2 else { return nil }
            var peak = lo, found: (peak: Int, trough: Int, relative: Double)?
            for k in lo..<hi {
                if ys[k] > ys[peak] { peak = k }
                let r = (ys[peak] - ys[k]) / ys[peak]
                if r > (found?.relative ?? 0) { found = (peak, k, r) }
            }
            return found.flatMap { $0.relative >= minimumRelativeFall ? $0 : nil }
        }
        var stretches: [(fall: (peak: Int, trough: Int, relative: Double), lo: Int, hi: Int)] = []
        if let f = best(0, ys.count) { stretches.append((f, 0, ys.count)) }
        var out: [(peak: Int, trough: Int, relative: Double)] = []
        while out.count < most, let k = stretches.indices.max(by: { stretches[$0].fall.relative < stretches[$1].fall.relative }) {
            let (f, lo, hi) = stretches.remove(at: k)
            out.append(f)
            if let before = best(lo, f.peak + 1) { stretches.append((before, lo, f.peak + 1)) }
            if let after = best(f.trough, hi) { stretches.append((after, f.trough, hi)) }
        }
        return out
    }

    /// Kendall's τ of values against their order (ties count neither way); runs longer than 200 points are
    /// thinned evenly first, which keeps the cost bounded and τ's estimate unbiased.
    static func kendallTau(_ run: ArraySlice<Double>) -> Double {
        let all = Array(run)
        let stride = max(1, all.count / 200)
        let values = Swift.stride(from: 0, to: all.count, by: stride).map { all[$0] }
        let n = values.count
        guard n >= 2 else { return 0 }
        var score = 0
        for i in 0..<(n - 1) {
            for j in (i + 1)..<n { score += values[j] > values[i] ? 1 : (values[j] < values[i] ? -1 : 0) }
        }
        return Double(score) / (Double(n * (n - 1)) / 2)
    }

    /// The position in the course of a point of the series (its index among the non-missing points).
    static func position(of point: PointRef, in course: CourseSeries) -> Int {
        min(course.sample.position(ofIndex: point.index), course.count - 1)
    }
}
