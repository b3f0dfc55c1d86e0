/// How much a shape of one rise grew, where a ratio of the values means something: its factor from the first
/// value said to the last ("a 74-fold rise"), and, where the rise went at a steady rate on the log scale, the
/// time it took to double ("doubling about every 4 years"). See `ShapeGrowthFinder` for the tests.
package struct ShapeGrowth: Sendable, Hashable {
    /// The last level said over the first (the data's values, or the fitted levels of an approximate shape).
    package var factor: Double
    /// x units per doubling of the least-squares line through the logarithms of the values; nil where the
    /// rise did not go at a steady rate on the log scale.
    package var doublingTime: Double?

    /// Creates a growth.
    package init(factor: Double, doublingTime: Double?) {
        self.factor = factor
        self.doublingTime = doublingTime
    }
}
