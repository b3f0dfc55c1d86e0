/// The kind and size of the intervals a series was split into.
public enum IntervalUnit: Sendable, Hashable {
    /// Blocks of this many hours, aligned to midnight UTC (date axes).
    case hours(Int)
    /// Blocks of this many days, counted from 1970-01-01 UTC (date axes).
    case days(Int)
    /// Calendar weeks, Monday to Sunday, UTC (date axes).
    case weeks
    /// Blocks of this many calendar months, aligned to January, UTC (date axes; 1 or 6).
    case months(Int)
    /// Calendar quarters, UTC (date axes).
    case quarters
    /// Blocks of this many calendar years, aligned to multiples of the count (date axes; 2020–2029 for 10).
    case years(Int)
    /// Bins of this width with edges at multiples of it, a 1-2-5 step (numeric axes).
    case numericBin(width: Double)
    /// Consecutive groups of this many categories, starting at the first (category axes).
    case categoryGroup(size: Int)
    /// Intervals between the axis gridlines (every `every`-th gridline when there are too many).
    case gridlines(every: Int)
}

/// One interval of a series for a digest: where it lies and what its points do.
public struct IntervalSummary: Sendable, Hashable {
    /// 0-based position of this interval among the non-empty intervals returned.
    public var index: Int
    /// The unit shared by all intervals of the split.
    public var unit: IntervalUnit
    /// Smallest index into `Series.points` of a point in the interval (inclusive).
    public var firstIndex: Int
    /// Largest index into `Series.points` of a point in the interval (inclusive).
    public var lastIndex: Int
    /// Lower bound in axis values (inclusive): the calendar start for dates, the bin edge for numbers,
    /// the first category index for groups; for the part before the first gridline, the smallest x.
    public var startX: Double
    /// Upper bound in axis values, exclusive: the next interval's start (start of the next day, month, …;
    /// the next bin edge; one past the last category index). For the part after the last gridline it is
    /// the largest x and inclusive (see `isEndInclusive`).
    public var endX: Double
    /// True only when `endX` is itself in the interval: the part after the last gridline.
    public var isEndInclusive: Bool
    /// Light statistics of the points in the interval (their `PointRef`s index the whole series): counts,
    /// extremes, first and last, change, mean, median, standard deviation, sum, largest rise and drop and the
    /// least squares line; the trend's direction is not tested (steady, weak) and outliers, peaks and troughs
    /// are empty. `ChartAnalyzer.statistics(for:)` on a series of the interval's points gives the full set.
    public var statistics: SeriesStatistics
    /// True for the interval with the highest mean (the first one on ties).
    public var isHighestMean: Bool
    /// True for the interval whose least squares slope has the largest magnitude (first on ties; needs 2 points).
    public var isSteepest: Bool

    /// Creates an interval summary.
    package init(index: Int, unit: IntervalUnit, firstIndex: Int, lastIndex: Int, startX: Double, endX: Double,
                statistics: SeriesStatistics, isHighestMean: Bool, isSteepest: Bool, isEndInclusive: Bool = false) {
        self.index = index
        self.unit = unit
        self.firstIndex = firstIndex
        self.lastIndex = lastIndex
        self.startX = startX
        self.endX = endX
        self.isEndInclusive = isEndInclusive
        self.statistics = statistics
        self.isHighestMean = isHighestMean
        self.isSteepest = isSteepest
    }
}
