import ChartAnalysis

/// A drawdown's detail in JSON: peak, trough, the recovery if there is one, and the depth.
struct DrawdownJSON: Encodable {
    let series: Int
    let peak: JSONPoint
    let trough: JSONPoint
    let depth: JSONNumber
    let recovery: JSONPoint?
    let relativeDepth: JSONNumber?

    init(_ d: Drawdown, _ axes: JSONAxisValues) {
        series = d.series
        peak = axes.pointValue(d.peak)
        trough = axes.pointValue(d.trough)
        depth = JSONNumber(d.depth)
        recovery = d.recovery.map(axes.pointValue)
        relativeDepth = d.relativeDepth.map(JSONNumber.init)
    }
}
