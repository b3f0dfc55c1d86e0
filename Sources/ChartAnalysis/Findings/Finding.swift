/// One thing worth saying about a chart — a shape, a cycle, an overtake, a leader — with the numbers that
/// support it and how much it matters.
///
/// A claim of regularity or of a relation has passed a stated test (see docs/findings.md and the detector that
/// made it); a fact of the data shown (`claim == .fact`: a gap, the visible course, the leader) follows its own
/// rule for being worth saying. A series whose data pass no test gets no finding of that kind. Findings of a chart are ranked by
/// `salience`, most salient first, and every output (short, long, briefing, explorer) draws from that ranking.
public struct Finding: Sendable, Hashable {
    /// The series the finding concerns (indices into `Chart.series`), the one it is mostly about first.
    public var series: [Int]
    /// How much the finding matters, 0…1: its effect relative to the series' range and noise, and the share
    /// of variance it explains. Comparable across kinds; the ranking sorts on it.
    public var salience: Double
    /// The finding's effect size in y units (a segment's change, a step, a seasonal swing, a lead, …; the
    /// detail says which), or 0 where a finding has no natural size.
    public var effect: Double
    /// The share of the series' variance (0…1) that the finding's model explains, where it has a model.
    public var varianceExplained: Double?
    /// The points a reader or listener should notice (turning points, records, the overtake, the shift), in x order.
    public var landmarks: [Landmark]
    /// The numbers of the finding; its case is the finding's kind, so the two cannot disagree.
    package var detail: FindingDetail

    /// What kind of finding this is: the case of `detail`.
    public var kind: FindingKind { detail.kind }
    /// What the finding claims, and so which test bounds it.
    public var claim: FindingClaim { detail.claim }
    /// The shortest output the finding is worth saying in, from its salience (`SayAt`).
    public var sayAt: SayAt { SayAt(salience: salience) }

    /// Creates a finding.
    package init(series: [Int], salience: Double, effect: Double = 0,
                varianceExplained: Double? = nil, landmarks: [Landmark] = [], detail: FindingDetail) {
        self.series = series
        self.salience = salience
        self.effect = effect
        self.varianceExplained = varianceExplained
        self.landmarks = landmarks
        self.detail = detail
    }
}

/// A point a reader or listener should notice, and why.
public struct Landmark: Sendable, Hashable {
    /// The series the point belongs to.
    public var series: Int
    /// The point.
    public var point: PointRef
    /// Why it matters.
    public var role: LandmarkRole

    /// Creates a landmark.
    package init(series: Int, point: PointRef, role: LandmarkRole) {
        self.series = series
        self.point = point
        self.role = role
    }
}

/// Why a landmark matters.
public enum LandmarkRole: String, Sendable, Hashable, CaseIterable {
    /// Where a shape changes direction.
    case turningPoint
    /// A new all-time high or low.
    case record
    /// Where an earlier peak was regained after a fall.
    case recovery
    /// The first point at a new level after a step.
    case levelShift
    /// The first point after one series moved above another.
    case overtake
    /// A point far from the shape.
    case outlier
    /// A crest of a cycle or season.
    case cyclePeak
    /// The first point after a run of missing values.
    case gapEnd
    /// A point that decides a correlation on its own.
    case influential
    /// The highest or lowest point of a series: a peak several series share, a ranking's leader or laggard.
    case extreme
}
