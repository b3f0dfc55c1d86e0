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
                 gapAtTop: JSONNumber(l.gapAtTop), smallestGap: JSONNumber(l.smallestGap), largestGap: JSONNumber(l.largestGap))
        }
    }
}
