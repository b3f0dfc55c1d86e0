import ChartAnalysis

/// `finding.spreadContrast`: one series that swung far more widely than the others around the same values:
/// "Savings swung far more widely than Consumption and Income: between -56.5% in Q1 2013 and 41.6% in Q1 2002,
/// against -4.08% to 4.52%, about 11 times as wide".
struct SpreadContrastArguments: MessageArguments {
    var name: String
    var others: String
    var low: String
    var lowAt: String
    var high: String
    var highAt: String
    var othersLow: String
    var othersHigh: String
    /// How many times the widest other's range the series' range is, said to two significant digits.
    var times: String
}

extension FindingPhraser {
    func spreadContrastArguments(_ c: SpreadContrast, _ precision: Precision) throws(NarrationError) -> SpreadContrastArguments {
        SpreadContrastArguments(
            name: facts.seriesName(c.series), others: renderer.list(c.others.map(facts.seriesName)),
            low: number(c.low.y, precision), lowAt: try at(c.low.x), high: number(c.high.y, precision), highAt: try at(c.high.x),
            othersLow: number(c.othersLow, precision), othersHigh: number(c.othersHigh, precision), times: ratio(c.ratio))
    }
}
