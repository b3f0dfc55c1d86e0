/// A value of a point on an additional axis.
public struct AdditionalValue: Sendable, Hashable {
    /// The id of the additional axis.
    public var axisID: String
    /// The value: a number, a category index, or seconds since the epoch, per the axis kind.
    public var value: Double
    /// Creates an additional value.
    public init(axisID: String, value: Double) {
        self.axisID = axisID
        self.value = value
    }
}

/// One data point (a series stores its points by column; see `SeriesPoints`).
public struct DataPoint: Sendable, Hashable {
    /// The x value: a number, a category index, or seconds since the epoch, per the x-axis kind.
    public var x: Double
    /// The y value; nil when missing (empty or NaN in the descriptor).
    public var y: Double?
    /// The point's label, if any.
    public var label: LocalizedText?
    /// Values on additional axes.
    public var additionalValues: [AdditionalValue]

    /// Creates a point.
    public init(x: Double, y: Double?, label: LocalizedText? = nil, additionalValues: [AdditionalValue] = []) {
        self.x = x
        self.y = y
        self.label = label
        self.additionalValues = additionalValues
    }
}

/// A named sequence of points.
public struct Series: Sendable, Hashable {
    /// The series name.
    public var name: LocalizedText
    /// Whether the series is a continuous line (one glide) or discrete points (separate tones).
    public var isContinuous: Bool
    /// The points in document order.
    public var points: SeriesPoints

    /// Creates a series.
    public init(name: LocalizedText, isContinuous: Bool, points: [DataPoint]) {
        self.init(name: name, isContinuous: isContinuous, points: SeriesPoints(points))
    }

    /// Creates a series from points already stored by column.
    public init(name: LocalizedText, isContinuous: Bool, points: SeriesPoints) {
        self.name = name
        self.isContinuous = isContinuous
        self.points = points
    }

    /// The x values of the points, in order.
    public var xs: [Double] { points.xs }

    /// The y values of the points, in order; NaN where missing.
    public var ys: [Double] { points.ys }

    /// Number of points whose y is missing.
    public var missingCount: Int { points.nonFinitePoints.reduce(0) { $0 + ($1.y.isNaN ? 1 : 0) } }
}
