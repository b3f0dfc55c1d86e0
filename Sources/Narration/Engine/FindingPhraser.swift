import ChartAnalysis
import ChartModel

/// Says a finding in words: one sentence per finding, from the catalog message `finding.<kind>`, with every
/// number and position formatted by the chart's axis formatters.
///
/// The same message serves the long description (numbers as precise as the data) and the short description
/// and speech (`brief`: three or four significant digits), so the two never disagree in what they claim.
struct FindingPhraser {
    let facts: ChartFacts

    /// How precisely numbers are said.
    enum Precision { case full, brief }

    private var x: AxisFormatter { facts.x }
    private var y: AxisFormatter { facts.y }
    private var renderer: MessageRenderer { facts.renderer }

    /// The sentence for `finding`.
    func sentence(_ finding: Finding, precision: Precision) throws(NarrationError) -> String {
        var a = try arguments(finding, precision: precision)
        a["kind"] = .string(finding.kind.rawValue)
        // Messages may leave details out of the short description and speech.
        a["brief"] = flag(precision == .brief)
        return try renderer.render("finding.\(finding.kind.rawValue)", a)
    }

    /// One sentence for several series of the same shape: the common course once, then each series' values at
    /// its start, turning points and end ("… all rose from Jan to Jul, then fell to Dec: Beijing from -3.3 to
    /// 26.1 to -1.2 degrees Celsius, …").
    func commonShape(_ shapes: [SeriesShape], turns: [Double], precision: Precision) throws(NarrationError) -> String {
        let lead = shapes[0]
        let startX = lead.segments[0].start.x, endX = lead.segments.last!.end.x
        let boundaries = [startX] + turns + [endX]
        let place = ShapePlace(x: x, facts: facts, segments: lead.segments)
        var clauses: [String] = []
        for (k, segment) in lead.segments.enumerated() {
            let clause = try renderer.render("finding.commonShape.clause", [
                "position": .string(k == 0 ? "first" : "next"), "direction": .string(segment.direction.rawValue),
                "fromX": .string(place.position(boundaries[k])), "toX": .string(place.position(boundaries[k + 1])),
                "fromAt": .string(try place.at(boundaries[k])), "toAt": .string(try place.at(boundaries[k + 1])),
                "xKind": .string(facts.chart.xAxis.kind.rawValue), "xGranularity": .string(place.granularity),
            ])
            let isLast = k == lead.segments.count - 1
            clauses.append(isLast && k > 0 ? try renderer.render("finding.shape.then", ["clause": .string(clause)]) : clause)
        }
        var values: [String] = []
        let style: AxisFormatter.NumberStyle = precision == .brief ? .brief : .exact
        for shape in shapes {
            let series = facts.chart.series[shape.series].points
            var levels: [String] = []
            let step = y.aboutStep(for: shape.segments.map { abs($0.change) }.max() ?? 0)
            for (k, bx) in boundaries.enumerated() {
                // The value each series has at the common boundary (the nearest point at or before it); the
                // fitted level where single values are noise or carry a season ("from about 15.0 to about 17.8").
                var y: Double?
                if shape.isApproximate {
                    y = k == 0 ? shape.segments[0].startLevel : shape.segments[min(k - 1, shape.segments.count - 1)].endLevel
                } else {
                    for p in series where p.x <= bx { if let v = p.y { y = v } }
                }
                guard let y else { continue }
                let levelStyle: AxisFormatter.NumberStyle = shape.isApproximate ? .about(step: step) : style
                let isLast = k == boundaries.count - 1
                levels.append(try renderer.render("finding.commonShape.level", [
                    "position": .string(k == 0 ? "first" : "next"),
                    "direction": .string(k == 0 ? "flat" : lead.segments[k - 1].direction.rawValue),
                    "value": .string(isLast ? self.y.value(y, levelStyle) : self.y.number(y, levelStyle)),
                    "about": flag(shape.isApproximate),
                ]))
            }
            values.append(try renderer.render("finding.commonShape.values", [
                "name": .string(facts.seriesName(shape.series)),
                "levels": .string(levels.joined(separator: (try? renderer.render("text.wordSeparator", [:])) ?? " ")),
            ]))
        }
        var a = facts.chartContext
        a["names"] = .string(renderer.list(shapes.map { facts.seriesName($0.series) }))
        a["seriesCount"] = .number(Double(shapes.count))
        a["clauses"] = .string(clauses.joined(separator: (try? renderer.render("text.clauseSeparator", [:])) ?? ", "))
        a["values"] = .string(renderer.list(values))
        a["brief"] = flag(precision == .brief)
        a["adjusted"] = flag(shapes.allSatisfy(seasonAside))
        return try renderer.render("finding.commonShape", a)
    }

    /// One sentence for several series with the same cycle: the phases they share and each one's swing.
    func commonSeasonality(_ seasons: [Seasonality], precision: Precision) throws(NarrationError) -> String {
        let period = seasons[0].period
        var a = facts.chartContext
        a["names"] = .string(renderer.list(seasons.map { facts.seriesName($0.series) }))
        a["seriesCount"] = .number(Double(seasons.count))
        a["period"] = .string(period.rawValue)
        a["basis"] = .string(seasons[0].isOnMonthlyMeans ? "monthlyMeans" : "points")
        a["high"] = .string(try phaseRange(Self.union(seasons.map(\.high), period.phaseCount), period))
        a["low"] = .string(try phaseRange(Self.union(seasons.map(\.low), period.phaseCount), period))
        let swings = seasons.map(\.swing)
        let step = y.aboutStep(for: swings.min() ?? 0)
        a["swings"] = .string(renderer.list(swings.enumerated().map { k, v in
            k == swings.count - 1 ? y.value(v, .about(step: step)) : y.number(v, .about(step: step))
        }))
        a["brief"] = flag(precision == .brief)
        return try renderer.render("finding.commonSeasonality", a)
    }

    /// The smallest cyclic range holding every phase of `ranges` (they overlap, so it is contiguous).
    static func union(_ ranges: [PhaseRange], _ period: Int) -> PhaseRange {
        var phases = Set<Int>()
        for r in ranges { for k in 0..<r.count { phases.insert((r.first + k) % period) } }
        guard phases.count < period else { return PhaseRange(first: 0, count: period) }
        // Start right after a phase that is not in the set, walking to the first that is.
        let gap = (0..<period).first { !phases.contains($0) }!
        var first = gap
        while !phases.contains(first) { first = (first + 1) % period }
        var count = 0
        while phases.contains((first + count) % period) { count += 1 }
        return PhaseRange(first: first, count: count)
    }

