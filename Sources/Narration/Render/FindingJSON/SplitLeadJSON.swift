import ChartAnalysis

/// A split lead's detail in JSON: the two series (first the one above at the first category) and, at every
/// shared category, which is above and both values.
struct SplitLeadJSON: Encodable {
    let series: [Int]
    let leads: [Lead]
    let ties: [Tie]

    /// One shared category where both series are equal.
    struct Tie: Encodable {
        let x: JSONXValue
        let value: JSONNumber
    }

    /// One shared category.
    struct Lead: Encodable {
        let x: JSONXValue
        let leader: Int
        let leaderValue: JSONNumber
        let otherValue: JSONNumber
    }

    init(_ s: SplitLead, _ axes: JSONAxisValues) {
        series = s.series
        leads = s.leads.map {
            Lead(x: axes.xValue($0.x), leader: $0.leader, leaderValue: JSONNumber($0.leaderValue),
                 otherValue: JSONNumber($0.otherValue))
        }
        ties = s.ties.map { Tie(x: axes.xValue($0.x), value: JSONNumber($0.value)) }
    }
}
