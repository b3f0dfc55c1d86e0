/// The side of zero a series kept: the longest stretches it spent below or above zero (a monthly change in jobs
/// below zero through a recession, temperature anomalies above zero every year since 1977), and the side most of
/// its points lie on, with the few exceptions (`Sides`: the president's party lost House seats at 14 of 16
/// midterms). See `SignRunDetector`.
package struct SignRun: Sendable, Hashable {
    /// Most points on one side of zero, and the few on the other.
    package struct Sides: Sendable, Hashable {
        /// True when most points are below zero.
        package var mostlyBelow: Bool
        /// Points on that side.
        package var count: Int
        /// The points on the other side, in x order, named where there are at most `SignRunDetector.mostNamedExceptions`.
        package var exceptions: [PointRef]
        /// How many points lie on the other side.
        package var exceptionCount: Int

        /// Creates the sides.
        package init(mostlyBelow: Bool, count: Int, exceptions: [PointRef], exceptionCount: Int) {
            self.mostlyBelow = mostlyBelow
            self.count = count
            self.exceptions = exceptions
            self.exceptionCount = exceptionCount
        }
    }

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
    /// None, one or two stretches (one per side of zero), in x order.
    package var stretches: [Stretch]
    /// Non-missing points of the series.
    package var count: Int
    /// The side most points lie on, where nearly all do (`SignRunDetector.sides`); nil otherwise.
    package var sides: Sides?

    /// Creates a sign run.
    package init(series: Int, stretches: [Stretch], count: Int, sides: Sides? = nil) {
        self.series = series
        self.stretches = stretches
        self.count = count
        self.sides = sides
    }
}