    /// One sentence for the same series sharing both their peak and their low.
    func sharedExtremes(high: SharedExtreme, low: SharedExtreme) throws(NarrationError) -> String {
        var a = facts.chartContext
        a["names"] = .string(renderer.list(high.series.map(facts.seriesName)))
        a["seriesCount"] = .number(Double(high.series.count))
        a["highAt"] = .string(try at(high.x))
        a["lowAt"] = .string(try at(low.x))
        // Lows all at the first x and highs all at the last (or the other way round) is growth (a decline),
        // not two extremes: "all seven grew from 1951 to 1961; Africa the most, 16-fold".
        var course = "none"
        if let extent = facts.xExtent, facts.chart.xAxis.kind != .category {
            if low.x == extent.lowerBound && high.x == extent.upperBound { course = "grew" }
            if high.x == extent.lowerBound && low.x == extent.upperBound { course = "shrank" }
        }
        // Over ordered categories analysis says whether every series rose (fell) at every step: "all rose with
        // age at every step, from 50-54 to 70-74" (R's VADeaths), not two extremes that meet.
        if high.monotoneInEverySeries && low.monotoneInEverySeries { course = high.x > low.x ? "rose" : "fell" }
        axisNameArguments(into: &a)
        a["course"] = .string(course)
        a["highX"] = .string(x.position(high.x))
        a["lowX"] = .string(x.position(low.x))
        a["hasFactor"] = flag(false)
        if course != "none", facts.valuesAreRatioScale, high.points.count == high.series.count,
           low.points.count == low.series.count, high.series.count > 1 {
            let factors = zip(high.points, low.points).map { h, l in l.y > 0 ? h.y / l.y : .nan }
            if factors.allSatisfy({ $0.isFinite }) {
                let rising = course == "grew" || course == "rose"
                let k = rising ? factors.indices.max { factors[$0] < factors[$1] }!
                    : factors.indices.max { factors[$0] > factors[$1] }!
                a["hasFactor"] = flag(true)
                a["top"] = .string(facts.seriesName(high.series[k]))
                let f = factors[k]
                a["factor"] = .string(rising ? ratio(f) : percent(1 - f))
            }
        }
        return try renderer.render("finding.sharedExtremes", a)
    }

    /// One sentence for several runs of missing values of one series, in x order ("No data for CO2 over Sep 13
    /// – Nov 1, 1958 (8 weeks), Aug 25 – Sep 8, 1962 (3 weeks), and Jan 25 – May 23, 1964 (18 weeks).").
    func gaps(_ runs: [MissingRun], series: Int) throws(NarrationError) -> String {
        // The longest few (`ChartFacts.listLimit`), said in x order, and how many shorter ones there are.
        let said = runs.sorted { $0.count != $1.count ? $0.count > $1.count : $0.firstX < $1.firstX }.prefix(ChartFacts.listLimit)
        var items: [String] = []
        for run in said.sorted(by: { $0.firstX < $1.firstX }) {
            var a: [String: MessageArgument] = ["count": .number(Double(run.count)), "pointUnit": .string(facts.pointUnit)]
            if let span = x.positionSpan(run.firstX, run.lastX) { a["span"] = .string(span) } else {
                a["span"] = .string(try renderer.render("item.range", ["from": .string(x.position(run.firstX)),
                                                                        "to": .string(x.position(run.lastX))]))
            }
            items.append(try renderer.render("finding.gap.item", a))
        }
        var a = facts.chartContext
        a["name"] = .string(facts.seriesName(series))
        a["items"] = .string(renderer.list(items))
        a["others"] = .number(Double(runs.count - said.count))
        return try renderer.render("finding.gaps", a)
    }

    /// What a listener should listen for in the audio graph that follows, when the finding leads a briefing.
    func listenSentence(_ finding: Finding) throws(NarrationError) -> String {
        var a = try arguments(finding, precision: .brief)
        a["kind"] = .string(finding.kind.rawValue)
        return try renderer.render("briefing.listenFor", a)
    }

    /// One sentence for the level shifts of one series, in x order: the first with its levels either side,
    /// each later one with the level it reached ("Epidemic jumped in one step around 1917, from about 600,000
    /// to about 1.8 million, then dropped around 1923 to about 0"): said one by one, by salience, the later
    /// step came first and repeated the level between them.
    func levelShifts(_ findings: [Finding], precision: Precision) throws(NarrationError) -> String {
        let ordered = findings.compactMap { f -> (finding: Finding, shift: LevelShift)? in
            if case .levelShift(let shift) = f.detail { return (f, shift) }
            return nil
        }.sorted { $0.shift.after.x < $1.shift.after.x }
        let shifts = ordered.map(\.shift)
        var a = try arguments(ordered[0].finding, precision: precision)
        a["kind"] = .string(FindingKind.levelShift.rawValue)
        a["brief"] = flag(precision == .brief)
        var more = ""
        for shift in shifts.dropFirst() {
            var b = a
            try levelShiftArguments(shift, into: &b)
            more += try renderer.render("finding.levelShift.then", b)
        }
        a["more"] = .string(more)
        return try renderer.render("finding.levelShift", a)
    }

    /// Where a shift happened and the levels either side, rounded to what the step's size makes worth saying.
    private func levelShiftArguments(_ shift: LevelShift, into a: inout [String: MessageArgument]) throws(NarrationError) {
        let step = y.aboutStep(for: abs(shift.step))
        a["direction"] = .string(shift.step > 0 ? "up" : "down")
        a["x"] = .string(x.position(shift.after.x))
        a["at"] = .string(try at(shift.after.x))
        a["before"] = .string(y.value(shift.levelBefore, .about(step: step)))
        a["after"] = .string(y.value(shift.levelAfter, .about(step: step)))
    }

    /// Whether a shape's levels were measured with a yearly season taken out, and say so ("Seattle, season
    /// aside, rose from about 15.0"): a January day is not 15 °C, the year's level there is. A daily or weekly
    /// cycle taken out leaves levels a reader takes as they are (the day's or the week's).
    private func seasonAside(_ shape: SeriesShape) -> Bool {
        guard shape.isSeasonallyAdjusted else { return false }
        return facts.insights.findings.contains { f in
            guard case .seasonality(let s) = f.detail, s.series == shape.series else { return false }
            return s.period == .monthOfYear || s.period == .quarterOfYear
        }
    }

