import ChartAnalysis

/// A ranking's detail in JSON: the first `FindingJSON.listLimit` categories in order (as indices, as the axis's
/// ids, and their values), the gap between the first two, and how concentrated the total is.
struct RankingJSON: Encodable {
    let order: [Int]
    let categoryCount: Int
    let gapFirstSecond: JSONNumber
    let series: Int?
    let ratioMaxMin: JSONNumber?
    let leaderShare: JSONNumber?
    let isPartsOfWhole: Bool
    let concentration: Concentration?
    let values: [JSONNumber]
    /// The order as the axis names its categories (ids), beside the indices.
    let categories: [JSONXValue]

    /// How much of the total the head of the ranking holds.
    struct Concentration: Encodable {
        let headCount: Int
        let categoryCount: Int
        let headShare: JSONNumber
        let isLongTail: Bool
    }

    init(_ r: CategoryRanking, _ axes: JSONAxisValues) {
        let shown = r.order.prefix(FindingJSON.listLimit)
        order = Array(shown)
        categoryCount = r.order.count
        gapFirstSecond = JSONNumber(r.gapFirstSecond)
        series = r.series
        ratioMaxMin = r.ratioMaxMin.map(JSONNumber.init)
        leaderShare = r.leaderShare.map(JSONNumber.init)
        isPartsOfWhole = r.isPartsOfWhole
        concentration = r.concentration.map { c in
            Concentration(headCount: c.headCount, categoryCount: c.categoryCount, headShare: JSONNumber(c.headShare),
                          isLongTail: c.isLongTail)
        }
        values = shown.map { JSONNumber(r.values[$0]) }
        categories = shown.map { axes.xValue(Double($0)) }
    }
}
