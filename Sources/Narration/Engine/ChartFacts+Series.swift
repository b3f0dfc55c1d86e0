import ChartAnalysis
import ChartModel

/// The arguments of each series (`seriesContexts`): its statistics, where its extremes lie, its change from
/// first to last, and what its findings already said.
extension ChartFacts {
    /// A series' arguments: its chart's with one per `SeriesField` added.
    // @_optimize(none): Swift 6.3.1 crashes in CopyPropagation on this function in release builds.
    @_optimize(none)
    func makeSeriesContext(_ i: Int) throws(NarrationError) -> [String: MessageArgument] {
        let s = insights.series[i]
        let minWhere = try s.minimum.map { (m) throws(NarrationError) in try whereSaid(m.points, series: i) }
        let maxWhere = try s.maximum.map { (m) throws(NarrationError) in try whereSaid(m.points, series: i) }
        let ends = s.first.flatMap { f in s.last.map { (first: f, last: $0) } }
        let firstAt = try ends.map { (e) throws(NarrationError) in try namedPosition(x.position(e.first.x)) }
        let lastWhen = try ends.map { (e) throws(NarrationError) in try at(x.position(e.last.x)) }
        // Analysis decides what is true and worth saying (`SeriesFacts`): "with no clear trend or pattern" only where
        // the audit's check holds, a change as a percentage or a ratio only where one means something.
        let seriesFacts = insights.seriesFacts.indices.contains(i) ? insights.seriesFacts[i] : nil
        let changes = seriesFacts?.changes
        let percent = changes?.percentChange
        let namedMissing = findingIndex.namedMissing[i] ?? 0
        let mentioned = findingIndex.mentioned[i] ?? []
        let saysMin = s.minimum?.points.contains { mentioned.contains($0.index) } ?? false
        let saysMax = s.maximum?.points.contains { mentioned.contains($0.index) } ?? false
        // The statistics (long description and briefing) leave out an extreme a finding has said, also as the
        // end of an episode's range ("1,230 to 2,230 steps over Mar 11 – 15" says the lowest value).
        let episodes = findingIndex.episodes[i] ?? []
        let spokenMin = saysMin || (s.minimum?.points.contains { episodes.contains($0.index) } ?? false)
        let spokenMax = saysMax || (s.maximum?.points.contains { episodes.contains($0.index) } ?? false)
        // A finding that names where an extreme lies but not its value ("both peaked on Wednesday at 15:00")
        // leaves the briefing's statistics the value alone ("lowest 3,674 megawatts"), not the place again.
        let placesSaid = findingIndex.placesSaid[i] ?? []
        let intervalMode = s.count > options.walkthroughThreshold && !options.allPoints
        let signWords = try seriesFacts?.signCounts.map { (c) throws(NarrationError) in (above: try unitCount(c.above), below: try unitCount(c.below)) }
        return try FieldArguments.adding(SeriesField.self, to: chartContext) { (field) throws(NarrationError) -> MessageArgument? in
            switch field {
            case .name: .string(seriesName(i))
            case .seriesIndex: .number(Double(i + 1))
            case .count: .number(Double(s.count))
            case .validCount: .number(Double(s.validCount))
            case .missing: .number(Double(s.missingCount))
            case .hasMissing: .flag(s.missingCount > 0)
            case .hasValues: .flag(s.validCount > 0)
            case .briefMin: s.minimum.map { .string(y.value($0.value, .brief)) }
            case .min: s.minimum.map { .string(y.value($0.value)) }
            case .minAt: minWhere.map { .string($0.bare) }
            case .minWhen: minWhere.map { .string($0.with) }
            case .minTimes: s.minimum.map { .number(Double($0.points.count)) }
            case .briefMax: s.maximum.map { .string(y.value($0.value, .brief)) }
            case .max: s.maximum.map { .string(y.value($0.value)) }
            case .maxAt: maxWhere.map { .string($0.bare) }
            case .maxWhen: maxWhere.map { .string($0.with) }
            case .maxTimes: s.maximum.map { .number(Double($0.points.count)) }
            case .first: ends.map { .string(y.value($0.first.y)) }
            case .firstAt: firstAt.map { .string($0) }
            case .last: ends.map { .string(y.value($0.last.y)) }
            case .lastAt: ends.map { .string(x.position($0.last.x)) }
            case .lastWhen: lastWhen.map { .string($0) }
            // The last value is one of the extremes analysis found: said once ("ending at that low"), not twice.
            case .lastIs: ends.map { e in
                .string(s.minimum?.points.contains { $0.index == e.last.index } == true ? "low"
                    : s.maximum?.points.contains { $0.index == e.last.index } == true ? "high" : "other")
            }
            // The change is computed from the data, then rounded for saying (never a difference of rounded values).
            case .changeDirection: changes?.firstToLast.map { .string($0.direction.rawValue) }
            case .change: changes?.firstToLast.map { .string((try? y.difference($0.amount, .derived, renderer: renderer)) ?? y.value($0.amount, .derived)) }
            case .isConstant: .flag(seriesFacts?.isConstant ?? false)
            case .noCourse: .flag(seriesFacts?.showsNoCourse ?? false)
            case .noCourseLead: .flag(seriesFacts?.leadsWithNoCourse ?? false)
            case .signs: .flag(seriesFacts?.signCounts != nil)
            case .aboveCount: signWords.map { .string($0.above) }
            case .belowCount: signWords.map { .string($0.below) }
            // Parts of one whole (analysis says which: shares that sum to about 100 %, values that add up over
            // categories, a rating scale's answers) have no mean worth saying: the mean of four shares of 100 % is
            // 25 % whatever they are, and the mean count of a survey's answers is no answer.
            case .partsOfWhole: .flag(seriesFacts?.isPartsOfWhole ?? false)
            // Nor do rates of groups: the mean of age bands' participation rates is no one's rate.
            case .noMean: .flag(seriesFacts?.saysNoMean ?? false)
            case .missingNamed: .flag(s.missingCount > 0 && namedMissing == s.missingCount)
            // A course the findings describe makes "from the first to the last value" noise (a season's or the
            // noise's values at the two ends), and values they say with their positions need not be said again.
            case .findingsSayEnds: .flag(findingIndex.courseSaid.contains(i))
            case .minPlaceSaid: .flag(s.minimum?.points.allSatisfy { placesSaid.contains($0.index) } ?? false)
            case .maxPlaceSaid: .flag(s.maximum?.points.allSatisfy { placesSaid.contains($0.index) } ?? false)
            case .statsMin: .flag(!spokenMin)
            case .statsMax: .flag(!spokenMax)
            case .statsNeeded: .flag(!spokenMin || !spokenMax)
            case .hasPercent: .flag(percent != nil)
            case .changeIsRatio: percent.map { _ in .flag(changes?.changeIsRatio ?? false) }
            case .changeRatio:
                percent.map { .string(y.guardrail.format(1 + $0 / 100, skeleton: $0 >= 900 ? "precision-integer" : ".#") ?? "") }
            case .percentChange: percent.map { .string(y.guardrail.format(abs($0), skeleton: PercentPrecision.skeleton($0)) ?? "") }
            case .mean: s.mean.map { .string(y.value($0, .derived)) }
            case .median: s.median.map { .string(y.value($0, .derived)) }
            case .standardDeviation: s.standardDeviation.map { .string(y.value($0)) }
            case .sum: .string(y.value(s.sum))
            case .walkthroughMode: .string(intervalMode ? "intervals" : "points")
            case .threshold: .number(Double(options.walkthroughThreshold))
            case .intervalCount: .number(Double(intervals[i].count))
            }
        }
    }