    /// The axes' titles, as written and inside a sentence.
    private func axisNameArguments(into a: inout [String: MessageArgument]) {
        let xName = facts.text(facts.chart.xAxis.title) ?? "x", yName = facts.text(facts.chart.yAxis.title) ?? "y"
        let keepCase = renderer.catalog.keepTitleCase == true
        a["xName"] = .string(xName)
        a["yName"] = .string(yName)
        a["xNameInSentence"] = .string(keepCase ? xName : Self.inSentence(xName))
        a["yNameInSentence"] = .string(keepCase ? yName : Self.inSentence(yName))
    }

    /// A scatter plot of several series (penguins by species) has a relation per series: its sentences say
    /// whose ("For Adelie, Beak Depth (mm) rose as …"); with one series they need not.
    private func nameScatterSeries(_ series: Int, into a: inout [String: MessageArgument]) {
        a["namesSeries"] = flag(facts.chart.series.count > 1)
        a["seriesName"] = .string(facts.seriesName(series))
    }

    /// Every catalog key the phraser can render (for the catalog checks), from the kind registry.
    static var keys: [String] {
        FindingKind.allCases.flatMap(\.catalogKeys) + FindingKind.sharedCatalogKeys
    }

    // MARK: Arguments per kind

    private func arguments(_ f: Finding, precision: Precision) throws(NarrationError) -> [String: MessageArgument] {
        var a = facts.chartContext
        if let s = f.series.first, s < facts.chart.series.count { a["name"] = .string(facts.seriesName(s)) }
        switch f.detail {
        case .shape(let shape): try shapeArguments(shape, precision, into: &a)
        case .levelShift(let shift):
            try levelShiftArguments(shift, into: &a)
            a["more"] = .string("")
        case .seasonality(let season):
            a["period"] = .string(season.period.rawValue)
            a["basis"] = .string(season.isOnMonthlyMeans ? "monthlyMeans" : "points")
            a["high"] = .string(try phaseRange(season.high, season.period))
            a["low"] = .string(try phaseRange(season.low, season.period))
            a["swing"] = .string(y.value(season.swing, .about(step: y.aboutStep(for: season.swing))))
        case .cycle(let cycle):
            try periodArguments(cycle.period, into: &a)
            a["peak"] = .string(number(cycle.strongestPeak.y, precision))
            a["peakAt"] = .string(try at(cycle.strongestPeak.x))
        case .record(let record):
            a["high"] = flag(record.isHigh)
            a["value"] = .string(number(record.point.y, precision))
            a["at"] = .string(try at(record.point.x))
            a["hasPrevious"] = flag(record.previous != nil)
            if let p = record.previous {
                a["previous"] = .string(number(p.y, precision))
                a["previousAt"] = .string(try at(p.x))
            }
        case .drawdown(let d):
            a["depth"] = .string(y.value(d.depth, .about(step: y.aboutStep(for: d.depth))))
            a["hasPercent"] = flag(d.relativeDepth != nil && facts.valuesAreRatioScale)
            if let r = d.relativeDepth { a["percent"] = .string(percent(r)) }
            a["peak"] = .string(number(d.peak.y, precision))
            a["peakAt"] = .string(try at(d.peak.x))
            a["peakX"] = .string(x.position(d.peak.x))
            a["trough"] = .string(number(d.trough.y, precision))
            a["troughAt"] = .string(try at(d.trough.x))
            a["troughX"] = .string(x.position(d.trough.x))
            // A fall that lasts to the series' last value needs no "the peak had not been regained by the end".
            let lastIndex = facts.chart.series[d.series].points.lastIndex { $0.y != nil }
            a["recovered"] = .string(d.recovery != nil ? "yes" : d.trough.index == lastIndex ? "end" : "no")
            if let r = d.recovery { a["recoveryAt"] = .string(try at(r.x)) }
            // A shape said before it that falls from the same peak to the same trough has said the span:
            // the drawdown then adds only its depth and the recovery ("made up the fall from Jan 2008 …").
            let findings = facts.insights.findings
            let own = findings.firstIndex(of: f) ?? findings.count
            a["spanSaid"] = flag(findings.prefix(own).contains { f in
                guard case .shape(let shape) = f.detail, shape.series == d.series, !shape.isApproximate else { return false }
                return shape.segments.contains { $0.start.index == d.peak.index && $0.end.index == d.trough.index }
            })
        case .gap(let run):
            a["from"] = .string(x.position(run.firstX))
            a["to"] = .string(x.position(run.lastX))
            if let span = x.positionSpan(run.firstX, run.lastX) {
                a["span"] = .string(span)
            } else {
                a["span"] = .string(try renderer.render("item.range", ["from": a["from"]!, "to": a["to"]!]))
            }
            a["count"] = .number(Double(run.count))
            a["pointUnit"] = .string(facts.pointUnit)
        case .outliers(let set):
            try outlierArguments(set, precision, into: &a)
            // Points off a relation's trend: whose relation (a series beside others has its own); the other
            // outlier sentences name their series already.
            if set.basis == .relation { nameScatterSeries(set.series, into: &a) } else { a["namesSeries"] = flag(false) }
        case .steady(let steady):
            a["constant"] = flag(steady.isConstant)
            a["level"] = .string(steady.isConstant ? number(steady.level, precision)
                                                  : y.value(steady.level, precision == .brief ? .brief : .derived))
        case .overtake(let o):
            a["leader"] = .string(facts.seriesName(o.leader))
            a["other"] = .string(facts.seriesName(o.other))
            a["at"] = .string(try at(o.leaderPoint.x))
            a["x"] = .string(x.position(o.leaderPoint.x))
            a["leaderValue"] = .string(number(o.leaderPoint.y, precision))
            a["otherValue"] = .string(y.number(o.otherPoint.y, precision == .brief ? .brief : .exact))
            a["holds"] = flag(o.holdsToEnd)
            a["changes"] = .number(Double(o.orderChanges))
        case .dominance(let d):
            a["leader"] = .string(facts.seriesName(d.leader))
            a["others"] = .string(renderer.list(d.others.map(facts.seriesName)))
            a["otherCount"] = .number(Double(d.others.count))
            a["throughout"] = flag(d.fraction >= 1)
            a["below"] = flag(d.isBelow)
            a["above"] = .number((d.fraction * Double(d.comparedCount)).rounded())
            a["total"] = .number(Double(d.comparedCount))
            a["gap"] = .string(y.value(d.meanGap, .about(step: y.aboutStep(for: d.meanGap))))
            // A comparison over part of the chart says which part: "From Aug 2004 on, GOOG stayed above …"
            // when GOOG's data begin years after the others'.
            let span = dominanceSpan(d)
            a["span"] = .string(span.rawValue)
            a["spanFrom"] = .string(d.sharedFrom.map(x.position) ?? "")
            a["spanTo"] = .string(d.sharedTo.map(x.position) ?? "")
        case .tracking(let t):
            a["first"] = .string(facts.seriesName(t.first))
            a["second"] = .string(facts.seriesName(t.second))
            a["difference"] = .string(y.value(t.meanAbsoluteDifference, .about(step: y.aboutStep(for: t.meanAbsoluteDifference))))
            a["hasPercent"] = flag(t.relativeDifference != nil)
            a["percent"] = .string(t.relativeDifference.map(percent) ?? "")
            a["at"] = .string(try at(t.largestDifferenceFirst.x))
            a["firstValue"] = .string(number(t.largestDifferenceFirst.y, precision))
            a["secondValue"] = .string(y.number(t.largestDifferenceSecond.y, precision == .brief ? .brief : .exact))
        case .growth(let g):
            guard let top = g.entries.first else { break }
            a["leader"] = .string(facts.seriesName(top.series))
            a["fromValue"] = .string(number(top.from.y, precision))
            a["fromAt"] = .string(try at(top.from.x))
            a["toValue"] = .string(number(top.to.y, precision))
            a["toAt"] = .string(try at(top.to.x))
            a["ratio"] = .string(ratio(top.ratio))
            a["grew"] = flag(top.ratio >= 1)
            a["manyTimes"] = flag(top.ratio >= 2)
            a["percent"] = .string(percent(abs(top.ratio - 1)))
            if g.entries.count > 1, let last = g.entries.last {
                a["hasSlowest"] = flag(true)
                a["slowest"] = .string(facts.seriesName(last.series))
                a["slowestRatio"] = .string(ratio(last.ratio))
            } else {
                a["hasSlowest"] = flag(false)
            }
        case .shares(let shares):
            guard let top = shares.entries.first else { break }
            a["leader"] = .string(facts.seriesName(top.series))
            a["share"] = .string(percent(top.overallShare))
            let mover = shares.largestMover.flatMap { m in shares.entries.first { $0.series == m } }
            a["hasMover"] = flag(mover != nil)
            if let mover {
                a["mover"] = .string(facts.seriesName(mover.series))
                a["moverFrom"] = .string(percent(mover.startShare))
                a["moverTo"] = .string(percent(mover.endShare))
                a["direction"] = .string(mover.endShare >= mover.startShare ? "up" : "down")
            }
            a["fromAt"] = .string(try at(shares.startX))
            a["toAt"] = .string(try at(shares.endX))
        case .threshold(let t):
            a["name"] = .string(facts.seriesName(t.series))
            a["reference"] = .string(facts.seriesName(t.reference))
            a["level"] = .string(number(t.level, precision))
            a["mostlyAbove"] = flag(t.above > t.below)
            a["count"] = .number(Double(t.above > t.below ? t.above : t.below))
            a["total"] = .number(Double(t.total))
            a["pointUnit"] = .string(facts.pointUnit)
        case .sharedExtreme(let e):
            a["names"] = .string(renderer.list(e.series.map(facts.seriesName)))
            a["seriesCount"] = .number(Double(e.series.count))
            a["allSeries"] = flag(e.series.count == facts.chart.series.count)
            a["high"] = flag(e.isHigh)
            a["at"] = .string(try at(e.x))
        case .ranking(let r):
            try rankingArguments(r, precision, into: &a)
        case .pairedChange(let c):
            a["firstName"] = .string(facts.seriesName(c.first))
            a["secondName"] = .string(facts.seriesName(c.second))
            a["lower"] = flag(c.secondIsLower)
            var items: [String] = []
            for e in c.exceptions {
                items.append(try renderer.render("finding.pairedChange.item", [
                    "category": .string(x.position(e.secondPoint.x)),
                    "firstValue": .string(number(e.firstPoint.y, precision)),
                    "secondValue": .string(number(e.secondPoint.y, precision)),
                ]))
            }
            a["exceptions"] = .string(renderer.list(items))
            a["exceptionNames"] = .string(renderer.list(c.exceptions.map { x.position($0.secondPoint.x) }))
            a["exceptionCount"] = .number(Double(c.exceptions.count))
        case .correlation(let rel):
            try relationArguments(rel, precision, into: &a)
            nameScatterSeries(rel.series, into: &a)
        case .path(let path):
            // "From 1956 to 2010, miles rose from 3,675 to 10,067 while gas rose from 2.38 to 2.84": the points'
            // own labels name the path's ends where they have them (the order field of a connected scatter).
            axisNameArguments(into: &a)
            nameScatterSeries(path.series, into: &a)
            let points = facts.chart.series[path.series].points
            func label(_ p: PointRef) -> String? { points.indices.contains(p.index) ? facts.text(points[p.index].label) : nil }
            let firstLabel = label(path.first), lastLabel = label(path.last)
            a["hasLabels"] = flag(firstLabel != nil && lastLabel != nil)
            a["firstLabel"] = .string(firstLabel ?? "")
            a["lastLabel"] = .string(lastLabel ?? "")
            func direction(_ from: Double, _ to: Double) -> MessageArgument { .string(to > from ? "rose" : to < from ? "fell" : "same") }
            let style: AxisFormatter.NumberStyle = precision == .brief ? .brief : .exact
            a["xDirection"] = direction(path.first.x, path.last.x)
            a["yDirection"] = direction(path.first.y, path.last.y)
            a["fromX"] = .string(x.value(path.first.x, style))
            a["toX"] = .string(x.value(path.last.x, style))
            a["fromY"] = .string(number(path.first.y, precision))
            a["toY"] = .string(number(path.last.y, precision))
        case .commonMove(let c):
            a["count"] = .number(Double(c.series.count))
            a["seriesCount"] = .number(Double(c.seriesCount))
            a["all"] = flag(c.series.count == c.seriesCount)
            let others = facts.chart.series.indices.filter { !c.series.contains($0) }
            a["others"] = .string(renderer.list(others.map(facts.seriesName)))
            a["rising"] = flag(c.isRising)
            a["fromX"] = .string(x.position(c.fromX))
            a["toX"] = .string(x.position(c.toX))
            a["hasTotal"] = flag(c.totalFrom != nil && c.totalTo != nil)
            if let from = c.totalFrom, let to = c.totalTo {
                let step = y.aboutStep(for: abs(to - from))
                a["totalFrom"] = .string(y.number(from, .about(step: step)))
                a["totalTo"] = .string(y.value(to, .about(step: step)))
            }
        case .course(let c):
            try courseArguments(c, precision, into: &a)
        case .signRun(let r):
            a["name"] = .string(facts.seriesName(r.series))
            var clauses: [String] = []
            for (k, stretch) in r.stretches.enumerated() {
                clauses.append(try renderer.render("finding.signRun.stretch", [
                    "below": flag(stretch.isBelow), "length": .number(Double(stretch.length)),
                    "pointUnit": .string(facts.pointUnit), "fromX": .string(x.position(stretch.start.x)),
                    "toX": .string(x.position(stretch.end.x)), "toEnd": flag(stretch.reachesEnd),
                    "last": flag(k == r.stretches.count - 1),
                ]))
            }
            a["first"] = .string(clauses[0])
            a["second"] = .string(clauses.count > 1 ? clauses[1] : "")
            a["two"] = flag(clauses.count > 1)
        case .groupReversal(let g):
            axisNameArguments(into: &a)
            a["names"] = .string(renderer.list(g.series.map(facts.seriesName)))
            a["allGroups"] = flag(g.series.count == facts.chart.series.count)
            a["risesWithin"] = flag(g.risesWithinGroups)
            a["pooled"] = .string(coefficient(g.pooledPearson))
        case .influence(let p):
            nameScatterSeries(p.series, into: &a)
            a["point"] = .string(try pointName(series: p.series, p.point, precision))
            a["with"] = .string(coefficient(p.pearsonWith))
            a["hasWithout"] = flag(p.pearsonWithout != nil)
            a["without"] = .string(p.pearsonWithout.map(coefficient) ?? "")
            a["creates"] = flag(p.createsRelation)
        case .clusters(let c):
            nameScatterSeries(c.series, into: &a)
            axisNameArguments(into: &a)
            a["count"] = .number(Double(c.clusters.count))
            var items: [String] = []
            for cluster in c.clusters {
                var item = a
                item["count"] = .number(Double(cluster.count))
                item["x"] = .string(x.value(cluster.meanX, .about(step: x.aboutStep(for: abs(cluster.meanX)))))
                item["y"] = .string(y.value(cluster.meanY, .about(step: y.aboutStep(for: abs(cluster.meanY)))))
                items.append(try renderer.render("finding.clusters.item", item))
            }
            a["clusters"] = .string(renderer.list(items))
        case .groups(let g):
            guard let top = g.groups.first, let bottom = g.groups.last else { break }
            a["top"] = .string(groupName(top.key))
            a["topMean"] = .string(y.value(top.meanY, precision == .brief ? .brief : .derived))
            a["bottom"] = .string(groupName(bottom.key))
            a["bottomMean"] = .string(y.value(bottom.meanY, precision == .brief ? .brief : .derived))
            a["groupCount"] = .number(Double(g.groups.count))
            a["yName"] = .string(facts.text(facts.chart.yAxis.title) ?? "")
            if case .category(let axisID, _) = top.key, let axis = facts.chart.additionalAxis(id: axisID) {
                a["groupTitle"] = .string(facts.text(axis.title) ?? axisID)
            } else {
                a["groupTitle"] = .string("")
            }
            a["hasGroupTitle"] = flag(a["groupTitle"] != .string(""))
            // One series above the others at every x they share: said instead of the averages, which a steep
            // shared relation blurs ("treated was higher than untreated at every conc both have").
            a["hasLead"] = flag(g.lead != nil)
            if let lead = g.lead {
                axisNameArguments(into: &a)
                a["leader"] = .string(facts.seriesName(lead.leader))
                a["others"] = .string(renderer.list(lead.others.map(facts.seriesName)))
                a["leadCount"] = .number(Double(lead.sharedCount))
                a["leadGap"] = .string(y.value(lead.gapAtTop, .about(step: y.aboutStep(for: lead.gapAtTop))))
                a["leadX"] = .string(x.value(lead.topX, .about(step: x.aboutStep(for: abs(lead.topX)))))
            }
        }
        return a
    }

