/// One thing worth saying about a chart — a shape, a cycle, an overtake, a leader — with the numbers that
/// support it and how much it matters.
///
/// Every finding has passed a stated test (see docs/findings.md and the detector that made it); a series
/// whose data do not pass any test gets no finding of that kind. Findings of a chart are ranked by
/// `salience`, most salient first, and every output (short, long, briefing, explorer) draws from that ranking.
public struct Finding: Sendable, Hashable {
    /// What kind of finding this is; `detail` carries the matching payload.
    public var kind: FindingKind
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
    /// The numbers of the finding.
    public var detail: FindingDetail

    /// Creates a finding.
    public init(kind: FindingKind, series: [Int], salience: Double, effect: Double = 0,
                varianceExplained: Double? = nil, landmarks: [Landmark] = [], detail: FindingDetail) {
        self.kind = kind
        self.series = series
        self.salience = salience
        self.effect = effect
        self.varianceExplained = varianceExplained
        self.landmarks = landmarks
        self.detail = detail
    }
}

/// The kinds of finding, each with its own test (docs/findings.md).
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
    public init(series: Int, point: PointRef, role: LandmarkRole) {
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
