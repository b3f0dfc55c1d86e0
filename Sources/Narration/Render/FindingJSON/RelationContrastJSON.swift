import ChartAnalysis

/// A relation contrast's detail in JSON: what it found, its test, the x range the groups share and each group's
/// fitted change over it, and each group's relation as `correlation` writes it.
struct RelationContrastJSON: Encodable {
    let outcome: String
    let series: [Int]
    let pValue: JSONNumber
    let sharedFromX: JSONXValue
    let sharedToX: JSONXValue
    let sharedChanges: [JSONNumber]
    let steepest: Int?
    let commonChangePerStep: JSONNumber?
    let relations: [CorrelationJSON]

    init(_ c: RelationContrast, _ axes: JSONAxisValues) {
        outcome = c.outcome.rawValue
        series = c.series
        pValue = JSONNumber(c.pValue)
        sharedFromX = axes.xValue(c.sharedFromX)
        sharedToX = axes.xValue(c.sharedToX)
        sharedChanges = c.sharedChanges.map(JSONNumber.init)
        steepest = c.steepest.map { c.series[$0] }
        commonChangePerStep = c.commonChangePerStep.map(JSONNumber.init)
        relations = c.relations.map { CorrelationJSON($0, axes, rateUnit: nil) }
    }
}
