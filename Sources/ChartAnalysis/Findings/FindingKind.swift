/// The kinds of finding: the one registry of them (docs/findings.md, "Adding a kind").
///
/// Every list that depends on the kinds is derived from here: the detectors that run (`detectors`), how the
/// ranking weighs a kind (`scope`), what it claims and so which test bounds it (`claim`), and, in Narration,
/// the catalog keys its sentence uses. Each is an exhaustive `switch`, so a new case does not compile until
/// every one of them says what the kind is.
public enum FindingKind: String, Sendable, Hashable, CaseIterable {
    /// The course of one series as up to five straight segments: a rise, a fall, a dip and recovery, a peak.
    case shape
    /// A one-time change in level that a step explains better than a line.
    case levelShift
    /// A calendar cycle (month of year, day of week, hour of day) that explains a share of the variance.
    case seasonality
    /// A repeating cycle not tied to the calendar (e.g. about 11 years).
    case cycle
    /// A new all-time high (or low) near the end, and what it beat.
    case record
    /// The largest peak-to-trough fall, and whether and when the earlier peak was regained.
    case drawdown
    /// A run of missing values.
    case gap
    /// Points far from the series' shape (residuals of trend + season or segments), grouped into episodes.
    case outliers
    /// A series that does not change, or barely (a constant reference line, a flat level).
    case steady
    /// One series moving above another at a real x and staying there.
    case overtake
    /// One series above another (or all others) throughout, with the typical gap.
    case dominance
    /// Two series that follow each other closely (a forecast and its outcome).
    case tracking
    /// Which series grew most (a ratio) over the x range they share.
    case growth
    /// Shares of the total (area / part-to-whole charts, additive values) and how they moved.
    case shares
    /// A constant reference series read as a threshold: how often another series is above it.
    case threshold
    /// Several series reaching their peak (or low) at the same x.
    case sharedExtreme
    /// Two series over categories, the second lower (or higher) than the first in all categories but a few.
    case pairedChange
    /// Categories ranked: leader and laggard, the gap between first and second, the max/min ratio.
    case ranking
    /// The relation between x and y in a scatter plot: linear, curved but monotonic, or none; its slope.
    case correlation
    /// A point whose removal would change the correlation a lot (Cook's distance, leverage).
    case influence
    /// Two or three separate clusters of a scatter series' points.
    case clusters
    /// Groups of points (series, or an additional category axis) compared by their means.
    case groups
    /// A relation that goes one way within a scatter plot's groups and the other way across them pooled.
    case groupReversal
    /// The longest stretches a series spent below or above zero.
    case signRun
    /// Most of a chart's series moving the same way over the same stretch of x.
    case commonMove
    /// The rises and falls a reader sees in a series that no tested shape describes: a fact of the data shown.
    case course
    /// How the relations of a scatter plot's groups compare: alike, one steeper, or of different forms.
    case relationContrast
    /// Two series over a few categories, each higher at some: who is higher where (a fact of the data shown).
    case splitLead
    /// Where a connected scatter plot's path went, from its first point to its last: a fact of the data shown.
    case path
    /// A rating scale's answers told by its sides and middle ("59 % satisfied, 14 % dissatisfied, 27 % neutral").
    case scale
    /// Grouped bars of two or three periods: each category's change from the first to the last.
    case periodChange
    /// The few points far out along an axis whose values span orders of magnitude: a fact of the data shown.
    case giants
    /// A series of changes around zero that moved calmly, then widely (or the reverse): a tested shift of spread.
    case spreadShift
    /// One series swinging far more widely than every other around the same values: a fact of the data shown.
    case spreadContrast
}


extension FindingKind {
    /// What a finding of this kind usually claims (`FindingDetail.claim` refines it per finding: a change of
    /// the leader is an overtake that is a fact, "no clear relation" a correlation that is one).
    public var claim: FindingClaim {
        switch self {
        case .shape, .levelShift, .seasonality, .cycle, .record, .drawdown, .outliers, .steady, .spreadShift: .regularity
        case .overtake, .tracking, .growth, .shares, .sharedExtreme, .correlation, .influence, .clusters, .groups,
             .groupReversal, .commonMove, .relationContrast: .relation
        case .gap, .dominance, .splitLead, .threshold, .pairedChange, .ranking, .signRun, .course, .path, .scale,
             .periodChange, .giants, .spreadContrast: .fact
        }
    }

    /// Whether the kind tells one series' own course, compares series, or neither (the ranking weighs a
    /// series' own course less in a chart whose series are compared: `FindingRanker`).
    package var scope: FindingScope {
        switch self {
        case .shape, .levelShift, .seasonality, .cycle, .record, .drawdown, .outliers, .signRun, .course, .spreadShift: .ownCourse
        case .overtake, .dominance, .splitLead, .tracking, .growth, .shares, .threshold, .sharedExtreme, .pairedChange,
             .commonMove, .periodChange, .spreadContrast: .comparison
        case .gap, .steady, .ranking, .correlation, .path, .influence, .clusters, .groups, .groupReversal,
             .relationContrast, .scale, .giants: .chart
        }
    }

    /// The detectors that make findings of this kind.
    var detectors: [FindingDetector] {
        switch self {
        case .shape, .levelShift, .seasonality, .cycle, .record, .drawdown, .course: [.structure]
        case .outliers: [.structure, .scatter]
        case .steady: [.steady, .structure]
        case .gap: [.gaps]
        case .overtake: [.overtake]
        case .dominance, .splitLead: [.dominance]
        case .tracking: [.tracking]
        case .growth: [.growth]
        case .shares: [.shares]
        case .threshold: [.threshold]
        case .sharedExtreme: [.sharedExtreme]
        case .pairedChange: [.pairedChange]
        case .ranking: [.ranking]
        case .correlation, .influence, .relationContrast, .giants: [.scatter]
        case .clusters: [.clusters]
        case .groups: [.groups]
        case .groupReversal: [.groupReversal]
        case .signRun: [.signRun]
        case .commonMove: [.commonMove]
        case .path: [.scatterPath]
        case .scale: [.scale]
        case .periodChange: [.periodChange]
        case .spreadShift: [.spreadShift]
        case .spreadContrast: [.spreadContrast]
        }
    }
}

/// What a finding claims, which decides the test that must bound it (docs/findings.md, "What a finding claims").
public enum FindingClaim: String, Sendable, Hashable, CaseIterable {
    /// A regularity of one series (a course that goes on, a step, a season, a cycle, a steady level, unusual
    /// points): it must beat persistent noise, and white noise and random walks get it at most 5 % of the time.
    case regularity
    /// A relation between series, groups or variables (an overtake that holds, a correlation, clusters, a group
    /// difference): it must beat independent series or one cloud, at most 5 % of the time.
    case relation
    /// A fact of the data shown (a gap, the visible course, the leader, a count above a threshold, "no clear
    /// relation"): true whatever process made the data, so it needs no test of regularity, only its own rule
    /// for being worth saying.
    case fact
}

/// Which findings the ranking compares a kind with.
package enum FindingScope: Sendable, Hashable {
    /// What one series does on its own.
    case ownCourse
    /// How series compare.
    case comparison
    /// Anything else: gaps, a constant level, a ranking of categories, a scatter plot's relation.
    case chart
}
