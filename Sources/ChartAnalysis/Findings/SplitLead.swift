/// Two series over a few categories, each higher at some of them: who is higher where ("wool A was higher than
/// wool B at L and H; wool B was higher at M": R's warpbreaks). The order and how it changes is what a reader
/// of grouped bars compares; where one series is above at nearly all of them it is a `Dominance` instead.
///
/// A fact of the data shown, no test (see `DominanceDetector`).
package struct SplitLead: Sendable, Hashable {
    /// One shared category: the series above there, and both series' values.
    package struct Lead: Sendable, Hashable {
        /// The category's x (its index on the axis).
        package var x: Double
        /// The series above at this category (one of `SplitLead.series`).
        package var leader: Int
        /// The leader's value.
        package var leaderValue: Double
        /// The other series' value.
        package var otherValue: Double

        /// Creates one category's lead.
        package init(x: Double, leader: Int, leaderValue: Double, otherValue: Double) {
            self.x = x
            self.leader = leader
            self.leaderValue = leaderValue
            self.otherValue = otherValue
        }
    }

    /// One shared category where the two series are equal: "the two were equal at Grade 3 (18.2%)".
    package struct Tie: Sendable, Hashable {
        /// The category's x.
        package var x: Double
        /// Both series' value there.
        package var value: Double
        /// Creates a tie.
        package init(x: Double, value: Double) { self.x = x; self.value = value }
    }

    /// The two series: first the one above at the first shared category where they differ.
    package var series: [Int]
    /// Every shared category where they differ, in x order.
    package var leads: [Lead]
    /// The shared categories where they are equal, in x order: a tie is what the eye sees there, not a lead.
    package var ties: [Tie]

    /// Creates a split lead.
    package init(series: [Int], leads: [Lead], ties: [Tie] = []) {
        self.series = series
        self.leads = leads
        self.ties = ties
    }
}
