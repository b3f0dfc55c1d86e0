import ChartModel

/// How a CSV table becomes a chart: which columns hold x, the series, labels; and what the file cannot say
/// (titles, units, formats, ranges, the chart type). Every field is optional; see `CSVChartBuilder` for defaults.
public struct CSVChartOptions: Sendable, Hashable {
    /// A declared axis range as written: numbers, or ISO 8601 dates on a date axis.
    public struct Bounds: Sendable, Hashable {
        /// The lower bound.
        public var min: String
        /// The upper bound.
        public var max: String
        /// Creates bounds.
        public init(min: String, max: String) {
            self.min = min
            self.max = max
        }
    }

    /// The x column's name (default: the first column).
    public var x: String?
    /// The y columns' names, one series each (default: every column not used otherwise).
    public var y: [String]?
    /// Long format: the column naming each row's series (then there is one y column).
    public var seriesColumn: String?
    /// The column of point labels.
    public var labelColumn: String?
    /// The chart title.
    public var title: String?
    /// The author's short description (alt text).
    public var summary: String?
    /// The chart type.
    public var type: ChartType?
    /// The x axis kind (default: detected from the first x value, as the XML reader does).
    public var xKind: AxisKind?
    /// Whether the x categories have a natural order (quarters, years, age bands): the descriptor's `ordered=`.
    public var xOrdered: Bool = false
    /// Whether the x categories are the answers of a rating scale (told by its sides and middle), or nil to let the
    /// analysis read it from their words: the descriptor's `rating-scale=`.
    public var xRatingScale: Bool? = nil
    /// Whether y values of different points add up (counts, money: true; averages, rates: false), or nil to let
    /// the analysis infer it: the descriptor's `additive=`.
    public var yAdditive: Bool? = nil
    /// The x axis title (default: the x column's name).
    public var xTitle: String?
    /// The y axis title (default: the y column's name when there is one y column).
    public var yTitle: String?
    /// The y unit: a CLDR unit identifier, or an ICU MessageFormat pattern with a `{value}` argument.
    public var yUnit: String?
    /// The x unit (numeric x only), as `yUnit`.
    public var xUnit: String?
    /// An ICU number or date skeleton for x values.
    public var xFormat: String?
    /// An ICU number skeleton for y values.
    public var yFormat: String?
    /// The declared x range, in the x axis's terms (numbers or ISO dates).
    public var xRange: Bounds?
    /// The declared y range.
    public var yRange: Bounds?
    /// The decimal mark of the numbers: "." (default) or ",".
    public var decimalMark: Character
    /// The field separator, or nil to detect it.
    public var separator: Character?
    /// The language the texts (title, summary, column names) are in; nil: no language (used in every narration).
    public var textLanguage: String?
    /// The order of numeric dates such as 01/05/2024; nil: inferred from the x column when a day above 12 settles it.
    public var dateOrder: CSVDateOrder?

    /// Creates options.
    public init(x: String? = nil, y: [String]? = nil, seriesColumn: String? = nil, labelColumn: String? = nil,
                title: String? = nil, summary: String? = nil, type: ChartType? = nil, xKind: AxisKind? = nil,
                xTitle: String? = nil, yTitle: String? = nil, yUnit: String? = nil, xUnit: String? = nil,
                xFormat: String? = nil, yFormat: String? = nil, xRange: Bounds? = nil,
                yRange: Bounds? = nil, decimalMark: Character = ".", separator: Character? = nil,
                textLanguage: String? = nil) {
        self.x = x
        self.y = y
        self.seriesColumn = seriesColumn
        self.labelColumn = labelColumn
        self.title = title
        self.summary = summary
        self.type = type
        self.xKind = xKind
        self.xTitle = xTitle
        self.yTitle = yTitle
        self.yUnit = yUnit
        self.xUnit = xUnit
        self.xFormat = xFormat
        self.yFormat = yFormat
        self.xRange = xRange
        self.yRange = yRange
        self.decimalMark = decimalMark
        self.separator = separator
        self.textLanguage = textLanguage
    }
}
