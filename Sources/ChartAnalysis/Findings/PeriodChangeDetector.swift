import ChartModel

/// Finds grouped bars whose series are two or three periods and tells each category's change from the first to
/// the last (see `PeriodChange`): "sales rose in every region but the largest, which fell", not two rankings and
/// "2023 stayed above 2022 at 3 of 4 points".
///
/// Rule (docs/findings.md, "Change between periods per category"), a description of the values as given, no test:
/// a category x-axis, not a scatter plot, two or three compared series whose names are periods of one
/// granularity (`PeriodNames`), at least `minimumCategories` categories with a value in both the first and the
/// last period, and at least one that moved. A category moved when its change is more than `flatShare` of its
/// larger value (on a ratio scale; else of the range of the two periods' values); otherwise it "barely changed".
/// "The most" each way, among two or more that moved that way, by the ratio on a ratio scale with every first
/// value positive, else by the amount. The leader of the last period is said where it differs from the first's.
///
/// Salience `salience`: the change is the story of such a chart, above either period's ranking; the comparisons
/// it replaces (who is higher where, "stayed above", "lower for all but") and the rankings of the earlier periods
/// are left out (`leavingOutSaid`).
enum PeriodChangeDetector {
    static let minimumCategories = 2
    static let flatShare = 0.01
    static let salience = 0.7

    static func findings(_ context: FindingContext) -> [Finding] {
        guard context.chart.xAxis.kind == .category, !context.isScatter else { return [] }
        let compared = context.comparedSeries
        guard (2...3).contains(compared.count),
              let periods = PeriodNames.periods(compared.map { context.chart.series[$0].name.variants.map(\.text) })
        else { return [] }
        let series = zip(compared, periods).sorted { $0.1.key < $1.1.key }.map(\.0)
        let first = context.samples[series[0]], last = context.samples[series[series.count - 1]]
        let at = firstIndex(byX: last)
        var pairs: [(x: Double, from: PointRef, to: PointRef)] = []
        var seen = Set<Double>()
        for k in 0..<first.validCount where seen.insert(first.xs[k]).inserted {
            guard let j = at[first.xs[k]] else { continue }
            pairs.append((first.xs[k], first.ref(k), last.ref(j)))
        }
        pairs.sort { $0.x < $1.x }
        guard pairs.count >= minimumCategories,
              pairs.allSatisfy({ $0.from.y.isFinite && $0.to.y.isFinite }) else { return [] }
        let values = pairs.flatMap { [$0.from.y, $0.to.y] }
        let range = (values.max() ?? 0) - (values.min() ?? 0)
        let ratio = context.valuesAreRatioScale
        let flatWithin = pairs.map { flatShare * (ratio ? max(abs($0.from.y), abs($0.to.y)) : range) }
        let entries = zip(pairs, flatWithin).map { p, tolerance in
            let d = p.to.y - p.from.y
            return PeriodChange.Entry(x: p.x, from: p.from, to: p.to, way: d > tolerance ? .rise : d < -tolerance ? .fall : .flat)
        }
        let rises = entries.filter { $0.way == .rise }.count, falls = entries.filter { $0.way == .fall }.count
        guard rises + falls > 0 else { return [] }
        var change = PeriodChange(series: series, entries: entries, majority: rises >= falls ? .rise : .fall,
                                  largestRise: nil, largestFall: nil,
                                  isRelative: ratio && entries.allSatisfy { $0.from.y > 0 },
                                  newLeader: nil, oldLeader: nil, flatWithin: flatWithin)
        let up = change.moved(.rise), down = change.moved(.fall)
        if up.count >= 2 { change.largestRise = up.max { change.change($0) < change.change($1) } }
        if down.count >= 2 { change.largestFall = down.min { change.change($0) < change.change($1) } }
        if let old = change.leader(at: \.from), let new = change.leader(at: \.to), old != new {
            change.oldLeader = old
            change.newLeader = new
        }
        if series.count == 3 { change.latestAgainst = latestAgainst(change, middle: context.samples[series[1]], middleSeries: series[1]) }
        let landmarks = [change.largestRise, change.largestFall, change.largestAgainst].compactMap { $0 }
            .map { Landmark(series: change.last, point: entries[$0].to, role: .extreme) }
        let typical = entries.map { abs($0.to.y - $0.from.y) }.reduce(0, +) / Double(entries.count)
        return [Finding(series: series, salience: salience, effect: typical, landmarks: landmarks,
                        detail: .periodChange(change))]
    }

    /// Of three periods, the one or two categories that went against every other from the middle period to the
    /// last, when at least two others went the other way and the change from the first period does not already
    /// say it (Japan: 126.8, 128.1, 126.3 million, "barely changed" from 2000 to 2020, alone in falling after
    /// 2010). The same flat tolerance as the whole change.
    static func latestAgainst(_ c: PeriodChange, middle: Sample, middleSeries: Int) -> PeriodChange.LatestAgainst? {
        let at = firstIndex(byX: middle)
        var ways: [(entry: Int, from: PointRef, way: ChangeWay)] = []
        for (k, e) in c.entries.enumerated() {
            guard let j = at[e.x], middle.ys[j].isFinite else { return nil }
            let d = e.to.y - middle.ys[j], tolerance = c.flatWithin[k]
            ways.append((k, middle.ref(j), d > tolerance ? .rise : d < -tolerance ? .fall : .flat))
        }
        for way in [ChangeWay.rise, .fall] {
            let against = ways.filter { $0.way == way }, other = ways.filter { $0.way != way && $0.way != .flat }
            guard (1...mostLatestAgainst).contains(against.count), other.count >= 2,
                  against.allSatisfy({ c.entries[$0.entry].way != way }) else { continue }
            return PeriodChange.LatestAgainst(from: middleSeries, way: way, entries: against.map(\.entry), fromPoints: against.map(\.from))
        }
        return nil
    }
    /// Each x of a sample and the position of its first point there.
    private static func firstIndex(byX sample: Sample) -> [Double: Int] {
        var at: [Double: Int] = [:]
        for k in 0..<sample.validCount where at[sample.xs[k]] == nil { at[sample.xs[k]] = k }
        return at
    }

    /// At most this many categories are named as going against the rest in the latest step.
    static let mostLatestAgainst = 2

    /// Leaves out what the change per category tells again: who is higher where between the periods, one period
    /// above the other, the totals over periods (a sum of two years' sales per region is no quantity a reader
    /// sees), and the rankings of the earlier periods (the last period's order stays).
    static func leavingOutSaid(_ findings: [Finding]) -> [Finding] {
        let changes = findings.compactMap { f -> PeriodChange? in if case .periodChange(let c) = f.detail { c } else { nil } }
        guard !changes.isEmpty else { return findings }
        let periods = Set(changes.flatMap(\.series)), lasts = Set(changes.map(\.last))
        return findings.filter { f in
            switch f.detail {
            case .splitLead, .dominance, .pairedChange, .overtake:
                return !Set(f.series).isSubset(of: periods)
            case .ranking(let r):
                guard let s = r.series else { return !Set(f.series).isSubset(of: periods) }
                return !periods.contains(s) || lasts.contains(s)
            default:
                return true
            }
        }
    }
}
