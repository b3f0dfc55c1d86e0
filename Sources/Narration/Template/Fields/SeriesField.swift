/// The fields a series adds to its chart's (`ChartFacts.seriesContexts`): its statistics, where its extremes
/// lie, its change from first to last, and what its findings already said.
enum SeriesField: String, CaseIterable, Sendable, TemplateFieldSet {
    case name, seriesIndex, count, validCount, missing, hasMissing, hasValues
    case briefMin, min, minAt, minWhen, minTimes
    case briefMax, max, maxAt, maxWhen, maxTimes
    case first, firstAt, last, lastAt, lastWhen, lastIs, changeDirection, change
    case isConstant, noCourse, noCourseLead, signs, aboveCount, belowCount, partsOfWhole, noMean, missingNamed, findingsSayEnds
    case minPlaceSaid, maxPlaceSaid, statsMin, statsMax, statsNeeded
    case hasPercent, changeIsRatio, changeRatio, percentChange
    case mean, median, standardDeviation, sum
    case walkthroughMode, threshold, intervalCount

    var words: Set<String>? {
        switch self {
        case .changeDirection: FieldWords.direction
        case .walkthroughMode: ["points", "intervals"]
        case .lastIs: ["low", "high", "other"]
        case .hasMissing, .hasValues, .isConstant, .noCourse, .noCourseLead, .signs, .partsOfWhole, .noMean, .missingNamed, .findingsSayEnds,
             .minPlaceSaid, .maxPlaceSaid, .statsMin, .statsMax, .statsNeeded, .hasPercent, .changeIsRatio: FieldWords.flag
        case .seriesIndex, .count, .validCount, .missing, .minTimes, .maxTimes, .threshold, .intervalCount: FieldWords.number
        case .name, .briefMin, .min, .minAt, .minWhen, .briefMax, .max, .maxAt, .maxWhen, .first, .firstAt, .last,
             .lastAt, .lastWhen, .aboveCount, .belowCount, .change, .changeRatio, .percentChange, .mean, .median, .standardDeviation, .sum: nil
        }
    }
}
