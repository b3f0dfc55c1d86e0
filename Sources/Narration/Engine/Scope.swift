import ChartAnalysis

/// Where in a report a template block is being rendered.
struct Scope: Sendable {
    /// The chart's index in the report.
    var chart: Int?
    /// The series' index in the chart.
    var series: Int?
    /// The interval being digested.
    var interval: IntervalSummary?
    /// The point's index in the series.
    var point: Int?
    /// The finding's position in the chart's ranking.
    var finding: Int?
}

/// One piece of output produced by a template: a rendered message or a generated block to fill in.
struct RenderedBlock: Sendable {
    /// The catalog key or generated kind that produced it.
    var name: String
    /// The text, for catalog messages.
    var text: String?
    /// True for generated kinds (briefing: chapter, sonification, …).
    var isGenerated: Bool
    /// The paragraph it belongs to, if the template names one.
    var paragraph: String?
    /// Where it was rendered.
    var scope: Scope
    /// Briefings: the drop order of the block it came from (nil: always kept) and the item it belongs to,
    /// so that a digest and the graph after it are dropped together.
    var drop: (order: Int, unit: Int)? = nil
}
