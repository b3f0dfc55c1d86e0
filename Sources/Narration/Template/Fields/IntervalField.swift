/// The fields a digest interval adds to its series' (some shadow the series-wide ones: `count`, `min`, …).
enum IntervalField: String, CaseIterable, Sendable, TemplateFieldSet {
    case label, count, missing, hasValues, first, last, min, max, mean
    case highest, steepest, pointUnit, intervalKind, isNotable, notableRank, intervalIndex

    var words: Set<String>? {
        switch self {
        case .steepest: Set(["rise", "drop", "none"])
        case .pointUnit: FieldWords.pointUnit
        case .intervalKind: ["hour", "day", "week", "month", "quarter", "year", "other"]
        case .hasValues, .highest, .isNotable: FieldWords.flag
        case .count, .missing, .notableRank, .intervalIndex: FieldWords.number
        case .label, .first, .last, .min, .max, .mean: nil
        }
    }
}
