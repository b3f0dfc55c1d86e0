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
/// Salience: 0.45 + 0.35 × min(1, |fitted change of the gap| / range of every series' values), × 0.75 when
/// the new order does not hold to the end, × 0.85 when the order changed more than once. Measured on the
/// drawing (issue 37): two small series crossing at the foot of a chart one series towers over move a sliver of
/// it (Pakistan passing Brazil under China's 1,400 million), and the tower leads.
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
        if found.isEmpty, let change = pairChange(pairs, in: context) { found.append(change) }
        found += spells(pairs, in: context).filter { s in !found.contains { Set($0.series) == Set(s.series) } }
        let said = found.map { Set($0.series) }
        found += orderChanges(pairs, in: context).filter { !said.contains(Set($0.series)) }
        return found
    }

    /// The final margin of such a change must be at least this share of the pair's range: lines that end a
    /// hair apart (14 pines within 1 % of each other, drug concentrations near zero) have not visibly crossed.
    static let orderChangeMargin = 0.05
    /// At most this many changes of the final order below the leader are said as facts.
    static let mostOrderChanges = 2

    /// A change of the order below the leader is a fact of the chart too: two series that are neighbours in
    /// the order at the last x, in the other order at the first, with the new order held for the last
    /// `leaderRunShare` of the points. Western Australia passed South Australia between 1977 and 1987, in 9
    /// points too few for the test of a systematic change, and a reader of that chart sees the lines cross.
    /// It must end at least `orderChangeMargin` of the pair's range apart; the `mostOrderChanges` with the
    /// widest final margins are kept. Salience 0.3 + 0.3 × (final margin / every series' range, the drawing's):
    /// below a change of the leader and a tested overtake of the same size.
    static func orderChanges(_ pairs: [SeriesPair], in context: FindingContext) -> [Finding] {
        let compared = Array(PairwiseLimit.compared(context.comparedSeries))
        guard compared.count >= 3 else { return [] }
        let atBothEnds = seriesAtBothEnds(compared, in: context)
        guard atBothEnds.count >= 3 else { return [] }
        let finalOrder = atBothEnds.sorted { context.samples[$0].ys.last! > context.samples[$1].ys.last! }
        var found: [Finding] = []
        for (upper, lower) in zip(finalOrder, finalOrder.dropFirst()) where upper != finalOrder[0] {
            guard context.samples[upper].ys.first! < context.samples[lower].ys.first!,
                  let pair = pairs.first(where: { Set([$0.first, $0.second]) == Set([upper, lower]) }), pair.count >= 6
            else { continue }
            guard let swap = heldSwap(pair, leader: upper, in: context),
                  swap.range > 0, swap.margin >= orderChangeMargin * swap.range else { continue }
            // Scored on the drawing, like a tested overtake: the final margin against every series' range.
            let drawn = max(swap.range, context.valuesRange)
            found.append(swap.finding(leader: upper, other: lower, salience: 0.3 + 0.3 * min(1, swap.margin / drawn)))
        }
        return Array(found.sorted { $0.effect > $1.effect }.prefix(mostOrderChanges))
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
        let atBothEnds = seriesAtBothEnds(compared, in: context)
        guard atBothEnds.count >= 3,
              let startTop = atBothEnds.max(by: { context.samples[$0].ys.first! < context.samples[$1].ys.first! }),
              let endTop = atBothEnds.max(by: { context.samples[$0].ys.last! < context.samples[$1].ys.last! }),
              startTop != endTop,
              let pair = pairs.first(where: { Set([$0.first, $0.second]) == Set([startTop, endTop]) }), pair.count >= 6
        else { return nil }
        guard let swap = heldSwap(pair, leader: endTop, in: context) ?? finalSwap(pair, leader: endTop, in: context).flatMap({
            $0.range > 0 && $0.margin >= orderChangeMargin * $0.range ? $0 : nil }) else { return nil }
        return swap.finding(leader: endTop, other: startTop,
                            salience: 0.6 + 0.3 * (swap.range > 0 ? min(1, swap.margin / swap.range) : 0))
    }

    /// Of two series, the one on top at the end that was below at the start and has stayed above for the last
    /// `leaderRunShare` of the points, ending at least `orderChangeMargin` of the pair's range apart, crossed
    /// the other: US Postal Service expenses passed income in 2007 and stayed above to 2012, a crossing any
    /// reader of the two lines sees, in 13 years too few for the test of a systematic change. Salience 0.15 +
    /// 0.04 × (final margin / the pair's range): said in the long description and the standard briefing, below
    /// the short description's bar, where a planted drop after a peak of either line is the larger event.
    static func pairChange(_ pairs: [SeriesPair], in context: FindingContext) -> Finding? {
        let compared = Array(PairwiseLimit.compared(context.comparedSeries))
        guard compared.count == 2, pairs.count == 1, let pair = pairs.first, pair.count >= 6,
              TrackingDetector.tracking(pair, in: context) == nil else { return nil }
        let endTop = pair.differences[pair.count - 1] > 0 ? pair.first : pair.second
        guard pair.differences[0] * pair.differences[pair.count - 1] < 0,
              let swap = heldSwap(pair, leader: endTop, in: context) ?? finalSwap(pair, leader: endTop, in: context),
              swap.range > 0, swap.margin >= orderChangeMargin * swap.range else { return nil }
        return swap.finding(leader: endTop, other: endTop == pair.first ? pair.second : pair.first,
                            salience: SayAt.standardBar + 0.04 * min(1, swap.margin / swap.range))
    }

    /// Most compared series for a spell ahead to be said of their pairs: among more lines, spells are a tangle.
    static let mostSpellSeries = 3
    /// A spell's widest gap, at least this share of the pair's range: the lines visibly part.
    static let spellMarginShare = 0.1

    /// A spell ahead that ended is a fact of the chart too: of at most `mostSpellSeries` compared series, a pair
    /// in one order, then the other for a run of at least `OrderRuns.minimumRun` shared points, then the first
    /// order again to the end, the lines parting by `spellMarginShare` of the pair's range in the spell. US
    /// federal receipts rose above outlays in 1998 and fell back below them in 2002 (the surplus years), which
    /// no overtake holds to the end to say. Salience as a pair's change (`pairChange`): the long description.
    static func spells(_ pairs: [SeriesPair], in context: FindingContext) -> [Finding] {
        let compared = Array(PairwiseLimit.compared(context.comparedSeries))
        guard (2...mostSpellSeries).contains(compared.count) else { return [] }
        return pairs.compactMap { pair -> Finding? in
            guard pair.count >= 6, TrackingDetector.tracking(pair, in: context) == nil else { return nil }
            let runs = OrderRuns(differences: pair.differences, minimumRun: OrderRuns.minimumRun(count: pair.count)).runs
            guard runs.count == 3, runs[0].sign == runs[2].sign, runs[2].end == pair.count - 1,
                  (pair.differences.last ?? 0) * Double(runs[2].sign) > 0 else { return nil }
            let spell = runs[1]
            let values = pair.firstValues + pair.secondValues
            let range = values.max()! - values.min()!
            let margin = pair.differences[spell.start...spell.end].map(abs).max() ?? 0
            guard range > 0, margin >= spellMarginShare * range else { return nil }
            let leaderSide = spell.sign > 0 ? 0 : 1, otherSide = 1 - leaderSide
            var overtake = Overtake(leader: spell.sign > 0 ? pair.first : pair.second,
                                    other: spell.sign > 0 ? pair.second : pair.first,
                                    leaderPoint: pair.point(leaderSide, spell.start, in: context),
                                    otherPoint: pair.point(otherSide, spell.start, in: context),
                                    holdsToEnd: false, orderChanges: 2, isSystematic: false)
            overtake.backLeaderPoint = pair.point(leaderSide, runs[2].start, in: context)
            overtake.backOtherPoint = pair.point(otherSide, runs[2].start, in: context)
            return Finding(series: [overtake.leader, overtake.other], salience: SayAt.standardBar + 0.04 * min(1, margin / range),
                           effect: margin,
                           landmarks: [Landmark(series: overtake.leader, point: overtake.leaderPoint, role: .overtake),
                                       Landmark(series: overtake.other, point: overtake.otherPoint, role: .overtake)],
                           detail: .overtake(overtake))
        }
    }

    /// The series of `compared` that have a point at the chart's first x and at its last: whose order at the
    /// start and at the end can be read.
    private static func seriesAtBothEnds(_ compared: [Int], in context: FindingContext) -> [Int] {
        var firstX = Double.infinity, lastX = -Double.infinity
        for s in compared { if let a = context.samples[s].xs.first, let b = context.samples[s].xs.last { firstX = min(firstX, a); lastX = max(lastX, b) } }
        return compared.filter { context.samples[$0].xs.first == firstX && context.samples[$0].xs.last == lastX }
    }

    /// A pair's new order, `leader` above, held from the first point of its last run to the end for at least
    /// `leaderRunShare` of the shared points after an earlier run in the other order.
    private struct HeldSwap {
        let leaderPoint: PointRef, otherPoint: PointRef
        /// The pair's range of values and its final gap.
        let range: Double, margin: Double
        let changes: Int
        /// False for a swap at the last point only (`finalSwap`): nothing after it to stay ahead in.
        var holds = true

        /// The change said as a fact: an overtake that holds to the end, with no test of a systematic change.
        func finding(leader: Int, other: Int, salience: Double) -> Finding {
            let overtake = Overtake(leader: leader, other: other, leaderPoint: leaderPoint, otherPoint: otherPoint,
                                    holdsToEnd: holds, orderChanges: changes, isSystematic: false)
            return Finding(series: [leader, other], salience: salience, effect: margin,
                           landmarks: [Landmark(series: leader, point: leaderPoint, role: .overtake),
                                       Landmark(series: other, point: otherPoint, role: .overtake)],
                           detail: .overtake(overtake))
        }
    }

    private static func heldSwap(_ pair: SeriesPair, leader: Int, in context: FindingContext) -> HeldSwap? {
        let newSign = pair.first == leader ? 1 : -1
        let runs = OrderRuns(differences: pair.differences, minimumRun: OrderRuns.minimumRun(count: pair.count))
        guard let last = runs.runs.last, last.sign == newSign, last.end == pair.count - 1,
              Double(last.end - last.start + 1) >= leaderRunShare * Double(pair.count), runs.runs.count >= 2
        else { return nil }
        let values = pair.firstValues + pair.secondValues
        return HeldSwap(leaderPoint: pair.point(newSign > 0 ? 0 : 1, last.start, in: context),
                        otherPoint: pair.point(newSign > 0 ? 1 : 0, last.start, in: context),
                        range: values.max()! - values.min()!, margin: abs(pair.differences[pair.count - 1]),
                        changes: runs.changes)
    }

    /// A pair in one order at every shared x but the last, where it swaps: the lines cross at the end of the
    /// chart, a fact any reader of it sees ("Leave overtook Remain in Jun (45.7% against 45.2%)": the EU
    /// referendum polls of 2016), said with no "stayed ahead", there being no point after it.
    private static func finalSwap(_ pair: SeriesPair, leader: Int, in context: FindingContext) -> HeldSwap? {
        let newSign: Double = pair.first == leader ? 1 : -1, d = pair.differences, n = pair.count
        guard n >= 2, d[n - 1] * newSign > 0, d[..<(n - 1)].allSatisfy({ $0 * newSign < 0 }) else { return nil }
        let values = pair.firstValues + pair.secondValues
        return HeldSwap(leaderPoint: pair.point(newSign > 0 ? 0 : 1, n - 1, in: context),
                        otherPoint: pair.point(newSign > 0 ? 1 : 0, n - 1, in: context),
                        range: values.max()! - values.min()!, margin: abs(d[n - 1]), changes: 1, holds: false)
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
                                // "Stayed ahead" is said of the end: a last point back in the old order, a
                                // wobble to the runs, is not ahead (the UK regained 67.53 against France's 67.35
                                // in 2019, after France led from 1984).
                                holdsToEnd: before + 1 == runs.runs.count - 1
                                    && (pair.differences.last ?? 0) * Double(newSign) > 0,
                                orderChanges: runs.changes)
        // The range of every series drawn, not the pair's: of two series alone it is the pair's.
        let values = pair.firstValues + pair.secondValues
        let range = max(values.max()! - values.min()!, context.valuesRange)
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
