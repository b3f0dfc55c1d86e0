import ChartAnalysis

/// A cycle's detail in JSON: its period (in x units and in points), strength and peaks.
struct CycleJSON: Encodable {
    let series: Int
    let period: JSONNumber
    let periodPoints: JSONNumber
    let strength: JSONNumber
    let strongestPeak: JSONPoint
    /// The first `FindingJSON.listLimit` peaks; `peakCount` says how many there are.
    let peaks: [JSONPoint]
    let peakCount: Int

    init(_ c: Cycle, _ axes: JSONAxisValues) {
        series = c.series
        period = JSONNumber(c.period)
        periodPoints = JSONNumber(c.periodPoints)
        strength = JSONNumber(c.strength)
        strongestPeak = axes.pointValue(c.strongestPeak)
        peaks = c.peaks.prefix(FindingJSON.listLimit).map(axes.pointValue)
        peakCount = c.peaks.count
    }
}
