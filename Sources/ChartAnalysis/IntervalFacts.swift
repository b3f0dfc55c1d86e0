/// What analysis decides about one digest interval among its series' intervals: whether it stands out.
package struct IntervalFacts: Sendable, Hashable {
    /// Which way the steepest interval moves.
    package enum Steepest: String, Sendable, Hashable {
        case rise, drop, none
    }

    /// The interval with the highest mean, where there are several to compare.
    package var isHighest: Bool
    /// Where there are several intervals, the one whose fitted line moves most, and which way; `none` for the others.
    package var steepest: Steepest

    /// The facts of `interval` among `count` intervals of its series.
    package init(_ interval: IntervalSummary, among count: Int) {
        let several = count > 1
        let slope = interval.statistics.trend.slope
        isHighest = several && interval.isHighestMean
        steepest = several && interval.isSteepest && slope != 0 ? (slope > 0 ? .rise : .drop) : .none
    }
}
