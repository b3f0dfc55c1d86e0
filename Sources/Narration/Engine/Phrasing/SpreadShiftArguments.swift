import ChartAnalysis

/// `finding.spreadShift`: a series of changes that stayed in a narrow band until a point, then swung widely (or
/// the reverse): "stayed between -6.33% and 4.98% until Oct 26, then its swings widened to between -12.82% on Oct 28
/// and 12.34% on Oct 30, about 2.8 times as wide".
struct SpreadShiftArguments: MessageArguments {
    var name: String
    var widens: Bool
    var beforeLow: String
    var beforeHigh: String
    var untilX: String
    var afterLow: String
    var afterHigh: String
    var afterLowAt: String
    var afterHighAt: String
    /// How many times as wide (or as narrow) the later swings are, said to one decimal.
    var factor: String
    /// Of narrower swings, their width as a share of the earlier ones': "about 48% as wide" reads where "2.1 times
    /// smaller" (and zh "2.1分之一") did not.
    var share: String
}

extension FindingPhraser {
    func spreadShiftArguments(_ shift: SpreadShift, _ precision: Precision) throws(NarrationError) -> SpreadShiftArguments {
        let (b, a) = (shift.before, shift.after)
        return SpreadShiftArguments(
            name: facts.seriesName(shift.series), widens: shift.widens,
            beforeLow: number(b.low.y, precision), beforeHigh: number(b.high.y, precision), untilX: x.position(b.end.x),
            afterLow: number(a.low.y, precision), afterHigh: number(a.high.y, precision),
            afterLowAt: try at(a.low.x), afterHighAt: try at(a.high.x),
            factor: ratio(max(shift.ratio, 1 / shift.ratio)), share: percent(min(shift.ratio, 1 / shift.ratio)))
    }
}
