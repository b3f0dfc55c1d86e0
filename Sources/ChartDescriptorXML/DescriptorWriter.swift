import ChartModel

/// Writes a model as a version 1 descriptor that `DescriptorReader` reads back as the same model: every
/// translation with its `xml:lang`, axes with their kind, scale, format, unit, order, additivity, range, gridlines and categories,
/// series with an explicit `continuous=`, points with labels and additional values. This is what
/// `chartnarrate convert` prints for a CSV file or a Vega-Lite spec, to edit and keep.
public struct DescriptorWriter: Sendable {
    /// Creates a writer.
    public init() {}

    /// The descriptor text (UTF-8 XML, two-space indentation, a final newline).
    public func write(_ report: Report) -> String {
        var out = XMLOutput()
        out.line("<?xml version=\"1.0\" encoding=\"UTF-8\"?>", depth: 0)
        let lang = report.language.map { [("xml:lang", $0)] } ?? []
        let asReport = report.title != nil || report.intro != nil || report.outro != nil || report.charts.count != 1
        if asReport {
            out.open("report", lang + [("version", "1")], depth: 0)
            text("title", report.title, depth: 1, into: &out)
            text("intro", report.intro, depth: 1, into: &out)
            text("outro", report.outro, depth: 1, into: &out)
            for chart in report.charts { write(chart, extra: [], depth: 1, into: &out) }
            out.close("report", depth: 0)
        } else {
            write(report.charts[0], extra: lang + [("version", "1")], depth: 0, into: &out)
        }
        return out.text
    }

    // MARK: Elements

    private func write(_ chart: Chart, extra: [(String, String)], depth: Int, into out: inout XMLOutput) {
        var attributes = extra + [("id", chart.id)]
        if let type = chart.type { attributes.append(("type", type.rawValue)) }
        out.open("chart", attributes, depth: depth)
        text("title", chart.title, depth: depth + 1, into: &out)
        text("summary", chart.summary, depth: depth + 1, into: &out)
        write(chart.xAxis, element: "x-axis", depth: depth + 1, into: &out)
        write(chart.yAxis, element: "y-axis", depth: depth + 1, into: &out)
        for axis in chart.additionalAxes { write(axis, element: "axis", depth: depth + 1, into: &out) }
        for series in chart.series { write(series, in: chart, depth: depth + 1, into: &out) }
        out.close("chart", depth: depth)
    }

    private func write(_ axis: Axis, element: String, depth: Int, into out: inout XMLOutput) {
        var attributes: [(String, String)] = []
        if let id = axis.id { attributes.append(("id", id)) }
        attributes.append(("type", axis.kind.rawValue))
        if axis.kind == .numeric { attributes.append(("scale", axis.scale.rawValue)) }
        if let format = axis.format { attributes.append(("format", format)) }
        if case .cldr(let unit)? = axis.unit { attributes.append(("unit", unit)) }
        if axis.kind == .category && axis.isOrdered && element != "y-axis" { attributes.append(("ordered", "true")) }
        if element == "y-axis", let additive = axis.isAdditive { attributes.append(("additive", additive ? "true" : "false")) }
        let children = axis.title != nil || axis.range != nil || !axis.gridlines.isEmpty || !axis.categories.isEmpty
            || { if case .messages? = axis.unit { return true } else { return false } }()
        guard children else { out.empty(element, attributes, depth: depth); return }
        out.open(element, attributes, depth: depth)
        text("title", axis.title, depth: depth + 1, into: &out)
        if let range = axis.range {
            out.empty("range", [("min", value(range.min, on: axis)), ("max", value(range.max, on: axis))], depth: depth + 1)
        }
        for g in axis.gridlines { out.empty("gridline", [("at", value(g, on: axis))], depth: depth + 1) }
        if case .messages(let patterns)? = axis.unit { text("unit", patterns, depth: depth + 1, into: &out) }
        for category in axis.categories {
            guard let label = category.label else {
                out.empty("category", [("id", category.id)], depth: depth + 1)
                continue
            }
            out.open("category", [("id", category.id)], depth: depth + 1)
            text("label", label, depth: depth + 2, into: &out)
            out.close("category", depth: depth + 1)
        }
        out.close(element, depth: depth)
    }

    private func write(_ series: Series, in chart: Chart, depth: Int, into out: inout XMLOutput) {
        out.open("series", [("continuous", series.isContinuous ? "true" : "false")], depth: depth)
        text("name", series.name, depth: depth + 1, into: &out)
        for point in series.points {
            let attributes = [("x", value(point.x, on: chart.xAxis)), ("y", point.y.map(Self.number) ?? "")]
            guard point.label != nil || !point.additionalValues.isEmpty else {
                out.empty("point", attributes, depth: depth + 1)
                continue
            }
            out.open("point", attributes, depth: depth + 1)
            text("label", point.label, depth: depth + 2, into: &out)
            for v in point.additionalValues {
                let axis = chart.additionalAxis(id: v.axisID)
                out.element("value", [("axis", v.axisID)], axis.map { value(v.value, on: $0) } ?? Self.number(v.value), depth: depth + 2)
            }
            out.close("point", depth: depth + 1)
        }
        out.close("series", depth: depth)
    }

