/// One series moving above another at a real x of the data, and staying there for a while.
///
/// Test: the new order holds at the first shared x after the change and for the minimum run of
/// docs/findings.md (so a wobble around equality is not an overtake).
package struct Overtake: Sendable, Hashable {
    /// The series that moves above.
    package var leader: Int
    /// The series it moves above.
    package var other: Int
    /// The leader's first point (a real x of the data) at which it is above.
    package var leaderPoint: PointRef
    /// The other series' point at the same x.
    package var otherPoint: PointRef
    /// True when the leader stays above until the last shared x.
    package var holdsToEnd: Bool
    /// How many times the order of the pair changed in all (persistent changes only).
    package var orderChanges: Int
    /// True when the gap's change passed the test of a systematic change; false for a change of the chart's
    /// leader said as a fact of the data shown (`OvertakeDetector.leaderChange`).
    package var isSystematic: Bool
    /// Where the other series moved back above, for a spell ahead that ended (`OvertakeDetector.spells`): the
    /// leader's and the other's points at the first x of the old order again; nil otherwise.
    package var backLeaderPoint: PointRef?
    /// The other series' point there.
    package var backOtherPoint: PointRef?

    /// Creates an overtake.
    package init(leader: Int, other: Int, leaderPoint: PointRef, otherPoint: PointRef, holdsToEnd: Bool,
                orderChanges: Int, isSystematic: Bool = true) {
        self.isSystematic = isSystematic
        self.leader = leader
        self.other = other
        self.leaderPoint = leaderPoint
        self.otherPoint = otherPoint
        self.holdsToEnd = holdsToEnd
        self.orderChanges = orderChanges
    }
}

/// One series above the others at (nearly) every x they share.
package struct Dominance: Sendable, Hashable {
    /// The series on top.
    package var leader: Int
    /// The series it is compared with (all others with shared x), in chart order.
    package var others: [Int]
    /// The share of shared x values where the leader is above every other series (0…1).
    package var fraction: Double
    /// The mean gap to the nearest other series, in y units.
    package var meanGap: Double
    /// The number of shared x values compared.
    package var comparedCount: Int
    /// The first and last shared x compared (nil when not given): a series that starts late or ends early
    /// is compared over part of the chart only.
    package var sharedFrom: Double?, sharedTo: Double?
    /// True when `leader` is below every other series (the lowest throughout), not above.
    package var isBelow: Bool
    /// The median over the shared x of the leader's value over the nearest other's, where the leader is above,
    /// the values are on a ratio scale, it is at least `fewestTimesSaid` and every point's ratio lies within
    /// `timesSpread` of it: "about 13 times as large".
    package var timesNearest: Double?
    /// The least and the largest ratio of the leader to the nearest other over the shared x, where the leader is
    /// above, the values are on a ratio scale, the least is at least `fewestTimesBetween` and the ratios spread too
    /// far for `timesNearest`: "25 to 75 times as large" (Australia's short-term resident departures, 1976-2019).
    package var timesBetween: ClosedRange<Double>?
    /// Of two series, where the leader is above at every shared x and the gap varies visibly, the points where
    /// it is widest and narrowest (each the single largest or smallest): "most at Wren (21.1 against 17.7) and
    /// least at Yellowhammer (22.6 against 21.55)" of cuckoo eggs against their hosts' own.
    package var widestGap: GapPoints?, narrowestGap: GapPoints?
    /// Above throughout, where the gap to the nearest other grows (shrinks) along the chart: its first and last
    /// points, said instead of the average gap ("the gap widening from 72,809 in 1967 to 148,269 in 2012": US
    /// family income at the 95th percentile against the median). See `DominanceDetector.gapTrend`.
    package var gapTrend: GapTrend?

    /// A gap that widens or narrows from the first shared x to the last.
    package struct GapTrend: Sendable, Hashable {
        /// The two series' points at the first and the last shared x.
        package var first: GapPoints, last: GapPoints
        /// The gap at the last is the wider.
        package var widens: Bool { last.leader.y - last.other.y > first.leader.y - first.other.y }
        /// Creates a trend of the gap.
        package init(first: GapPoints, last: GapPoints) { self.first = first; self.last = last }
    }
    /// The widest gap is at least this many times the narrowest for both to be said: gaps that differ less
    /// are told by their average.
    package static let gapSpreadSaid = 2.0
    /// Most shared points for the widest and narrowest gap to be said: beyond, one point's gap is a detail of a
    /// long course, not what a reader compares bar by bar.
    package static let mostGapPoints = 20

    /// The two points compared where a gap is said.
    package struct GapPoints: Sendable, Hashable {
        /// The leader's point and the other series' point at the same x.
        package var leader: PointRef, other: PointRef
        /// Creates the two points.
        package init(leader: PointRef, other: PointRef) { self.leader = leader; self.other = other }
    }

    /// The least ratio said as "times as large".
    package static let fewestTimesSaid = 3.0
    /// The least ratio at every shared x for a range of ratios to be said: a leader at least one and a half
    /// times the nearest other everywhere is far above it, however the ratio changes (the lead ratio said of
    /// categories, `CategoryRanking.leastLeadRatioSaid`).
    package static let fewestTimesBetween = 1.5
    /// Every point's ratio lies within this factor of the median for "about N times" to be said.
    package static let timesSpread = 1.5

    /// Creates a dominance.
    package init(leader: Int, others: [Int], fraction: Double, meanGap: Double, comparedCount: Int,
                sharedFrom: Double? = nil, sharedTo: Double? = nil, isBelow: Bool = false) {
        self.isBelow = isBelow
        self.leader = leader
        self.others = others
        self.fraction = fraction
        self.meanGap = meanGap
        self.comparedCount = comparedCount
        self.sharedFrom = sharedFrom
        self.sharedTo = sharedTo
    }
}

