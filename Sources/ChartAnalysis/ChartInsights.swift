/// Everything the analysis found in one chart: per-series statistics and comparisons across series.
public struct ChartInsights: Sendable, Hashable {
    /// Statistics per series, in `Chart.series` order.
    public var series: [SeriesStatistics]
    /// Correlation of x and y per series; non-nil only on scatter charts with ≥ 3 points and spread in x and y.
    public var correlations: [Correlation?]
    /// The series with the highest mean; nil unless at least two series have values.
    public var highestMeanSeries: Int?
    /// The series with the lowest mean; nil unless at least two series have values.
    public var lowestMeanSeries: Int?
    /// Where pairs of series cross, ordered by pair then x (not computed for scatter charts).
    public var crossings: [Crossing]
    /// Sum over all series per category, in axis order; only for bar and column charts on a category axis.
    public var categoryTotals: [Double]?
    /// The smallest y over all series, with every place it occurs.
    public var overallMinimum: OverallExtreme?
    /// The largest y over all series, with every place it occurs.
    public var overallMaximum: OverallExtreme?
    /// What is worth saying about the chart, most salient first (see `Finding`).
    public var findings: [Finding]
    /// What the values allow: ratios and percentages, sums (the rule the findings followed, for narration to read).
    public var values: ValueScale
    /// Per series, the facts analysis decides for the sentences that are not findings.
    public var seriesFacts: [SeriesFacts]
    /// What the claim audit stopped or re-stated among the detectors' findings.
    public var audit: AuditReport

    /// Creates insights.
    package init(series: [SeriesStatistics], correlations: [Correlation?], highestMeanSeries: Int?,
                lowestMeanSeries: Int?, crossings: [Crossing], categoryTotals: [Double]?,
                overallMinimum: OverallExtreme?, overallMaximum: OverallExtreme?, findings: [Finding] = [], values: ValueScale,
                seriesFacts: [SeriesFacts] = [], audit: AuditReport = AuditReport()) {
        self.series = series
        self.correlations = correlations
        self.highestMeanSeries = highestMeanSeries
        self.lowestMeanSeries = lowestMeanSeries
        self.crossings = crossings
        self.categoryTotals = categoryTotals
        self.overallMinimum = overallMinimum
        self.overallMaximum = overallMaximum
        self.findings = findings
        self.values = values
        self.seriesFacts = seriesFacts
        self.audit = audit
    }
}
