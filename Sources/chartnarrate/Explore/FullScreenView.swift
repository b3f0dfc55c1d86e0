import ChartModel
import ChartNarrate

/// The `--tui` view: the chart title, the series, a sparkline of the series with a caret under the current
/// point, and the last step's lines, redrawn in place on the alternate screen. Every word on it is the
/// narration's (title, the explorer's series line and step lines); the sparkline and caret are drawing.
/// Screen readers do better without it (they read the plain lines of the default mode).
struct FullScreenView {
    let report: Report

    /// Eight levels, lowest to highest.
    static let levels = Array("▁▂▃▄▅▆▇█")

    /// The whole screen for the explorer's position and the lines just said, `columns` wide.
    /// `heading` names the series (the explorer's series line).
    func render(_ position: ExplorerPosition, title: String, heading: String, lines: [String], columns: Int) -> String {
        let chart = report.charts[position.chart]
        let points = chart.series[position.series].points
        let width = max(10, min(columns - 2, 200))
        var out = "\u{1B}[H\u{1B}[2J"
        out += title + "\n"
        out += heading + "\n\n"
        let (spark, caret) = Self.sparkline(points, width: width, current: position.point, yRange: Self.yRange(chart))
        out += " " + spark + "\n"
        out += " " + String(repeating: " ", count: caret ?? 0) + (caret == nil ? "" : "^") + "\n\n"
        out += lines.joined(separator: "\n") + "\n"
        return out
    }

    /// The chart's y range over all series (as the pitch uses), nil without values.
    static func yRange(_ chart: Chart) -> ClosedRange<Double>? {
        var lo = Double.infinity, hi = -Double.infinity
        for s in chart.series { for p in s.points { if let y = p.y, y.isFinite { lo = min(lo, y); hi = max(hi, y) } } }
        return lo <= hi ? lo...hi : nil
    }

    /// One character per column (the mean of the points it covers; a space where all are missing), and the
    /// column of point `current`.
    static func sparkline(_ points: SeriesPoints, width: Int, current: Int?, yRange: ClosedRange<Double>?) -> (String, Int?) {
        guard !points.isEmpty, let yRange else { return ("", nil) }
        let columns = min(width, points.count)
        var text = ""
        for c in 0..<columns {
            let lo = c * points.count / columns, hi = max(lo + 1, (c + 1) * points.count / columns)
            let values = points[lo..<hi].compactMap(\.y).filter(\.isFinite)
            guard !values.isEmpty else { text.append(" "); continue }
            let mean = values.reduce(0, +) / Double(values.count)
            let span = yRange.upperBound - yRange.lowerBound
            let t = span > 0 ? (mean - yRange.lowerBound) / span : 0.5
            text.append(levels[min(levels.count - 1, max(0, Int(t * Double(levels.count))))])
        }
        return (text, current.map { $0 * columns / points.count })
    }
}
