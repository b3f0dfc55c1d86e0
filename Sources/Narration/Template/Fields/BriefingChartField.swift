/// The fields a briefing adds to each chart's (and everything below it): how many charts the report has, and
/// the chart's title as the narration says it.
enum BriefingChartField: String, CaseIterable, Sendable, TemplateFieldSet {
    case chartCount, title

    var words: Set<String>? {
        switch self {
        case .chartCount: FieldWords.number
        case .title: nil
        }
    }
}
