/// Groups of a scatter plot whose relation goes one way while all their points together go the other
/// (Simpson's paradox): within each penguin species beak depth rises with beak length, across all penguins it
/// falls, because the species sit apart. See `GroupReversalDetector`.
package struct GroupReversal: Sendable, Hashable {
    /// The series whose own relation goes against the pooled one (each significant), in chart order.
    package var series: [Int]
    /// Pearson's r of each of those series, in the same order.
    package var groupPearsons: [Double]
    /// Pearson's r of every point of every series together.
    package var pooledPearson: Double
    /// Points pooled.
    package var pooledCount: Int

    /// True when y rises with x within the groups (and so falls across them pooled).
    package var risesWithinGroups: Bool { pooledPearson < 0 }

    /// Creates a group reversal.
    package init(series: [Int], groupPearsons: [Double], pooledPearson: Double, pooledCount: Int) {
        self.series = series
        self.groupPearsons = groupPearsons
        self.pooledPearson = pooledPearson
        self.pooledCount = pooledCount
    }
}