    // MARK: Shape

    private func shapeArguments(_ shape: SeriesShape, _ precision: Precision,
                                into a: inout [String: MessageArgument]) throws(NarrationError) {
        a["adjusted"] = flag(seasonAside(shape))
        // The short description keeps the two consecutive segments that change most (a dip and its recovery),
        // not the whole history.
        var segments = shape.segments
        let place = ShapePlace(x: x, facts: facts, segments: segments)
        // A plateau between a rise and a fall (or a fall and a rise) is left out of the short description: "held
        // around 67 until Aug 18, then fell" would hide the rise before it; "rose … to about 67 on Jul 28, then
        // fell to about 39 on Dec 31" is the shape a reader sees.
        if precision == .brief, segments.count > 2 {
            segments = segments.indices.compactMap { k in
                let s = segments[k]
                guard s.direction == .flat, k > 0, k < segments.count - 1 else { return s }
                let (before, after) = (segments[k - 1].direction, segments[k + 1].direction)
                return before != .flat && after != .flat && before != after ? nil : s
            }
        }
        if precision == .brief, segments.count > 2 {
            let best = (0..<(segments.count - 1)).max { a, b in
                abs(segments[a].change) + abs(segments[a + 1].change) < abs(segments[b].change) + abs(segments[b + 1].change)
            }!
            segments = Array(segments[best...(best + 1)])
        }
        let largest = segments.map { abs($0.change) }.max() ?? 0
        let step = y.aboutStep(for: largest)
        var saidUnit = false
        // The unit is said with the first number only ("from 138.4 million jobs … to 129.7 million").
        func level(_ fitted: Double, _ actual: Double) -> String {
            let style: AxisFormatter.NumberStyle = shape.isApproximate ? .about(step: step) : precision == .brief ? .brief : .exact
            let v = shape.isApproximate ? fitted : actual
            defer { saidUnit = true }
            return saidUnit ? y.number(v, style) : y.value(v, style)
        }
        var clauses: [String] = []
        for (k, segment) in segments.enumerated() {
            let isLast = k == segments.count - 1
            var c: [String: MessageArgument] = [
                "position": .string(k == 0 ? "first" : "next"),
                "direction": .string(segment.direction.rawValue),
                "about": flag(shape.isApproximate),
                "from": .string(level(segment.startLevel, segment.start.y)),
                "fromAt": .string(try place.at(segment.start.x)),
                "fromX": .string(place.position(segment.start.x)),
                "to": .string(level(segment.endLevel, segment.end.y)),
                "toAt": .string(try place.at(segment.end.x)),
                "toX": .string(place.position(segment.end.x)),
                // A record is a value of the data: not said of a fitted level ("a record about …").
                "record": flag(isLast && shape.endsAtRecordHigh && segment.direction == .rising && !shape.isApproximate
                               && facts.xIsTime),
            ]
            // The axis, so a language can pick the preposition of "until {toX}" (fr "jusqu’au 1 janv.", ru "по 2005 год").
            c["xKind"] = a["xKind"]
            c["xGranularity"] = .string(place.granularity)
            if segment.direction == .flat {
                let mean = (segment.startLevel + segment.endLevel) / 2
                c["from"] = .string(y.value(mean, .about(step: step)))
            }
            let clause = try renderer.render("finding.shape.clause", c)
            clauses.append(isLast && k > 0 ? try renderer.render("finding.shape.then", ["clause": .string(clause)]) : clause)
        }
        let separator = (try? renderer.render("text.clauseSeparator", [:])) ?? ", "
        a["clauses"] = .string(clauses.joined(separator: separator))
        // A rise the analysis says as growth: its factor, and its doubling time where the rate was steady.
        a["growth"] = .string("")
        if let growth = shape.growth, segments.count == 1 {
            let rounded = growth.factor >= 10 ? growth.factor.rounded() : (growth.factor * 10).rounded() / 10
            var g: [String: MessageArgument] = ["factor": .string(ratio(growth.factor)), "factorCount": .number(rounded),
                                                "doubling": flag(growth.doublingTime != nil)]
            if let time = growth.doublingTime { try periodArguments(time, into: &g) }
            a["growth"] = .string(try renderer.render("finding.shape.growth", g))
        }
        a["segmentCount"] = .number(Double(segments.count))
        a["firstDirection"] = .string(segments[0].direction.rawValue)
        a["secondDirection"] = .string(segments.count > 1 ? segments[1].direction.rawValue : "flat")
        a["turnX"] = .string(place.position(segments[0].end.x))
        a["turns"] = .string(renderer.list(segments.dropLast().map { place.position($0.end.x) }))
    }

