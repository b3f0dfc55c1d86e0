import ChartAnalysis

/// An overtake's detail in JSON: the two series, their points where the order changes, and whether it holds.
struct OvertakeJSON: Encodable {
    let leader: Int
    let other: Int
    let leaderPoint: JSONPoint
    let otherPoint: JSONPoint
    let holdsToEnd: Bool
    let orderChanges: Int
    /// Where the other moved back above, for a spell ahead that ended; omitted otherwise.
    let backLeaderPoint: JSONPoint?
    let backOtherPoint: JSONPoint?

    init(_ o: Overtake, _ axes: JSONAxisValues) {
        leader = o.leader
        other = o.other
        leaderPoint = axes.pointValue(o.leaderPoint)
        otherPoint = axes.pointValue(o.otherPoint)
        holdsToEnd = o.holdsToEnd
        orderChanges = o.orderChanges
        backLeaderPoint = o.backLeaderPoint.map(axes.pointValue)
        backOtherPoint = o.backOtherPoint.map(axes.pointValue)
    }
}
