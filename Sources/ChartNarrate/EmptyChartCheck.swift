import ChartModel
import Narration

/// Charts with nothing to narrate: every point of every series missing. The short description was an empty
/// "Line chart:" for such a descriptor or Vega-Lite spec; a CSV column of blanks was already refused (65), and
/// now every input format refuses it alike, located at the series' name, in a run and in `--validate`.
enum EmptyChartCheck {
    /// One problem a chart whose series all have points and no value, located by the first series' name.
    static func problems(in report: Report) -> [AxisFormatProblem] {
        report.charts.compactMap { chart in
            guard let first = chart.series.first, chart.series.allSatisfy({ !$0.points.isEmpty && $0.points.finiteYs.isEmpty }) else { return nil }
            let name = first.name.variants.first?.text ?? ""
            let which = chart.series.count == 1 ? "its series \(name) has" : "its \(chart.series.count) series have"
            return AxisFormatProblem(chartID: chart.id, axis: "y", attribute: "name", value: name,
                message: "chart \(chart.id) has nothing to narrate: \(which) points but no values (every y is missing); give the values, or leave the chart out")
        }
    }
}
