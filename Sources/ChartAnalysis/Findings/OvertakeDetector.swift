/// Finds one series moving above another and staying there (see `Overtake`).
///
/// Test, per pair of compared series along an ordered x, at the x values both have (at least six):
/// 1. the order changes between runs of at least `OrderRuns.minimumRun` shared values (wobbles around
///    equality do not count);
/// 2. the gap between the two changes systematically (`SystematicChange`: a line, a step or a drift beats a
///    constant, a random walk and AR(1) noise; stricter with more than three pairs in the chart), and the
///    fitted change itself crosses zero;
/// 3. the overtake is the first point of the run in the new order that follows the last run in the old order
///    before the fitted crossing: a real x of the data, never an interpolated one.
/// Pairs that track each other (`TrackingDetector`) are left to that finding.
///
/// Salience: 0.45 + 0.35 × min(1, |fitted change of the gap| / range of the pair's values), × 0.75 when
/// the new order does not hold to the end, × 0.85 when the order changed more than once.
enum OvertakeDetector {
    static func findings(_ context: FindingContext) -> [Finding] {
        guard context.xIsOrdered else { return [] }
        let pairs = SeriesPair.all(context.comparedSeries, in: context)
        var found = pairs.compactMap { pair -> Finding? in
            guard TrackingDetector.tracking(pair, in: context) == nil else { return nil }
            return finding(pair, questions: pairs.count, in: context)
        }
        if let change = leaderChange(pairs, in: context) {
            found.removeAll { Set($0.series) == Set(change.series) }
            found.append(change)
        }
        return found
    }

    /// The last run must hold for at least this share of the shared points for a change of leader to be said.
    static let leaderRunShare = 0.1

    /// A change of the leader is a fact of the chart, whatever the gap's process: when the series on top at the
    /// first x is no longer on top at the last, and the new leader has stayed above it for the last
    /// `leaderRunShare` of the points, "SMI overtook FTSE in 1997 and stayed ahead" is said, with the overtake
    /// at the first point of that last run. Stock indices' gaps are random walks, which the test of a
    /// systematic change rightly refuses as a law, yet the new leader is what a reader sees.
    /// Salience 0.6 + 0.3 × (the final margin / the pair's range): above an overtake lower in the order.
    static func leaderChange(_ pairs: [SeriesPair], in context: FindingContext) -> Finding? {
        let compared = Array(PairwiseLimit.compared(context.comparedSeries))
        guard compared.count >= 3 else { return nil }
        // The top series at the first and at the last x of the chart, among those that have both ends.
        var firstX = Double.infinity, lastX = -Double.infinity
        for s in compared { if let a = context.samples[s].xs.first, let b = context.samples[s].xs.last { firstX = min(firstX, a); lastX = max(lastX, b) } }
        let atBothEnds = compared.filter { context.samples[$0].xs.first == firstX && context.samples[$0].xs.last == lastX }
        guard atBothEnds.count >= 3,
              let startTop = atBothEnds.max(by: { context.samples[$0].ys.first! < context.samples[$1].ys.first! }),
              let endTop = atBothEnds.max(by: { context.samples[$0].ys.last! < context.samples[$1].ys.last! }),
              startTop != endTop,
              let pair = pairs.first(where: { Set([$0.first, $0.second]) == Set([startTop, endTop]) }), pair.count >= 6
        else { return nil }
        let newSign = pair.first == endTop ? 1 : -1
        let runs = OrderRuns(differences: pair.differences, minimumRun: OrderRuns.minimumRun(count: pair.count))
        guard let last = runs.runs.last, last.sign == newSign, last.end == pair.count - 1,
              Double(last.end - last.start + 1) >= leaderRunShare * Double(pair.count), runs.runs.count >= 2
        else { return nil }
        let k = last.start
        let leaderPoint = pair.point(newSign > 0 ? 0 : 1, k, in: context)
        let otherPoint = pair.point(newSign > 0 ? 1 : 0, k, in: context)
        let values = pair.firstValues + pair.secondValues
        let range = values.max()! - values.min()!
        let margin = abs(pair.differences[pair.count - 1])
        let salience = 0.6 + 0.3 * (range > 0 ? min(1, margin / range) : 0)
        let overtake = Overtake(leader: endTop, other: startTop, leaderPoint: leaderPoint, otherPoint: otherPoint,
                                holdsToEnd: true, orderChanges: runs.changes, isSystematic: false)
        return Finding(series: [endTop, startTop], salience: salience, effect: margin,
                       landmarks: [Landmark(series: endTop, point: leaderPoint, role: .overtake),
                                   Landmark(series: startTop, point: otherPoint, role: .overtake)],
                       detail: .overtake(overtake))
    }

    static func finding(_ pair: SeriesPair, questions: Int, in context: FindingContext) -> Finding? {
        let n = pair.count
        let runs = OrderRuns(differences: pair.differences, minimumRun: OrderRuns.minimumRun(count: n))
        guard runs.changes > 0, let change = SystematicChange(pair.differences, questions: questions) else { return nil }
        let newSign = change.change > 0 ? 1 : -1
        let fitted = change.fitted
        guard fitted[0] * Double(newSign) < 0, fitted[n - 1] * Double(newSign) > 0,
              let crossing = fitted.firstIndex(where: { $0 * Double(newSign) > 0 }),
              let before = runs.runs.lastIndex(where: { $0.sign == -newSign && $0.start < crossing }),
              before + 1 < runs.runs.count
        else { return nil }
        let after = runs.runs[before + 1]
        let k = after.start
        let firstLeads = newSign > 0
        let leaderPoint = pair.point(firstLeads ? 0 : 1, k, in: context)
        let otherPoint = pair.point(firstLeads ? 1 : 0, k, in: context)
        let overtake = Overtake(leader: firstLeads ? pair.first : pair.second,
                                other: firstLeads ? pair.second : pair.first,
                                leaderPoint: leaderPoint, otherPoint: otherPoint,
                                holdsToEnd: before + 1 == runs.runs.count - 1, orderChanges: runs.changes)
        let values = pair.firstValues + pair.secondValues
        let range = values.max()! - values.min()!
        var salience = 0.45 + 0.35 * (range > 0 ? min(1, abs(change.change) / range) : 0)
        if !overtake.holdsToEnd { salience *= 0.75 }
        if overtake.orderChanges > 1 { salience *= 0.85 }
        guard salience.isFinite else { return nil }
        return Finding(series: [overtake.leader, overtake.other], salience: salience,
                       effect: abs(change.change), varianceExplained: change.rSquared,
                       landmarks: [Landmark(series: overtake.leader, point: leaderPoint, role: .overtake),
                                   Landmark(series: overtake.other, point: otherPoint, role: .overtake)],
                       detail: .overtake(overtake))
    }
}
