import ChartAnalysis

/// An influential point's detail in JSON: the point, its Cook's distance and leverage, and the correlation with
/// and without it (null where none is left without it).
struct InfluenceJSON: Encodable {
    let series: Int
    let point: JSONPoint
    let cooksDistance: JSONNumber
    let leverage: JSONNumber
    let pearsonWith: JSONNumber
    let pearsonWithout: JSONNumber
    let createsRelation: Bool

    init(_ p: InfluentialPoint, _ axes: JSONAxisValues) {
        series = p.series
        point = axes.pointValue(p.point)
        cooksDistance = JSONNumber(p.cooksDistance)
        leverage = JSONNumber(p.leverage)
        pearsonWith = JSONNumber(p.pearsonWith)
        pearsonWithout = JSONNumber(p.pearsonWithout)
        createsRelation = p.createsRelation
    }
}
