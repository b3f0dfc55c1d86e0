import ChartAnalysis

/// A steady level's detail in JSON: the level and how far the series strays from it.
struct SteadyJSON: Encodable {
    let series: Int
    let level: JSONNumber
    let isConstant: Bool
    let maximumDeviation: JSONNumber

    init(_ s: SteadyLevel, _ axes: JSONAxisValues) {
        series = s.series
        level = JSONNumber(s.level)
        isConstant = s.isConstant
        maximumDeviation = JSONNumber(s.maximumDeviation)
    }
}
