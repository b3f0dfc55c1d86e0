import ChartAnalysis

/// A rating scale's detail in JSON: the answers on each side and in the middle, each part's share of the whole,
/// what the shares are of, and the most common answer.
struct ScaleJSON: Encodable {
    let series: Int
    let negative: [JSONXValue]
    let middle: [JSONXValue]
    let positive: [JSONXValue]
    let negativeShare: JSONNumber
    let middleShare: JSONNumber
    let positiveShare: JSONNumber
    let total: JSONNumber
    let isCount: Bool
    let mode: JSONXValue
    let isDeclared: Bool

    init(_ s: SurveyScale, _ axes: JSONAxisValues) {
        series = s.series
        negative = s.negative.map { axes.xValue(Double($0)) }
        middle = s.middle.map { axes.xValue(Double($0)) }
        positive = s.positive.map { axes.xValue(Double($0)) }
        negativeShare = JSONNumber(s.share(s.negative))
        middleShare = JSONNumber(s.share(s.middle))
        positiveShare = JSONNumber(s.share(s.positive))
        total = JSONNumber(s.total)
        isCount = s.isCount
        mode = axes.xValue(Double(s.mode))
        isDeclared = s.isDeclared
    }
}
