/// A new all-time high (or low) near the end of a series.
///
/// Test: the point is the series' extreme, lies in the last part of the x range (docs/findings.md), and
/// beats the earlier best by more than the noise.
package struct Record: Sendable, Hashable {
    /// The series.
    package var series: Int
    /// The record point.
    package var point: PointRef
    /// True for a high, false for a low.
    package var isHigh: Bool
    /// The earlier best it beat (the previous peak, or trough for a low), if there was one before a fall.
    package var previous: PointRef?

    /// Creates a record.
    package init(series: Int, point: PointRef, isHigh: Bool, previous: PointRef?) {
        self.series = series
        self.point = point
        self.isHigh = isHigh
        self.previous = previous
    }
}

/// The largest peak-to-trough fall of a series, and its recovery.
///
/// Test: the fall exceeds the noise and a share of the range (docs/findings.md).
package struct Drawdown: Sendable, Hashable {
    /// The series.
    package var series: Int
    /// The peak before the fall.
    package var peak: PointRef
    /// The lowest point after the peak, before any recovery.
    package var trough: PointRef
    /// The first point after the trough at or above the peak's value, if the series got back there.
    package var recovery: PointRef?
    /// `peak.y - trough.y`.
    package var depth: Double
    /// `depth / peak.y` when values are positive on a ratio scale (nil otherwise: no percentages of °C).
    package var relativeDepth: Double?
    /// True when the series' fitted shape or steps explain the fall; false for a fall that is only stated
    /// as the distance between two of the data's own points (no shape passed its test, see `RecordFinder`).
    package var isExplained: Bool
    /// True for a further fall of a growing series beside the one its course or largest fall tells: said as
    /// "also fell 36% …", never "the largest" (`RecordFinder.furtherFalls`).
    package var isFurther = false
    /// A further fall that starts at the series' highest value: said as falling "from its high of …", so the
    /// chart's extreme is not left to the statistics (S&P volume's record week, 9.33 billion in Sep 2008, fell
    /// 74 % while the course turned at a lower point of 2009).
    package var peakIsHighest = false

    /// Creates a drawdown.
    package init(series: Int, peak: PointRef, trough: PointRef, recovery: PointRef?, depth: Double,
                relativeDepth: Double?, isExplained: Bool = true) {
        self.isExplained = isExplained
        self.series = series
        self.peak = peak
        self.trough = trough
        self.recovery = recovery
        self.depth = depth
        self.relativeDepth = relativeDepth
    }
}

/// A run of consecutive missing values.
package struct MissingRun: Sendable, Hashable {
    /// The series.
    package var series: Int
    /// Index (into `Series.points`) of the first missing point.
    package var firstIndex: Int
    /// Index of the last missing point.
    package var lastIndex: Int
    /// x of the first missing point.
    package var firstX: Double
    /// x of the last missing point.
    package var lastX: Double
    /// The last point with a value before the run, if any.
    package var before: PointRef?
    /// The first point with a value after the run, if any.
    package var after: PointRef?

    /// Creates a run.
    package init(series: Int, firstIndex: Int, lastIndex: Int, firstX: Double, lastX: Double, before: PointRef?,
                after: PointRef?) {
        self.series = series
        self.firstIndex = firstIndex
        self.lastIndex = lastIndex
        self.firstX = firstX
        self.lastX = lastX
        self.before = before
        self.after = after
    }

    /// Number of missing points in the run.
    package var count: Int { lastIndex - firstIndex + 1 }
}

/// A series that does not change, or barely.
package struct SteadyLevel: Sendable, Hashable {
    /// The series.
    package var series: Int
    /// The mean level.
    package var level: Double
    /// True when every value is the same.
    package var isConstant: Bool
    /// The largest distance of a value from `level`.
    package var maximumDeviation: Double
    /// The lowest and highest points, said with a near-steady level: on a line drawn over its own range, a level
    /// within 1 % of 174 m zigzags from the bottom of the chart to the top (Lake Erie, 173.41 to 174.73).
    package var low: PointRef?, high: PointRef?

    /// Creates a steady level.
    package init(series: Int, level: Double, isConstant: Bool, maximumDeviation: Double) {
        self.series = series
        self.level = level
        self.isConstant = isConstant
        self.maximumDeviation = maximumDeviation
    }
}
