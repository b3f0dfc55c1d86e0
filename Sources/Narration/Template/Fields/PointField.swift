/// The fields a point adds to its series' (the walkthrough and the explorer); `changeDirection` and `change`
/// shadow the series' first-to-last ones with the step from the previous value.
enum PointField: String, CaseIterable, Sendable {
    case x, isMissing, value, label, hasLabel, changeDirection, change, hasMarkers, markers
}