    // MARK: Visible course

    /// The moves of a course, each with its change ("rose 76%", "fell by 3.2 million", "rose 4.5-fold"), and the
    /// one-sentence summary the short description says (`VisibleCourse.summary`). Every value is a data point.
    private func courseArguments(_ c: VisibleCourse, _ precision: Precision,
                                 into a: inout [String: MessageArgument]) throws(NarrationError) {
        // The unit is said with the first number of a sentence only ("from 35.36 billion kilowatt-hours in 2001
        // to a high of 42.75 billion in 2010").
        var saidUnit = false
        func value(_ v: Double) -> String {
            defer { saidUnit = true }
            return saidUnit ? y.number(v, precision == .brief ? .brief : .exact) : number(v, precision)
        }
        func change(_ from: PointRef, _ to: PointRef, _ relative: Double?) throws(NarrationError) -> String {
            let style: AxisFormatter.NumberStyle = precision == .brief ? .brief : .derived
            let amount = abs(to.y - from.y)
            var b: [String: MessageArgument] = ["kind": .string("amount"),
                                                "amount": .string(saidUnit ? y.number(amount, style) : y.value(amount, style))]
            if relative == nil { saidUnit = true }
            if let r = relative {
                // Doubling or more reads as a factor ("4.5-fold"); falls and smaller rises as a percentage.
                if r >= 1 { b["kind"] = .string("factor"); b["factor"] = .string(ratio(r + 1)) }
                else { b["kind"] = .string("percent"); b["percent"] = .string(percent(abs(r))) }
            }
            return try renderer.render("finding.course.change", b)
        }
        var clauses: [String] = []
        for (k, move) in c.moves.enumerated() {
            // Said in the message's order: the change, then the values.
            let said = try change(move.start, move.end, move.relativeChange)
            let extreme = move.end == c.high ? "high" : move.end == c.low ? "low" : "none"
            let clause = try renderer.render("finding.course.move", [
                "position": .string(k == 0 ? "first" : "next"), "rise": flag(move.isRise),
                "change": .string(said),
                "from": .string(k == 0 ? value(move.start.y) : ""), "fromAt": .string(try at(move.start.x)),
                "to": .string(value(move.end.y)), "toAt": .string(try at(move.end.x)),
                "extreme": .string(extreme), "xKind": a["xKind"] ?? .string(""),
            ])
            let isLast = k == c.moves.count - 1
            clauses.append(isLast && k > 0 ? try renderer.render("finding.shape.then", ["clause": .string(clause)]) : clause)
        }
        let separator = (try? renderer.render("text.clauseSeparator", [:])) ?? ", "
        a["clauses"] = .string(clauses.joined(separator: separator))
        let summary = c.summary
        a["summary"] = .string(summary.rawValue)
        let (from, to, relative): (PointRef, PointRef, Double?)
        switch summary {
        case .roseOverall, .fellOverall: (from, to, relative) = (c.first, c.last, c.netRelativeChange)
        case .peaked, .bottomedOut:
            let move = c.moves.first { $0.end == (summary == .peaked ? c.high : c.low) } ?? c.largestMove
            (from, to, relative) = (move.start, move.end, move.relativeChange)
        case .largestMove:
            let move = c.largestMove
            (from, to, relative) = (move.start, move.end, move.relativeChange)
        }
        a["rise"] = flag(to.y > from.y)
        saidUnit = false
        a["change"] = .string(try change(from, to, relative))
        a["from"] = .string(value(from.y))
        a["fromAt"] = .string(try at(from.x))
        a["to"] = .string(value(to.y))
        a["toAt"] = .string(try at(to.x))
        a["toX"] = .string(x.position(to.x))
    }

