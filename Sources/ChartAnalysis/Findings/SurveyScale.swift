/// The answers of a rating scale told by its sides and middle: "59 % were Very satisfied or Satisfied, 14 %
/// Dissatisfied or Very dissatisfied, and 27 % Neutral" (see `ScaleDetector`). A description of the values as
/// given; each share is a claim the audit recomputes.
package struct SurveyScale: Sendable, Hashable {
    /// The series told.
    package var series: Int
    /// The categories (x indices) on the negative side, in axis order.
    package var negative: [Int]
    /// The middle categories, in axis order (none on an even scale).
    package var middle: [Int]
    /// The categories on the positive side, in axis order.
    package var positive: [Int]
    /// Value per category index (NaN where a category has none).
    package var values: [Double]
    /// What the shares are of: the sum of every category's value (answers outside the scale too) for counts, 100
    /// for percentages of one whole.
    package var total: Double
    /// True when the values are counts whose shares of the total are worked out; false when they are percentages.
    package var isCount: Bool
    /// The category with the largest value (the first of ties).
    package var mode: Int
    /// Its point, named as the most common answer.
    package var modePoint: PointRef?
    /// True when the descriptor declared the scale (`rating-scale="true"`) rather than its words showing it.
    package var isDeclared: Bool

    /// Creates a scale.
    package init(series: Int, negative: [Int], middle: [Int], positive: [Int], values: [Double], total: Double,
                 isCount: Bool, mode: Int, isDeclared: Bool) {
        self.series = series
        self.negative = negative
        self.middle = middle
        self.positive = positive
        self.values = values
        self.total = total
        self.isCount = isCount
        self.mode = mode
        self.isDeclared = isDeclared
    }

    /// The sum of the values of `categories`.
    package func sum(_ categories: [Int]) -> Double { categories.reduce(0) { $0 + values[$1] } }

    /// The share (0…1) of the total the categories hold.
    package func share(_ categories: [Int]) -> Double { total > 0 ? sum(categories) / total : 0 }

    /// The two sides, the larger first (the positive one on a tie): what the sentence leads with.
    package var sidesByShare: (first: [Int], second: [Int]) {
        sum(negative) > sum(positive) ? (negative, positive) : (positive, negative)
    }
}
