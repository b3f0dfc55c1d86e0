/// How an axis interprets its values.
public enum AxisKind: String, Sendable, Hashable, CaseIterable {
    /// Plain numbers.
    case numeric
    /// Named categories; a value is an index into `Axis.categories`.
    case category
    /// Instants; a value is seconds since 1970-01-01T00:00:00Z.
    case date
}

/// How a numeric axis is scaled.
public enum AxisScale: String, Sendable, Hashable, CaseIterable {
    case linear, log
}

/// The unit of an axis's values.
public enum AxisUnit: Sendable, Hashable {
    /// A CLDR unit identifier such as `length-kilometer` or `temperature-celsius`.
    case cldr(String)
    /// Per-language ICU MessageFormat patterns with a `value` argument.
    case messages(LocalizedText)
}

/// An inclusive value range; for date axes in seconds since the epoch, for category axes in indices.
public struct AxisRange: Sendable, Hashable {
    /// The lower bound.
    public var min: Double
    /// The upper bound (greater than `min`).
    public var max: Double
    /// Creates a range.
    public init(min: Double, max: Double) {
        self.min = min
        self.max = max
    }
}

/// A declared category of a category axis.
public struct Category: Sendable, Hashable {
    /// The id used in points' x values.
    public var id: String
    /// The label to say; when absent, the id is said.
    public var label: LocalizedText?
    /// Creates a category.
    public init(id: String, label: LocalizedText? = nil) {
        self.id = id
        self.label = label
    }
}

/// One axis of a chart: x, y or an additional axis.
public struct Axis: Sendable, Hashable {
    /// The id of an additional axis (nil for x and y).
    public var id: String?
    /// How values on this axis are read.
    public var kind: AxisKind
    /// The axis title.
    public var title: LocalizedText?
    /// The declared range, or nil when the data extent is meant.
    public var range: AxisRange?
    /// Gridline positions, in axis values.
    public var gridlines: [Double]
    /// Linear or logarithmic (numeric axes only).
    public var scale: AxisScale
    /// An ICU number skeleton (numeric) or date skeleton (date), as written.
    public var format: String?
    /// The unit of the values, if any.
    public var unit: AxisUnit?
    /// Categories in axis order (category axes only): declared ones, else in order of first appearance.
    public var categories: [Category]
    /// True when the date axis values carried a time of day (date axes only).
    public var hasTimeOfDay: Bool
    /// What each value names when the dates were written as periods ("2021-Q3", "FY2021"); nil for dates
    /// (date axes only).
    public var period: DatePeriod?
    /// True when the categories have a natural order (quarters, years, age bands), so a change from the first
    /// to the last means something (category axes only; `ordered="true"` in the descriptor).
    public var isOrdered: Bool
    /// Whether values of different points may be added up (counts, money, energy: yes; averages, rates,
    /// temperatures: no); nil when the descriptor does not say (`additive=` on the y-axis) and it is inferred.
    public var isAdditive: Bool?
    /// Whether the categories are the answers of a rating scale (agree … disagree, 0 … 10), told by its sides
    /// and middle; nil when the descriptor does not say (`rating-scale=` on a category axis) and the analysis
    /// reads it from the answers' words (docs/findings.md, "Survey scales").
    public var isRatingScale: Bool?

    /// Creates an axis.
    public init(id: String? = nil, kind: AxisKind, title: LocalizedText? = nil, range: AxisRange? = nil,
                gridlines: [Double] = [], scale: AxisScale = .linear, format: String? = nil,
                unit: AxisUnit? = nil, categories: [Category] = [], hasTimeOfDay: Bool = false,
                period: DatePeriod? = nil, isOrdered: Bool = false, isAdditive: Bool? = nil,
                isRatingScale: Bool? = nil) {
        self.id = id
        self.kind = kind
        self.title = title
        self.range = range
        self.gridlines = gridlines
        self.scale = scale
        self.format = format
        self.unit = unit
        self.categories = categories
        self.hasTimeOfDay = hasTimeOfDay
        self.period = period
        self.isOrdered = isOrdered
        self.isAdditive = isAdditive
        self.isRatingScale = isRatingScale
    }
}
