import ChartAnalysis

/// Every text output for one chart, in the narration language.
public struct ChartNarration: Sendable, Hashable {
    /// The chart's id.
    public var chartID: String
    /// The chart title (in the language the descriptor has), or the catalog's "Chart n".
    public var title: String
    /// The short description to use: the author's summary when preferred and present, else `generatedShort`.
    public var short: String
    /// The short description generated from the data.
    public var generatedShort: String
    /// The author's summary, if the descriptor has one.
    public var authorSummary: String?
    /// The long description, one string per paragraph.
    public var long: [String]
    /// The walkthrough, one string per line (series heading, point or interval).
    public var walkthrough: [String]
    /// The interval digests, one paragraph per interval.
    public var digests: [String]
    /// The numbers behind the text.
    public var insights: ChartInsights
    /// The chart's findings, most salient first, each with its sentence (the long description's first paragraph).
    public var findings: [NarratedFinding]
    /// Each digest paragraph with its series and interval (the same order as `digests`).
    public var digestIntervals: [DigestInterval] = []
    /// The x stretch the statistics' slopes are given per in the JSON output (a month for monthly data).
    public var xRate: RateUnit?

    /// Creates a chart narration.
    package init(chartID: String, title: String, short: String, generatedShort: String, authorSummary: String?,
                long: [String], walkthrough: [String], digests: [String], insights: ChartInsights,
                findings: [NarratedFinding] = []) {
        self.chartID = chartID
        self.title = title
        self.short = short
        self.generatedShort = generatedShort
        self.authorSummary = authorSummary
        self.long = long
        self.walkthrough = walkthrough
        self.digests = digests
        self.insights = insights
        self.findings = findings
    }
}
