import ChartModel

extension FindingContext {
    /// Series that are compared with each other: at least two values and not constant (a constant series is a
    /// reference line, compared as a threshold, never a competitor). Empty for scatter plots.
    var comparedSeries: [Int] {
        guard !isScatter else { return [] }
        let constant = Set(constantSeries)
        return samples.indices.filter { samples[$0].validCount >= 2 && !constant.contains($0) }
    }

    /// True when x has an order in which a change means something: numbers, dates, ordered categories.
    var xIsOrdered: Bool { chart.xAxis.kind != .category || chart.xAxis.isOrdered }

    /// The points the given series share (equal x), in ascending x.
    func sharedPoints(_ series: [Int]) -> SharedPoints { SharedPoints(series.map { samples[$0] }) }
}
