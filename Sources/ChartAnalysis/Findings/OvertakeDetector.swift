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
        return pairs.compactMap { pair in
            guard TrackingDetector.tracking(pair, in: context) == nil else { return nil }
            return finding(pair, questions: pairs.count, in: context)
        }
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
        return Finding(kind: .overtake, series: [overtake.leader, overtake.other], salience: salience,
                       effect: abs(change.change), varianceExplained: change.rSquared,
                       landmarks: [Landmark(series: overtake.leader, point: leaderPoint, role: .overtake),
                                   Landmark(series: overtake.other, point: otherPoint, role: .overtake)],
                       detail: .overtake(overtake))
    }
}
