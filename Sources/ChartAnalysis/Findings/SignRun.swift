/// The longest stretches a series spent below or above zero (a monthly change in jobs below zero through a
/// recession, temperature anomalies above zero every year since 1977). See `SignRunDetector`.
public struct SignRun: Sendable, Hashable {
    /// One unbroken stretch of consecutive points on one side of zero.
    public struct Stretch: Sendable, Hashable {
        /// True below zero, false above.
        public var isBelow: Bool
        /// Its first point.
        public var start: PointRef
        /// Its last point.
        public var end: PointRef
        /// Points in it.
        public var length: Int
        /// True when it runs to the series' last point.
        public var reachesEnd: Bool

        /// Creates a stretch.
        public init(isBelow: Bool, start: PointRef, end: PointRef, length: Int, reachesEnd: Bool) {
            self.isBelow = isBelow
            self.start = start
            self.end = end
            self.length = length
            self.reachesEnd = reachesEnd
        }
    }

    /// The series.
    public var series: Int
    /// One or two stretches (one per side of zero), in x order.
    public var stretches: [Stretch]
    /// Non-missing points of the series.
    public var count: Int

    /// Creates a sign run.
    public init(series: Int, stretches: [Stretch], count: Int) {
        self.series = series
        self.stretches = stretches
        self.count = count
    }
}
