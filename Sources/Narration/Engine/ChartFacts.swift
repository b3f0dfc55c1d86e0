import ChartAnalysis
import ChartModel

/// The message arguments of one chart: its own, each series', each interval's and each point's.
/// Every number is taken from the analysis and formatted by the axis formatters.
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
    /// Per series, the landmark roles of each point index that has any (from every finding).
    let landmarkRoles: [[Int: [LandmarkRole]]]
    /// Per series, each notable interval's place (1 = most notable) by its `index`; see `notableRank`.
    private var notableRanks: [[Int: Int]] = []
    /// What the findings say of each series, gathered once.
    private var findingIndex: SeriesFindingIndex

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
        findingIndex = SeriesFindingIndex(findings: insights.findings,
                                          landmarkLimit: Self.landmarksSingleOut)
        notableRanks = chart.series.indices.map(rankNotableIntervals)
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
            return narratedFindings.indices.map { k in
                let f = narratedFindings[k]
                var c = chartContext
                c["kind"] = .string(f.finding.kind.rawValue)
                c["rank"] = .number(Double(f.rank))
                // Whether the finding is worth saying in each output is analysis's decision (`SayAt`).
                c["sayInShort"] = .flag(f.finding.sayAt >= .short)
                c["sayInStandard"] = .flag(f.finding.sayAt >= .standard)
                c["sayInLong"] = .flag(f.finding.sayAt >= .long)
                c["sentence"] = .string(f.text)
                c["briefSentence"] = .string(f.briefText)
                if let width = referenceWidths[f.finding] { c["referenceWidth"] = .number(Double(width)) }
                c["listenSentence"] = .string(f.listenText)
                if let s = f.finding.series.first, s < chart.series.count { c["name"] = .string(seriesName(s)) }
                return (Scope(chart: index, series: f.finding.series.first, finding: k), c)
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

    // MARK: Chart

    private func makeChartContext() throws(NarrationError) -> [String: MessageArgument] {
        var c: [String: MessageArgument] = [:]
        let type = chart.type?.rawValue ?? "other"
        c["chartType"] = .string(type)
        let chartTypeNameText = try renderer.render("chart.type", ["chartType": .string(type)])
        c["chartTypeName"] = .string(chartTypeNameText)
        c["index"] = .number(Double(index + 1))
        set(&c, "title", flag: "hasTitle", title)
        set(&c, "xTitle", flag: "hasXTitle", text(chart.xAxis.title))
        set(&c, "yTitle", flag: "hasYTitle", text(chart.yAxis.title))
        set(&c, "summary", flag: "hasSummary", authorSummary)
        c["xKind"] = .string(chart.xAxis.kind.rawValue)
        c["xGranularity"] = .string(x.spacing?.rawValue ?? "none")
        c["seriesCount"] = .number(Double(chart.series.count))
        c["pointCount"] = .number(Double(chart.series.reduce(0) { $0 + $1.points.count }))
        c["seriesNames"] = .string(try seriesNamesList())
        c["statsOmitted"] = .number(Double(statsOmitted))
        // The walkthrough walks the first `seriesLimit` series and counts the rest (Templates/walkthrough.json).
        c["walkthroughOmitted"] = .number(Double(max(0, chart.series.count - Self.seriesLimit)))
        c["hasValues"] = .flag(insights.series.contains { $0.validCount > 0 })
        c["valuesAddUp"] = .flag(insights.values.addsUp)

        // x extent: the declared range, else the data's.
        switch chart.xAxis.kind {
        case .category:
            let count = max(chart.xAxis.categories.count,
                            Int((chart.series.flatMap { $0.points.map(\.x) }.max() ?? -1).rounded()) + 1)
            c["categoryCount"] = .number(Double(count))
            c["categoryListing"] = .string(count <= 12 ? "all" : "range")
            c["categories"] = .string(renderer.list((0..<min(count, 12)).map(x.category)))
            c["xFrom"] = .string(x.category(0))
            c["xTo"] = .string(x.category(max(0, count - 1)))
        case .date, .numeric:
            if let extent = xExtent {
                let (lo, hi) = (extent.lowerBound, extent.upperBound)
                if chart.xAxis.kind == .date {
                    c["xFrom"] = .string(x.date(lo, skeleton: x.spanSkeleton))
                    c["xTo"] = .string(x.date(hi, skeleton: x.spanSkeleton))
                } else {
                    c["xFrom"] = .string(x.position(lo))
                    c["xTo"] = .string(x.position(hi))
                }
                if let span = x.dateSpan(lo, hi), let brief = x.dateSpan(lo, hi, brief: true) {
                    c["xSpan"] = .string(span)
                    c["xSpanBrief"] = .string(brief)
                } else {
                    let xSpanText = try renderer.render("item.range", ["from": c["xFrom"]!, "to": c["xTo"]!])
                    c["xSpan"] = .string(xSpanText)
                    c["xSpanBrief"] = c["xSpan"]
                }
            } else {
                c["xFrom"] = .string(""); c["xTo"] = .string(""); c["xSpan"] = .string(""); c["xSpanBrief"] = .string("")
            }
        }

        // y extent: the declared range, else the data's; bars and columns are drawn from zero, so without a
        // declared range their axis starts at zero (or below it, for negative bars), not at the shortest bar.
        let dataLow = insights.overallMinimum?.value ?? insights.series.compactMap { $0.minimum?.value }.min()
        let isBar = chart.type == .bar || chart.type == .column
        let yLow = chart.yAxis.range?.min ?? (isBar ? dataLow.map { min(0, $0) } : dataLow)
        let yHigh = chart.yAxis.range?.max ?? insights.overallMaximum?.value
            ?? insights.series.compactMap { $0.maximum?.value }.max()
        if let yLow, let yHigh {
            c["hasYRange"] = .flag(true)
            c["yFrom"] = .string(y.value(yLow))
            c["yTo"] = .string(y.value(yHigh))
        } else {
            c["hasYRange"] = .flag(false)
        }

        return c
    }

    // MARK: Series

    /// The series' names as a list; past `seriesLimit` the names stop and the rest are counted ("and 9,980
    /// other series"): 10,000 names are no sentence. (Apart from `makeChartContext`: Swift 6.3.1's
    /// CopyPropagation crashed on it in release builds with this inside.)
    @_optimize(none)
    private func seriesNamesList() throws(NarrationError) -> String {
        var names = chart.series.indices.prefix(Self.seriesLimit).map(seriesName)
        if chart.series.count > Self.seriesLimit {
            names.append(try renderer.render("item.otherSeries", ["count": .number(Double(chart.series.count - Self.seriesLimit))]))
        }
        return renderer.list(names)
    }

    /// The series with values that are not constant beyond the first `seriesLimit`: the long description
    /// describes those first ones one by one (Templates/long.json) and counts the rest.
    // @_optimize(none): Swift 6.3.1 crashes in CopyPropagation on this getter in release builds.
    @_optimize(none)
    private var statsOmitted: Int {
        var described = 0
        for s in insights.series where s.validCount > 0 {
            if let low = s.minimum?.value, let high = s.maximum?.value, low == high { continue }
            described += 1
        }
        return max(0, described - Self.seriesLimit)
    }

    // @_optimize(none): Swift 6.3.1 crashes in CopyPropagation on this function in release builds.
    @_optimize(none)
    private func makeSeriesContext(_ i: Int) throws(NarrationError) -> [String: MessageArgument] {
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
            c["first"] = .string(y.value(f.y)); c["firstAt"] = .string(x.position(f.x))
            c["last"] = .string(y.value(l.y)); c["lastAt"] = .string(x.position(l.x))
            // The change is said as the difference of the values as shown, so the sentence adds up.
            let delta = y.rounded(l.y) - y.rounded(f.y)
            c["changeDirection"] = .string(delta > 0 ? "up" : delta < 0 ? "down" : "flat")
            c["change"] = .string(y.value(abs(delta), .derived))
        }
        c["isConstant"] = .flag(s.minimum != nil && s.minimum?.value == s.maximum?.value)
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
        if let pct = s.percentChange, pct.isFinite, !intervalScale, let f = s.first, f.y > 0, (s.minimum?.value ?? 0) >= 0 {
            c["hasPercent"] = .flag(true)
            // Past doubling a ratio is easier to follow than a percentage ("15 times as much", not "1,426%").
            c["changeIsRatio"] = .flag(pct >= 100)
            c["changeRatio"] = .string(y.guardrail.format(1 + pct / 100, skeleton: pct >= 900 ? "precision-integer" : ".#") ?? "")
            c["percentChange"] = .string(y.guardrail.format(abs(pct), skeleton: abs(pct) >= 10 ? "percent precision-integer" : "percent .#") ?? "")
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

    // MARK: Intervals

    /// The label of an interval: a calendar period where it is exactly one (a month, a quarter, a year, a day),
    /// else the span of its first and last points (dates) or its bin edges (numbers) or categories.
    func intervalLabel(_ iv: IntervalSummary, series: Int) throws(NarrationError) -> String {
        func range(_ a: String, _ b: String) throws(NarrationError) -> String {
            a == b ? a : try renderer.render("item.range", ["from": .string(a), "to": .string(b)])
        }
        let points = chart.series[series].points
        let firstX = points[iv.firstIndex].x, lastX = points[iv.lastIndex].x
        switch chart.xAxis.kind {
        case .date:
            return Self.capitalizingFirst(try dateIntervalLabel(iv, firstX: firstX, lastX: lastX, range: range))
        case .category:
            return try range(x.category(Int(firstX.rounded())), x.category(Int(lastX.rounded())))
        case .numeric:
            // Years are labelled by the years the interval holds (1961–1969), not by its bin edges.
            if x.isYearAxis { return try range(x.position(firstX), x.position(lastX)) }
            return try range(x.position(iv.startX), x.position(iv.endX))
        }
    }

    /// A digest label starts its line: ICU's standalone month names are lower case in many languages
    /// ("marzo de 2024"), so the first letter is raised.
    static func capitalizingFirst(_ s: String) -> String {
        guard let first = s.first, first.isLowercase else { return s }
        return first.uppercased() + s.dropFirst()
    }

    private func dateIntervalLabel(_ iv: IntervalSummary, firstX: Double, lastX: Double,
                                   range: (String, String) throws(NarrationError) -> String) throws(NarrationError) -> String {
        switch CalendarPeriod.of(start: iv.startX, end: iv.endX) {
        case .month?: return x.date(iv.startX, skeleton: "yMMMM")
        case .quarter?: return x.date(iv.startX, skeleton: "yQQQ")
        case .year?: return x.date(iv.startX, skeleton: "y")
        case .day?: return x.date(iv.startX, skeleton: "yMMMd")
        case nil:
            // Blocks of several months or years are said at that precision, from the first point to the last:
            // "Jan – Jun 2012", "2012年1月至6月", not "Jan 1, 2012 to Jun 30, 2012".
            let skeleton: String? = switch iv.unit {
            case .months(let n) where n > 1: "yMMM"
            case .years(let n) where n > 1: "y"
            default: nil
            }
            if let skeleton, let span = try? DateFormatting(locale: renderer.locale).formatSpan(from: firstX, to: lastX, skeleton: skeleton) {
                return span
            }
            return try range(x.position(firstX), x.position(lastX))
        }
    }

    func intervalContext(series: Int, interval iv: IntervalSummary) throws(NarrationError) -> [String: MessageArgument] {
        var c = seriesContexts[series]
        let s = iv.statistics
        let labelText = try intervalLabel(iv, series: series)
        c["label"] = .string(labelText)
        c["count"] = .number(Double(s.validCount))
        // Shadows the series-wide count: "April 2024: 29 days" must not hide that April has a 30th, missing day.
        c["missing"] = .number(Double(s.missingCount))
        c["hasValues"] = .flag(s.validCount > 0)
        if let f = s.first { c["first"] = .string(y.value(f.y)) }
        if let l = s.last { c["last"] = .string(y.value(l.y)) }
        if let m = s.minimum { c["min"] = .string(y.value(m.value)) }
        if let m = s.maximum { c["max"] = .string(y.value(m.value)) }
        if let v = s.mean { c["mean"] = .string(y.value(v, .derived)) }
        let several = intervals[series].count > 1
        c["highest"] = .flag(several && iv.isHighestMean)
        let steepest = several && iv.isSteepest && s.trend.slope != 0
        c["steepest"] = .string(steepest ? (s.trend.slope > 0 ? "rise" : "drop") : "none")
        c["pointUnit"] = .string(pointUnit)
        c["intervalKind"] = .string(Self.intervalKind(iv.unit))
        let rank = notableRank(iv, series: series)
        c["isNotable"] = .flag(rank != nil)
        c["notableRank"] = .number(Double(rank ?? 0))
        c["intervalIndex"] = .number(Double(iv.index + 1))
        return c
    }

    /// A finding with more landmarks in one series than this (a weekly cycle's 52 crests) is everywhere: it
    /// singles out no interval, and a graph does not mark it.
    static let landmarksSingleOut = 8

    /// How much an interval is worth a briefing's time: the highest salience of the findings whose landmarks
    /// it holds, plus 0.1 when it holds the series' lowest or highest value and 0.05 when it is the steepest.
    /// Nil for an interval with none of these.
    private func notability(_ iv: IntervalSummary, series: Int) -> Double? {
        guard intervals[series].count > 1 else { return nil }
        let span = iv.firstIndex...iv.lastIndex
        var score = 0.0
        for f in findingIndex.notableLandmarks[series] ?? [] where f.points.contains(where: { span.contains($0) }) {
            score = max(score, f.salience)
        }
        let stats = insights.series[series]
        let extremes = (stats.minimum?.points ?? []) + (stats.maximum?.points ?? [])
        if extremes.contains(where: { span.contains($0.index) }) { score += 0.1 }
        if iv.isSteepest { score += 0.05 }
        return score > 0 ? score : nil
    }

    /// The places of a series' notable intervals by interval index, most notable first; ties go to the
    /// earlier interval.
    private func rankNotableIntervals(series: Int) -> [Int: Int] {
        let scored = intervals[series].compactMap { iv in notability(iv, series: series).map { (index: iv.index, score: $0) } }
        let order = scored.sorted { ($0.score, -$0.index) > ($1.score, -$1.index) }
        return Dictionary(uniqueKeysWithValues: order.enumerated().map { ($1.index, $0 + 1) })
    }

    /// The interval's place (1 = most notable) among its series' notable intervals, or nil when it is not
    /// notable. A briefing keeps the first few and says them in time order.
    func notableRank(_ iv: IntervalSummary, series: Int) -> Int? {
        notableRanks.indices.contains(series) ? notableRanks[series][iv.index] : nil
    }

    /// What one interval of a digest is, to say what "steepest" compares ("of any month").
    static func intervalKind(_ unit: IntervalUnit) -> String {
        switch unit {
        case .hours(1): return "hour"
        case .days(1): return "day"
        case .weeks: return "week"
        case .months(1): return "month"
        case .quarters: return "quarter"
        case .years(1): return "year"
        default: return "other"
        }
    }

    /// True when x is time: dates, or numbers that are years. A record is a new high or low in time ("a record
    /// 143.1 million in Dec 2015"); along ages or weights the shape already says where a series ended.
    var xIsTime: Bool { chart.xAxis.kind == .date || x.isYearAxis }

    /// What one point of the x axis is, for counting ("31 days").
    var pointUnit: String {
        switch x.spacing {
        case .day?: return "day"
        case .week?: return "week"
        case .month?: return "month"
        case .quarter?: return "quarter"
        case .year?: return "year"
        case .subDay? where x.isHourly: return "hour"
        default: return "other"
        }
    }

    /// True when ratios and percentages of values mean something: the analysis's rule (`ValueScale.isRatio`).
    var valuesAreRatioScale: Bool { insights.values.isRatio }

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
            narrated.landmarkLabels = found.finding.landmarks.prefix(JSONRenderer.listLimit).map {
                LandmarkLabel(x: x.position($0.point.x), y: y.value($0.point.y))
            }
            if case .correlation(let relation) = found.finding.detail {
                // "by about 2 per 1,000 lb": the step the sentence says the change per.
                narrated.rateUnit = RateUnit(amount: relation.xStep, unit: x.unitIdentifier,
                                             label: x.value(relation.xStep, .about(step: relation.xStep)))
            }
            return narrated
        }
    }

    // MARK: Points

    /// The arguments of one point; `landmarkMarkers` are marker words added after the statistics' own
    /// (the explorer names the findings' landmarks there).
    func pointContext(series: Int, point p: Int, landmarkMarkers: [String] = []) throws(NarrationError) -> [String: MessageArgument] {
        var c = seriesContexts[series]
        let points = chart.series[series].points
        let point = points[p]
        let stats = insights.series[series]
        c["x"] = .string(x.position(point.x))
        guard let value = point.y else {
            c["isMissing"] = .flag(true)
            return c
        }
        c["isMissing"] = .flag(false)
        c["value"] = .string(y.value(value))
        set(&c, "label", flag: "hasLabel", text(point.label))
        var previous: Double?
        var k = p - 1
        while k >= 0 {
            if let v = points[k].y { previous = v; break }
            k -= 1
        }
        // Between unordered categories (feeds, countries) there is no "up" or "down": the next bar is only the
        // next in the file.
        if let previous, chart.xAxis.kind != .category || chart.xAxis.isOrdered {
            let delta = y.rounded(value) - y.rounded(previous)
            c["changeDirection"] = .string(delta > 0 ? "up" : delta < 0 ? "down" : "flat")
            c["change"] = .string(y.value(abs(delta)))
        } else {
            c["changeDirection"] = .string("none")
        }
        var markers: [String] = []
        // An extreme lists every point with exactly its value, so comparing values says the same
        // without scanning the (possibly long) tie list for every point.
        // A constant series has no highest or lowest point worth marking on every line.
        if stats.minimum?.value != stats.maximum?.value {
            if value == stats.maximum?.value { markers.append("highest") }
            if value == stats.minimum?.value { markers.append("lowest") }
        }
        // The findings' landmarks (a turning point, an overtake, an unusual value), unless the caller names them.
        if landmarkMarkers.isEmpty {
            for role in landmarkRoles[series][p] ?? [] where role != .extreme && !markers.contains(role.rawValue) {
                markers.append(role.rawValue)
            }
        }
        var words: [String] = []
        for m in markers { words.append(try renderer.render("item.marker", ["marker": .string(m)])) }
        words += landmarkMarkers
        c["hasMarkers"] = .flag(!words.isEmpty)
        c["markers"] = .string(renderer.list(words))
        return c
    }

    // MARK: Helpers

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

    /// A position with the catalog's preposition for this axis ("on Mar 5", "in March", "for North").
    /// `granularity` overrides the axis's own when the position is said more coarsely (a day on an hourly axis).
    func at(_ position: String, granularity: AxisFormatter.DateSpacing? = nil) throws(NarrationError) -> String {
        try renderer.render("item.at", ["x": .string(position), "xKind": .string(chart.xAxis.kind.rawValue),
                                        "xGranularity": .string((granularity ?? x.spacing)?.rawValue ?? "none"),
                                        "xHasUnit": .flag(chart.xAxis.unit != nil),
                                        "xOrdered": .flag(chart.xAxis.isOrdered),
                                        "xWeekday": .flag(x.weekdayTime != nil)])
    }

    /// Up to 2,000 y values spread over every series, to learn the data's decimals from.
    static func sampleValues(_ chart: Chart) -> [Double] {
        var values: [Double] = []
        let perSeries = max(1, 2_000 / max(chart.series.count, 1))
        for s in chart.series {
            let stride = max(1, s.points.count / perSeries)
            var i = 0
            while i < s.points.count {
                if let v = s.points[i].y, v.isFinite { values.append(v) }
                i += stride
            }
        }
        return values
    }

    /// The declared x range, else the data's extent; nil without points.
    static func xExtent(_ chart: Chart) -> ClosedRange<Double>? {
        if let r = chart.xAxis.range { return r.min...r.max }
        var lo = Double.infinity, hi = -Double.infinity
        // The x columns, not the points: assembling a DataPoint each cost 2 % of a million-point run; the
        // finite column and the few other points apart, since `xs` would assemble a copy when values are missing.
        for s in chart.series {
            if let (low, high) = FiniteExtremes.of(s.points.finiteXs) { lo = min(lo, low); hi = max(hi, high) }
            for p in s.points.nonFinitePoints { lo = min(lo, p.x); hi = max(hi, p.x) }
        }
        return lo <= hi ? lo...hi : nil
    }



    private func set(_ c: inout [String: MessageArgument], _ key: String, flag: String, _ value: String?) {
        if let value, !value.isEmpty {
            c[key] = .string(value)
            c[flag] = .flag(true)
        } else {
            c[key] = .string("")
            c[flag] = .flag(false)
        }
    }
}
