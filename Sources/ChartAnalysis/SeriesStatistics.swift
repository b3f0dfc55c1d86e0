/// Descriptive statistics of one series (or of a slice of it, for intervals).
///
/// Every `PointRef` indexes the whole series. Values are nil when the series has no non-missing point.
public struct SeriesStatistics: Sendable, Hashable {
    /// Number of points, missing ones included.
    public var count: Int
    /// Number of points whose y is missing.
    public var missingCount: Int
    /// Number of points with a y value.
    public var validCount: Int
    /// The smallest y and every point that has it.
    public var minimum: Extreme?
    /// The largest y and every point that has it.
    public var maximum: Extreme?
    /// The first non-missing point in index order.
    public var first: PointRef?
    /// The last non-missing point in index order.
    public var last: PointRef?
    /// `last.y - first.y`.
    public var change: Double?
    /// `change / |first.y| × 100`; nil when first.y is 0.
    public var percentChange: Double?
    /// Arithmetic mean of the y values.
    public var mean: Double?
    /// Median of the y values (exact).
    public var median: Double?
    /// Population standard deviation (divides by n: the data are the whole plotted set, not a sample).
    public var standardDeviation: Double?
    /// Sum of the y values (0 when none).
    public var sum: Double
    /// Direction and strength of the series (`Trend.undetermined` below two points).
    public var trend: Trend
    /// The largest positive change between consecutive non-missing points (first of ties).
    public var largestRise: StepChange?
    /// The largest negative change between consecutive non-missing points (first of ties).
    public var largestDrop: StepChange?
    /// Points beyond Tukey's 1.5 × IQR fences, in index order (see `ChartAnalyzer`); empty when the analysis
    /// was asked for no point lists.
    public var outliers: [PointRef]
    /// Prominent interior local maxima, at most five, in index order; empty when x is not ascending or the
    /// analysis was asked for no point lists (see `ChartAnalyzer`).
    public var peaks: [PointRef]
    /// Prominent interior local minima, at most five, in index order; empty when x is not ascending (see `ChartAnalyzer`).
    public var troughs: [PointRef]

    /// Creates statistics.
    package init(count: Int, missingCount: Int, validCount: Int, minimum: Extreme?, maximum: Extreme?,
                first: PointRef?, last: PointRef?, change: Double?, percentChange: Double?, mean: Double?,
                median: Double?, standardDeviation: Double?, sum: Double, trend: Trend,
                largestRise: StepChange?, largestDrop: StepChange?, outliers: [PointRef],
                peaks: [PointRef], troughs: [PointRef]) {
        self.count = count
        self.missingCount = missingCount
        self.validCount = validCount
        self.minimum = minimum
        self.maximum = maximum
        self.first = first
        self.last = last
        self.change = change
        self.percentChange = percentChange
        self.mean = mean
        self.median = median
        self.standardDeviation = standardDeviation
        self.sum = sum
        self.trend = trend
        self.largestRise = largestRise
        self.largestDrop = largestDrop
        self.outliers = outliers
        self.peaks = peaks
        self.troughs = troughs
    }
}
