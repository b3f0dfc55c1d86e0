/// What to narrate and how.
public struct NarrationOptions: Sendable, Hashable {
    /// The narration language (BCP 47); the best shipped catalog is used ("zh-Hans-CN" → zh).
    public var language: String
    /// Series longer than this are walked through by intervals instead of point by point.
    public var walkthroughThreshold: Int
    /// Walk through every point even above the threshold.
    public var allPoints: Bool
    /// Use the author's summary as the short description when the descriptor has one.
    public var preferAuthorSummary: Bool
    /// A numbering system for digits (e.g. "latn" to keep Western digits in Arabic), or nil for the locale's.
    public var numbering: String?
    /// How long the spoken briefing is.
    public var briefingLength: BriefingLength
    /// Measure each series' lists of single points: peaks and troughs by prominence and Tukey's outliers
    /// (`SeriesStatistics.peaks`, `troughs`, `outliers`). Only the JSON output and the explorer show them; a run
    /// that shows none can leave them out (a fifth of the analysis of a million points).
    public var measuresPointLists = true

    /// Creates options.
    public init(language: String = "en", walkthroughThreshold: Int = 100, allPoints: Bool = false,
                preferAuthorSummary: Bool = true, numbering: String? = nil, briefingLength: BriefingLength = .standard) {
        self.language = language
        self.walkthroughThreshold = walkthroughThreshold
        self.allPoints = allPoints
        self.preferAuthorSummary = preferAuthorSummary
        self.numbering = numbering
        self.briefingLength = briefingLength
    }
}
