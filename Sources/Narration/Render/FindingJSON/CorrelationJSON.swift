import ChartAnalysis

/// A scatter relation's detail in JSON: its form and model, the correlations and fit, and where a curve turns or
/// levels off; with the narration's rate unit, the change the sentence says per the step it says it per ("by
/// about 2 per 1,000 lb").
struct CorrelationJSON: Encodable {
    let series: Int
    let form: String
    let isPositive: Bool
    let pearson: JSONNumber
    let spearman: JSONNumber
    let slope: JSONNumber
    let xStep: JSONNumber
    let changePerStep: JSONNumber
    let pValue: JSONNumber
    let pointCount: Int
    let linearRSquared: JSONNumber
    let quadraticRSquared: JSONNumber
    let turningX: JSONXValue?
    let model: String
    let bend: String
    let levelsOffAbove: JSONXValue?
    let rate: JSONRate?
    /// `linear`, or `logLog` when every number above is of log₁₀ y against log₁₀ x.
    let scale: String
    let xDecades: Int?
    let exponent: JSONNumber?
    let offScale: [JSONPoint]?
    /// The series pooled for a relation over all their points.
    let pooled: [Int]?

    init(_ c: ScatterRelation, _ axes: JSONAxisValues, rateUnit: RateUnit?) {
        series = c.series
        form = c.form.rawValue
        isPositive = c.isPositive
        pearson = JSONNumber(c.pearson)
        spearman = JSONNumber(c.spearman)
        slope = JSONNumber(c.slope)
        xStep = JSONNumber(c.xStep)
        changePerStep = JSONNumber(c.changePerStep)
        pValue = JSONNumber(c.pValue)
        pointCount = c.pointCount
        linearRSquared = JSONNumber(c.linearRSquared)
        quadraticRSquared = JSONNumber(c.quadraticRSquared)
        turningX = c.turningX.map(axes.xValue)
        model = c.model.rawValue
        bend = c.bend.rawValue
        levelsOffAbove = c.levelsOffAbove.map(axes.xValue)
        // A rate per x step means nothing of logs.
        rate = c.scale == .linear ? rateUnit.flatMap { axes.rateValue(c.slope, per: $0) } : nil
        scale = c.scale.rawValue
        xDecades = c.xDecades
        exponent = c.exponent.map(JSONNumber.init)
        offScale = c.offScale.isEmpty ? nil : c.offScale.map(axes.pointValue)
        pooled = c.pooled.isEmpty ? nil : c.pooled
    }
}
