/// The kind of chart, as the author declares it with `type=`.
public enum ChartType: String, Sendable, Hashable, CaseIterable {
    case line, area, bar, column, scatter

    /// Whether series of this chart type are continuous unless they say otherwise.
    package var continuousByDefault: Bool { self == .line || self == .area }
}

/// One chart: axes and the series plotted against them.
public struct Chart: Sendable, Hashable {
    /// The chart's id (`id=`), unique in the report; generated as "chart1", "chart2", … when absent.
    public var id: String
    /// The declared type, or nil when the author left it out.
    public var type: ChartType?
    /// The chart title.
    public var title: LocalizedText?
    /// The author's alt text, if written.
    public var summary: LocalizedText?
    /// The horizontal axis (numeric, category or date).
    public var xAxis: Axis
    /// The vertical axis (always numeric).
    public var yAxis: Axis
    /// Additional axes (`<axis id=…>`), referenced by points' `<value axis=…>`.
    public var additionalAxes: [Axis]
    /// The series in document order.
    public var series: [Series]

    /// Creates a chart.
    public init(id: String, type: ChartType? = nil, title: LocalizedText? = nil, summary: LocalizedText? = nil,
                xAxis: Axis, yAxis: Axis, additionalAxes: [Axis] = [], series: [Series]) {
        self.id = id
        self.type = type
        self.title = title
        self.summary = summary
        self.xAxis = xAxis
        self.yAxis = yAxis
        self.additionalAxes = additionalAxes
        self.series = series
    }

    /// The additional axis with this id.
    public func additionalAxis(id: String) -> Axis? { additionalAxes.first { $0.id == id } }
}
