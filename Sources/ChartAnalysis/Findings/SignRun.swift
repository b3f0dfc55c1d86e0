/// The longest stretches a series spent below or above zero (a monthly change in jobs below zero through a
/// recession, temperature anomalies above zero every year since 1977). See `SignRunDetector`.
package struct SignRun: Sendable, Hashable {
    /// One unbroken stretch of consecutive points on one side of zero.
    package struct Stretch: Sendable, Hashable {
        /// True below zero, false above.
        package var isBelow: Bool
        /// Its first point.
        package var start: PointRef
        /// Its last point.
        package var end: PointRef
        /// Points in it.
        package var length: Int
        /// True when it runs to the series' last point.
        package var reachesEnd: Bool

        /// Creates a stretch.
        package init(isBelow: Bool, start: PointRef, end: PointRef, length: Int, reachesEnd: Bool) {
            self.isBelow = isBelow
            self.start = start
            self.end = end
            self.length = length
            self.reachesEnd = reachesEnd
        }
    }

    /// The series.
    package var series: Int
    /// One or two stretches (one per side of zero), in x order.
    package var stretches: [Stretch]
    /// Non-missing points of the series.
    package var count: Int

    /// Creates a sign run.
    package init(series: Int, stretches: [Stretch], count: Int) {
        self.series = series
        self.stretches = stretches
        self.count = count
    }
}
