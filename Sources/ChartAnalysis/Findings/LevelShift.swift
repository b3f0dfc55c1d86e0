/// A one-time change in a series' level.
///
/// Test: a step (two means) beats both a straight line and a constant by the information criterion, and the
/// step exceeds the noise (docs/findings.md).
package struct LevelShift: Sendable, Hashable {
    /// The series.
    package var series: Int
    /// The last point at the old level.
    package var before: PointRef
    /// The first point at the new level.
    package var after: PointRef
    /// The mean level before the step.
    package var levelBefore: Double
    /// The mean level after the step.
    package var levelAfter: Double

    /// Creates a level shift.
    package init(series: Int, before: PointRef, after: PointRef, levelBefore: Double, levelAfter: Double) {
        self.series = series
        self.before = before
        self.after = after
        self.levelBefore = levelBefore
        self.levelAfter = levelAfter
    }

    /// `levelAfter - levelBefore`.
    package var step: Double { levelAfter - levelBefore }
}
