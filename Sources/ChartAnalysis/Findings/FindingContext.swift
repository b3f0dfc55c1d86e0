import ChartModel

/// What every detector needs to know about a chart, computed once: the series as samples, their statistics,
/// and what the values allow (ratios, sums).
struct FindingContext {
    let chart: Chart
    /// The non-missing points of each series, in `Chart.series` order.
    let samples: [Sample]
    /// Statistics of each series.
    let statistics: [SeriesStatistics]

    /// Scatter plots describe a relation, not a course along x.
    var isScatter: Bool { chart.type == .scatter }

    /// True when x is time: a date axis or a numeric axis of years (`Chart.xIsTime`, read once).
    let xIsTime: Bool
    /// What the values allow (ratios, sums), decided once (`ValueScale`).
    let values: ValueScale
    /// True when a ratio of two values means something (`ValueScale.isRatio`).
    var valuesAreRatioScale: Bool { values.isRatio }
    /// True when values may be added up (`ValueScale.addsUp`).
    var valuesAddUp: Bool { values.addsUp }

    /// True when the y values are percentages (`Axis.holdsPercents`).
    var valuesArePercentages: Bool { chart.yAxis.holdsPercents }

    init(chart: Chart, samples: [Sample], statistics: [SeriesStatistics]) {
        self.chart = chart
        self.samples = samples
        self.statistics = statistics
        values = ValueScale(chart: chart, statistics: statistics)
        xIsTime = chart.xIsTime
        plottedRange = Self.plottedRange(chart, statistics)
        let lows = statistics.compactMap { $0.minimum?.value }, highs = statistics.compactMap { $0.maximum?.value }
        valuesRange = (highs.max() ?? 0) - (lows.min() ?? 0)
    }

    /// Every series' values together, highest minus lowest (0 where none): a series' prominence among the others
    /// and the range a series nearly flat on the chart spans a sliver of. Computed once.
    let valuesRange: Double

    /// The y range the chart is drawn over: every series' values, the axis's declared range where wider, and
    /// zero for bars (drawn from it: twelve months of 64,000 to 72,600 are columns of nearly equal height).
    /// Zero where nothing is drawn. Computed once: every series' course reads it.
    let plottedRange: Double

    private static func plottedRange(_ chart: Chart, _ statistics: [SeriesStatistics]) -> Double {
        let lows = statistics.compactMap { $0.minimum?.value }, highs = statistics.compactMap { $0.maximum?.value }
        var plotted = (highs.max() ?? 0) - (lows.min() ?? 0)
        if let range = chart.yAxis.range {
            plotted = max(plotted, range.max - range.min)
        } else if chart.type == .bar || chart.type == .column {
            plotted = max(highs.max() ?? 0, 0) - min(lows.min() ?? 0, 0)
        }
        return plotted.isFinite ? plotted : 0
    }

    /// Index of each series that is constant (every value equal, at least two values): a reference line.
    var constantSeries: [Int] {
        statistics.indices.filter { i in
            let s = statistics[i]
            return s.validCount >= 2 && s.minimum?.value == s.maximum?.value
        }
    }
}