    // MARK: Seasons and cycles

    /// "Jun–Aug", "Saturday", "around 3 PM – 5 PM": the phases of a range, named in the narration language.
    private func phaseRange(_ range: PhaseRange, _ period: SeasonalPeriod) throws(NarrationError) -> String {
        let first = phaseName(range.first, period)
        guard range.count > 1 else { return first }
        let last = phaseName(range.last(period: period.phaseCount), period)
        return try renderer.render("item.phaseRange", ["from": .string(first), "to": .string(last),
                                                       "period": .string(period.rawValue)])
    }

    /// The name of one phase: a month, a quarter, a weekday or an hour of the day.
    private func phaseName(_ phase: Int, _ period: SeasonalPeriod) -> String {
        let day = CivilCalendar.secondsPerDay
        switch period {
        case .monthOfYear:
            let name = x.date(Double(CivilCalendar.days(year: 2001, month: phase + 1, day: 1)) * day, skeleton: "LLLL")
            return (try? renderer.render("item.month", ["monthName": .string(name), "month": .number(Double(phase + 1))])) ?? name
        case .quarterOfYear:
            return x.date(Double(CivilCalendar.days(year: 2001, month: 3 * phase + 1, day: 1)) * day, skeleton: "QQQQ")
        case .dayOfWeek:
            // 2001-01-01 was a Monday: phase 0.
            return x.date(Double(CivilCalendar.days(year: 2001, month: 1, day: 1 + phase)) * day, skeleton: "cccc")
        case .hourOfDay:
            // In the author's hour cycle: where the language's own hours are 12-hour ("11 AM"), a 24-hour axis
            // says "11:00–18:00" beside its "Wednesday 15:00"; 24-hour languages keep their hour ("11时").
            let twelveHour = !x.date(13 * 3600, skeleton: "j").contains("13")
            return x.date(Double(phase) * 3600, skeleton: x.dateSkeleton.contains("H") && twelveHour ? "HHmm" : "j")
        }
    }

