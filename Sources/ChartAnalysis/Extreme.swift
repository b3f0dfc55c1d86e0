/// An extreme value of one series and every point that takes it (ties are all reported, in index order).
public struct Extreme: Sendable, Hashable {
    /// The extreme value.
    public var value: Double
    /// Every point with exactly this value, in index order (never empty).
    public var points: [PointRef]
    /// Creates an extreme.
    package init(value: Double, points: [PointRef]) {
        self.value = value
        self.points = points
    }
}

/// An extreme value over all series of a chart, with every place it occurs.
public struct OverallExtreme: Sendable, Hashable {
    /// The extreme value.
    public var value: Double
    /// Every point with exactly this value, ordered by series then index (never empty).
    public var locations: [SeriesPointRef]
    /// Creates an overall extreme.
    package init(value: Double, locations: [SeriesPointRef]) {
        self.value = value
        self.locations = locations
    }
    /// The series of the first location.
    public var series: Int { locations[0].series }
}
