/// A series of changes around zero that moved calmly, then widely (or the reverse): the Dow's daily changes of
/// autumn 1929 stayed within a few percent until the crash, then swung by ten. See `SpreadShiftDetector`.
package struct SpreadShift: Sendable, Hashable {
    /// One stretch: its first and last points and its lowest and highest values.
    package struct Stretch: Sendable, Hashable {
        /// Its first point.
        package var start: PointRef
        /// Its last point.
        package var end: PointRef
        /// Its lowest point.
        package var low: PointRef
        /// Its highest point.
        package var high: PointRef

        /// Creates a stretch.
        package init(start: PointRef, end: PointRef, low: PointRef, high: PointRef) {
            self.start = start
            self.end = end
            self.low = low
            self.high = high
        }
    }

    /// The series.
    package var series: Int
    /// The stretch before the shift.
    package var before: Stretch
    /// The stretch after it.
    package var after: Stretch
    /// The spread after over the spread before (root mean square distance from the series' median): above 1
    /// where the series turned wilder, below 1 where it calmed.
    package var ratio: Double

    /// Creates a spread shift.
    package init(series: Int, before: Stretch, after: Stretch, ratio: Double) {
        self.series = series
        self.before = before
        self.after = after
        self.ratio = ratio
    }

    /// Whether the series turned wilder (the later stretch spreads more).
    package var widens: Bool { ratio > 1 }
}
