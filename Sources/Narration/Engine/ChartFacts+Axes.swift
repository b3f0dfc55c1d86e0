import ChartAnalysis
import ChartModel

/// What the axes are, in the words the messages select on: whether x is time, what a point of it counts,
/// the preposition of a position, and the extents and samples the formatters are made from.
extension ChartFacts {
    /// True when x is time: dates, or numbers that are years. A record is a new high or low in time ("a record
    /// 143.1 million in Dec 2015"); along ages or weights the shape already says where a series ended.
    /// The model decides it once (`Chart.xIsTime`), from the same sample the formatter reads years from.
    var xIsTime: Bool { chart.xIsTime }

    /// What one point of the x axis is, for counting ("31 days").
    var pointUnit: String {
        switch x.spacing {
        case .day?: return "day"
        case .week?: return "week"
        case .month?: return "month"
        case .quarter?: return "quarter"
        case .half?: return "half"
        case .year?: return "year"
        case .subDay? where x.isHourly: return "hour"
        default: return "other"
        }
    }

    /// What one step between a series' points is, for "up every year": the point unit where its points lie about
    /// one unit apart; census years ten apart, or five-yearly estimates, rise "at every step" (a year between
    /// them is not seen).
    func stepUnit(series s: Int) -> String {
        let unit = pointUnit
        guard unit == "year", chart.series.indices.contains(s) else { return unit }
        let xs = chart.series[s].points.compactMap { $0.y == nil ? nil : $0.x }
        guard let gap = DateSpacing.medianGap(of: xs) else { return unit }
        let years = chart.xAxis.kind == .date ? gap / (365.2425 * 86_400) : gap
        return years <= 1.5 ? unit : "other"
    }

    /// True when ratios and percentages of values mean something: the analysis's rule (`ValueScale.isRatio`).
    var valuesAreRatioScale: Bool { insights.values.isRatio }


    /// The name a plain number on this axis is said with, in sentence form: a titled numeric axis that is not
    /// years and has no unit ("peaked at 3.5 at time 41", "4.989 at trading day 1,979"); a bare "at 41" after
    /// a value reads as another value. Nil for other axes.
    /// A unit in brackets after the name is left out ("at stretch 44", not "at stretch (mm) 44"): the axis
    /// sentence says the title whole once.
    var positionName: String? {
        guard let title = positionTitle else { return nil }
        return renderer.catalog.keepTitleCase == true ? title : FindingPhraser.inSentence(title)
    }

    /// The x title a position is named with (`positionName`), without a trailing bracketed unit.
    private var positionTitle: String? {
        guard chart.xAxis.kind == .numeric, !x.isYearAxis, chart.xAxis.unit == nil, let title = text(chart.xAxis.title) else {
            return nil
        }
        return Self.withoutBracketedUnit(title)
    }

    /// "Stretch (mm)" → "Stretch", "Religiosity [index]" → "Religiosity", "剂量（毫克）" → "剂量"; a title that is
    /// all brackets stays as it is, and so does a bracket that scales or relates the numbers ("Population
    /// (millions)", "GDP (billion US dollars)", "Rate (per 1,000)", "Share (%)"): without it "China (1,412)"
    /// would read as 1,412 people.
    static func withoutBracketedUnit(_ title: String) -> String {
        let trimmed = title.trimmingCharacters(in: .whitespaces)
        guard let last = trimmed.last, let close = [")": "(", "]": "[", "）": "（"][String(last)],
              let open = trimmed.lastIndex(of: Character(close)) else { return trimmed }
        let bracket = trimmed[open...].lowercased()
        if bracket.contains(where: \.isNumber) || scaleWords.contains(where: bracket.contains) { return trimmed }
        let head = trimmed[..<open].trimmingCharacters(in: .whitespaces)
        return head.isEmpty ? trimmed : head
    }

    /// Words in a title's bracket that scale or relate its numbers: the bracket is kept.
    static let scaleWords = ["thousand", "million", "billion", "trillion", "hundred", "%", "percent", "per ", "per-",
                             "千", "万", "亿", "%", "每"]

    /// A position that starts a span ("from hours 0.00 to 24.17", "From age 3 to 25 it went …"), named as
    /// `positionName` says (`item.namedX`); the span's other end needs no name again.
    func namedPosition(_ position: String) throws(NarrationError) -> String {
        guard let name = positionName, let title = positionTitle else { return position }
        return try renderer.render("item.namedX", ["x": .string(position), "xNameInSentence": .string(name),
                                                   "xName": .string(title)])
    }

    /// A position with the catalog's preposition for this axis ("on Mar 5", "in March", "for North").
    /// `granularity` overrides the axis's own when the position is said more coarsely (a day on an hourly axis).
    func at(_ position: String, granularity: DateSpacing? = nil) throws(NarrationError) -> String {
        let xName = positionName
        return try renderer.render("item.at", ["x": .string(position), "xKind": .string(chart.xAxis.kind.rawValue),
                                        "xNamed": .flag(xName != nil), "xNameInSentence": .string(xName ?? ""),
                                        "xGranularity": .string(granularity?.rawValue ?? x.granularityName),
                                        "xHasUnit": .flag(chart.xAxis.unit != nil),
                                        "xOrdered": .flag(chart.xAxis.isOrdered),
                                        "xMeasured": .flag(xIsMeasured),
                                        "xWeekday": .flag(x.weekdayTime != nil)])
    }

    /// Ordered categories most of which are amounts or clock times ("35 years", "11:00", "35-39", with "Under 20
    /// ft" or "None" at an end), not year-like periods ("1990s", "2019/20"): English says "at 35 years", not "in 35
    /// years" (which reads as a duration), and says it of every category of the axis alike.
    static func isMeasured(_ categories: [String]) -> Bool {
        let measured = categories.count { label in
            let digits = label.prefix { $0.isASCII && $0.isNumber }
            return !digits.isEmpty && digits.count < 4
        }
        return 2 * measured > categories.count
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
}
