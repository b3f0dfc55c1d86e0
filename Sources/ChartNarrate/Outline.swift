import ChartModel
import ChartAnalysis

/// The plain factual outline printed by `--outline`: titles, axes, series, counts, extremes.
/// Deliberately language-neutral and ICU-free (ISO dates, English digits) so it can be diffed and scripted.
public enum Outline {
    /// The outline of every chart of `report`, titles resolved for `language`.
    public static func render(_ report: Report, language: String? = nil) -> String {
        let lang = language ?? report.language ?? "en"
        func text(_ t: LocalizedText?) -> String? { t?.resolved(for: lang, documentLanguage: report.language) }
        var lines: [String] = []
        if let title = text(report.title) { lines.append("Report: \(title)") }
        for chart in report.charts {
            let insights = ChartAnalyzer.analyze(chart)
            let type = chart.type.map { " (\($0.rawValue))" } ?? ""
            lines.append("Chart \(chart.id)\(type): \(text(chart.title) ?? "untitled")")
            for (name, axis) in [("x", chart.xAxis), ("y", chart.yAxis)] + chart.additionalAxes.map({ ($0.id ?? "?", $0) }) {
                var facts = [axis.kind.rawValue]
                if axis.kind == .numeric && axis.scale == .log { facts.append("log scale") }
                if let range = axis.range {
                    facts.append("range \(value(range.min, on: axis, lang: lang, doc: report.language)) to \(value(range.max, on: axis, lang: lang, doc: report.language))")
                }
                if axis.kind == .category { facts.append("\(axis.categories.count) categories") }
                if let unit = axis.unit, case .cldr(let id) = unit { facts.append("unit \(id)") }
                lines.append("  \(name) axis: \(text(axis.title) ?? "untitled") (\(facts.joined(separator: ", ")))")
            }
            for (series, stats) in zip(chart.series, insights.series) {
                var facts = ["\(EnglishNumbers.grouped(series.points.count)) points"]
                if stats.missingCount > 0 { facts.append("\(EnglishNumbers.grouped(stats.missingCount)) missing") }
                facts.append(series.isContinuous ? "continuous" : "discrete")
                if let min = stats.minimum, let max = stats.maximum {
                    // Ties are listed up to three; a constant series would otherwise list every point.
                    let at = { (e: Extreme) -> String in
                        let shown = e.points.prefix(3).map { value($0.x, on: chart.xAxis, lang: lang, doc: report.language) }
                        let rest = e.points.count - shown.count
                        return shown.joined(separator: ", ") + (rest > 0 ? " and \(EnglishNumbers.grouped(rest)) more" : "")
                    }
                    if min.value == max.value {
                        facts.append("constant \(EnglishNumbers.decimal(min.value))")
                    } else {
                        facts.append("min \(EnglishNumbers.decimal(min.value)) at \(at(min))")
                        facts.append("max \(EnglishNumbers.decimal(max.value)) at \(at(max))")
                    }
                }
                lines.append("  series \"\(text(series.name) ?? "")\": \(facts.joined(separator: ", "))")
            }
        }
        return lines.joined(separator: "\n")
    }

    private static func value(_ x: Double, on axis: Axis, lang: String, doc: String?) -> String {
        switch axis.kind {
        case .numeric: return EnglishNumbers.decimal(x)
        case .date: return ISODate.string(fromEpochSeconds: x, withTime: axis.hasTimeOfDay)
        case .category:
            let i = Int(x)
            guard axis.categories.indices.contains(i) else { return EnglishNumbers.decimal(x) }
            let c = axis.categories[i]
            return c.label?.resolved(for: lang, documentLanguage: doc) ?? c.id
        }
    }
}

/// ISO 8601 rendering of epoch seconds in UTC, without Foundation's calendar (deterministic everywhere).
enum ISODate {
    /// 1709596800 → "2024-03-05" (or "2024-03-05T00:00Z" with time).
    static func string(fromEpochSeconds seconds: Double, withTime: Bool) -> String {
        let total = Int((seconds).rounded(.down))
        let days = Int((Double(total) / 86_400).rounded(.down))
        let secondOfDay = total - days * 86_400
        // Howard Hinnant's civil_from_days.
        let z = days + 719_468
        let era = (z >= 0 ? z : z - 146_096) / 146_097
        let doe = z - era * 146_097
        let yoe = (doe - doe / 1460 + doe / 36524 - doe / 146_096) / 365
        let doy = doe - (365 * yoe + yoe / 4 - yoe / 100)
        let mp = (5 * doy + 2) / 153
        let d = doy - (153 * mp + 2) / 5 + 1
        let m = mp < 10 ? mp + 3 : mp - 9
        let y = yoe + era * 400 + (m <= 2 ? 1 : 0)
        func two(_ n: Int) -> String { n < 10 ? "0\(n)" : "\(n)" }
        let date = "\(y)-\(two(m))-\(two(d))"
        guard withTime else { return date }
        return date + "T\(two(secondOfDay / 3600)):\(two(secondOfDay / 60 % 60))Z"
    }
}
