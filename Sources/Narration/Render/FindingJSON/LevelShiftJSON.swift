import ChartAnalysis

/// A level shift's detail in JSON: the points either side of the step and the levels before and after.
struct LevelShiftJSON: Encodable {
    let series: Int
    let before: JSONPoint
    let after: JSONPoint
    let levelBefore: JSONNumber
    let levelAfter: JSONNumber

    init(_ l: LevelShift, _ axes: JSONAxisValues) {
        series = l.series
        before = axes.pointValue(l.before)
        after = axes.pointValue(l.after)
        levelBefore = JSONNumber(l.levelBefore)
        levelAfter = JSONNumber(l.levelAfter)
    }
}