    /// The length of a cycle in the units a reader thinks in: years, months, days or hours on date axes
    /// (and year axes), else a plain number of x units.
    private func periodArguments(_ period: Double, into a: inout [String: MessageArgument]) throws(NarrationError) {
        let seconds: Double? = facts.chart.xAxis.kind == .date ? period : x.isYearAxis ? period * 365.2425 * 86_400 : nil
        guard let seconds else {
            a["periodUnit"] = .string("plain")
            a["period"] = .string(x.value(period, .about(step: x.aboutStep(for: period))))
            return
        }
        let units: [(String, Double)] = [("year", 365.2425 * 86_400), ("month", 365.2425 * 86_400 / 12),
                                         ("day", 86_400), ("hour", 3600)]
        let (unit, size) = units.first { seconds >= 2 * $0.1 } ?? units.last!
        let count = seconds / size
        a["periodUnit"] = .string(unit)
        a["periodCount"] = .number(count >= 3 ? count.rounded() : (count * 2).rounded() / 2)
    }

    // MARK: Outliers

    private func outlierArguments(_ set: OutlierSet, _ precision: Precision,
                                  into a: inout [String: MessageArgument]) throws(NarrationError) {
        var highs: [String] = [], lows: [String] = []
        // Spoken, a list of four places is lost on a listener: the brief form names the most extreme high and
        // the most extreme low group (groups come sorted by their largest residual).
        let said = precision == .brief
            ? [set.groups.first(where: \.isHigh), set.groups.first { !$0.isHigh }].compactMap { $0 }
            : Array(set.groups.prefix(4))
        for group in said {
            var c: [String: MessageArgument] = ["count": .number(Double(group.points.count)),
                                                "high": flag(group.isHigh), "basis": .string(set.basis.rawValue)]
            if group.points.count == 1, let p = group.points.first {
                c["point"] = .string(try pointName(series: set.series, p, precision))
            } else {
                let values = group.points.map(\.y)
                let lo = values.min() ?? 0, hi = values.max() ?? 0
                c["low"] = .string(lo == hi ? number(lo, precision) : y.plain(lo))
                c["highValue"] = .string(number(hi, precision))
                c["sameValue"] = flag(lo == hi)
                let xs = group.points.map(\.x)
                if let span = x.positionSpan(xs.min() ?? 0, xs.max() ?? 0) {
                    c["span"] = .string(try renderer.render("item.during", ["span": .string(span)]))
                } else {
                    c["span"] = .string(try renderer.render("item.range", ["from": .string(try at(xs.min() ?? 0)),
                                                                         "to": .string(x.position(xs.max() ?? 0))]))
                }
            }
            let item = try renderer.render("finding.outliers.group", c)
            if group.isHigh { highs.append(item) } else { lows.append(item) }
        }
        a["highs"] = .string(renderer.list(highs))
        a["lows"] = .string(renderer.list(lows))
        a["hasHigh"] = flag(!highs.isEmpty)
        a["hasLow"] = flag(!lows.isEmpty)
        a["count"] = .number(Double(set.pointCount))
        a["groupCount"] = .number(Double(set.groups.count))
        a["basis"] = .string(set.basis.rawValue)
    }

    /// A point named for a reader: its label when it has one ("Toyota Corolla"), else its value and position.
    private func pointName(series: Int, _ p: PointRef, _ precision: Precision) throws(NarrationError) -> String {
        let model = facts.chart.series[series]
        let label = model.points.indices.contains(p.index) ? facts.text(model.points[p.index].label) : nil
        return try renderer.render("item.point", [
            "hasLabel": flag(label != nil), "label": .string(label ?? ""),
            "value": .string(number(p.y, precision)), "x": .string(x.position(p.x)), "at": .string(try at(p.x)),
        ])
    }

    // MARK: Categories and scatter

