import ChartModel

/// Every piece of text a descriptor carries (all languages): data, allowed in any narration language.
enum DescriptorTexts {
    static func all(in report: Report) -> [String] {
        var texts: [LocalizedText?] = [report.title, report.intro, report.outro]
        for chart in report.charts {
            texts += [chart.title, chart.summary, chart.xAxis.title, chart.yAxis.title]
            for axis in [chart.xAxis, chart.yAxis] + chart.additionalAxes {
                texts += axis.categories.map(\.label)
                if case .messages(let t)? = axis.unit { texts.append(t) }
            }
            for series in chart.series {
                texts.append(series.name)
                texts += series.points.map(\.label)
            }
        }
        var strings = texts.compactMap { $0 }.flatMap { $0.variants.map(\.text) }
        for chart in report.charts {
            for axis in [chart.xAxis, chart.yAxis] + chart.additionalAxes { strings += axis.categories.map(\.id) }
        }
        return strings.sorted { $0.count > $1.count }
    }

    /// `text` with every descriptor string removed (longest first), for checks that concern our own words.
    static func removing(from text: String, report: Report) -> String {
        var s = text
        for t in all(in: report) where !t.isEmpty { s = s.replacingOccurrences(of: t, with: " ") }
        return s
    }

    /// Lower-cased words of letters only.
    static func words(_ text: String) -> Set<String> {
        Set(text.split(whereSeparator: { !$0.isLetter }).map { $0.lowercased() })
    }
}
