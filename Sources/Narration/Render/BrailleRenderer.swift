/// Renders each series of each chart as a braille sparkline (`BrailleSparkline`) under a caption that says the
/// y range in the narration language: the output for refreshable braille displays (`--format braille`).
/// All series of a chart share one y scale (the data's extent; from zero for bars), so they compare.
package struct BrailleRenderer: Sendable {
    /// Cells per sparkline (40 by default: a common refreshable display line).
    package let width: Int
    let messages: HTMLMessages

    /// A renderer with the narrator's catalog (for the captions) drawing lines of `width` cells.
    package init(narrator: Narrator, width: Int = 40) {
        self.width = max(1, width)
        messages = HTMLMessages(renderer: narrator.renderer)
    }

    /// The chart title, then per series its caption and its sparkline, charts separated by a blank line.
    /// A narration made by hand (without the facts it was built from) has no data to draw: titles only.
    package func render(_ narration: ReportNarration) throws(NarrationError) -> String {
        var blocks: [String] = []
        for (index, chart) in narration.charts.enumerated() {
            var lines = [chart.title]
            if let facts = narration.facts?.charts[index] {
                for line in try sparklines(facts) { lines += [line.caption, line.cells] }
            }
            blocks.append(lines.joined(separator: "\n"))
        }
        return blocks.joined(separator: "\n\n") + "\n"
    }

    /// One caption and sparkline per series of the chart.
    func sparklines(_ facts: ChartFacts) throws(NarrationError) -> [(caption: String, cells: String)] {
        let chart = facts.chart
        let values = chart.series.flatMap { $0.points.compactMap(\.y) }.filter(\.isFinite)
        guard let dataLow = values.min(), let dataHigh = values.max() else {
            return try chart.series.indices.map { (s) throws(NarrationError) in
                (try messages.brailleCaption(series: facts.seriesName(s), low: "–", high: "–"),
                 String(repeating: "\u{2800}", count: width))
            }
        }
        // The data's extent gives the four dot rows their best resolution; bars start at zero so their heights
        // compare truthfully.
        let bars = chart.type == .bar || chart.type == .column
        let yRange = bars ? min(0, dataLow)...max(0, dataHigh) : dataLow...dataHigh
        var cells = width
        let xRange: ClosedRange<Double>
        if chart.xAxis.kind == .category {
            // A category gets a dot column of its own when the line has room: a cell each (bars a dot apart)
            // when there are at most `width` categories, else a dot column each.
            let n = max(chart.xAxis.categories.count, Int((chart.series.flatMap { $0.points.map(\.x) }.max() ?? 0).rounded()) + 1)
            if n <= width {
                cells = n
                xRange = 0...Double(n)
            } else if n <= 2 * width {
                cells = (n + 1) / 2
                xRange = 0...Double(2 * cells)
            } else {
                xRange = 0...Double(n)
            }
        } else {
            xRange = ChartFacts.xExtent(chart) ?? 0...1
        }
        let low = facts.y.value(yRange.lowerBound), high = facts.y.value(yRange.upperBound)
        return try chart.series.indices.map { (s) throws(NarrationError) in
            let series = chart.series[s]
            let line = BrailleSparkline(points: series.points.map { ($0.x, $0.y) }, xRange: xRange, yRange: yRange,
                                        width: cells, style: bars ? .bars : series.isContinuous ? .line : .dots)
            return (try messages.brailleCaption(series: facts.seriesName(s), low: low, high: high), line.text)
        }
    }
}
