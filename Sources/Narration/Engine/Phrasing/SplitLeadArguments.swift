import ChartAnalysis

/// `finding.splitLead`: two series over a few categories, who is higher where: "Wool A was higher than wool B at
/// L (44.56 against 28.22) and H (24.56 against 18.78); wool B was higher at M (28.78 against 24.00)."
struct SplitLeadArguments: MessageArguments {
    var first: String
    var second: String
    /// The categories where `first` is higher, each with both values (`finding.splitLead.item`): at most six
    /// categories, and the values are the bars a reader compares, so even the short description says them.
    var firstAt: String
    var secondAt: String
    /// The categories where the two are equal (`finding.splitLead.tie`): "the two were equal at Grade 3 (18.2%)".
    var hasTies: Bool
    var tiesAt: String
}

/// `finding.splitLead.tie`: one category where both series have the same value.
struct SplitLeadTieArguments: MessageArguments {
    var x: String
    var value: String
}

/// `finding.splitLead.item`: one category and the leader's value against the other's.
struct SplitLeadItemArguments: MessageArguments {
    var x: String
    var leaderValue: String
    var otherValue: String
}

extension FindingPhraser {
    func splitLeadArguments(_ s: SplitLead, _ precision: Precision) throws(NarrationError) -> SplitLeadArguments {
        func items(_ leader: Int) throws(NarrationError) -> String {
            var said: [String] = []
            for lead in s.leads where lead.leader == leader {
                let item = SplitLeadItemArguments(x: x.position(lead.x), leaderValue: number(lead.leaderValue, precision),
                                                  otherValue: number(lead.otherValue, precision))
                said.append(try renderer.render("finding.splitLead.item", item.adding(to: [:])))
            }
            return renderer.list(said)
        }
        var ties: [String] = []
        for tie in s.ties {
            let item = SplitLeadTieArguments(x: x.position(tie.x), value: number(tie.value, precision))
            ties.append(try renderer.render("finding.splitLead.tie", item.adding(to: [:])))
        }
        return SplitLeadArguments(first: facts.seriesName(s.series[0]), second: facts.seriesName(s.series[1]),
                                  firstAt: try items(s.series[0]), secondAt: try items(s.series[1]),
                                  hasTies: !ties.isEmpty, tiesAt: renderer.list(ties))
    }
}