/// Two series that follow each other closely (a forecast and its outcome): said instead of counting crossings.
///
/// Test: at the shared x (at least 8), the values correlate (r ≥ 0.8), their changes from one x to the next
/// correlate positively (p < 0.05; independent random walks do not), and the typical gap is small next to how
/// much the series move (mean |difference| ≤ 0.25 × the smaller standard deviation).
package struct Tracking: Sendable, Hashable {
    /// The first series (chart order).
    package var first: Int
    /// The second series.
    package var second: Int
    /// Mean absolute difference at shared x, in y units.
    package var meanAbsoluteDifference: Double
    /// `meanAbsoluteDifference` relative to the mean level of the two; nil unless values are on a ratio scale
    /// (a gap of 5 % of a temperature in °C means nothing).
    package var relativeDifference: Double?
    /// The first series' point where the two are furthest apart.
    package var largestDifferenceFirst: PointRef
    /// The second series' point at the same x.
    package var largestDifferenceSecond: PointRef
    /// Pearson correlation of the two at shared x.
    package var correlation: Double
    /// Pearson correlation of their changes from one shared x to the next (the test statistic).
    package var changeCorrelation: Double
    /// Number of shared x values compared.
    package var comparedCount: Int

    /// Creates a tracking finding.
    package init(first: Int, second: Int, meanAbsoluteDifference: Double, relativeDifference: Double?,
                largestDifferenceFirst: PointRef, largestDifferenceSecond: PointRef, correlation: Double,
                changeCorrelation: Double, comparedCount: Int) {
        self.first = first
        self.second = second
        self.meanAbsoluteDifference = meanAbsoluteDifference
        self.relativeDifference = relativeDifference
        self.largestDifferenceFirst = largestDifferenceFirst
        self.largestDifferenceSecond = largestDifferenceSecond
        self.correlation = correlation
        self.changeCorrelation = changeCorrelation
        self.comparedCount = comparedCount
    }
}

