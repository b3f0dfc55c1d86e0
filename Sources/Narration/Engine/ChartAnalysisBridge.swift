import ChartAnalysis
import ChartModel

/// The one place narration asks the analysis for numbers.
enum ChartAnalysisBridge {
    /// Statistics, trends and comparisons of a chart.
    static func analyze(_ chart: Chart) -> ChartInsights { ChartAnalyzer.analyze(chart) }
}
