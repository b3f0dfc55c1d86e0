/// The narration of a whole report in one language.
public struct ReportNarration: Sendable, Hashable {
    /// The catalog language used (e.g. "zh").
    public var language: String
    /// The report title, if any.
    public var title: String?
    /// The report introduction, if any.
    public var intro: String?
    /// The report closing text, if any.
    public var outro: String?
    /// One narration per chart, in document order.
    public var charts: [ChartNarration]
    /// Section headings in the narration language, for renderers.
    public var headings: NarrationHeadings
    /// The facts the narration was built from (nil for a narration made by hand).
    var facts: NarratedFacts?

    /// Numbers an author's skeleton wrote longer than 40 characters and that were said in scientific
    /// notation instead, in this narration and in everything formatted from it later (script, captions,
    /// page); nil for a narration made by hand. Read it when the run's outputs are made.
    package var numberFallbacks: NumberFallbackLog? { facts?.numberLog }

    /// Creates a report narration.
    package init(language: String, title: String?, intro: String?, outro: String?, charts: [ChartNarration],
                headings: NarrationHeadings) {
        self.language = language
        self.title = title
        self.intro = intro
        self.outro = outro
        self.charts = charts
        self.headings = headings
    }
}

/// Section headings of the text outputs, from the catalog.
public struct NarrationHeadings: Sendable, Hashable {
    /// "Short description".
    public var short: String
    /// "Generated description" (shown beside an author's summary).
    public var generatedShort: String
    /// "Author's description".
    public var authorSummary: String
    /// "Long description".
    public var long: String
    /// "Walkthrough".
    public var walkthrough: String
    /// "Interval digests".
    public var digest: String

    /// Creates headings.
    package init(short: String, generatedShort: String, authorSummary: String, long: String, walkthrough: String,
                digest: String) {
        self.short = short
        self.generatedShort = generatedShort
        self.authorSummary = authorSummary
        self.long = long
        self.walkthrough = walkthrough
        self.digest = digest
    }
}
