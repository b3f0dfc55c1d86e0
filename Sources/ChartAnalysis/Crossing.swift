/// A place where two series of a chart cross, found between two x values that both series share.
public struct Crossing: Sendable, Hashable {
    /// Index of the first series (the lower index of the pair).
    public var firstSeries: Int
    /// Index of the second series.
    public var secondSeries: Int
    /// Estimated x where the two are equal (linear interpolation; the exact x when they touch on a point).
    public var x: Double
    /// The first series' last point before the crossing.
    public var firstFrom: PointRef
    /// The first series' first point after the crossing.
    public var firstTo: PointRef
    /// The second series' last point before the crossing.
    public var secondFrom: PointRef
    /// The second series' first point after the crossing.
    public var secondTo: PointRef
    /// True when the first series is above the second after the crossing.
    public var firstIsAboveAfter: Bool

    /// Creates a crossing.
    package init(firstSeries: Int, secondSeries: Int, x: Double, firstFrom: PointRef, firstTo: PointRef,
                secondFrom: PointRef, secondTo: PointRef, firstIsAboveAfter: Bool) {
        self.firstSeries = firstSeries
        self.secondSeries = secondSeries
        self.x = x
        self.firstFrom = firstFrom
        self.firstTo = firstTo
        self.secondFrom = secondFrom
        self.secondTo = secondTo
        self.firstIsAboveAfter = firstIsAboveAfter
    }
}
