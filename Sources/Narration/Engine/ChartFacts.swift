import ChartAnalysis
import ChartModel

/// The message arguments of one chart: its own, each series', each interval's and each point's.
/// Every number is taken from the analysis and formatted by the axis formatters.
///
/// Here: what it is made of, the items a template iterates over, and the narrated findings. By what they hold:
/// the chart's arguments in ChartFacts+Chart, each series' statistics in +Series, the digest intervals' in
/// +Intervals (their notability analysis's `NotableIntervals`), a point's in +Points, and the axis facts the messages
/// select on in +Axes.
final class ChartFacts {
    let chart: Chart
    let index: Int
    let insights: ChartInsights
    let x: AxisFormatter
    let y: AxisFormatter
    let renderer: MessageRenderer
    let options: NarrationOptions
    let language: String
    let documentLanguage: String?
    /// Arguments about the whole chart.
    private(set) var chartContext: [String: MessageArgument] = [:]
    /// Arguments per series (chart arguments included).
    private(set) var seriesContexts: [[String: MessageArgument]] = []
    /// Digest intervals per series.
    let intervals: [[IntervalSummary]]
    /// The smallest and largest x of all points (or the axis's declared range), read once from the columns.
    let xExtent: ClosedRange<Double>?
    /// Ordered categories that are amounts or clock times, placed "at" (`isMeasured`), read once.
    let xIsMeasured: Bool
    /// Per series, the landmark roles of each point index that has any (from every finding).
    let landmarkRoles: [[Int: [LandmarkRole]]]
    /// Which digest intervals are worth a briefing's time, and in what order.
    let notable: NotableIntervals
    /// What the findings say of each series, gathered once.
    private(set) var findingIndex: SeriesFindingIndex

    /// The most items a list in a sentence names (the count says how many there are in all).
    static let listLimit = 5
    /// The most series named, and described one by one, in a long description or a briefing.
    static let seriesLimit = 20

    init(chart: Chart, index: Int, insights: ChartInsights, renderer: MessageRenderer, options: NarrationOptions,
         language: String, documentLanguage: String?, numberLog: NumberFallbackLog? = nil) throws(NarrationError) {
        self.chart = chart
        self.index = index
        self.insights = insights
        self.renderer = renderer
        self.options = options
        self.language = language
        self.documentLanguage = documentLanguage
        let sampleX = chart.sampleX
        xExtent = ChartFacts.xExtent(chart)
        xIsMeasured = chart.xAxis.kind == .category && chart.xAxis.isOrdered
            && ChartFacts.isMeasured(chart.xAxis.categories.map { $0.label?.resolved(for: language, documentLanguage: documentLanguage) ?? $0.id })
        x = try AxisFormatter(axis: chart.xAxis, name: "x", chartID: chart.id, language: language,
                              locale: renderer.locale, documentLanguage: documentLanguage, sampleX: sampleX,
                              sampleValues: sampleX, extent: xExtent, renderer: renderer, numberLog: numberLog)
        y = try AxisFormatter(axis: chart.yAxis, name: "y", chartID: chart.id, language: language,
                              locale: renderer.locale, documentLanguage: documentLanguage, sampleX: [],
                              sampleValues: ChartFacts.sampleValues(chart), renderer: renderer, numberLog: numberLog)
        intervals = chart.series.map { ChartAnalyzer.intervals(for: $0, in: chart) }
        var roles = [[Int: [LandmarkRole]]](repeating: [:], count: chart.series.count)
        for finding in insights.findings {
            for landmark in finding.landmarks where roles.indices.contains(landmark.series) {
                if !(roles[landmark.series][landmark.point.index] ?? []).contains(landmark.role) {
                    roles[landmark.series][landmark.point.index, default: []].append(landmark.role)
                }
            }
        }
        landmarkRoles = roles
        findingIndex = SeriesFindingIndex(findings: insights.findings)
        notable = NotableIntervals(intervals: intervals, statistics: insights.series, findings: insights.findings)
        chartContext = try makeChartContext()
        // Findings first: the statistics then leave out what a finding already says.
        narratedFindings = try narrateFindings()
        findingIndex.add(narrated: narratedFindings)
        seriesContexts = try chart.series.indices.map { (i) throws(NarrationError) in try makeSeriesContext(i) }
    }

    // MARK: Text from the descriptor

