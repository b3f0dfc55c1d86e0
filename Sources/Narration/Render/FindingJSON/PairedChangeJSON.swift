import ChartAnalysis

/// A paired change's detail in JSON: the two series, which is lower, and the pairs that go the other way.
struct PairedChangeJSON: Encodable {
    let first: Int
    let second: Int
    let secondIsLower: Bool
    let comparedCount: Int
    let exceptions: [Exception]

    /// A pair that does not change as the others do: its point in each series.
    struct Exception: Encodable {
        let first: JSONPoint
        let second: JSONPoint
    }

    init(_ c: PairedChange, _ axes: JSONAxisValues) {
        first = c.first
        second = c.second
        secondIsLower = c.secondIsLower
        comparedCount = c.comparedCount
        exceptions = c.exceptions.map { Exception(first: axes.pointValue($0.firstPoint), second: axes.pointValue($0.secondPoint)) }
    }
}
