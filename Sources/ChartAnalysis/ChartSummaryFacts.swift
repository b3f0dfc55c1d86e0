import ChartModel

/// What analysis decides about a whole chart for its construction and statistics sentences: what the y axis
/// shows and how many series are worth describing one by one.
package struct ChartSummaryFacts: Sendable, Hashable {
    /// The y extent as drawn: the declared range, else the data's; bars and columns are drawn from zero, so
    /// without a declared range their axis starts at zero (or below it, for negative bars), not at the shortest
    /// bar. Nil without values or range.
    package var yExtent: (low: Double, high: Double)? {
        guard let yLow, let yHigh else { return nil }
        return (yLow, yHigh)
    }
    private var yLow: Double?
    private var yHigh: Double?
    /// The series with values that are not constant: each has statistics worth saying.
    package var describedSeriesCount: Int
    /// Some series has a value.
    package var hasValues: Bool
    /// The x axis is categories in a meaningful order (ages, ratings), not just the file's.
    package var xIsOrderedCategory: Bool

    /// Decides the facts of `chart` from its analysis.
    package init(chart: Chart, insights: ChartInsights) {
        let dataLow = insights.overallMinimum?.value ?? insights.series.compactMap { $0.minimum?.value }.min()
        let isBar = chart.type == .bar || chart.type == .column
        yLow = chart.yAxis.range?.min ?? (isBar ? dataLow.map { min(0, $0) } : dataLow)
        yHigh = chart.yAxis.range?.max ?? insights.overallMaximum?.value
            ?? insights.series.compactMap { $0.maximum?.value }.max()
        describedSeriesCount = insights.series.filter { s in
            guard s.validCount > 0 else { return false }
            if let low = s.minimum?.value, let high = s.maximum?.value, low == high { return false }
            return true
        }.count
        hasValues = insights.series.contains { $0.validCount > 0 }
        xIsOrderedCategory = chart.xAxis.kind == .category && chart.xAxis.isOrdered
    }
}
