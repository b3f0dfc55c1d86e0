/// Two series over the same categories, the second lower (or higher) than the first in all categories but a few:
/// "1932 was lower than 1931 for all but Morris (41.51 against 29.29)" — the exception is the story.
package struct PairedChange: Sendable, Hashable {
    /// The series compared against (the earlier, in chart order).
    package var first: Int
    /// The series compared (the later, in chart order).
    package var second: Int
    /// True when the second series is below the first in all categories but the exceptions.
    package var secondIsLower: Bool
    /// How many categories both series have a value for.
    package var comparedCount: Int
    /// The categories that go the other way (or are equal): the first series' and the second's point there.
    package var exceptions: [PairedException]

    /// Creates a paired change.
    package init(first: Int, second: Int, secondIsLower: Bool, comparedCount: Int, exceptions: [PairedException]) {
        self.first = first
        self.second = second
        self.secondIsLower = secondIsLower
        self.comparedCount = comparedCount
        self.exceptions = exceptions
    }
}

/// A category where the second series does not go the way it goes everywhere else.
package struct PairedException: Sendable, Hashable {
    /// The first series' point in this category.
    package var firstPoint: PointRef
    /// The second series' point in this category.
    package var secondPoint: PointRef

    /// Creates an exception.
    package init(firstPoint: PointRef, secondPoint: PointRef) {
        self.firstPoint = firstPoint
        self.secondPoint = secondPoint
    }
}
