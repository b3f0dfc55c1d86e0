import ChartModel

/// Runs every detector over a chart and ranks what they find.
///
/// Each detector (`FindingDetector`, in no particular order: the ranking decides what leads) looks at the
/// chart through a `FindingContext` and returns the findings whose test or rule passed; a detector that finds
/// nothing returns nothing (there is no "no finding" finding: "no clear relation" is a described fact).
enum FindingsAnalyzer {
    /// The chart's findings, each claim of them checked against the data by the claim audit before they are
    /// ranked (`ClaimAudit`), and what the audit did.
    static func findings(for chart: Chart, samples: [Sample], statistics: [SeriesStatistics]) -> ([Finding], AuditReport) {
        let context = FindingContext(chart: chart, samples: samples, statistics: statistics)
        var report = AuditReport()
        let found = ClaimAudit.audit(FindingDetector.allCases.flatMap { $0.findings(context) }, context: context, report: &report)
        let said = PeriodChangeDetector.leavingOutSaid(ScaleDetector.leavingOutSaid(
            SaidByComparison.leavingOut(CommonMoveDetector.leavingOutSaid(SignRunDetector.leavingOutCycles(found)))))
        let ranked = FindingRanker.rank(ClusterDetector.weighingRelations(said))
        let led = FindingRanker.leadingWithLargestEvent(ranked, events: report.events, context: context)
        return (FindingRanker.contraryCourseSecond(led, context: context), report)
    }
}
