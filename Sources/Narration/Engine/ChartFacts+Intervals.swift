import ChartAnalysis
import ChartModel

/// The arguments of a series' digest intervals: their labels, statistics and notability.
extension ChartFacts {
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
        // Halves and fiscal years are said by their labels: "FY2011 to FY2015", never "2011 – 2015".
        if x.saysPeriodLabels {
            return firstX == lastX ? x.position(firstX) : try range(x.position(firstX), x.position(lastX))
        }
        switch CalendarPeriod.of(start: iv.startX, end: iv.endX) {
        case .month?: return x.date(iv.startX, skeleton: "yMMMM")
        case .quarter?: return x.date(iv.startX, skeleton: "yQQQ")
        case .year?: return x.date(iv.startX, skeleton: "y")
        case .day?: return x.date(iv.startX, skeleton: "yMMMd")
        case nil:
            // Quarters are said as quarters: a half-year of quarterly points was "Jan – Apr 1983", the months
            // its two points are dated by, which reads as four months, not the six they cover.
            if x.spacing == .quarter { return try range(x.position(firstX), x.position(lastX)) }
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

    /// A digest interval's arguments: its series' with one per `IntervalField` added (some shadow the series').
    func intervalContext(series: Int, interval iv: IntervalSummary) throws(NarrationError) -> [String: MessageArgument] {
        let s = iv.statistics
        let labelText = try intervalLabel(iv, series: series)
        // Analysis decides which interval stands out among several (`IntervalFacts`).
        let facts = IntervalFacts(iv, among: intervals[series].count)
        let rank = notable.rank(iv, series: series)
        return try FieldArguments.adding(IntervalField.self, to: seriesContexts[series]) { (field) throws(NarrationError) -> MessageArgument? in
            switch field {
            case .label: .string(labelText)
            case .count: .number(Double(s.validCount))
            // Shadows the series-wide count: "April 2024: 29 days" must not hide that April has a 30th, missing day.
            case .missing: .number(Double(s.missingCount))
            case .hasValues: .flag(s.validCount > 0)
            case .first: s.first.map { .string(y.value($0.y)) }
            case .last: s.last.map { .string(y.value($0.y)) }
            case .min: s.minimum.map { .string(y.value($0.value)) }
            case .max: s.maximum.map { .string(y.value($0.value)) }
            case .mean: s.mean.map { .string(y.value($0, .derived)) }
            case .highest: .flag(facts.isHighest)
            case .steepest: .string(facts.steepest.rawValue)
            // Its points counted as the series' steps are: three midterms four years apart are "3 points", not "3 years".
            case .pointUnit: .string(stepUnit(series: series))
            case .intervalKind: .string(Self.intervalKind(iv.unit))
            case .isNotable: .flag(rank != nil)
            case .notableRank: .number(Double(rank ?? 0))
            case .intervalIndex: .number(Double(iv.index + 1))
            }
        }
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
}
