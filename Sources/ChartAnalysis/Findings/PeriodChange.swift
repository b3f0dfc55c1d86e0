/// Which way a category moved between two periods.
package enum ChangeWay: String, Sendable, Hashable {
    /// Higher in the later period.
    case rise
    /// Lower in the later period.
    case fall
    /// A change within `PeriodChangeDetector.flatShare` of the value: "barely changed".
    case flat
}

/// Grouped bars whose series are two or three periods (years, quarters): the change of each category from the
/// first period to the last, told as most categories going one way with the others named ("From 2022 to 2023,
/// Samsung, Xiaomi, and OPPO fell, Samsung the most; Apple and Transsion rose; Apple overtook Samsung"). A
/// description of the values as given (see `PeriodChangeDetector`); each direction, "the most" and the change of
/// the leader is a claim the audit recomputes.
package struct PeriodChange: Sendable, Hashable {
    /// One category's values in the first and the last period.
    package struct Entry: Sendable, Hashable {
        /// The category's x (its index on the axis).
        package var x: Double
        /// Its point in the first period's series.
        package var from: PointRef
        /// Its point in the last period's series.
        package var to: PointRef
        /// Which way it moved.
        package var way: ChangeWay

        /// Creates an entry.
        package init(x: Double, from: PointRef, to: PointRef, way: ChangeWay) {
            self.x = x
            self.from = from
            self.to = to
            self.way = way
        }
    }

    /// The periods' series, earliest first (two or three); the change is from the first to the last.
    package var series: [Int]
    /// Every category both the first and the last period have a value for, in axis order.
    package var entries: [Entry]
    /// The way most categories moved (rises when as many rose as fell).
    package var majority: ChangeWay
    /// The entry (index into `entries`) that rose the most, among two or more that rose.
    package var largestRise: Int?
    /// The entry that fell the most, among two or more that fell.
    package var largestFall: Int?
    /// True when "the most" is by the ratio of the values (a ratio scale, every first value positive), false when
    /// by the amount.
    package var isRelative: Bool
    /// The leader of the last period (an entry index), where it differs from the first period's: "Apple overtook
    /// Samsung".
    package var newLeader: Int?
    /// The first period's leader, where the last period's differs.
    package var oldLeader: Int?
    /// A change within this amount is "barely changed" (per entry, `PeriodChangeDetector.flatShare` of its scale).
    package var flatWithin: [Double]
    /// Of three periods, the categories that went against all others from the middle period to the last, where
    /// the change from the first to the last does not say it ("from 2010 to 2020, only Japan fell"), else nil.
    package var latestAgainst: LatestAgainst?

    /// Categories that went against the rest in the latest step, from the middle period to the last.
    package struct LatestAgainst: Sendable, Hashable {
        /// The middle period's series.
        package var from: Int
        /// The way they went (the others went the other way or barely changed).
        package var way: ChangeWay
        /// Each one's entry.
        package var entries: [Int]
        /// Each one's point in the middle period, in the order of `entries`.
        package var fromPoints: [PointRef]

        /// Creates the latest step's exceptions.
        package init(from: Int, way: ChangeWay, entries: [Int], fromPoints: [PointRef]) {
            self.from = from
            self.way = way
            self.entries = entries
            self.fromPoints = fromPoints
        }
    }

    /// Creates a period change.
    package init(series: [Int], entries: [Entry], majority: ChangeWay, largestRise: Int?, largestFall: Int?,
                 isRelative: Bool, newLeader: Int?, oldLeader: Int?, flatWithin: [Double]) {
        self.series = series
        self.entries = entries
        self.majority = majority
        self.largestRise = largestRise
        self.largestFall = largestFall
        self.isRelative = isRelative
        self.newLeader = newLeader
        self.oldLeader = oldLeader
        self.flatWithin = flatWithin
    }

    /// The first period's series.
    package var first: Int { series[0] }
    /// The last period's series.
    package var last: Int { series[series.count - 1] }

    /// The entries that moved `way`, in axis order.
    package func moved(_ way: ChangeWay) -> [Int] { entries.indices.filter { entries[$0].way == way } }

    /// The entries whose value changed sign between the periods, upward (from below zero to above it) or
    /// downward: Netflix's net additions turned from losses in Q2 2022 to gains in Q2 2023.
    package func crossedZero(upward: Bool) -> [Int] {
        entries.indices.filter { upward ? entries[$0].from.y < 0 && entries[$0].to.y > 0 : entries[$0].from.y > 0 && entries[$0].to.y < 0 }
    }

    /// The way the others moved: the opposite of the majority.
    package var minority: ChangeWay { majority == .rise ? .fall : .rise }

    /// The one entry that went against every other when it was the first period's largest ("rose everywhere but
    /// in the largest, which fell"), else nil.
    package var largestAgainst: Int? {
        let against = moved(minority)
        guard against.count == 1, let k = against.first, let old = leader(at: \.from), old == k else { return nil }
        return k
    }

    /// The entry with the largest value at one end (unique), or nil on a tie.
    package func leader(at end: KeyPath<Entry, PointRef>) -> Int? {
        guard let top = entries.indices.max(by: { entries[$0][keyPath: end].y < entries[$1][keyPath: end].y }) else { return nil }
        let value = entries[top][keyPath: end].y
        return entries.filter { $0[keyPath: end].y == value }.count == 1 ? top : nil
    }

    /// An entry's change: the ratio minus one where relative, else the amount.
    package func change(_ k: Int) -> Double {
        let e = entries[k]
        return isRelative ? e.to.y / e.from.y - 1 : e.to.y - e.from.y
    }
}
