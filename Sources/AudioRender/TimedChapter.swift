/// A chapter of the rendered audio (one per chart, plus intro and outro when the script marks them).
public struct TimedChapter: Codable, Sendable, Hashable {
    /// Seconds from the beginning of the file.
    public var startTime: Double
    /// The chapter title in the narration language.
    public var title: String
    /// The chart the chapter introduces, or nil for intro/outro.
    public var chartID: String?

    /// Creates a chapter.
    package init(startTime: Double, title: String, chartID: String?) {
        self.startTime = startTime
        self.title = title
        self.chartID = chartID
    }
}
