/// The fields a point adds to its series' (the walkthrough and the explorer); `changeDirection` and `change`
/// shadow the series' first-to-last ones with the step from the previous value.
enum PointField: String, CaseIterable, Sendable, TemplateFieldSet {
    case x, isMissing, value, label, hasLabel, changeDirection, change, hasMarkers, markers

    var words: Set<String>? {
        switch self {
        case .changeDirection: FieldWords.direction.union(["none"])
        case .isMissing, .hasLabel, .hasMarkers: FieldWords.flag
        case .x, .value, .label, .change, .markers: nil
        }
    }
}
