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

    init(chart: Chart, samples: [Sample], statistics: [SeriesStatistics]) {
        self.chart = chart
        self.samples = samples
        self.statistics = statistics
        values = ValueScale(chart: chart, statistics: statistics)
        xIsTime = chart.xIsTime
    }

    /// Index of each series that is constant (every value equal, at least two values): a reference line.
    var constantSeries: [Int] {
        statistics.indices.filter { i in
            let s = statistics[i]
            return s.validCount >= 2 && s.minimum?.value == s.maximum?.value
        }
    }
}
