import ChartAnalysis

/// A shared extreme's detail in JSON: the series that peak (or bottom out) at one x, and their points there.
struct SharedExtremeJSON: Encodable {
    let series: [Int]
    let isHigh: Bool
    let x: JSONXValue
    let points: [JSONPoint]

    init(_ e: SharedExtreme, _ axes: JSONAxisValues) {
        series = e.series
        isHigh = e.isHigh
        x = axes.xValue(e.x)
        points = e.points.map(axes.pointValue)
    }
}
