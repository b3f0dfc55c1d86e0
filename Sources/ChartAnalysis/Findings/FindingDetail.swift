/// The numbers of a finding, one case per `FindingKind`: the case is the kind.
package enum FindingDetail: Sendable, Hashable {
    case shape(SeriesShape)
    case levelShift(LevelShift)
    case seasonality(Seasonality)
    case cycle(Cycle)
    case record(Record)
    case drawdown(Drawdown)
    case gap(MissingRun)
    case outliers(OutlierSet)
    case steady(SteadyLevel)
    case overtake(Overtake)
    case dominance(Dominance)
    case splitLead(SplitLead)
    case tracking(Tracking)
    case growth(GrowthComparison)
    case shares(ShareShift)
    case threshold(ThresholdComparison)
    case sharedExtreme(SharedExtreme)
    case pairedChange(PairedChange)
    case ranking(CategoryRanking)
    case correlation(ScatterRelation)
    case influence(InfluentialPoint)
    case clusters(ScatterClusters)
    case groups(GroupComparison)
    case groupReversal(GroupReversal)
    case signRun(SignRun)
    case commonMove(CommonMove)
    case course(VisibleCourse)
    case relationContrast(RelationContrast)
    case path(ScatterPath)
    case scale(SurveyScale)
    case periodChange(PeriodChange)
    case giants(ScatterGiants)
    case spreadShift(SpreadShift)
    case spreadContrast(SpreadContrast)

    /// The kind of finding these numbers belong to.
    package var kind: FindingKind {
        switch self {
        case .shape: .shape
        case .levelShift: .levelShift
        case .seasonality: .seasonality
        case .cycle: .cycle
        case .record: .record
        case .drawdown: .drawdown
        case .gap: .gap
        case .outliers: .outliers
        case .steady: .steady
        case .overtake: .overtake
        case .dominance: .dominance
        case .splitLead: .splitLead
        case .tracking: .tracking
        case .growth: .growth
        case .shares: .shares
        case .threshold: .threshold
        case .sharedExtreme: .sharedExtreme
        case .pairedChange: .pairedChange
        case .ranking: .ranking
        case .correlation: .correlation
        case .influence: .influence
        case .clusters: .clusters
        case .groups: .groups
        case .groupReversal: .groupReversal
        case .signRun: .signRun
        case .commonMove: .commonMove
        case .course: .course
        case .relationContrast: .relationContrast
        case .path: .path
        case .scale: .scale
        case .periodChange: .periodChange
        case .giants: .giants
        case .spreadShift: .spreadShift
        case .spreadContrast: .spreadContrast
        }
    }

    /// What this finding claims: its kind's claim, except where the numbers make it a fact of the data shown
    /// (a change of the leader that no test of a systematic change backs, "no clear relation", the largest
    /// fall of a series that no tested shape explains).
    package var claim: FindingClaim {
        switch self {
        case .overtake(let o) where !o.isSystematic: .fact
        case .correlation(let r) where r.form == .none: .fact
        case .drawdown(let d) where !d.isExplained: .fact
        default: kind.claim
        }
    }
}
