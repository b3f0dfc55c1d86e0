import ChartAnalysis

/// A gap's detail in JSON: the missing run's indices and x values, and the points either side.
struct GapJSON: Encodable {
    let series: Int
    let firstIndex: Int
    let lastIndex: Int
    let count: Int
    let firstX: JSONXValue
    let lastX: JSONXValue
    let before: JSONPoint?
    let after: JSONPoint?

    init(_ g: MissingRun, _ axes: JSONAxisValues) {
        series = g.series
        firstIndex = g.firstIndex
        lastIndex = g.lastIndex
        count = g.count
        firstX = axes.xValue(g.firstX)
        lastX = axes.xValue(g.lastX)
        before = g.before.map(axes.pointValue)
        after = g.after.map(axes.pointValue)
    }
}
