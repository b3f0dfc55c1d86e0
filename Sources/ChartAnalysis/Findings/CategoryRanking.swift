/// Categories of one series (or of the totals over all series) ranked by value.
package struct CategoryRanking: Sendable, Hashable {
    /// The series ranked, or nil when the totals over all series are ranked (additive values only).
    package var series: Int?
    /// Category indices, highest value first (categories without a value, and catch-alls such as "Other", left
    /// out).
    package var order: [Int]
    /// Value per category index (NaN where a category has none).
    package var values: [Double]
    /// Value of the first minus value of the second (0 with one category).
    package var gapFirstSecond: Double
    /// Highest over lowest value, only on a ratio scale with positive values (not for °C or changes).
    package var ratioMaxMin: Double?
    /// The leader's share of the total, only when the values add up (counts, money, energy).
    package var leaderShare: Double?
    /// True when the values are parts of one whole: they add up (counts, money), or they are percentages that
    /// sum to about 100 % (`RankingDetector.wholeTolerance`). Their mean says nothing and is not said.
    package var isPartsOfWhole: Bool
    /// The few largest categories holding most of the total (a long tail), or, for parts of a whole, the two
    /// or three that together make up more than half (`CategoryConcentration`).
    package var concentration: CategoryConcentration?
    /// True when a course of the same series already says the highest over the lowest as its factor ("rose
    /// 76-fold from 1 in 25-34 to a high of 76 in 55-64"): the ratio is not said again (`SaidByComparison`).
    package var ratioToldByCourse = false
    /// True for the parts of a whole over ordered bands (ages, sizes) whose course is said: the course tells which
    /// band is highest and lowest, so only the shares are said ("21-23 made up 26% of the total; 21-23, 18-20,
    /// and 24-26 together made up 71%"), not a race ("21-23 led with 1,427 … 36 and over came last").
    package var raceToldByCourse = false
    /// True for parts of a whole of at least three categories whose largest is at most `RankingDetector.evenRatio`
    /// times the smallest: "all within 3.2 percentage points of each other" (four pizzas' shares of revenue).
    package var isEven = false
    /// True for a poll's shares of yes, no and answers outside a scale (`AnswerSet`): told as the answers, in the
    /// axis's order, not as a race.
    package var isAnswerSet = false

    /// Creates a ranking.
    package init(series: Int?, order: [Int], values: [Double], gapFirstSecond: Double, ratioMaxMin: Double?,
                leaderShare: Double?, isPartsOfWhole: Bool = false, concentration: CategoryConcentration? = nil) {
        self.series = series
        self.order = order
        self.values = values
        self.gapFirstSecond = gapFirstSecond
        self.ratioMaxMin = ratioMaxMin
        self.leaderShare = leaderShare
        self.isPartsOfWhole = isPartsOfWhole
        self.concentration = concentration
    }
}