/// How much one series grew over the x range the compared series share.
package struct SeriesGrowth: Sendable, Hashable {
    /// The series.
    package var series: Int
    /// Its first point in the shared range.
    package var from: PointRef
    /// Its last point in the shared range.
    package var to: PointRef
    /// `to.y / from.y`.
    package var ratio: Double

    /// Creates a growth entry.
    package init(series: Int, from: PointRef, to: PointRef, ratio: Double) {
        self.series = series
        self.from = from
        self.to = to
        self.ratio = ratio
    }
}

/// Which series grew most (ratio scale, positive values only).
package struct GrowthComparison: Sendable, Hashable {
    /// Every compared series, fastest growth first.
    package var entries: [SeriesGrowth]

    /// Creates a comparison.
    package init(entries: [SeriesGrowth]) { self.entries = entries }
}

/// One series' share of the total.
package struct SeriesShare: Sendable, Hashable {
    /// The series.
    package var series: Int
    /// Share (0…1) at the first shared x.
    package var startShare: Double
    /// Share at the last shared x.
    package var endShare: Double
    /// Share of the sum over all shared x.
    package var overallShare: Double

    /// Creates a share.
    package init(series: Int, startShare: Double, endShare: Double, overallShare: Double) {
        self.series = series
        self.startShare = startShare
        self.endShare = endShare
        self.overallShare = overallShare
    }
}

/// Shares of the total of several series (area or part-to-whole charts of additive values), and how they moved.
package struct ShareShift: Sendable, Hashable {
    /// Every series, largest overall share first.
    package var entries: [SeriesShare]
    /// The first shared x.
    package var startX: Double
    /// The last shared x.
    package var endX: Double
    /// The series whose share moved most (by |endShare − startShare|) among those whose share changed
    /// systematically (`SystematicChange`); nil when no share moved beyond noise, or x has no order (then
    /// `startShare` and `endShare` are of the first and last category and only `overallShare` means something).
    package var largestMover: Int?

    /// Creates a share shift.
    package init(entries: [SeriesShare], startX: Double, endX: Double, largestMover: Int?) {
        self.entries = entries
        self.startX = startX
        self.endX = endX
        self.largestMover = largestMover
    }
}

/// A constant reference series (a goal, a limit) and how often another series is above it.
package struct ThresholdComparison: Sendable, Hashable {
    /// The constant series.
    package var reference: Int
    /// Its value.
    package var level: Double
    /// The series compared with it.
    package var series: Int
    /// Number of shared x values where `series` is above the level.
    package var above: Int
    /// Number of shared x values where it is below.
    package var below: Int
    /// Number of shared x values compared (above + below + equal).
    package var total: Int

    /// Creates a threshold comparison.
    package init(reference: Int, level: Double, series: Int, above: Int, below: Int, total: Int) {
        self.reference = reference
        self.level = level
        self.series = series
        self.above = above
        self.below = below
        self.total = total
    }
}

/// Several series peaking (or bottoming) at the same x.
package struct SharedExtreme: Sendable, Hashable {
    /// The series that share it (at least two), chart order.
    package var series: [Int]
    /// True for maxima, false for minima.
    package var isHigh: Bool
    /// The x they share.
    package var x: Double
    /// Each series' point there, in the order of `series`.
    package var points: [PointRef]
    /// True when, over ordered categories (age groups, quarters), every series moves the same way at every
    /// step of the shared x, from the other extreme at one end to this one at the other: a rise (or fall) in
    /// every group, not just two extremes that meet.
    package var monotoneInEverySeries: Bool

    /// Creates a shared extreme.
    package init(series: [Int], isHigh: Bool, x: Double, points: [PointRef], monotoneInEverySeries: Bool = false) {
        self.series = series
        self.isHigh = isHigh
        self.x = x
        self.points = points
        self.monotoneInEverySeries = monotoneInEverySeries
    }
}
