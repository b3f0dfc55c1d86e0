import ChartAnalysis

/// A change between periods per category in JSON: the periods' series (earliest first), each category's points
/// in the first and the last period and which way it moved, the way most moved, the largest change each way and
/// a change of the leader.
struct PeriodChangeJSON: Encodable {
    let series: [Int]
    let majority: String
    let isRelative: Bool
    let entries: [Entry]
    let largestRise: JSONXValue?
    let largestFall: JSONXValue?
    let newLeader: JSONXValue?
    let oldLeader: JSONXValue?

    /// One category: its point in the first and the last period, and which way it moved.
    struct Entry: Encodable {
        let from: JSONPoint
        let to: JSONPoint
        let change: String
    }

    init(_ c: PeriodChange, _ axes: JSONAxisValues) {
        series = c.series
        majority = c.majority.rawValue
        isRelative = c.isRelative
        entries = c.entries.map { Entry(from: axes.pointValue($0.from), to: axes.pointValue($0.to), change: $0.way.rawValue) }
        func x(_ k: Int?) -> JSONXValue? { k.map { axes.xValue(c.entries[$0].x) } }
        largestRise = x(c.largestRise)
        largestFall = x(c.largestFall)
        newLeader = x(c.newLeader)
        oldLeader = x(c.oldLeader)
    }
}
