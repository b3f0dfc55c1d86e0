/// The fields a briefing template reads at its top, about the whole report (`Narrator.briefingScript`).
enum ReportField: String, CaseIterable, Sendable {
    case hasReportTitle, hasIntro, hasOutro, chartCount, chartTitles
}
