import ChartModel

/// Runs every detector over a chart and ranks what they find.
///
/// Each detector (`FindingDetector`, in no particular order: the ranking decides what leads) looks at the
/// chart through a `FindingContext` and returns the findings whose test or rule passed; a detector that finds
/// nothing returns nothing (there is no "no finding" finding: "no clear relation" is a described fact).
enum FindingsAnalyzer {
    static func findings(for chart: Chart, samples: [Sample], statistics: [SeriesStatistics]) -> [Finding] {
        let context = FindingContext(chart: chart, samples: samples, statistics: statistics)
        let found = FindingDetector.allCases.flatMap { $0.findings(context) }
        return FindingRanker.rank(ClusterDetector.weighingRelations(
            SaidByComparison.leavingOut(CommonMoveDetector.leavingOutSaid(SignRunDetector.leavingOutCycles(found)))))
    }
}
