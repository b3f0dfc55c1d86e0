import ChartAnalysis

/// A record's detail in JSON: the point and the record it broke, if any.
struct RecordJSON: Encodable {
    let series: Int
    let point: JSONPoint
    let isHigh: Bool
    let previous: JSONPoint?

    init(_ r: Record, _ axes: JSONAxisValues) {
        series = r.series
        point = axes.pointValue(r.point)
        isHigh = r.isHigh
        previous = r.previous.map(axes.pointValue)
    }
}
