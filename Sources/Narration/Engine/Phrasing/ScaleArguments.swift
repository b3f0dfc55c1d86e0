import ChartAnalysis

/// `finding.scale`: a rating scale told by its sides and middle, the larger side first: "Of 2,231, 59% (1,309)
/// were Very important or Somewhat important, 41% (922) Not very important or Not at all important."
struct ScaleArguments: MessageArguments {
    /// Several groups answered (husbands and wives, placebo and treated): each scale's sentence names its group.
    var hasName: Bool
    var name: String
    /// The values are counts: their total and each side's count are said ("Of 96", "(79)").
    var isCount: Bool
    /// Counts are said beside the shares (the long description; the short one keeps the shares).
    var showCounts: Bool
    var total: String
    var firstShare: String
    var firstCount: String
    /// A side's answers: one or two as a list with "or", more as a range ("0 bad to 4", `finding.scale.range`).
    var firstNames: String
    var secondShare: String
    var secondCount: String
    var secondNames: String
    var hasMiddle: Bool
    var middleShare: String
    var middleCount: String
    var middleNames: String
    /// The most common answer, said in the long description where its side holds others too.
    var hasMode: Bool
    var mode: String
    var modeShare: String
}

/// `finding.scale.range`: the first and last answer of a side of three or more.
struct ScaleRangeArguments: MessageArguments {
    var first: String
    var last: String
}

extension FindingPhraser {
    func scaleArguments(_ s: SurveyScale, _ precision: Precision) throws(NarrationError) -> ScaleArguments {
        func names(_ side: [Int]) throws(NarrationError) -> String {
            guard side.count > 2, let first = side.first, let last = side.last else {
                return renderer.list(side.map(x.category), kind: .or)
            }
            return try renderer.render("finding.scale.range", ScaleRangeArguments(first: x.category(first), last: x.category(last)).messageArguments)
        }
        // Percentages are said as the data give them (their sum, "87.8%"); counts as their share of the total.
        func share(_ side: [Int]) -> String {
            s.isCount ? percent(s.share(side)) : y.value(s.sum(side), precision == .brief ? .brief : .derived)
        }
        func count(_ side: [Int]) -> String { s.isCount ? number(s.sum(side), precision) : "" }
        let (first, second) = s.sidesByShare
        let modeSide = [s.negative, s.middle, s.positive].first { $0.contains(s.mode) } ?? []
        return ScaleArguments(
            hasName: facts.chart.series.count > 1, name: facts.seriesName(s.series),
            isCount: s.isCount, showCounts: s.isCount && precision == .full, total: s.isCount ? number(s.total, precision) : "",
            firstShare: share(first), firstCount: count(first), firstNames: try names(first),
            secondShare: share(second), secondCount: count(second), secondNames: try names(second),
            hasMiddle: !s.middle.isEmpty, middleShare: share(s.middle), middleCount: count(s.middle),
            middleNames: try names(s.middle),
            hasMode: precision == .full && modeSide.count > 1, mode: x.category(s.mode), modeShare: share([s.mode]))
    }
}
