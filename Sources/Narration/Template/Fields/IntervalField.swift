/// The fields a digest interval adds to its series' (some shadow the series-wide ones: `count`, `min`, …).
enum IntervalField: String, CaseIterable, Sendable {
    case label, count, missing, hasValues, first, last, min, max, mean
    case highest, steepest, pointUnit, intervalKind, isNotable, notableRank, intervalIndex
}
