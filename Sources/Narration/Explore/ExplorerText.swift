import ChartAnalysis
import ChartModel

/// The lines of the keyboard explorer in the narration language: a point with its value, change and
/// markers, an interval's digest, a finding, the chart details, notices and the key help.
///
/// Every line is a catalog message and every number is formatted by the same axis formatters as the text
/// outputs (a point's line is the walkthrough's line for that point, with the findings' landmarks added to
/// its markers). Positions are indices: `chart` into `Report.charts`, `series` into `Chart.series`,
/// `index` into `Series.points`; they must be valid.
package struct ExplorerText: @unchecked Sendable {
    // ChartFacts is a class whose stored state is only written in its initializer.
    let facts: [ChartFacts]
    let renderer: MessageRenderer
    /// The narration the lines belong to (short and long descriptions, findings).
    package let narration: ReportNarration
    /// The speech preparation of the narration language.
    package let speech: SpeechPreparer
    /// Landmark roles per chart, series and point index, from the ranked findings.
    private let landmarks: [[[Int: [LandmarkRole]]]]
    /// Per chart and series, the point indices in the order the explorer steps through them: by x in a scatter
    /// plot (its file order is no order a listener can follow), nil where it is the points' own order.
    private let stepOrders: [[[Int]]?]

    /// Catalog keys the explorer renders; every shipped catalog must have them.
    static let keys = ["explore.opening", "explore.series", "explore.interval", "explore.finding", "explore.landmark",
                       "explore.edge", "explore.only", "explore.playing", "explore.stopped", "explore.soundOff",
                       "explore.noDevice", "explore.unknownKey", "explore.seriesDetail", "explore.help"]

    /// The explorer's lines for `report` as narrated by `narrator` (`narration` must come from `narrator.narrate(report)`).
    package init(narrator: Narrator, report: Report, narration: ReportNarration) throws(NarrationError) {
        if let narrated = narration.facts?.charts, narrated.count == report.charts.count,
           narration.language == narrator.language {
            self.init(narrator: narrator, facts: narrated, narration: narration)
        } else {
            var built: [ChartFacts] = []
            for (i, chart) in report.charts.enumerated() {
                built.append(try narrator.facts(for: chart, index: i, documentLanguage: report.language))
            }
            self.init(narrator: narrator, facts: built, narration: narration)
        }
    }

    /// The lines from facts already built (the HTML page's explorer, which has the narration's own).
    init(narrator: Narrator, facts: [ChartFacts], narration: ReportNarration) {
        self.facts = facts
        renderer = narrator.renderer
        self.narration = narration
        speech = SpeechPreparer(narrator: narrator)
        landmarks = facts.map { f in
            var perSeries = [[Int: [LandmarkRole]]](repeating: [:], count: f.chart.series.count)
            for finding in f.insights.findings {
                for l in finding.landmarks where perSeries.indices.contains(l.series) {
                    if !perSeries[l.series][l.point.index, default: []].contains(l.role) {
                        perSeries[l.series][l.point.index, default: []].append(l.role)
                    }
                }
            }
            return perSeries
        }
        stepOrders = facts.map { f in
            guard f.chart.type == .scatter else { return nil }
            return f.chart.series.map { series in
                let xs = series.points.xs
                return xs.indices.sorted { a, b in
                    let (u, v) = (xs[a], xs[b])
                    if u.isFinite != v.isFinite { return u.isFinite }
                    return u != v && u.isFinite ? u < v : a < b
                }
            }
        }
    }

    /// The point indices of a series in stepping order (by x in a scatter plot), or nil for the points' own order.
    package func stepOrder(chart: Int, series: Int) -> [Int]? { stepOrders[chart]?[series] }

    /// Number of charts in the report.
    package var chartCount: Int { facts.count }

    /// The intervals the digests use for a series (PageUp/PageDown move through them); none for a constant
    /// series, whose digests would repeat its one value (the text outputs leave them out too).
    package func intervals(chart: Int, series: Int) -> [IntervalSummary] {
        let s = facts[chart].insights.series[series]
        if let lo = s.minimum?.value, lo == s.maximum?.value { return [] }
        return facts[chart].intervals[series]
    }

    /// The landmark roles of a point, in the order `LandmarkRole.allCases` lists them.
    package func landmarkRoles(chart: Int, series: Int, index: Int) -> [LandmarkRole] {
        let roles = landmarks[chart][series][index] ?? []
        return LandmarkRole.allCases.filter(roles.contains)
    }

    /// The opening line of a chart: its construction sentence and how to get help.
    package func opening(chart: Int) throws(NarrationError) -> String {
        let f = facts[chart]
        var c = f.chartContext
        c["chartCount"] = .number(Double(facts.count))
        c["severalCharts"] = .flag(facts.count > 1)
        // A scatter plot names its axes here, once: its points' lines say only "20.9: 182.0" (issue 39).
        var axes: [String] = []
        if f.chart.type == .scatter {
            axes.append(try renderer.render("long.construction.xAxis", c))
            if c["hasYRange"] == .flag(true) { axes.append(try renderer.render("long.construction.yAxis", c)) }
        }
        return try sentences([renderer.render("long.construction.chart", c)] + axes + [renderer.render("explore.opening", c)])
    }

    /// The name of a series and its place among the chart's series ("North, series 2 of 3.").
    package func seriesHeading(chart: Int, series: Int) throws(NarrationError) -> String {
        try renderer.render("explore.series", facts[chart].seriesContexts[series])
    }

    /// One point: position, value, label, change from the previous value, and its markers (highest, lowest,
    /// outlier, then the findings' landmarks: a turning point, an overtake, …); "missing" without a value.
    package func point(chart: Int, series: Int, index: Int) throws(NarrationError) -> String {
        let f = facts[chart]
        let isStatisticalOutlier = f.insights.series[series].outliers.contains { $0.index == index }
        var words: [String] = []
        for role in landmarkRoles(chart: chart, series: series, index: index) where !Self.saidByStatistics(role)
            && !(role == .outlier && isStatisticalOutlier) {
            let word = try landmarkWord(role)
            if !word.isEmpty { words.append(word) }
        }
        let c = try f.pointContext(series: series, point: index, landmarkMarkers: words)
        if c["isMissing"] == .flag(true) { return try renderer.render("walkthrough.missing", c) }
        return try renderer.render("walkthrough.point", c)
    }

    /// The marker word of a landmark role ("a turning point").
    package func landmarkWord(_ role: LandmarkRole) throws(NarrationError) -> String {
        try renderer.render("explore.landmark", ["role": .string(role.rawValue)])
    }

    /// Roles the statistics' own markers already say: a series' extreme is its "highest" or "lowest".
    static func saidByStatistics(_ role: LandmarkRole) -> Bool { role == .extreme }

    /// An interval of a series: its place and its digest ("Interval 4 of 12. April 2024: 29 days …").
    package func interval(chart: Int, series: Int, interval: Int) throws(NarrationError) -> String {
        let f = facts[chart]
        let c = try f.intervalContext(series: series, interval: f.intervals[series][interval])
        let digest = try renderer.render(c["hasValues"] == .flag(true) ? "digest.interval" : "digest.noValues", c)
        return try sentences([renderer.render("explore.interval", c), digest])
    }

    /// A finding's place in the chart's ranking ("Finding 2 of 5.").
    package func finding(chart: Int, index: Int) throws(NarrationError) -> String {
        try renderer.render("explore.finding", ["findingIndex": .number(Double(index + 1)),
                                                "findingCount": .number(Double(narration.charts[chart].findings.count))])
    }

    /// The chart details: construction, axes with their ranges, and per series its counts and range.
    package func details(chart: Int) throws(NarrationError) -> [String] {
        let f = facts[chart]
        let c = f.chartContext
        var lines = [try renderer.render("long.construction.chart", c), try renderer.render("long.construction.xAxis", c)]
        if c["hasYRange"] == .flag(true) { lines.append(try renderer.render("long.construction.yAxis", c)) }
        for s in f.seriesContexts { lines.append(try renderer.render("explore.seriesDetail", s)) }
        return lines
    }

    /// A fixed message: an edge reached, a move that has nowhere to go, playing, stopped, sound state.
    package func notice(_ notice: ExplorerNotice) throws(NarrationError) -> String {
        switch notice {
        case .edge(let edge, let chart, let series):
            var c = facts[chart].seriesContexts[series]
            c["edge"] = .string(edge.rawValue)
            return try renderer.render("explore.edge", c)
        case .only(let what, let chart, let series):
            var c = facts[chart].seriesContexts[series]
            c["what"] = .string(what.rawValue)
            return try renderer.render("explore.only", c)
        case .playing(let chart, let series, let index):
            let f = facts[chart]
            var c = f.seriesContexts[series]
            c["x"] = .string(f.x.position(f.chart.series[series].points[index].x))
            return try renderer.render("explore.playing", c)
        case .stopped: return try renderer.render("explore.stopped", [:])
        case .soundOff: return try renderer.render("explore.soundOff", [:])
        case .noDevice: return try renderer.render("explore.noDevice", [:])
        case .unknownKey(let key): return try renderer.render("explore.unknownKey", ["key": .string(key)])
        }
    }

    /// The key help, one line per group of keys (`?`).
    package func help() throws(NarrationError) -> [String] { try help(ExplorerHelpTopic.allCases) }

    /// The help lines of some topics (the page's explorer has no audio graph to play, no quit).
    func help(_ topics: [ExplorerHelpTopic]) throws(NarrationError) -> [String] {
        var lines: [String] = []
        for topic in topics {
            lines.append(try renderer.render("explore.help", ["topic": .string(topic.rawValue)]))
        }
        return lines
    }

    /// Lines of one step joined as the narration joins sentences (a space; nothing in Chinese).
    package func sentences(_ parts: [String]) -> String {
        parts.filter { !$0.isEmpty }.joined(separator: renderer.sentenceSeparator)
    }
}
