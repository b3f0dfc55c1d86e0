import ChartAnalysis

/// One interval digest: the paragraph said of it and the numbers it was said from, so a JSON reader gets the
/// interval, count, extremes and mean as values beside the text.
public struct DigestInterval: Sendable, Hashable {
    /// The series the interval belongs to (index into `Chart.series`).
    public var series: Int
    /// Where the interval lies and the statistics of its points.
    public var interval: IntervalSummary
    /// The digest paragraph (one of `ChartNarration.digests`).
    public var text: String

    /// Creates a digest interval.
    package init(series: Int, interval: IntervalSummary, text: String) {
        self.series = series
        self.interval = interval
        self.text = text
    }
}
