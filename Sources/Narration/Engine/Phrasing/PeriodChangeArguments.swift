import ChartAnalysis

/// `finding.periodChange`: grouped bars of periods, the change of each category from the first period to the
/// last: "From 2022 to 2023, Samsung, Xiaomi, and OPPO fell, Samsung the most, by 14%; Apple (226.2 to 234.6)
/// and Transsion (72.6 to 94.9) rose; Apple overtook Samsung."
struct PeriodChangeArguments: MessageArguments {
    /// How the categories that went the way of most are named: by name (up to `mostNamed`), as "all but" the
    /// few others, or counted.
    enum Form: String, Encodable { case names, allBut, count }

    var fromPeriod: String
    var toPeriod: String
    /// Most categories rose (else fell).
    var rise: Bool
    var form: Form
    var majority: String
    var majorityCount: Int
    var total: Int
    /// Every category that moved went that way (none the other way).
    var allSame: Bool
    /// "The most" among those (two or more), with its change (a percentage on a ratio scale, else an amount).
    var hasMost: Bool
    var most: String
    var mostChange: String
    /// The categories that went the other way, with their values in the long description.
    var hasOthers: Bool
    var others: String
    var othersCount: Int
    var exceptions: String
    /// The only one that went the other way was the first period's largest ("only the largest, Samsung, fell").
    var othersAreLargest: Bool
    var hasOthersMost: Bool
    var othersMost: String
    var othersMostChange: String
    /// Categories that barely changed, with their values in the long description.
    var hasFlat: Bool
    var flat: String
    var flatCount: Int
    /// Categories whose value changed sign, from below zero to above it and the other way, with their values in
    /// the long description ("US and Canada (-1,296 to 1,173) turned from negative to positive").
    var hasUpCross: Bool
    var upCross: String
    var upCrossCount: Int
    var hasDownCross: Bool
    var downCross: String
    var downCrossCount: Int
    /// Of three periods, the one or two that went against the rest from the middle period to the last, with
    /// their values there ("from 2010 to 2020, only Japan (128.1 to 126.3) fell").
    var hasLatest: Bool
    var latestFrom: String
    var latest: String
    var latestCount: Int
    var latestRise: Bool
    /// The last period's leader differs from the first's.
    var overtook: Bool
    var newLeader: String
    var oldLeader: String
}

/// `finding.periodChange.item`: a category with its value in the first and the last period.
struct PeriodChangeItemArguments: MessageArguments {
    var category: String
    var from: String
    var to: String
}

extension FindingPhraser {
    /// The most categories the majority names one by one; beyond it "all but" the others or a count.
    static let mostNamed = 6
    /// The most others "all but" names.
    static let mostExceptionsNamed = 3

    func periodChangeArguments(_ c: PeriodChange, _ precision: Precision) throws(NarrationError) -> PeriodChangeArguments {
        func name(_ k: Int) -> String { x.category(Int(c.entries[k].x)) }
        func items(_ ks: [Int]) throws(NarrationError) -> String {
            guard precision == .full else { return renderer.list(ks.map(name)) }
            var said: [String] = []
            for k in ks {
                let item = PeriodChangeItemArguments(category: name(k), from: number(c.entries[k].from.y, precision),
                                                     to: number(c.entries[k].to.y, precision))
                said.append(try renderer.render("finding.periodChange.item", item.messageArguments))
            }
            return renderer.list(said)
        }
        func latestItems(_ l: PeriodChange.LatestAgainst) throws(NarrationError) -> String {
            guard precision == .full else { return renderer.list(l.entries.map(name)) }
            var said: [String] = []
            for (k, from) in zip(l.entries, l.fromPoints) {
                let item = PeriodChangeItemArguments(category: name(k), from: number(from.y, precision),
                                                     to: number(c.entries[k].to.y, precision))
                said.append(try renderer.render("finding.periodChange.item", item.messageArguments))
            }
            return renderer.list(said)
        }
        func change(_ k: Int?) throws(NarrationError) -> String {
            guard let k else { return "" }
            let v = c.change(k)
            return c.isRelative ? percent(abs(v)) : try difference(abs(v), precision == .brief ? .brief : .derived)
        }
        let majority = c.moved(c.majority), others = c.moved(c.minority), flat = c.moved(.flat)
        let up = c.crossedZero(upward: true), down = c.crossedZero(upward: false)
        let form: PeriodChangeArguments.Form = majority.count <= Self.mostNamed ? .names
            : others.count + flat.count <= Self.mostExceptionsNamed ? .allBut : .count
        let most = c.majority == .rise ? c.largestRise : c.largestFall
        let othersMost = c.majority == .rise ? c.largestFall : c.largestRise
        return PeriodChangeArguments(
            fromPeriod: facts.seriesName(c.first), toPeriod: facts.seriesName(c.last), rise: c.majority == .rise,
            form: form, majority: renderer.list(majority.map(name)), majorityCount: majority.count, total: c.entries.count,
            allSame: others.isEmpty && flat.isEmpty, hasMost: most != nil, most: most.map(name) ?? "", mostChange: try change(most),
            hasOthers: !others.isEmpty, others: try items(others), othersCount: others.count, exceptions: renderer.list((others + flat).sorted().map(name)),
            othersAreLargest: c.largestAgainst != nil,
            hasOthersMost: othersMost != nil && precision == .full, othersMost: othersMost.map(name) ?? "",
            othersMostChange: try change(othersMost),
            hasFlat: !flat.isEmpty, flat: try items(flat), flatCount: flat.count,
            hasUpCross: !up.isEmpty, upCross: try items(up), upCrossCount: up.count,
            hasDownCross: !down.isEmpty, downCross: try items(down), downCrossCount: down.count,
            hasLatest: c.latestAgainst != nil, latestFrom: c.latestAgainst.map { facts.seriesName($0.from) } ?? "",
            latest: try c.latestAgainst.map(latestItems) ?? "", latestCount: c.latestAgainst?.entries.count ?? 0,
            latestRise: c.latestAgainst?.way == .rise,
            overtook: c.newLeader != nil, newLeader: c.newLeader.map(name) ?? "", oldLeader: c.oldLeader.map(name) ?? "")
    }
}
