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

    /// The most items a list in a sentence names (the count says how many there are in all).
    static let listLimit = 5

    init(chart: Chart, index: Int, insights: ChartInsights, renderer: MessageRenderer, options: NarrationOptions,
         language: String, documentLanguage: String?) throws(NarrationError) {
        self.chart = chart
        self.index = index
        self.insights = insights
        self.renderer = renderer
        self.options = options
        self.language = language
        self.documentLanguage = documentLanguage
        let sampleX = chart.series.first?.points.prefix(2_001).map(\.x) ?? []
        x = try AxisFormatter(axis: chart.xAxis, name: "x", chartID: chart.id, language: language,
                              locale: renderer.locale, documentLanguage: documentLanguage, sampleX: Array(sampleX),
                              extent: ChartFacts.xExtent(chart), renderer: renderer)
        y = try AxisFormatter(axis: chart.yAxis, name: "y", chartID: chart.id, language: language,
                              locale: renderer.locale, documentLanguage: documentLanguage, sampleX: [], renderer: renderer)
        intervals = chart.series.map { ChartAnalyzer.intervals(for: $0, in: chart) }
        chartContext = try makeChartContext()
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
        c["seriesNames"] = .string(renderer.list(chart.series.indices.map(seriesName)))
        c["hasValues"] = flag(insights.series.contains { $0.validCount > 0 })

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
            if let extent = ChartFacts.xExtent(chart) {
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

        // y extent: the declared range, else the data's.
        let yLow = chart.yAxis.range?.min ?? insights.overallMinimum?.value
            ?? insights.series.compactMap { $0.minimum?.value }.min()
        let yHigh = chart.yAxis.range?.max ?? insights.overallMaximum?.value
            ?? insights.series.compactMap { $0.maximum?.value }.max()
        if let yLow, let yHigh {
            c["hasYRange"] = flag(true)
            c["yFrom"] = .string(y.value(yLow))
            c["yTo"] = .string(y.value(yHigh))
        } else {
            c["hasYRange"] = flag(false)
        }

        // Comparisons between series.
        if chart.series.count > 1, let hi = insights.highestMeanSeries, let lo = insights.lowestMeanSeries,
           hi != lo, let hiMean = insights.series[hi].mean, let loMean = insights.series[lo].mean {
            c["hasComparison"] = flag(true)
            // Means within 5 % of the data's spread are not a finding worth the short description.
            let spread = (insights.series.compactMap { $0.maximum?.value }.max() ?? 0)
                - (insights.series.compactMap { $0.minimum?.value }.min() ?? 0)
            c["meansClose"] = flag(spread > 0 && abs(hiMean - loMean) < 0.05 * spread)
            c["highestSeries"] = .string(seriesName(hi))
            c["highestMean"] = .string(y.value(hiMean))
            c["lowestSeries"] = .string(seriesName(lo))
            c["lowestMean"] = .string(y.value(loMean))
        } else {
            c["hasComparison"] = flag(false)
        }
        let crossings = insights.crossings
        c["hasCrossings"] = flag(!crossings.isEmpty)
        c["crossingCount"] = .number(Double(crossings.count))
        c["hasMoreCrossings"] = flag(crossings.count > 3)
        var crossingTexts: [String] = []
        for crossing in crossings.prefix(3) {
            let above = crossing.firstIsAboveAfter ? crossing.firstSeries : crossing.secondSeries
            let below = crossing.firstIsAboveAfter ? crossing.secondSeries : crossing.firstSeries
            crossingTexts.append(try renderer.render("item.crossing", [
                "above": .string(seriesName(above)), "below": .string(seriesName(below)),
                "x": .string(x.position(crossing.x)), "xKind": .string(chart.xAxis.kind.rawValue),
            ]))
        }
        c["crossings"] = .string(renderer.list(crossingTexts))
        if let totals = insights.categoryTotals, let top = totals.indices.max(by: { totals[$0] < totals[$1] }) {
            c["hasCategoryTotals"] = flag(true)
            c["topCategory"] = .string(x.category(top))
            c["topTotal"] = .string(y.value(totals[top]))
        } else {
            c["hasCategoryTotals"] = flag(false)
        }
        return c
    }

    // MARK: Series

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
        c["hasMissing"] = flag(s.missingCount > 0)
        c["hasValues"] = flag(s.validCount > 0)
        if let m = s.minimum {
            c["min"] = .string(y.value(m.value)); c["minAt"] = .string(positions(m.points))
            let minWhenText = try at(positions(m.points))
            c["minWhen"] = .string(minWhenText)
            c["minTimes"] = .number(Double(m.points.count))
        }
        if let m = s.maximum {
            c["max"] = .string(y.value(m.value)); c["maxAt"] = .string(positions(m.points))
            let maxWhenText = try at(positions(m.points))
            c["maxWhen"] = .string(maxWhenText)
            c["maxTimes"] = .number(Double(m.points.count))
        }
        if let f = s.first, let l = s.last {
            c["first"] = .string(y.value(f.y)); c["firstAt"] = .string(x.position(f.x))
            c["last"] = .string(y.value(l.y)); c["lastAt"] = .string(x.position(l.x))
            // The change is said as the difference of the values as shown, so the sentence adds up.
            let delta = y.rounded(l.y) - y.rounded(f.y)
            c["changeDirection"] = .string(delta > 0 ? "up" : delta < 0 ? "down" : "flat")
            c["change"] = .string(y.value(abs(delta)))
        }
        c["isConstant"] = flag(s.minimum != nil && s.minimum?.value == s.maximum?.value)
        // A percentage of a negative or zero start says nothing a listener can use, nor does one of a
        // value on an interval scale without a true zero (4.4 °C → 7.7 °C is not "up 75%").
        var intervalScale = false
        if case .cldr(let unit)? = chart.yAxis.unit, unit.hasPrefix("temperature-") { intervalScale = true }
        if let pct = s.percentChange, pct.isFinite, !intervalScale, let f = s.first, f.y > 0, (s.last?.y ?? 0) >= 0 {
            c["hasPercent"] = flag(true)
            c["percentChange"] = .string(y.guardrail.format(abs(pct), skeleton: "percent .#") ?? "")
        } else {
            c["hasPercent"] = flag(false)
        }
        if let v = s.mean { c["mean"] = .string(y.value(v)) }
        if let v = s.median { c["median"] = .string(y.value(v)) }
        if let v = s.standardDeviation { c["standardDeviation"] = .string(y.value(v)) }
        c["sum"] = .string(y.value(s.sum))
        c["trend"] = .string(s.trend.direction.rawValue)
        c["strength"] = .string(s.trend.strength.rawValue)
        c["r2"] = .string(coefficient(s.trend.rSquared))
        if let r = s.largestRise {
            c["hasRise"] = flag(true)
            c["rise"] = .string(y.value(abs(r.delta)))
            c["riseFrom"] = .string(x.position(r.from.x)); c["riseTo"] = .string(x.position(r.to.x))
        } else { c["hasRise"] = flag(false) }
        if let d = s.largestDrop {
            c["hasDrop"] = flag(true)
            c["drop"] = .string(y.value(abs(d.delta)))
            c["dropFrom"] = .string(x.position(d.from.x)); c["dropTo"] = .string(x.position(d.to.x))
        } else { c["hasDrop"] = flag(false) }
        c["hasOutliers"] = flag(!s.outliers.isEmpty)
        c["outlierCount"] = .number(Double(s.outliers.count))
        c["hasMoreOutliers"] = flag(s.outliers.count > Self.listLimit)
        let outliersText = try valuesAt(s.outliers)
        c["outliers"] = .string(outliersText)
        c["hasPeaks"] = flag(!s.peaks.isEmpty)
        c["peakCount"] = .number(Double(min(s.peaks.count, Self.listLimit)))
        let peaksText = try valuesAt(s.peaks)
        c["peaks"] = .string(peaksText)
        if i < insights.correlations.count, let r = insights.correlations[i] {
            c["hasCorrelation"] = flag(true)
            c["correlationStrength"] = .string(r.strength.rawValue)
            c["correlationDirection"] = .string(r.isPositive ? "positive" : "negative")
            c["pearson"] = .string(coefficient(r.pearson))
            c["spearman"] = .string(coefficient(r.spearman))
        } else {
            c["hasCorrelation"] = flag(false)
        }
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
        case nil: return try range(x.position(firstX), x.position(lastX))
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
        c["hasValues"] = flag(s.validCount > 0)
        if let f = s.first { c["first"] = .string(y.value(f.y)) }
        if let l = s.last { c["last"] = .string(y.value(l.y)) }
        if let m = s.minimum { c["min"] = .string(y.value(m.value)) }
        if let m = s.maximum { c["max"] = .string(y.value(m.value)) }
        if let v = s.mean { c["mean"] = .string(y.value(v)) }
        let several = intervals[series].count > 1
        c["highest"] = flag(several && iv.isHighestMean)
        let steepest = several && iv.isSteepest && s.trend.slope != 0
        c["steepest"] = .string(steepest ? (s.trend.slope > 0 ? "rise" : "drop") : "none")
        c["pointUnit"] = .string(pointUnit)
        c["intervalIndex"] = .number(Double(iv.index + 1))
        return c
    }

    /// What one point of the x axis is, for counting ("31 days").
    private var pointUnit: String {
        switch x.spacing {
        case .day?: return "day"
        case .week?: return "week"
        case .month?: return "month"
        case .year?: return "year"
        default: return "other"
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
            c["isMissing"] = flag(true)
            return c
        }
        c["isMissing"] = flag(false)
        c["value"] = .string(y.value(value))
        set(&c, "label", flag: "hasLabel", text(point.label))
        var previous: Double?
        var k = p - 1
        while k >= 0 {
            if let v = points[k].y { previous = v; break }
            k -= 1
        }
        if let previous {
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
        if stats.outliers.contains(where: { $0.index == p }) { markers.append("outlier") }
        var words: [String] = []
        for m in markers { words.append(try renderer.render("item.marker", ["marker": .string(m)])) }
        words += landmarkMarkers
        c["hasMarkers"] = flag(!words.isEmpty)
        c["markers"] = .string(renderer.list(words))
        return c
    }

    // MARK: Helpers

    /// The positions of points, as a list ("Jan 1 and Mar 3").
    private func positions(_ refs: [PointRef]) -> String {
        renderer.list(refs.prefix(Self.listLimit).map { x.position($0.x) })
    }

    /// "value at position" items for points, as a list.
    private func valuesAt(_ refs: [PointRef]) throws(NarrationError) -> String {
        let xKind = MessageArgument.string(chart.xAxis.kind.rawValue)
        var items: [String] = []
        for r in refs.prefix(Self.listLimit) {
            let position = x.position(r.x)
            let at = try self.at(position)
            items.append(try renderer.render("item.valueAt", ["value": .string(y.value(r.y)), "x": .string(position),
                                                              "at": .string(at), "xKind": xKind]))
        }
        return renderer.list(items)
    }

    /// A position with the catalog's preposition for this axis ("on Mar 5", "in March", "for North").
    private func at(_ position: String) throws(NarrationError) -> String {
        try renderer.render("item.at", ["x": .string(position), "xKind": .string(chart.xAxis.kind.rawValue),
                                        "xGranularity": .string(x.spacing?.rawValue ?? "none")])
    }

    /// The declared x range, else the data's extent; nil without points.
    static func xExtent(_ chart: Chart) -> ClosedRange<Double>? {
        if let r = chart.xAxis.range { return r.min...r.max }
        var lo = Double.infinity, hi = -Double.infinity
        for s in chart.series { for p in s.points { lo = min(lo, p.x); hi = max(hi, p.x) } }
        return lo <= hi ? lo...hi : nil
    }

    private func coefficient(_ v: Double) -> String {
        y.guardrail.format(v, skeleton: ".00") ?? ""
    }

    private func flag(_ b: Bool) -> MessageArgument { .string(b ? "yes" : "no") }

    private func set(_ c: inout [String: MessageArgument], _ key: String, flag: String, _ value: String?) {
        if let value, !value.isEmpty {
            c[key] = .string(value)
            c[flag] = .string("yes")
        } else {
            c[key] = .string("")
            c[flag] = .string("no")
        }
    }
}
