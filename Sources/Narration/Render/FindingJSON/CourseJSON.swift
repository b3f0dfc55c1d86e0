import ChartAnalysis

/// A visible course's detail in JSON: its summary, ends and extremes, and the moves it is told in.
struct CourseJSON: Encodable {
    let series: Int
    let summary: String
    let first: JSONPoint
    let last: JSONPoint
    let high: JSONPoint
    let low: JSONPoint
    /// Null where the change has no relative size.
    let netRelativeChange: JSONNumber
    /// Where counted, how many times it rose and fell back, each way by at least `swingSize` (absent otherwise).
    let swings: Int?
    let swingSize: JSONNumber?
    let moves: [Move]
    /// The levels before the first move and after the last (read point by point), each with its median.
    let levels: [Level]

    /// A stretch where the series holds.
    struct Level: Encodable {
        let start: JSONPoint
        let end: JSONPoint
        let value: JSONNumber
    }

    /// One rise or fall.
    struct Move: Encodable {
        let start: JSONPoint
        let end: JSONPoint
        let isRise: Bool
        let relativeChange: JSONNumber
    }

    init(_ c: VisibleCourse, _ axes: JSONAxisValues) {
        series = c.series
        summary = c.summary.rawValue
        first = axes.pointValue(c.first)
        last = axes.pointValue(c.last)
        high = axes.pointValue(c.high)
        low = axes.pointValue(c.low)
        netRelativeChange = JSONNumber(c.netRelativeChange)
        swings = c.swings
        swingSize = c.swingSize.map { JSONNumber($0) }
        moves = c.moves.map { m in
            Move(start: axes.pointValue(m.start), end: axes.pointValue(m.end), isRise: m.isRise,
                 relativeChange: JSONNumber(m.relativeChange))
        }
        levels = c.levels.map { Level(start: axes.pointValue($0.start), end: axes.pointValue($0.end), value: JSONNumber($0.value)) }
    }
}
