/// Which digest intervals of each series are worth a briefing's time, most notable first: those holding the
/// landmarks of a finding (by its salience), the series' lowest or highest value, or its steepest change.
package struct NotableIntervals: Sendable {
    /// A finding with more landmarks in one series than this (a weekly cycle's 52 crests) is everywhere: it
    /// singles out no interval, and a graph does not mark it.
    package static let landmarksSingleOut = 8

    /// Per series, each notable interval's place (1 = most notable) by its `index`.
    private let ranks: [[Int: Int]]

    /// Ranks the intervals of each series by the findings' landmarks and the series' statistics.
    package init(intervals: [[IntervalSummary]], statistics: [SeriesStatistics], findings: [Finding]) {
        let landmarks = Self.notableLandmarks(findings)
        ranks = intervals.indices.map { series in
            Self.rank(intervals[series], statistics: statistics[series], landmarks: landmarks[series] ?? [])
        }
    }

    /// Per series: for each finding worth the short description (so its landmarks make an interval notable) and
    /// with at most `landmarksSingleOut` landmarks in the series, its salience and those landmarks' point indices
    /// (in the findings' order). One pass over the findings: with thousands of series and as many findings, a walk
    /// per series was quadratic.
    private static func notableLandmarks(_ findings: [Finding]) -> [Int: [(salience: Double, points: [Int])]] {
        var notable: [Int: [(salience: Double, points: [Int])]] = [:]
        for f in findings where f.sayAt >= .short && !f.landmarks.isEmpty {
            var own: [Int: [Int]] = [:]
            for landmark in f.landmarks { own[landmark.series, default: []].append(landmark.point.index) }
            for (series, points) in own where points.count <= landmarksSingleOut {
                notable[series, default: []].append((f.salience, points))
            }
        }
        return notable
    }

    /// The interval's place (1 = most notable) among its series' notable intervals, or nil when it is not
    /// notable. A briefing keeps the first few and says them in time order.
    package func rank(_ iv: IntervalSummary, series: Int) -> Int? {
        ranks.indices.contains(series) ? ranks[series][iv.index] : nil
    }

    /// The places of a series' notable intervals by interval index, most notable first; ties go to the
    /// earlier interval.
    private static func rank(_ intervals: [IntervalSummary], statistics: SeriesStatistics,
                             landmarks: [(salience: Double, points: [Int])]) -> [Int: Int] {
        guard intervals.count > 1 else { return [:] }
        let scored = intervals.compactMap { iv in
            notability(iv, statistics: statistics, landmarks: landmarks).map { (index: iv.index, score: $0) }
        }
        let order = scored.sorted { ($0.score, -$0.index) > ($1.score, -$1.index) }
        return Dictionary(uniqueKeysWithValues: order.enumerated().map { ($1.index, $0 + 1) })
    }

    /// How much an interval is worth a briefing's time: the highest salience of the findings whose landmarks
    /// it holds, plus 0.1 when it holds the series' lowest or highest value and 0.05 when it is the steepest.
    /// Nil for an interval with none of these.
    private static func notability(_ iv: IntervalSummary, statistics: SeriesStatistics,
                                   landmarks: [(salience: Double, points: [Int])]) -> Double? {
        let span = iv.firstIndex...iv.lastIndex
        var score = 0.0
        for f in landmarks where f.points.contains(where: { span.contains($0) }) {
            score = max(score, f.salience)
        }
        let extremes = (statistics.minimum?.points ?? []) + (statistics.maximum?.points ?? [])
        if extremes.contains(where: { span.contains($0.index) }) { score += 0.1 }
        if iv.isSteepest { score += 0.05 }
        return score > 0 ? score : nil
    }
}
