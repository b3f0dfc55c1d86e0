import ChartAnalysis

/// A share shift's detail in JSON: each series' share of the total at the start, the end and overall.
struct SharesJSON: Encodable {
    let startX: JSONXValue
    let endX: JSONXValue
    /// Null where no series moved most.
    let largestMover: JSONNullable<Int>
    let entries: [Entry]

    /// One series' shares.
    struct Entry: Encodable {
        let series: Int
        let startShare: JSONNumber
        let endShare: JSONNumber
        let overallShare: JSONNumber
    }

    init(_ s: ShareShift, _ axes: JSONAxisValues) {
        startX = axes.xValue(s.startX)
        endX = axes.xValue(s.endX)
        largestMover = JSONNullable(s.largestMover)
        entries = s.entries.map { e in
            Entry(series: e.series, startShare: JSONNumber(e.startShare), endShare: JSONNumber(e.endShare),
                  overallShare: JSONNumber(e.overallShare))
        }
    }
}
