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
        case .date: return CivilCalendar.isoString(fromEpochSeconds: x, withTime: axis.hasTimeOfDay)
        case .category:
            let i = Int(x)
            guard axis.categories.indices.contains(i) else { return EnglishNumbers.decimal(x) }
            let c = axis.categories[i]
            return c.label?.resolved(for: lang, documentLanguage: doc) ?? c.id
        }
    }
}
