import ChartAnalysis

/// A seasonality's detail in JSON: its period, the profile of one cycle, its high and low phases and strength.
struct SeasonalityJSON: Encodable {
    let series: Int
    let period: String
    let profile: [JSONNumber]
    let high: Phases
    let low: Phases
    let swing: JSONNumber
    let strength: JSONNumber
    let cycles: JSONNumber
    let isOnMonthlyMeans: Bool

    /// A run of phases of the cycle: the first and how many.
    struct Phases: Encodable {
        let first: Int
        let count: Int
    }

    init(_ s: Seasonality, _ axes: JSONAxisValues) {
        series = s.series
        period = s.period.rawValue
        profile = s.profile.map(JSONNumber.init)
        high = Phases(first: s.high.first, count: s.high.count)
        low = Phases(first: s.low.first, count: s.low.count)
        swing = JSONNumber(s.swing)
        strength = JSONNumber(s.strength)
        cycles = JSONNumber(s.cycles)
        isOnMonthlyMeans = s.isOnMonthlyMeans
    }
}