    func text(_ t: LocalizedText?) -> String? {
        t?.resolved(for: language, documentLanguage: documentLanguage)
    }

    func seriesName(_ i: Int) -> String { text(chart.series[i].name) ?? "" }

    var title: String? { text(chart.title) }

    /// The author's summary, only when the descriptor has it in the narration language (prose is not mixed in).
    var authorSummary: String? { chart.summary?.resolvedStrictly(for: language, documentLanguage: documentLanguage) }

    // MARK: Scope items

    /// The items an `each` block iterates over below a chart.
    func items(_ each: String, scope: Scope) throws(NarrationError) -> [(Scope, [String: MessageArgument])] {
        switch each {
        case "series":
            return seriesContexts.indices.map { (Scope(chart: index, series: $0), seriesContexts[$0]) }
        case "firstSeries":
            return seriesContexts.isEmpty ? [] : [(Scope(chart: index, series: 0), seriesContexts[0])]
        case "interval":
            guard let s = scope.series else { return [] }
            return try intervals[s].map { (iv) throws(NarrationError) in
                (Scope(chart: index, series: s, interval: iv), try intervalContext(series: s, interval: iv))
            }
        case "finding":
            return try narratedFindings.indices.map { (k) throws(NarrationError) in
                (Scope(chart: index, series: narratedFindings[k].finding.series.first, finding: k), try findingContext(k))
            }
        case "point":
            guard let s = scope.series else { return [] }
            return try chart.series[s].points.indices.map { (p) throws(NarrationError) in
                (Scope(chart: index, series: s, point: p), try pointContext(series: s, point: p))
            }
        default:
            throw .invalidTemplate(name: "each", reason: "unknown 'each' value '\(each)'")
        }
    }

    /// A ranked finding's arguments: the chart's with one per `FindingField` added.
    private func findingContext(_ k: Int) throws(NarrationError) -> [String: MessageArgument] {
        let f = narratedFindings[k]
        let series = f.finding.series.first.flatMap { chart.series.indices.contains($0) ? $0 : nil }
        return try FieldArguments.adding(FindingField.self, to: chartContext) { (field) throws(NarrationError) -> MessageArgument? in
            switch field {
            case .kind: .string(f.finding.kind.rawValue)
            case .rank: .number(Double(f.rank))
            // Whether the finding is worth saying in each output is analysis's decision (`SayAt`).
            case .sayInShort: .flag(f.finding.sayAt >= .short)
            case .sayInStandard: .flag(f.finding.sayAt >= .standard)
            case .sayInLong: .flag(f.finding.sayAt >= .long)
            case .sentence: .string(f.text)
            case .briefSentence: .string(f.briefText)
            case .listenSentence: .string(f.listenText)
            case .referenceWidth: referenceWidths[f.finding].map { .number(Double($0)) }
            case .name: series.map { .string(seriesName($0)) }
            }
        }
    }

    /// The ranked findings with their sentences, computed once: the long description, the short description
    /// and the briefing all draw from this list.
    private(set) var narratedFindings: [NarratedFinding] = []
    /// The display width of each finding's brief sentence in English, the reference language: the short
    /// description's length budget is measured on it, so every language says the same findings.
    var referenceWidths: [Finding: Int] = [:]

    /// Renders every finding's sentences (called once by the initializer).
    private func narrateFindings() throws(NarrationError) -> [NarratedFinding] {
        try FindingSentenceBuilder(facts: self).build().map { found in
            var narrated = found
            // As the sentences say them, for outputs that show landmarks unformatted (`--format json`): the first
            // `JSONRenderer.listLimit`, which is what the JSON lists.
            narrated.landmarkLabels = found.landmarks.prefix(JSONRenderer.listLimit).map {
                LandmarkLabel(x: x.position($0.point.x), y: y.value($0.point.y))
            }
            narrated.claims = found.finding.detail.claims { [insights] s in
                insights.series.indices.contains(s) ? insights.series[s].validCount : 0
            }
            if case .correlation(let relation) = found.finding.detail {
                // "by about 2 per 1,000 lb": the step the sentence says the change per.
                narrated.rateUnit = RateUnit(amount: relation.xStep, unit: x.unitIdentifier,
                                             label: x.value(relation.xStep, .about(step: relation.xStep)))
            }
            return narrated
        }
    }
}
