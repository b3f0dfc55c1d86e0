import ChartAnalysis

/// A dominance's detail in JSON: the series above (or below) the others, how often and by how much, over which
/// shared stretch of x (null where the series share none).
struct DominanceJSON: Encodable {
    let isBelow: Bool
    let leader: Int
    let others: [Int]
    let fraction: JSONNumber
    let meanGap: JSONNumber
    let comparedCount: Int
    let sharedFrom: JSONXValue
    let sharedTo: JSONXValue

    init(_ d: Dominance, _ axes: JSONAxisValues) {
        isBelow = d.isBelow
        leader = d.leader
        others = d.others
        fraction = JSONNumber(d.fraction)
        meanGap = JSONNumber(d.meanGap)
        comparedCount = d.comparedCount
        sharedFrom = d.sharedFrom.map(axes.xValue) ?? .null
        sharedTo = d.sharedTo.map(axes.xValue) ?? .null
    }
}
