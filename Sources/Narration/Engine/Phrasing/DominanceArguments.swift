import ChartAnalysis

/// `finding.dominance`: one series above (below) the others at all or most of the points they share, and over
/// which part of the chart.
struct DominanceArguments: MessageArguments {
    /// Which part of the chart a dominance was measured over.
    enum Span: String, Encodable { case whole, from, until, between }

    var leader: String
    var others: String
    var otherCount: Int
    var throughout: Bool
    var below: Bool
    /// At how many of the `total` compared points.
    var above: Double
    var total: Int
    var gap: String
    /// A comparison over part of the chart says which part: "From Aug 2004 on, GOOG stayed above …" when
    /// GOOG's data begin years after the others'.
    var span: Span
    var spanFrom: String
    var spanTo: String
    /// Over categories (age groups, occupations) with a titled axis, "throughout" is "in every occupation": the
    /// leader is above at each category, not along a course of time.
    var atEvery: Bool
    var xName: String
    var xNameInSentence: String
    /// The leader is many times the nearest other (`Dominance.timesNearest`): "about 13 times as large".
    var hasTimes: Bool
    var times: String?
    /// The leader is between two ratios of the nearest other (`Dominance.timesBetween`): "25 to 75 times as large".
    var timesBetween: Bool
    var timesLow: String?
    var timesHigh: String?
    /// Of two series, where the gap is widest and narrowest (`Dominance.widestGap`, `narrowestGap`), with the
    /// two values at each: "most at Wren (21.1 against 17.7) and least at Yellowhammer (22.6 against 21.55)".
    var hasGapSpread: Bool
    var wideAt: String?
    var wideLeader: String?
    var wideOther: String?
    var narrowAt: String?
    var narrowLeader: String?
    var narrowOther: String?
    /// The widest and narrowest gap themselves, from the two raw values: "most for Region 4 (Atlanta), by 63.6".
    var wideGap: String?
    var narrowGap: String?
    /// Above throughout, the gap to the nearest other at the first and last shared x, where it widens or narrows
    /// along the chart (`Dominance.gapTrend`): said instead of the average gap.
    var hasGapTrend = false
    var gapWidens = false
    var gapFrom: String?
    var gapFromAt: String?
    var gapTo: String?
    var gapToAt: String?
}

extension FindingPhraser {
    /// Share of the chart's x span that must lie before the first (after the last) shared x for the sentence
    /// to name where the comparison starts (ends): a missing first value is not worth a clause.
    static let dominanceSpanMargin = 0.05

    /// From this many others on, a dominance over every other series says "the other 13" instead of naming
    /// them all again (loblolly pines named thirteen seed sources a second time).
    static let dominanceOthersCounted = 4

    /// A title that names its categories in the plural ("Stories", "Age groups") cannot follow "in every"
    /// ("in every stories"); the dominance then holds "throughout". Latin-script words ending in one "s", and the
    /// common plurals without one.
    static func readsPlural(_ title: String) -> Bool {
        guard let word = title.split(separator: " ").last?.lowercased(), word.count > 3,
              word.allSatisfy({ $0.isASCII && $0.isLetter }) else { return false }
        // Plurals without an "s" too ("in every living children").
        if ["children", "people", "men", "women", "feet", "teeth", "mice", "geese"].contains(word) { return true }
        return word.hasSuffix("s") && !["ss", "us", "is"].contains(where: word.hasSuffix)
            && !["series", "species"].contains(word)
    }

    func dominanceArguments(_ d: Dominance) throws(NarrationError) -> DominanceArguments {
        let axis = facts.chart.xAxis
        let names = axisNames
        let others = d.others.count >= Self.dominanceOthersCounted && d.others.count == facts.chart.series.count - 1
            ? try renderer.render("finding.dominance.others", ["count": .number(Double(d.others.count))])
            : renderer.list(d.others.map(facts.seriesName))
        var arguments = DominanceArguments(
            leader: facts.seriesName(d.leader), others: others,
            otherCount: d.others.count, throughout: d.fraction >= 1, below: d.isBelow,
            above: (d.fraction * Double(d.comparedCount)).rounded(), total: d.comparedCount,
            gap: try difference(d.meanGap, .about(step: y.aboutStep(for: d.meanGap))), span: dominanceSpan(d),
            spanFrom: d.sharedFrom.map(x.position) ?? "", spanTo: d.sharedTo.map(x.position) ?? "",
            atEvery: axis.kind == .category && facts.text(axis.title).map { !Self.readsPlural($0) } == true,
            xName: names.xName, xNameInSentence: names.xNameInSentence,
            hasTimes: d.timesNearest != nil, times: d.timesNearest.map { ratio($0) },
            timesBetween: d.timesBetween != nil, timesLow: d.timesBetween.map { ratio($0.lowerBound) },
            timesHigh: d.timesBetween.map { ratio($0.upperBound) },
            hasGapSpread: d.widestGap != nil && d.narrowestGap != nil,
            wideAt: try d.widestGap.map { (g) throws(NarrationError) in try at(g.leader.x) },
            wideLeader: d.widestGap.map { y.value($0.leader.y) }, wideOther: d.widestGap.map { y.later($0.other.y) },
            narrowAt: try d.narrowestGap.map { (g) throws(NarrationError) in try at(g.leader.x) },
            narrowLeader: d.narrowestGap.map { y.value($0.leader.y) }, narrowOther: d.narrowestGap.map { y.later($0.other.y) })
        arguments.wideGap = try d.widestGap.map { (g) throws(NarrationError) in try difference(g.leader.y - g.other.y, .derived) }
        arguments.narrowGap = try d.narrowestGap.map { (g) throws(NarrationError) in try difference(g.leader.y - g.other.y, .derived) }
        if let trend = d.gapTrend {
            // Each gap from the two raw values at its x, rounded only for saying.
            arguments.hasGapTrend = true
            arguments.gapWidens = trend.widens
            arguments.gapFrom = try difference(trend.first.leader.y - trend.first.other.y, .derived)
            arguments.gapFromAt = try at(trend.first.leader.x)
            arguments.gapTo = try difference(trend.last.leader.y - trend.last.other.y, .derived)
            arguments.gapToAt = try at(trend.last.leader.x)
        }
        return arguments
    }

    /// The part of an ordered x axis the shared points cover, against every point's x extent.
    func dominanceSpan(_ d: Dominance) -> DominanceArguments.Span {
        guard facts.chart.xAxis.kind != .category, let from = d.sharedFrom, let to = d.sharedTo,
              let extent = facts.xExtent, extent.upperBound > extent.lowerBound else { return .whole }
        let margin = Self.dominanceSpanMargin * (extent.upperBound - extent.lowerBound)
        let late = from - extent.lowerBound >= margin, early = extent.upperBound - to >= margin
        return late && early ? .between : late ? .from : early ? .until : .whole
    }
}
