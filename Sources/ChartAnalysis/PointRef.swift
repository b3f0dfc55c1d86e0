/// A reference to one non-missing point of a series: its position in `Series.points` and its values.
public struct PointRef: Sendable, Hashable {
    /// The 0-based index into the whole series' `points` (missing points count).
    public var index: Int
    /// The point's x value (number, category index or seconds since the epoch, per the x-axis kind).
    public var x: Double
    /// The point's y value.
    public var y: Double
    /// Creates a reference.
    package init(index: Int, x: Double, y: Double) {
        self.index = index
        self.x = x
        self.y = y
    }
}

/// A point reference qualified by the series it belongs to.
public struct SeriesPointRef: Sendable, Hashable {
    /// The 0-based index of the series in `Chart.series`.
    public var series: Int
    /// The point in that series.
    public var point: PointRef
    /// Creates a reference.
    package init(series: Int, point: PointRef) {
        self.series = series
        self.point = point
    }
}
