/// What analysis decides about one series for the sentences that are not findings (the statistics, the
/// fallback of the short description): typed facts that Narration words and never decides.
public struct SeriesFacts: Sendable, Hashable {
    /// Every value is the same.
    public var isConstant: Bool
    /// No course shows (the claim audit's `noCourse` check holds): "with no clear trend or pattern" may be said.
    public var showsNoCourse: Bool
    /// No course shows and none of its findings tells one or a regularity (a shape, a step, a season, a cycle, a
    /// steady level, a visible course, a record, a fall): a lone series like this is told first by its range
    /// and its last value ("showed no clear trend or pattern, moving between … and ending at 0.6 in Dec 2005";
    /// the Southern Oscillation Index, which its runs above and below zero alone left without either).
    public var leadsWithNoCourse = false
    /// How many values lie above and below zero, where each side holds at least `SeriesFacts.leastSideShare` of
    /// them: a series of changes or an index around zero is read by its sides ("with 29 days above zero and 27
    /// below"); nil otherwise.
    public var signCounts: SignCounts?
    /// Values above and below zero.
    public struct SignCounts: Sendable, Hashable {
        /// How many values lie above zero.
        public var above: Int
        /// How many values lie below zero.
        public var below: Int

        /// The counts of `ys`, where each side holds at least `leastSideShare` of them (values around zero:
        /// changes, returns, anomalies); nil otherwise.
        package static func around(_ ys: [Double]) -> SignCounts? {
            let above = ys.filter { $0 > 0 }.count, below = ys.filter { $0 < 0 }.count
            let least = SeriesFacts.leastSideShare * Double(ys.count)
            return Double(above) >= least && Double(below) >= least ? SignCounts(above: above, below: below) : nil
        }
    }
    /// Each side of zero holds at least this share of the values for the sides to be counted.
    package static let leastSideShare = 0.1
    /// The values are parts of one whole (shares that sum to about 100 %, values that add up, a rating scale's
    /// answers): they are said as shares, never as a mean and median of the categories.
    public var isPartsOfWhole: Bool
    /// The values are rates of groups (percentages over categories, such as labour-force participation by age
    /// band, or values over categories declared not to add up, means and rates): the mean of the groups' rates
    /// is not the rate of all of them, and is not said.
    public var isRatesOfGroups = false
    /// No mean or median is said: parts of one whole, or rates of groups.
    public var saysNoMean: Bool { isPartsOfWhole || isRatesOfGroups }
    /// Its changes: first to last (as a percentage or a ratio where one means something) and between points.
    package var changes: SeriesChangeFacts?

    /// Creates the facts.
    package init(isConstant: Bool, showsNoCourse: Bool, isPartsOfWhole: Bool = false) {
        self.isConstant = isConstant
        self.showsNoCourse = showsNoCourse
        self.isPartsOfWhole = isPartsOfWhole
    }
}
