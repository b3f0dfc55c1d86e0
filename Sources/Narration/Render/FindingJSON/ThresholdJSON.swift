import ChartAnalysis

/// A threshold comparison's detail in JSON: the reference level and how many points lie above and below it.
struct ThresholdJSON: Encodable {
    let reference: Int
    let level: JSONNumber
    let series: Int
    let above: Int
    let below: Int
    let total: Int

    init(_ t: ThresholdComparison, _ axes: JSONAxisValues) {
        reference = t.reference
        level = JSONNumber(t.level)
        series = t.series
        above = t.above
        below = t.below
        total = t.total
    }
}