    private func rankingArguments(_ r: CategoryRanking, _ precision: Precision,
                                  into a: inout [String: MessageArgument]) throws(NarrationError) {
        guard let first = r.order.first, let last = r.order.last else { return }
        a["isTotal"] = flag(r.series == nil)
        // One series' ranking beside others' says whose it is ("For 1931, Waseca led with 54.35").
        a["namesSeries"] = flag(r.series != nil && facts.chart.series.count > 1)
        a["seriesName"] = .string(r.series.map(facts.seriesName) ?? "")
        a["leader"] = .string(x.category(first))
        a["leaderValue"] = .string(number(r.values[first], precision))
        a["categoryCount"] = .number(Double(r.order.count))
        if r.order.count > 1 {
            a["second"] = .string(x.category(r.order[1]))
            a["gap"] = .string(try difference(r.gapFirstSecond, precision == .brief ? .brief : .derived))
            a["tied"] = flag(y.rounded(r.values[first]) == y.rounded(r.values[r.order[1]]))
            a["last"] = .string(x.category(last))
            a["lastValue"] = .string(number(r.values[last], precision))
        }
        // A ratio close to 1 says nothing the values do not; from 1.5 to 1 on it helps.
        a["hasRatio"] = flag((r.ratioMaxMin ?? 0) >= 1.5 && r.order.count > 2)
        if let ratio = r.ratioMaxMin { a["ratio"] = .string(self.ratio(ratio)) }
        // Percentages of one whole are their own shares: "Brown led with 48.3 percent" says it already.
        a["hasShare"] = flag(r.leaderShare != nil && !y.isPercent)
        if let share = r.leaderShare { a["share"] = .string(percent(share)) }
        // A long tail ("the 7 largest of 48 held 95 % of the total") or, of shares of a whole, the few that make
        // up more than half ("Brown and Blond together made up 69.8 %"): analysis decided which holds.
        let c = r.concentration
        a["concentration"] = .string(c.map { $0.isLongTail ? "tail" : "majority" } ?? "none")
        a["headCount"] = .number(Double(c?.headCount ?? 0))
        a["headShare"] = .string(c.map { percent($0.headShare) } ?? "")
        a["headNames"] = .string(renderer.list(r.order.prefix(c?.headCount ?? 0).map(x.category)))
    }

    private func relationArguments(_ rel: ScatterRelation, _ precision: Precision,
                                   into a: inout [String: MessageArgument]) throws(NarrationError) {
        a["form"] = .string(rel.form.rawValue)
        a["positive"] = flag(rel.isPositive)
        axisNameArguments(into: &a)
        a["r"] = .string(coefficient(rel.pearson))
        a["rho"] = .string(coefficient(rel.spearman))
        a["change"] = .string(y.value(abs(rel.changePerStep), .about(step: y.aboutStep(for: abs(rel.changePerStep)))))
        // The step is a round number in the axis unit ("per 1 min", "per 1,000 lb"), not the axis format's
        // decimals ("per 1.000").
        a["step"] = .string(x.value(rel.xStep, .about(step: rel.xStep)))
        a["bend"] = .string(rel.bend.rawValue)
        a["hasTurn"] = flag(rel.turningX != nil)
        if let t = rel.turningX { a["turn"] = .string(x.value(t, .about(step: x.aboutStep(for: abs(t))))) }
        if let k = rel.levelsOffAbove { a["knee"] = .string(x.value(k, .about(step: x.aboutStep(for: abs(k))))) }
    }

    private func groupName(_ key: GroupKey) -> String {
        switch key {
        case .series(let s): return facts.seriesName(s)
        case .category(let axisID, let index):
            guard let axis = facts.chart.additionalAxis(id: axisID), axis.categories.indices.contains(index) else {
                return String(index + 1)
            }
            let c = axis.categories[index]
            return facts.text(c.label) ?? c.id
        }
    }

    // MARK: Small pieces

    /// A title as it stands inside a sentence: its first letter lowered when the title starts with an ordinary
    /// capitalised word ("Weight" → "weight"), kept for acronyms and names written in capitals ("GDP", "CO2 ppm").
    /// A title in title case ("Beak Length (mm)": a later word capitalised too) is a name and kept as written;
    /// lowering its first letter alone gave "beak Length (mm)".
    /// Catalogs of languages that capitalise nouns (German) or quote titles set `keepTitleCase` to keep it.
    static func inSentence(_ title: String) -> String {
        let chars = Array(title)
        guard chars.count >= 2, chars[0].isUppercase, chars[1].isLowercase else { return title }
        let laterWords = title.split(separator: " ").dropFirst()
        if laterWords.contains(where: { $0.first?.isUppercase == true }) { return title }
        return chars[0].lowercased() + String(chars.dropFirst())
    }

    /// A difference of two values; of percentages, in percentage points ("9.5 percentage points", "9.5个百分点"),
    /// since "9.5 percent ahead" would be a ratio.
    private func difference(_ v: Double, _ style: AxisFormatter.NumberStyle) throws(NarrationError) -> String {
        guard y.isPercent else { return y.value(v, style) }
        let shown = y.number(v, style).replacingOccurrences(of: "%", with: "").trimmingCharacters(in: .whitespaces)
        return try renderer.render("unit.percentagePoints", ["value": .number(y.rounded(v, style)), "formatted": .string(shown)])
    }

    private func number(_ v: Double, _ precision: Precision) -> String {
        y.value(v, precision == .brief ? .brief : .exact)
    }

    private func at(_ xValue: Double) throws(NarrationError) -> String { try facts.at(x.position(xValue)) }

    /// Which part of the chart a dominance was measured over.
    enum DominanceSpan: String { case whole, from, until, between }

    /// Share of the chart's x span that must lie before the first (after the last) shared x for the sentence
    /// to name where the comparison starts (ends): a missing first value is not worth a clause.
    static let dominanceSpanMargin = 0.05

    /// The part of an ordered x axis the shared points cover, against every point's x extent.
    private func dominanceSpan(_ d: Dominance) -> DominanceSpan {
        guard facts.chart.xAxis.kind != .category, let from = d.sharedFrom, let to = d.sharedTo,
              let extent = facts.xExtent, extent.upperBound > extent.lowerBound else { return .whole }
        let margin = FindingPhraser.dominanceSpanMargin * (extent.upperBound - extent.lowerBound)
        let late = from - extent.lowerBound >= margin, early = extent.upperBound - to >= margin
        return late && early ? .between : late ? .from : early ? .until : .whole
    }

    private func percent(_ fraction: Double) -> String {
        let skeleton = abs(fraction) >= 0.1 ? "percent precision-integer" : "percent .#"
        return (try? NumberFormatting(locale: renderer.locale).format(fraction * 100, skeleton: skeleton)) ?? ""
    }

    private func ratio(_ r: Double) -> String {
        let skeleton = r >= 10 ? "precision-integer" : ".#"
        return (try? NumberFormatting(locale: renderer.locale).format(r, skeleton: skeleton)) ?? ""
    }

    private func coefficient(_ v: Double) -> String {
        (try? NumberFormatting(locale: renderer.locale).format(v, skeleton: ".00")) ?? String(v)
    }

    private func flag(_ b: Bool) -> MessageArgument { .string(b ? "yes" : "no") }
}
