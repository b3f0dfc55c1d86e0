/// The fields a briefing template reads at its top, about the whole report (`Narrator.briefingScript`).
enum ReportField: String, CaseIterable, Sendable, TemplateFieldSet {
    case hasReportTitle, hasIntro, hasOutro, chartCount, chartTitles

    var words: Set<String>? {
        switch self {
        case .hasReportTitle, .hasIntro, .hasOutro: FieldWords.flag
        case .chartCount: FieldWords.number
        case .chartTitles: nil
        }
    }
}