    /// The positions of points, as a list ("Jan 1 and Mar 3").
    /// Where points are, bare and with the axis preposition: by their labels when they have them ("for Cadillac
    /// Fleetwood (5,250 pounds) and Lincoln Continental (5,424 pounds)"), else by position ("on Mar 13").
    private func whereSaid(_ refs: [PointRef], series: Int) throws(NarrationError) -> (bare: String, with: String) {
        // Many points at one extreme (a dry day's 0 mm on 838 days) are counted, not placed: two dates of 838
        // say nothing and take a listener seconds.
        if refs.count > ChartFacts.mostTiedPointsPlaced {
            let tied = try renderer.render("item.tied", ["count": .number(Double(refs.count)), "pointUnit": .string(pointUnit)])
            return (tied, try renderer.render("item.tiedWith", ["tied": .string(tied)]))
        }
        let points = chart.series[series].points
        let labels = refs.prefix(2).map { points.indices.contains($0.index) ? text(points[$0.index].label) : nil }
        guard !labels.isEmpty, labels.allSatisfy({ $0 != nil }) else {
            let bare = positions(refs)
            return (bare, try at(bare))
        }
        var items: [String] = []
        for (r, label) in zip(refs.prefix(2), labels) {
            items.append(try renderer.render("item.labelled", ["label": .string(label!), "x": .string(x.position(r.x))]))
        }
        if refs.count > 2 {
            items.append(try renderer.render("item.others", ["count": .number(Double(refs.count - 2)), "pointUnit": .string(pointUnit)]))
        }
        let bare = renderer.list(items)
        return (bare, try renderer.render("item.labelledAt", ["labels": .string(bare)]))
    }

    /// `count` points said in the x axis's unit ("29 days", zh "29天").
    private func unitCount(_ count: Int) throws(NarrationError) -> String {
        try renderer.render("item.tied", ["count": .number(Double(count)), "pointUnit": .string(pointUnit)])
    }

    /// Points at one extreme beyond this many are counted only ("(838 days)"); up to it, two are placed and
    /// the rest counted ("Aug 16, 2012, Jun 29, 2013, and 3 other days").
    static let mostTiedPointsPlaced = 10

    /// Ties beyond two are counted, not listed ("Aug 16, 2012, Jun 29, 2013 and 3 other days").
    /// Ties at consecutive points are a span ("seed 12 through 16"): "seed 12, 13, and 3 other points" hid that
    /// every seed from 12 on had none.
    private func positions(_ refs: [PointRef]) -> String {
        guard refs.count > 2 else { return renderer.list(refs.map { x.position($0.x) }) }
        let sorted = refs.sorted { $0.index < $1.index }
        if zip(sorted, sorted.dropFirst()).allSatisfy({ $1.index == $0.index + 1 }), let first = sorted.first, let last = sorted.last,
           let span = try? renderer.render("item.tiedSpan", ["from": .string(x.position(first.x)), "to": .string(x.position(last.x))]) {
            return span
        }
        let others = (try? renderer.render("item.others", ["count": .number(Double(refs.count - 2)),
                                                           "pointUnit": .string(pointUnit)])) ?? ""
        return renderer.list(refs.prefix(2).map { x.position($0.x) } + [others])
    }
}
