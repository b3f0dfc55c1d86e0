import ChartAnalysis

/// A connected scatter path's detail in JSON: its first and last points and its extremes.
struct PathJSON: Encodable {
    let series: Int
    let first: JSONPoint
    let last: JSONPoint
    let high: JSONPoint
    let low: JSONPoint

    init(_ p: ScatterPath, _ axes: JSONAxisValues) {
        series = p.series
        first = axes.pointValue(p.first)
        last = axes.pointValue(p.last)
        high = axes.pointValue(p.high)
        low = axes.pointValue(p.low)
    }
}
