/// The detectors, each a test over the whole chart (docs/findings.md names each one's rules).
///
/// `FindingsAnalyzer` runs every case; `FindingKind.detectors` says which make each kind, and a test checks
/// that no detector makes a kind not listed for it.
enum FindingDetector: String, Sendable, Hashable, CaseIterable {
    case gaps, steady
    /// One series' course: shape, level shifts, seasons, cycles, records, drawdowns, outliers, the visible course.
    case structure
    case overtake, tracking, dominance, growth, shares, threshold, sharedExtreme, pairedChange, ranking
    /// A scatter plot's relation, its influential points and outliers.
    case scatter
    case clusters, groups, groupReversal, signRun, commonMove
    /// A connected scatter plot's path.
    case scatterPath
    /// A rating scale's sides and middle.
    case scale
    /// Grouped bars of periods: the change per category.
    case periodChange
    /// A series of changes whose spread shifted once.
    case spreadShift
    /// One series far wider than the rest.
    case spreadContrast

    /// Runs the detector.
    func findings(_ context: FindingContext) -> [Finding] {
        switch self {
        case .gaps: GapDetector.findings(context)
        case .steady: SteadyDetector.findings(context)
        case .structure: StructureDetector.findings(context)
        case .overtake: OvertakeDetector.findings(context)
        case .tracking: TrackingDetector.findings(context)
        case .dominance: DominanceDetector.findings(context)
        case .growth: GrowthDetector.findings(context)
        case .shares: ShareDetector.findings(context)
        case .threshold: ThresholdDetector.findings(context)
        case .sharedExtreme: SharedExtremeDetector.findings(context)
        case .pairedChange: PairedChangeDetector.findings(context)
        case .ranking: RankingDetector.findings(context)
        case .scatter: ScatterDetector.findings(context)
        case .clusters: ClusterDetector.findings(context)
        case .groups: GroupDetector.findings(context)
        case .groupReversal: GroupReversalDetector.findings(context)
        case .signRun: SignRunDetector.findings(context)
        case .commonMove: CommonMoveDetector.findings(context)
        case .scatterPath: ScatterPathDetector.findings(context)
        case .scale: ScaleDetector.findings(context)
        case .periodChange: PeriodChangeDetector.findings(context)
        case .spreadShift: SpreadShiftDetector.findings(context)
        case .spreadContrast: SpreadContrastDetector.findings(context)
        }
    }

    /// The kinds this detector may make (derived from `FindingKind.detectors`).
    var kinds: Set<FindingKind> { Set(FindingKind.allCases.filter { $0.detectors.contains(self) }) }
}
