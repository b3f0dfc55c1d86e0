import ChartAnalysis

/// `finding.ranking`: the categories in order of their values: the leader, the gap to the second, the last,
/// and how concentrated the total is.
struct RankingArguments: MessageArguments {
    /// Where the values are parts of a whole, the few that make up more than half (`majority`); a long tail
    /// (`tail`: "the 7 largest of 48 held 95 % of the total"); or neither (`none`). Analysis decided which holds.
    enum Concentration: String, Encodable { case tail, majority, none }

    var isTotal: Bool
    /// One series' ranking beside others' says whose it is ("For 1931, Waseca led with 54.35").
    var series: SeriesNaming
    var leader: String
    var leaderValue: String
    var categoryCount: Int
    /// With two categories or more: the second, the gap to it, and the last.
    var second: String?
    /// The second's own value: a reader sees its bar, not the gap ("2.993 million ahead of Wayne, MI" alone
    /// left Wayne's 2.112 million to subtract).
    var secondValue: String?
    var gap: String?
    /// The lead said as a ratio to the second, where analysis found it large (`CategoryRanking.saysLeadRatio`).
    var leadTimes: Bool = false
    var leadRatio: String?
    var tied: Bool?
    var last: String?
    var lastValue: String?
    /// The last is said where it is not the second already (three categories or more): of two, "0.41 ahead of
    /// Tenured (3.99); Tenured came last with 3.99" said one bar twice.
    var saysLast: Bool = false
    /// The largest value over the smallest, said from 1.5 on (closer to 1 it says nothing the values do not).
    var hasRatio: Bool
    var ratio: String?
    /// The leader's share of the total (not of percentages of one whole: their values are their shares).
    var hasShare: Bool
    var share: String?
    var concentration: Concentration
    var headCount: Int
    var headShare: String
    var headNames: String
    /// Nearly equal parts of a whole: the spread from the largest to the smallest ("all within 3.2 percentage
    /// points of each other").
    var even: Bool
    var spread: String
    /// A poll's answers in the axis's order, each with its value (`finding.ranking.answer`, joined as a list).
    var answers: String = ""
}

extension FindingPhraser {
    func rankingArguments(_ r: CategoryRanking, _ precision: Precision) throws(NarrationError) -> RankingArguments? {
        guard let first = r.order.first, let last = r.order.last else { return nil }
        let c = r.concentration
        var a = RankingArguments(
            isTotal: r.series == nil,
            series: SeriesNaming(namesSeries: r.series != nil && facts.chart.series.count > 1,
                                 seriesName: r.series.map(facts.seriesName) ?? ""),
            leader: x.category(first), leaderValue: number(r.values[first], precision), categoryCount: r.order.count,
            hasRatio: r.saysRatio, ratio: r.ratioMaxMin.map(ratio),
            hasShare: r.leaderShare != nil && !y.isPercent, share: r.leaderShare.map(percent),
            concentration: c.map { $0.isLongTail ? .tail : .majority } ?? .none,
            headCount: c?.headCount ?? 0, headShare: c.map { percent($0.headShare) } ?? "",
            headNames: renderer.list(r.order.prefix(c?.headCount ?? 0).map(x.category)),
            even: r.isEven, spread: try difference(r.values[first] - r.values[last], precision == .brief ? .brief : .derived))
        if r.isAnswerSet {
            var items: [String] = []
            for k in r.values.indices where !r.values[k].isNaN {
                items.append(try renderer.render("finding.ranking.answer", ["answer": .string(x.category(k)),
                                                                           "value": .string(number(r.values[k], precision))]))
            }
            a.answers = renderer.list(items)
        }
        if r.order.count > 1 {
            a.second = x.category(r.order[1])
            a.secondValue = number(r.values[r.order[1]], precision)
            a.gap = try difference(r.gapFirstSecond, precision == .brief ? .brief : .derived)
            a.leadTimes = r.saysLeadRatio
            a.leadRatio = r.ratioFirstSecond.map(ratio)
            a.tied = y.rounded(r.values[first]) == y.rounded(r.values[r.order[1]])
            // Every category tied with the last (as said) comes last with it: "Hauptschule came last with
            // 29.5%" beside Realschule's own 29.5% named one of two equals as the last.
            let tiedLast = r.order.dropFirst().filter { y.rounded(r.values[$0]) == y.rounded(r.values[last]) }
            a.last = tiedLast.count > 1 ? renderer.list(tiedLast.map(x.category)) : x.category(last)
            a.lastValue = number(r.values[last], precision)
            a.saysLast = r.order.count > 2
        }
        return a
    }
}
