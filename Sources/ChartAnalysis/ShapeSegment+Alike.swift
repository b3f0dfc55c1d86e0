/// Whether two series' shapes move alike, so that one sentence may tell them as a common course.
extension ShapeSegment {
    /// Two segments are told as one move when neither changes more than this many times the other on the shared
    /// axis: a rise of 500 beside one of 20,500 is no common course to the eye (nuclear power beside
    /// renewables), three cities warming by 15–29 degrees are.
    package static let mostChangeRatio = 3.0

    /// This segment and `other` go the same way by changes of a like size (flat ones always alike).
    package func movesAlike(_ other: ShapeSegment) -> Bool {
        guard direction == other.direction else { return false }
        let x = abs(change), y = abs(other.change)
        return direction == .flat || (x <= Self.mostChangeRatio * y && y <= Self.mostChangeRatio * x)
    }
}
