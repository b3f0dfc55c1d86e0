import ChartAnalysis
import ChartModel

/// A chart's data as a table for the HTML output, every value formatted by the chart's axis formatters (units
/// and digits in the narration language). Built from the facts a narration was made from.
struct ChartDataTable {
    /// One cell; `language` is set when its text is descriptor text in another language than the narration's.
    struct Cell: Equatable {
        var text: String
        var language: String?
        var isMissing = false
        var isNumber = false
    }

    /// The table caption.
    var caption: String
    /// Column headers; the first heads the row headers.
    var headers: [Cell]
    /// Rows; the first cell of each is its row header.
    var rows: [[Cell]]

    // MARK: The whole data

    /// Every point: one row per x value with a column per series when each series has at most one point per x;
    /// otherwise (or for one labelled series, whose labels head the rows) one table per series, point by point.
    static func full(_ facts: ChartFacts, messages: HTMLMessages) throws(NarrationError) -> [ChartDataTable] {
        let chart = facts.chart
        let xFallback = Cell(text: try messages.xColumn(kind: chart.xAxis.kind))
        let xHeader = facts.localized(chart.xAxis.title).map { Cell(text: $0.text, language: $0.language) } ?? xFallback
        let caption = try messages.dataTable(title: facts.title ?? "")
        let labelled = chart.series.count == 1 && chart.series[0].points.contains { $0.label != nil }
        let uniqueX = chart.series.allSatisfy { Set($0.points.map(\.x)).count == $0.points.count }
        if uniqueX && !labelled {
            let xs = Array(Set(chart.series.flatMap { $0.points.map(\.x) })).sorted()
            let lookup = chart.series.map { s in Dictionary(s.points.map { ($0.x, $0.y) }, uniquingKeysWith: { a, _ in a }) }
            let headers = [xHeader] + chart.series.indices.map { facts.seriesCell($0) }
            let rows = try xs.map { (x) throws(NarrationError) -> [Cell] in
                var row = [Cell(text: facts.x.position(x))]
                for s in chart.series.indices {
                    guard let entry = lookup[s][x] else { row.append(Cell(text: "")); continue }
                    row.append(try facts.valueCell(entry, messages: messages))
                }
                return row
            }
            return [ChartDataTable(caption: caption, headers: headers, rows: rows)]
        }
        let yHeader = facts.localized(chart.yAxis.title).map { Cell(text: $0.text, language: $0.language) }
        return try chart.series.indices.map { (s) throws(NarrationError) -> ChartDataTable in
            let points = chart.series[s].points.indices.sorted { chart.series[s].points[$0].x < chart.series[s].points[$1].x }
            let series = facts.seriesCell(s)
            var headers = [xHeader, yHeader ?? series]
            if labelled { headers.insert(Cell(text: try messages.labelColumn()), at: 0) }
            let rows = try points.map { (i) throws(NarrationError) -> [Cell] in
                let p = chart.series[s].points[i]
                var row = [Cell(text: facts.x.position(p.x)), try facts.valueCell(p.y, messages: messages)]
                if labelled {
                    row.insert(facts.localized(p.label).map { Cell(text: $0.text, language: $0.language) } ?? Cell(text: ""), at: 0)
                }
                return row
            }
            let title = chart.series.count > 1 ? "\(caption) — \(series.text)" : caption
            return ChartDataTable(caption: title, headers: headers, rows: rows)
        }
    }

    // MARK: Summaries of dense series

    /// One table per series: its digest intervals with the number of values, minimum, maximum and mean.
    static func intervals(_ facts: ChartFacts, messages: HTMLMessages) throws(NarrationError) -> [ChartDataTable] {
        var tables: [ChartDataTable] = []
        for s in facts.chart.series.indices {
            let intervals = facts.intervals[s]
            guard !intervals.isEmpty else { continue }
            let headers = [Cell(text: try messages.column("interval")), Cell(text: try messages.column("count")),
                           Cell(text: try messages.column("minimum")), Cell(text: try messages.column("maximum")),
                           Cell(text: try messages.column("mean"))]
            func value(_ v: Double?) -> Cell {
                v.map { Cell(text: facts.y.value($0), isNumber: true) } ?? Cell(text: "")
            }
            var rows: [[Cell]] = []
            for iv in intervals {
                let st = iv.statistics
                rows.append([Cell(text: try facts.intervalLabel(iv, series: s)),
                             Cell(text: try messages.count(valid: st.validCount, missing: st.missingCount), isNumber: true),
                             value(st.minimum?.value), value(st.maximum?.value), value(st.mean)])
            }
            tables.append(ChartDataTable(caption: try messages.intervalTable(series: facts.seriesName(s)), headers: headers, rows: rows))
        }
        return tables
    }

    /// Whether the chart is summarised by interval: some series is longer than the walkthrough threshold.
    static func isDense(_ facts: ChartFacts) -> Bool {
        facts.chart.series.contains { $0.points.count > facts.options.walkthroughThreshold }
    }
}

extension ChartFacts {
    /// Descriptor text resolved for the narration language, with its own language when that differs.
    func localized(_ t: LocalizedText?) -> (text: String, language: String?)? {
        guard let v = t?.resolvedVariant(for: language, documentLanguage: documentLanguage) else { return nil }
        let same = v.language.map { LanguageTagNormal.primary($0) == LanguageTagNormal.primary(language) } ?? true
        return (v.text, same ? nil : v.language)
    }

    fileprivate func seriesCell(_ s: Int) -> ChartDataTable.Cell {
        let name = localized(chart.series[s].name)
        return ChartDataTable.Cell(text: name?.text ?? "", language: name?.language)
    }

    fileprivate func valueCell(_ y: Double?, messages: HTMLMessages) throws(NarrationError) -> ChartDataTable.Cell {
        guard let y else { return ChartDataTable.Cell(text: try messages.missing(), isMissing: true) }
        return ChartDataTable.Cell(text: self.y.value(y), isNumber: true)
    }
}
