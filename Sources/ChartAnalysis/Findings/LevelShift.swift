/// A one-time change in a series' level.
///
/// Test: a step (two means) beats both a straight line and a constant by the information criterion, and the
/// step exceeds the noise (docs/findings.md).
public struct LevelShift: Sendable, Hashable {
    /// The series.
    public var series: Int
    /// The last point at the old level.
    public var before: PointRef
    /// The first point at the new level.
    public var after: PointRef
    /// The mean level before the step.
    public var levelBefore: Double
    /// The mean level after the step.
    public var levelAfter: Double

    /// Creates a level shift.
    public init(series: Int, before: PointRef, after: PointRef, levelBefore: Double, levelAfter: Double) {
        self.series = series
        self.before = before
        self.after = after
        self.levelBefore = levelBefore
        self.levelAfter = levelAfter
    }

    /// `levelAfter - levelBefore`.
    public var step: Double { levelAfter - levelBefore }
}
