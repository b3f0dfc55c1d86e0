/// Which way a segment of a shape goes.
package enum SegmentDirection: String, Sendable, Hashable, CaseIterable {
    /// The fitted line rises by more than the noise.
    case rising
    /// The fitted line falls by more than the noise.
    case falling
    /// The fitted line changes less than the noise.
    case flat
}

/// One straight piece of a series' shape.
package struct ShapeSegment: Sendable, Hashable {
    /// The point the segment starts at: the first point, or the turning point shared with the previous segment
    /// (snapped to the local extreme the eye sees there).
    package var start: PointRef
    /// The point the segment ends at.
    package var end: PointRef
    /// Which way it goes.
    package var direction: SegmentDirection
    /// The fitted level at `start.x` (what "about" refers to when the shape is approximate).
    package var startLevel: Double
    /// The fitted level at `end.x`.
    package var endLevel: Double

    /// Creates a segment.
    package init(start: PointRef, end: PointRef, direction: SegmentDirection, startLevel: Double, endLevel: Double) {
        self.start = start
        self.end = end
        self.direction = direction
        self.startLevel = startLevel
        self.endLevel = endLevel
    }

    /// `endLevel - startLevel`.
    package var change: Double { endLevel - startLevel }
}

/// The course of one series as a few straight segments (one segment: a plain rise or fall).
///
/// Test: piecewise-linear fits with 1…5 segments compared by an information criterion that allows for
/// autocorrelated noise, against a constant level; only a model that beats the constant, and whose every
/// segment change exceeds the noise, becomes a shape. A random walk gets none (docs/findings.md).
package struct SeriesShape: Sendable, Hashable {
    /// The series.
    package var series: Int
    /// The segments in x order; consecutive segments differ in direction.
    package var segments: [ShapeSegment]
    /// True when the noise is large next to the changes: the values at the turning points are then not
    /// representative, and the fitted levels should be said ("from about 7,200 to about 10,700").
    package var isApproximate: Bool
    /// Standard deviation of the residuals around the fitted segments (and season, if removed).
    package var residualStandardDeviation: Double
    /// True when a seasonal cycle was removed before the segments were fitted.
    package var isSeasonallyAdjusted: Bool
    /// One segment read with a pen, not seasonally adjusted, with no steady doubling said: whether it goes ever
    /// faster or ever more slowly (`VisibleCourse.longPace`); nil otherwise.
    package var pace: VisibleCourse.Pace?
    /// The longest calendar cycle removed before the segments were fitted (nil when none was): the levels said
    /// are then means over one such cycle.
    package var adjustedPeriod: SeasonalPeriod?
    /// True when the last segment ends at the series' all-time high (`false` for lows; see `Record`).
    package var endsAtRecordHigh: Bool
    /// A rise said as growth, where ratios of the values mean something (`ShapeGrowthFinder`); nil otherwise.
    package var growth: ShapeGrowth?
    /// The series' all-time high (of a last segment that rises; low, of one that falls) where it lies inside the
    /// last segment before the series' end and the end lies visibly back from it (`SeriesShape+EndExtreme`):
    /// "rose from 1,163 in 1790 to 55,685 in 2020, a 48-fold rise, after a high of 57,933 in 2019".
    package var extremeBeforeEnd: PointRef?

    /// Creates a shape.
    package init(series: Int, segments: [ShapeSegment], isApproximate: Bool, residualStandardDeviation: Double,
                isSeasonallyAdjusted: Bool = false, endsAtRecordHigh: Bool = false, growth: ShapeGrowth? = nil) {
        self.series = series
        self.segments = segments
        self.isApproximate = isApproximate
        self.residualStandardDeviation = residualStandardDeviation
        self.isSeasonallyAdjusted = isSeasonallyAdjusted
        self.endsAtRecordHigh = endsAtRecordHigh
        self.growth = growth
    }
}
