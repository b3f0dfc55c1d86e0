import ChartAnalysis

/// A common move's detail in JSON: the series that rise (or fall) together over one stretch of x, and the total
/// at its ends where the series add up.
struct CommonMoveJSON: Encodable {
    let series: [Int]
    let seriesCount: Int
    let isRising: Bool
    let fromX: JSONXValue
    let toX: JSONXValue
    let totalFrom: JSONNumber?
    let totalTo: JSONNumber?

    init(_ c: CommonMove, _ axes: JSONAxisValues) {
        series = c.series
        seriesCount = c.seriesCount
        isRising = c.isRising
        fromX = axes.xValue(c.fromX)
        toX = axes.xValue(c.toX)
        // Both totals or neither.
        let totals = c.totalFrom.flatMap { from in c.totalTo.map { (from, $0) } }
        totalFrom = totals.map { JSONNumber($0.0) }
        totalTo = totals.map { JSONNumber($0.1) }
    }
}
