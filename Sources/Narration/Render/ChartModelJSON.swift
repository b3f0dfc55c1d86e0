import ChartModel
import Foundation

/// What a chart is, for `--format json` (schema version 2): its axes (kind, title, unit, format, range) and
/// series (index, name, point count) in the narration language, so a dashboard can label the findings without
/// the descriptor. Values are in the axis's own terms: ISO 8601 for dates, numbers for numeric axes.
enum ChartModelJSON {
    /// The version of the JSON output's shape; 2 added the axes and series of each chart; 3 gives every x in the
    /// axis's own terms, rates per a named unit, digests as objects, landmark labels and optional points; 4 gives
    /// date x in the data's own granularity ("2021-03", "2021-Q3", "FY2021") with a point's ISO instant beside
    /// it, and the x axis's granularity.
    static let schemaVersion = 4

    /// The `axes` object of a chart.
    static func axes(_ chart: Chart, language: String, documentLanguage: String?) -> [String: Any] {
        var x = axis(chart.xAxis, language: language, documentLanguage: documentLanguage)
        if chart.xAxis.kind == .date {
            // What a date x names: the period written ("quarter", "fiscal-year") or the data's spacing ("month").
            x["granularity"] = chart.xAxis.period?.rawValue ?? chart.xAxis.spacing(chart.sampleX)?.rawValue
        }
        return ["x": x, "y": axis(chart.yAxis, language: language, documentLanguage: documentLanguage)]
    }

    /// The `series` list of a chart, in the chart's order (the `series` indexes of findings point into it); with
    /// `points` (`--json-points`), every point's x in axis terms, y (null where missing) and label when it has one.
    /// `placeholder`, when given, stands for each series' points instead of the points (`JSONRenderer.write`
    /// writes them in its place a slice at a time).
    static func series(_ chart: Chart, language: String, documentLanguage: String?, points: Bool = false,
                       placeholder: ((Int) -> String)? = nil) -> [[String: Any]] {
        let axes = JSONAxisValues(xAxis: chart.xAxis, xRate: nil, sampleX: chart.sampleX)
        return chart.series.enumerated().map { index, series in
            var s: [String: Any] = ["index": index, "pointCount": series.points.count]
            s["name"] = series.name.resolved(for: language, documentLanguage: documentLanguage)
            if points {
                if let placeholder, !series.points.isEmpty {
                    s["points"] = placeholder(index)
                } else {
                    s["points"] = Self.points(of: series, axes: axes, range: series.points.indices, language: language,
                                              documentLanguage: documentLanguage)
                }
            }
            return s
        }
    }

    /// The `points` objects of `series` in `range`: x in axis terms, y (null where missing), the instant beside
    /// a date written in its own granularity, and the label when it has one.
    static func points(of series: Series, axes: JSONAxisValues, range: Range<Int>, language: String, documentLanguage: String?) -> [[String: Any]] {
        series.points[range].map { p -> [String: Any] in
            var point: [String: Any] = ["x": axes.x(p.x), "y": p.y.map(JSONAxisValues.number) ?? NSNull()]
            point["instant"] = axes.instantBeside(p.x)
            // A point's label (`--label`, a descriptor's label attribute) names it: "Truro" beside 20.9, 182.
            if let label = p.label?.resolved(for: language, documentLanguage: documentLanguage) { point["label"] = label }
            return point
        }
    }

    private static func axis(_ axis: Axis, language: String, documentLanguage: String?) -> [String: Any] {
        var a: [String: Any] = ["kind": axis.kind.rawValue]
        a["title"] = axis.title?.resolved(for: language, documentLanguage: documentLanguage)
        a["format"] = axis.format
        switch axis.unit {
        case .cldr(let unit)?: a["unit"] = unit
        case .messages(let text)?: a["unit"] = text.resolved(for: language, documentLanguage: documentLanguage)
        case nil: break
        }
        if let range = axis.range { a["range"] = ["min": value(range.min, axis), "max": value(range.max, axis)] }
        if axis.kind == .category { a["categories"] = axis.categories.map(\.id) }
        return a
    }

    /// An axis value as the axis means it: an ISO 8601 instant on a date axis, else the number.
    static func value(_ v: Double, _ axis: Axis) -> Any {
        guard axis.kind == .date, v.isFinite else { return v.isFinite ? v : NSNull() }
        let formatter = ISO8601DateFormatter()
        formatter.formatOptions = v.truncatingRemainder(dividingBy: 1) == 0 ? [.withInternetDateTime] : [.withInternetDateTime, .withFractionalSeconds]
        return formatter.string(from: Date(timeIntervalSince1970: v))
    }
}
