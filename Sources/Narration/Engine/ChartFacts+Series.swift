import ChartAnalysis
import ChartModel

/// The arguments of each series (`seriesContexts`): its statistics, where its extremes lie, its change from
/// first to last, and what its findings already said.
extension ChartFacts {
    // @_optimize(none): Swift 6.3.1 crashes in CopyPropagation on this function in release builds.
    @_optimize(none)
    func makeSeriesContext(_ i: Int) throws(NarrationError) -> [String: MessageArgument] {
        var c = chartContext
        let s = insights.series[i]
        c["name"] = .string(seriesName(i))
        c["seriesIndex"] = .number(Double(i + 1))
        c["count"] = .number(Double(s.count))
        c["validCount"] = .number(Double(s.validCount))
        c["missing"] = .number(Double(s.missingCount))
        c["hasMissing"] = .flag(s.missingCount > 0)
        c["hasValues"] = .flag(s.validCount > 0)
        if let m = s.minimum {
            c["briefMin"] = .string(y.value(m.value, .brief))
            c["min"] = .string(y.value(m.value))
            let (bare, with) = try whereSaid(m.points, series: i)
            c["minAt"] = .string(bare); c["minWhen"] = .string(with)
            c["minTimes"] = .number(Double(m.points.count))
        }
        if let m = s.maximum {
            c["briefMax"] = .string(y.value(m.value, .brief))
            c["max"] = .string(y.value(m.value))
            let (bare, with) = try whereSaid(m.points, series: i)
            c["maxAt"] = .string(bare); c["maxWhen"] = .string(with)
            c["maxTimes"] = .number(Double(m.points.count))
        }
        if let f = s.first, let l = s.last {
            c["first"] = .string(y.value(f.y)); c["firstAt"] = .string(try namedPosition(x.position(f.x)))
            c["last"] = .string(y.value(l.y)); c["lastAt"] = .string(x.position(l.x))
            // The change is computed from the data, then rounded for saying (never a difference of rounded values).
            var delta = l.y - f.y
            if abs(delta) <= 1e-9 * max(abs(l.y), abs(f.y)) { delta = 0 }
            c["changeDirection"] = .string(delta > 0 ? "up" : delta < 0 ? "down" : "flat")
            c["change"] = .string(y.value(abs(delta), .derived))
        }
        // Analysis decides both (`SeriesFacts`); "with no clear trend or pattern" only where the audit's check holds.
        let seriesFacts = insights.seriesFacts.indices.contains(i) ? insights.seriesFacts[i] : nil
        c["isConstant"] = .flag(seriesFacts?.isConstant ?? false)
        c["noCourse"] = .flag(seriesFacts?.showsNoCourse ?? false)
        // Percentages that are shares of one whole (analysis says which: they sum to about 100 %) have no mean
        // worth saying: the mean of four shares of 100 % is 25 % whatever they are. Money or counts that add up
        // keep theirs (the mean sales of a region says something).
        c["partsOfWhole"] = .flag(y.isPercent && insights.findings.contains {
            if case .ranking(let r) = $0.detail { r.series == i && r.isPartsOfWhole } else { false }
        })
        let namedMissing = findingIndex.namedMissing[i] ?? 0
        c["missingNamed"] = .flag(s.missingCount > 0 && namedMissing == s.missingCount)
        // A course the findings describe makes "from the first to the last value" noise (a season's or the
        // noise's values at the two ends), and values they say with their positions need not be said again.
        c["findingsSayEnds"] = .flag(findingIndex.courseSaid.contains(i))
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
        c["minPlaceSaid"] = .flag(s.minimum?.points.allSatisfy { placesSaid.contains($0.index) } ?? false)
        c["maxPlaceSaid"] = .flag(s.maximum?.points.allSatisfy { placesSaid.contains($0.index) } ?? false)
        c["statsMin"] = .flag(!spokenMin)
        c["statsMax"] = .flag(!spokenMax)
        c["statsNeeded"] = .flag(!spokenMin || !spokenMax)
        // A percentage of a negative or zero start says nothing a listener can use, nor does one of a
        // value on an interval scale without a true zero (4.4 °C → 7.7 °C is not "up 75%"), nor one of a series
        // that goes below zero on the way (a monthly change in jobs from 282 to 234 is not "down 17%").
        var intervalScale = false
        if case .cldr(let unit)? = chart.yAxis.unit, unit.hasPrefix("temperature-") { intervalScale = true }
        // Nor one of values that all lie within a few per cent of each other (`ValueScale.percentChangesMean`).
        if let pct = s.percentChange, pct.isFinite, !intervalScale, let f = s.first, f.y > 0, (s.minimum?.value ?? 0) >= 0,
           insights.values.percentChangesMean {
            c["hasPercent"] = .flag(true)
            // Past doubling a ratio is easier to follow than a percentage ("15 times as much", not "1,426%").
            c["changeIsRatio"] = .flag(pct >= 100)
            c["changeRatio"] = .string(y.guardrail.format(1 + pct / 100, skeleton: pct >= 900 ? "precision-integer" : ".#") ?? "")
            c["percentChange"] = .string(y.guardrail.format(abs(pct), skeleton: PercentPrecision.skeleton(pct)) ?? "")
        } else {
            c["hasPercent"] = .flag(false)
        }
        if let v = s.mean { c["mean"] = .string(y.value(v, .derived)) }
        if let v = s.median { c["median"] = .string(y.value(v, .derived)) }
        if let v = s.standardDeviation { c["standardDeviation"] = .string(y.value(v)) }
        c["sum"] = .string(y.value(s.sum))
        let intervalMode = s.count > options.walkthroughThreshold && !options.allPoints
        c["walkthroughMode"] = .string(intervalMode ? "intervals" : "points")
        c["threshold"] = .number(Double(options.walkthroughThreshold))
        c["intervalCount"] = .number(Double(intervals[i].count))
        return c
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

    /// Points at one extreme beyond this many are counted only ("(838 days)"); up to it, two are placed and
    /// the rest counted ("Aug 16, 2012, Jun 29, 2013, and 3 other days").
    static let mostTiedPointsPlaced = 10

    /// Ties beyond two are counted, not listed ("Aug 16, 2012, Jun 29, 2013 and 3 other days").
    private func positions(_ refs: [PointRef]) -> String {
        guard refs.count > 2 else { return renderer.list(refs.map { x.position($0.x) }) }
        let others = (try? renderer.render("item.others", ["count": .number(Double(refs.count - 2)),
                                                           "pointUnit": .string(pointUnit)])) ?? ""
        return renderer.list(refs.prefix(2).map { x.position($0.x) } + [others])
    }
}
