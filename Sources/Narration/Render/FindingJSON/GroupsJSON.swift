import ChartAnalysis

/// A group comparison's detail in JSON: how much of y the groups explain, each group's size and mean, and the
/// group that leads along x where there is one.
struct GroupsJSON: Encodable {
    let etaSquared: JSONNumber
    let pValue: JSONNumber
    let groups: [Group]
    let lead: Lead?

    /// One group: a series, or a category of an additional axis (its axis id and index).
    struct Group: Encodable {
        let count: Int
        let meanX: JSONNumber
        let meanY: JSONNumber
        let series: Int?
        let axis: String?
        let category: Int?
    }

    /// The group that stays on top along x, and by how much.
    struct Lead: Encodable {
        let leader: Int
        let others: [Int]
        let sharedCount: Int
        let topX: JSONXValue
        let gapAtTop: JSONNumber
        let smallestGap: JSONNumber
        let largestGap: JSONNumber
        /// The shared x the lead holds at.
        let leadXs: [JSONXValue]
        /// Shared x where the replicates show no clear difference (empty when the lead holds at every x).
        let unclear: [Unclear]
    }

    /// A shared x without a clear lead: the leader's mean there and the highest other mean.
    struct Unclear: Encodable {
        let x: JSONXValue
        let leaderMean: JSONNumber
        let otherMean: JSONNumber
    }

    init(_ g: GroupComparison, _ axes: JSONAxisValues) {
        etaSquared = JSONNumber(g.etaSquared)
        pValue = JSONNumber(g.pValue)
        groups = g.groups.map { s in
            switch s.key {
            case .series(let i):
                Group(count: s.count, meanX: JSONNumber(s.meanX), meanY: JSONNumber(s.meanY), series: i, axis: nil, category: nil)
            case .category(let axisID, let index):
                Group(count: s.count, meanX: JSONNumber(s.meanX), meanY: JSONNumber(s.meanY), series: nil, axis: axisID,
                      category: index)
            }
        }
        lead = g.lead.map { l in
            Lead(leader: l.leader, others: l.others, sharedCount: l.sharedCount, topX: axes.xValue(l.topX),
                 gapAtTop: JSONNumber(l.gapAtTop), smallestGap: JSONNumber(l.smallestGap), largestGap: JSONNumber(l.largestGap),
                 leadXs: l.leadXs.map(axes.xValue),
                 unclear: l.unclear.map {
                     Unclear(x: axes.xValue($0.x), leaderMean: JSONNumber($0.leaderMean), otherMean: JSONNumber($0.otherMean))
                 })
        }
    }
}
