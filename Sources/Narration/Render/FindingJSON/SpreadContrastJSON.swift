import ChartAnalysis

/// A spread contrast's detail in JSON: the wide series, the others, its extremes, the others' band and the ratio.
struct SpreadContrastJSON: Encodable {
    let series: Int
    let others: [Int]
    let low: JSONPoint
    let high: JSONPoint
    let othersLow: JSONNumber
    let othersHigh: JSONNumber
    let ratio: JSONNumber

    init(_ c: SpreadContrast, _ axes: JSONAxisValues) {
        series = c.series
        others = c.others
        low = axes.pointValue(c.low)
        high = axes.pointValue(c.high)
        othersLow = JSONNumber(c.othersLow)
        othersHigh = JSONNumber(c.othersHigh)
        ratio = JSONNumber(c.ratio)
    }
}
