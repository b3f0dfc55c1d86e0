import ChartModel

/// Runs every detector over a chart and ranks what they find.
///
/// Each detector looks at the chart through a `FindingContext` and returns the findings whose test passed;
/// a detector that finds nothing returns nothing (there is no "no finding" finding).
enum FindingsAnalyzer {
    /// The detectors, in no particular order (the ranking decides what leads).
    static let detectors: [@Sendable (FindingContext) -> [Finding]] = [
        GapDetector.findings,
        SteadyDetector.findings,
        // One series' course: shape, level shifts, seasons, cycles, records, outliers (docs/findings.md).
        StructureDetector.findings,
        // Several series, categories, scatter plots (docs/findings.md, "Comparisons" and "Scatter plots").
        OvertakeDetector.findings,
        TrackingDetector.findings,
        DominanceDetector.findings,
        GrowthDetector.findings,
        ShareDetector.findings,
        ThresholdDetector.findings,
        SharedExtremeDetector.findings,
        PairedChangeDetector.findings,
        RankingDetector.findings,
        ScatterDetector.findings,
        ClusterDetector.findings,
        GroupDetector.findings,
        GroupReversalDetector.findings,
        SignRunDetector.findings,
        CommonMoveDetector.findings,
    ]

    static func findings(for chart: Chart, samples: [Sample], statistics: [SeriesStatistics]) -> [Finding] {
        let context = FindingContext(chart: chart, samples: samples, statistics: statistics)
        return FindingRanker.rank(CommonMoveDetector.leavingOutSaid(SignRunDetector.leavingOutCycles(detectors.flatMap { $0(context) })))
    }
}