    /// One element per variant, `xml:lang` where the variant names its language.
    private func text(_ name: String, _ text: LocalizedText?, depth: Int, into out: inout XMLOutput) {
        for variant in text?.variants ?? [] {
            out.element(name, variant.language.map { [("xml:lang", $0)] } ?? [], variant.text, depth: depth)
        }
    }

    // MARK: Values

    /// A value in the axis's own terms: a number, an ISO 8601 date (with the time when the axis has times), a category id.
    private func value(_ v: Double, on axis: Axis) -> String {
        switch axis.kind {
        case .numeric: return Self.number(v)
        case .category:
            let i = v.isFinite && abs(v) < 1e15 ? Int(v.rounded()) : -1
            return axis.categories.indices.contains(i) ? axis.categories[i].id : Self.number(v)
        case .date:
            // A period's start in the period's notation ("2021-Q3", "FY2021"), which reads back as the axis's period.
            // A month as "01/2021" (ISO 8601's "2021-01" would read as a date), a year across two whose notation
            // is also a month ("2011/12") with both years in full.
            if let period = axis.period {
                let short = period.notation(v)
                let c = CivilCalendar.civil(fromDays: CivilCalendar.dayNumber(v))
                let long = period == .month ? "\(c.month < 10 ? "0" : "")\(c.month)/\(c.year)" : "\(c.year)/\(c.year + 1)"
                for text in [short, long] where ISO8601Instant(Substring(text)) == nil {
                    let readings = PeriodText.readings(text)
                    if readings.count == 1, readings[0].period == period, readings[0].start == v { return text }
                }
            }
            return Self.date(v, withTime: axis.hasTimeOfDay)
        }
    }

    /// The shortest text that reads back as `v`: "4200", "-3.5", "1e-07".
    static func number(_ v: Double) -> String {
        if v.isNaN { return "NaN" }
        if v == v.rounded(), abs(v) < 1e15 { return String(Int(v)) }
        return "\(v)"
    }

    /// "2024-03-05", or "2024-03-05T14:30:05Z" (milliseconds when there are any) in UTC.
    static func date(_ seconds: Double, withTime: Bool) -> String {
        let day = CivilCalendar.dayNumber(seconds)
        let c = CivilCalendar.civil(fromDays: day)
        func pad(_ n: Int, _ width: Int) -> String {
            let s = String(n)
            return String(repeating: "0", count: max(0, width - s.count)) + s
        }
        let date = "\(pad(c.year, 4))-\(pad(c.month, 2))-\(pad(c.day, 2))"
        let secondOfDay = seconds - Double(day) * CivilCalendar.secondsPerDay
        guard withTime || secondOfDay != 0 else { return date }
        let millis = Int((secondOfDay * 1000).rounded())
        let whole = millis / 1000, fraction = millis % 1000
        var time = "\(pad(whole / 3600, 2)):\(pad(whole / 60 % 60, 2)):\(pad(whole % 60, 2))"
        if fraction != 0 { time += "." + pad(fraction, 3) }
        return "\(date)T\(time)Z"
    }
}

/// Indented XML with escaped text and attribute values; characters XML 1.0 cannot hold become spaces.
private struct XMLOutput {
    private(set) var text = ""

    mutating func line(_ s: String, depth: Int) { text += String(repeating: "  ", count: depth) + s + "\n" }

    mutating func open(_ name: String, _ attributes: [(String, String)], depth: Int) {
        line("<\(name)\(Self.attributes(attributes))>", depth: depth)
    }

    mutating func close(_ name: String, depth: Int) { line("</\(name)>", depth: depth) }

    mutating func empty(_ name: String, _ attributes: [(String, String)], depth: Int) {
        line("<\(name)\(Self.attributes(attributes))/>", depth: depth)
    }

    mutating func element(_ name: String, _ attributes: [(String, String)], _ content: String, depth: Int) {
        line("<\(name)\(Self.attributes(attributes))>\(Self.escape(content, quotes: false))</\(name)>", depth: depth)
    }

    static func attributes(_ list: [(String, String)]) -> String {
        list.map { " \($0.0)=\"\(escape($0.1, quotes: true))\"" }.joined()
    }

    static func escape(_ s: String, quotes: Bool) -> String {
        var r = ""
        for scalar in s.unicodeScalars {
            switch scalar {
            case "&": r += "&amp;"
            case "<": r += "&lt;"
            case ">": r += "&gt;"
            case "\"" where quotes: r += "&quot;"
            case "\t", "\n", "\r": r += quotes ? "&#\(scalar.value);" : String(scalar)
            default:
                let v = scalar.value
                if v < 0x20 || v == 0xFFFE || v == 0xFFFF { r += " " } else { r.unicodeScalars.append(scalar) }
            }
        }
        return r
    }
}
