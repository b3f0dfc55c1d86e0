/// A change between two consecutive non-missing points of a series (missing points in between are skipped).
public struct StepChange: Sendable, Hashable {
    /// The earlier point.
    public var from: PointRef
    /// The later point.
    public var to: PointRef
    /// `to.y - from.y`.
    public var delta: Double
    /// Creates a step change; `delta` is computed.
    package init(from: PointRef, to: PointRef) {
        self.from = from
        self.to = to
        self.delta = to.y - from.y
    }
}
