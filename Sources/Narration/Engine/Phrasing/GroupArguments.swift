import ChartAnalysis

/// `finding.groups`: the groups of a scatter plot (its series, or the categories of an extra axis) with the
/// highest and lowest mean, or one series above the others at every x they share.
struct GroupArguments: MessageArguments {
    var top: String
    var topMean: String
    var bottom: String
    var bottomMean: String
    var groupCount: Int
    /// The y axis's title, or empty (with a lead, the axis names say it).
    var yName: String?
    /// The title of the axis whose categories are the groups, or empty.
    var groupTitle: String
    var hasGroupTitle: Bool
    var hasLead: Bool
    var lead: GroupLeadArguments?
}

/// One series above the others at every x they share: said instead of the averages, which a steep shared
/// relation blurs ("treated was higher than untreated at every conc both have"). A partial lead names the x it
/// holds at and those without a clear difference ("at 2.0 there was no clear difference (26.06 against 26.14)").
struct GroupLeadArguments: MessageArguments {
    var axes: AxisNames
    var leader: String
    var others: String
    var leadCount: Int
    var leadGap: String
    var leadX: String
    var partial: Bool
    /// The x values the lead holds at (a partial lead only).
    var leadXs: String?
    var unclearXs: String?
    /// One x without a clear difference gets its two means.
    var oneUnclear: Bool
    var unclearLeader: String?
    var unclearOther: String?
}

extension FindingPhraser {
    func groupArguments(_ g: GroupComparison, _ precision: Precision) throws(NarrationError) -> GroupArguments? {
        guard let top = g.groups.first, let bottom = g.groups.last else { return nil }
        var groupTitle = ""
        if case .category(let axisID, _) = top.key, let axis = facts.chart.additionalAxis(id: axisID) {
            groupTitle = facts.text(axis.title) ?? axisID
        }
        let lead = try g.lead.map { (lead) throws(NarrationError) in
            GroupLeadArguments(
                axes: axisNames, leader: facts.seriesName(lead.leader), others: renderer.list(lead.others.map(facts.seriesName)),
                leadCount: lead.sharedCount, leadGap: try difference(lead.gapAtTop, .about(step: y.aboutStep(for: lead.gapAtTop))),
                leadX: x.value(lead.topX, .about(step: x.aboutStep(for: abs(lead.topX)))),
                partial: !lead.unclear.isEmpty,
                leadXs: lead.unclear.isEmpty ? nil : renderer.list(lead.leadXs.map { x.position($0) }),
                unclearXs: lead.unclear.isEmpty ? nil : renderer.list(lead.unclear.map { x.position($0.x) }),
                oneUnclear: lead.unclear.count == 1,
                unclearLeader: lead.unclear.count == 1 ? y.value(lead.unclear[0].leaderMean, .derived) : nil,
                unclearOther: lead.unclear.count == 1 ? y.value(lead.unclear[0].otherMean, .derived) : nil)
        }
        return GroupArguments(
            top: groupName(top.key), topMean: y.value(top.meanY, precision == .brief ? .brief : .derived),
            bottom: groupName(bottom.key), bottomMean: y.value(bottom.meanY, precision == .brief ? .brief : .derived),
            groupCount: g.groups.count, yName: lead == nil ? facts.text(facts.chart.yAxis.title) ?? "" : nil,
            groupTitle: groupTitle, hasGroupTitle: groupTitle != "", hasLead: lead != nil, lead: lead)
    }

    private func groupName(_ key: GroupKey) -> String {
        switch key {
        case .series(let s): return facts.seriesName(s)
        case .category(let axisID, let index):
            guard let axis = facts.chart.additionalAxis(id: axisID), axis.categories.indices.contains(index) else {
                return String(index + 1)
            }
            let c = axis.categories[index]
            return facts.text(c.label) ?? c.id
        }
    }
}
