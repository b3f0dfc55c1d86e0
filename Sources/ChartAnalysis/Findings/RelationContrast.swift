/// How the relations of a scatter plot's groups (its series) compare: one relation they share, one that is
/// steeper in one group, or relations of different forms. See `RelationContrastFinder`.
///
/// Each group's relation is its own tested `ScatterRelation`; whether they differ is `RelationContrastTest`, an F
/// test of each group's own curve against one curve shifted per group (p < 0.025). The groups' own relations are
/// said through this finding, once, not group by group.
package struct RelationContrast: Sendable, Hashable {
    /// What the comparison found.
    package enum Outcome: String, Sendable, Hashable, CaseIterable {
        /// Every group has the same form, and the test finds no difference beyond their levels.
        case alike
        /// The same form in every group, and the test finds them different: one rises (or falls) further over
        /// the x range they share, by at least a quarter.
        case steeper
        /// Forms differ between the groups (a line and a curve that levels off, a rise and no relation, a rise
        /// and a fall), and the test finds them different.
        case differ
    }

    /// The groups' series, in chart order.
    package var series: [Int]
    /// Each group's relation, in the same order (`form == .none` for a group without one).
    package var relations: [ScatterRelation]
    /// What the comparison found.
    package var outcome: Outcome
    /// p-value of the test of the groups' own curves against one shifted curve.
    package var pValue: Double
    /// The x range every group spans.
    package var sharedFromX: Double, sharedToX: Double
    /// Each group's fitted change of y from `sharedFromX` to `sharedToX`, in the same order.
    package var sharedChanges: [Double]
    /// For `.steeper`, the position in `series` of the group that changes most.
    package var steepest: Int?
    /// For groups `alike` along lines: the common slope (within the groups) times the groups' x step.
    package var commonChangePerStep: Double?

    /// Where every group's curve has levelled off: the last of their knees (nil when none levels off).
    package var levelsOffAbove: Double? { relations.compactMap(\.levelsOffAbove).max() }

    /// Creates a comparison.
    package init(series: [Int], relations: [ScatterRelation], outcome: Outcome, pValue: Double, sharedFromX: Double,
                 sharedToX: Double, sharedChanges: [Double], steepest: Int? = nil, commonChangePerStep: Double? = nil) {
        self.series = series
        self.relations = relations
        self.outcome = outcome
        self.pValue = pValue
        self.sharedFromX = sharedFromX
        self.sharedToX = sharedToX
        self.sharedChanges = sharedChanges
        self.steepest = steepest
        self.commonChangePerStep = commonChangePerStep
    }
}
