/// A whole descriptor document: one or more charts with optional report-level text.
public struct Report: Sendable, Hashable {
    /// The document language from the root's `xml:lang`, if any.
    public var language: String?
    /// The report title (absent when the root is a lone `<chart>`).
    public var title: LocalizedText?
    /// Text spoken before the first chart.
    public var intro: LocalizedText?
    /// Text spoken after the last chart.
    public var outro: LocalizedText?
    /// The charts in document order.
    public var charts: [Chart]

    /// Creates a report.
    public init(language: String? = nil, title: LocalizedText? = nil, intro: LocalizedText? = nil,
                outro: LocalizedText? = nil, charts: [Chart]) {
        self.language = language
        self.title = title
        self.intro = intro
        self.outro = outro
        self.charts = charts
    }

    /// Total number of series over all charts.
    public var seriesCount: Int { charts.reduce(0) { $0 + $1.series.count } }
    /// Total number of points (missing ones included) over all charts.
    public var pointCount: Int { charts.reduce(0) { $0 + $1.series.reduce(0) { $0 + $1.points.count } } }
}
