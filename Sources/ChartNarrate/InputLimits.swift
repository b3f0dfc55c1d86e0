import ChartModel

/// Bounds on what a run reads, so hostile or mistaken input fails clearly instead of exhausting memory.
public struct InputLimits: Sendable, Hashable {
    /// The most bytes read from one descriptor (file, standard input, pipe or device).
    public var maxBytes: Int
    /// The most points in one descriptor, all charts and series together.
    public var maxPoints: Int
    /// The most series in one input, all charts together.
    public var maxSeries: Int

    /// 1 GiB: ten times a 10-million-point descriptor in the point form.
    public static let defaultMaxBytes = 1 << 30
    /// 20 million points.
    public static let defaultMaxPoints = 20_000_000
    /// 10,000 series: five times the largest real chart in the corpora (2,000 county series), far below the
    /// million columns (13.7 MB of CSV) that took 112 s and 8.7 GB to narrate.
    public static let defaultMaxSeries = 10_000

    /// Creates limits; the defaults are generous for real charts.
    public init(maxBytes: Int = InputLimits.defaultMaxBytes, maxPoints: Int = InputLimits.defaultMaxPoints,
                maxSeries: Int = InputLimits.defaultMaxSeries) {
        self.maxBytes = maxBytes
        self.maxPoints = maxPoints
        self.maxSeries = maxSeries
    }

    /// The limit error of a report with more series than `maxSeries`, or nil.
    func seriesProblem(_ report: Report, name: String) -> ChartNarrateError? {
        let count = report.charts.reduce(0) { $0 + $1.series.count }
        guard count > maxSeries else { return nil }
        return .limit("\(name): the input holds \(EnglishNumbers.grouped(count)) series, more than the limit of \(EnglishNumbers.grouped(maxSeries)); raise it with --max-series if you mean it")
    }
}
