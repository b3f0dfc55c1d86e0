import Foundation

/// One group of a scatter plot above every other at every x value they all share ("treated is higher at every
/// concentration, by about 44 at 1.1": R's Puromycin).
///
/// The groups are the chart's series; at each x value every group has, each group's mean y there. The leader
/// is above every other group at each of them, and such an order is unlikely by chance: k groups in random
/// order put one same group on top at m shared x with probability k × (1/k)^m, which must be below
/// `GroupLead.level` (two groups need 6 shared x, three need 4). A paired comparison at equal x sees what the
/// groups' overall means, spread over a steep relation, hide (Puromycin's ANOVA p is 0.12).
///
/// When the sign test finds no lead and every group has replicates at every shared x (a designed experiment:
/// ToothGrowth's ten guinea pigs per dose and supplement), each x gets its own test: Welch's t between the top
/// group there and the next, at `level` / m (Bonferroni over the m shared x, so groups from one distribution
/// are said to differ somewhere at most 5 % of the time). One group clearly on top at every x is a lead at
/// every x however few they are; clearly on top at some and no clear difference at the rest is a lead at
/// those x ("OJ was higher than VC at dose 0.5 and 1, by about 5.9 at 1; at 2 there was no clear
/// difference"), with the rest in `unclear`. Clear leads by different groups at different x are no lead.
package struct GroupLead: Sendable, Hashable {
    /// The leading series.
    package var leader: Int
    /// The other series, chart order.
    package var others: [Int]
    /// How many x values every group has.
    package var sharedCount: Int
    /// The highest shared x.
    package var topX: Double
    /// The leader's gap at `topX` to the nearest other group (mean y against mean y).
    package var gapAtTop: Double
    /// The smallest gap over the shared x.
    package var smallestGap: Double
    /// The largest gap over the shared x.
    package var largestGap: Double
    /// The shared x where the leader is not clearly above the nearest other group (replicates only), ascending;
    /// empty when it leads at every shared x. `sharedCount`, `topX` and the gaps then count the x it leads at.
    package var unclear: [UnclearX] = []
    /// The shared x the lead holds at, ascending (`sharedCount` of them).
    package var leadXs: [Double] = []

    /// A shared x where the groups show no clear difference: the leader's mean and the highest other mean.
    package struct UnclearX: Sendable, Hashable {
        /// The shared x.
        package var x: Double
        /// The leader's mean y there.
        package var leaderMean: Double
        /// The highest mean y of the other groups there.
        package var otherMean: Double

        /// Creates an x without a clear lead.
        package init(x: Double, leaderMean: Double, otherMean: Double) {
            self.x = x
            self.leaderMean = leaderMean
            self.otherMean = otherMean
        }
    }

    /// Creates a lead.
    package init(leader: Int, others: [Int], sharedCount: Int, topX: Double, gapAtTop: Double, smallestGap: Double,
                largestGap: Double, unclear: [UnclearX] = [], leadXs: [Double] = []) {
        self.unclear = unclear
        self.leadXs = leadXs
        self.leader = leader
        self.others = others
        self.sharedCount = sharedCount
        self.topX = topX
        self.gapAtTop = gapAtTop
        self.smallestGap = smallestGap
        self.largestGap = largestGap
    }

    static let level = 0.05

    /// The lead among `groups` (series index, xs, ys), if one holds.
    static func find(_ groups: [(series: Int, xs: [Double], ys: [Double])]) -> GroupLead? {
        guard groups.count >= 2 else { return nil }
        // Mean y per x of each group.
        let means: [[Double: Double]] = groups.map { g in
            var sum: [Double: Double] = [:], count: [Double: Int] = [:]
            for (x, y) in zip(g.xs, g.ys) where x.isFinite && y.isFinite {
                sum[x, default: 0] += y; count[x, default: 0] += 1
            }
            return sum.reduce(into: [:]) { $0[$1.key] = $1.value / Double(count[$1.key]!) }
        }
        var shared = Set(means[0].keys)
        for m in means.dropFirst() { shared.formIntersection(m.keys) }
        let xs = shared.sorted()
        return bySignTest(groups, means: means, at: xs) ?? byReplicates(groups, at: xs)
    }

    /// The leader above every other group at each shared x, by the sign test over those x (see the type).
    private static func bySignTest(_ groups: [(series: Int, xs: [Double], ys: [Double])], means: [[Double: Double]],
                                   at xs: [Double]) -> GroupLead? {
        let k = Double(groups.count), m = Double(xs.count)
        guard xs.count >= 3, k * pow(1 / k, m) < level else { return nil }
        // The leader is the group on top at the first shared x; it must be on top at every one.
        let first = xs[0]
        let leader = groups.indices.max { means[$0][first]! < means[$1][first]! }!
        var gaps: [Double] = []
        for x in xs {
            let top = means[leader][x]!
            let nearest = groups.indices.filter { $0 != leader }.map { means[$0][x]! }.max()!
            guard top > nearest else { return nil }
            gaps.append(top - nearest)
        }
        return GroupLead(leader: groups[leader].series,
                         others: groups.indices.filter { $0 != leader }.map { groups[$0].series },
                         sharedCount: xs.count, topX: xs.last!, gapAtTop: gaps.last!,
                         smallestGap: gaps.min()!, largestGap: gaps.max()!, leadXs: xs)
    }

    /// The lead tested at each shared x by its replicates (see the type), if every group has at least two
    /// points at each of at least two shared x.
    private static func byReplicates(_ groups: [(series: Int, xs: [Double], ys: [Double])], at xs: [Double]) -> GroupLead? {
        guard xs.count >= 2 else { return nil }
        let wanted = Set(xs)
        // Per group and shared x: the values there.
        let values: [[Double: [Double]]] = groups.map { g in
            var v: [Double: [Double]] = [:]
            for (x, y) in zip(g.xs, g.ys) where wanted.contains(x) && y.isFinite { v[x, default: []].append(y) }
            return v
        }
        guard values.allSatisfy({ v in xs.allSatisfy { (v[$0]?.count ?? 0) >= 2 } }) else { return nil }
        let perX = level / Double(xs.count)
        var clearTop: Int?
        var clearXs: [(x: Double, gap: Double)] = []
        var unclearXs: [Double] = []
        for x in xs {
            let summaries = values.map { Summary($0[x]!) }
            let order = summaries.indices.sorted { summaries[$0].mean > summaries[$1].mean }
            let top = order[0], next = order[1]
            if welchTwoSided(summaries[top], summaries[next]) < perX {
                if let t = clearTop, t != top { return nil }
                clearTop = top
                clearXs.append((x, summaries[top].mean - summaries[next].mean))
            } else {
                unclearXs.append(x)
            }
        }
        guard let leader = clearTop, let last = clearXs.last else { return nil }
        let gaps = clearXs.map(\.gap)
        let unclear = unclearXs.map { x in
            UnclearX(x: x, leaderMean: Summary(values[leader][x]!).mean,
                     otherMean: groups.indices.filter { $0 != leader }.map { Summary(values[$0][x]!).mean }.max()!)
        }
        return GroupLead(leader: groups[leader].series,
                         others: groups.indices.filter { $0 != leader }.map { groups[$0].series },
                         sharedCount: clearXs.count, topX: last.x, gapAtTop: last.gap,
                         smallestGap: gaps.min()!, largestGap: gaps.max()!, unclear: unclear,
                         leadXs: clearXs.map(\.x))
    }

    /// Count, mean and unbiased variance of the replicates at one x.
    private struct Summary {
        let n: Double, mean: Double, variance: Double
        init(_ ys: [Double]) {
            let n = Double(ys.count), mean = ys.reduce(0, +) / n
            self.n = n
            self.mean = mean
            variance = ys.reduce(0) { $0 + ($1 - mean) * ($1 - mean) } / (n - 1)
        }
    }

    /// Two-sided p of Welch's t test of two replicate sets (Welch–Satterthwaite degrees of freedom). Two sets of
    /// identical values differ surely when their means do.
    private static func welchTwoSided(_ a: Summary, _ b: Summary) -> Double {
        let va = a.variance / a.n, vb = b.variance / b.n
        let se2 = va + vb
        guard se2 > 0 else { return a.mean == b.mean ? 1 : 0 }
        let t = (a.mean - b.mean) / se2.squareRoot()
        let df = se2 * se2 / (va * va / (a.n - 1) + vb * vb / (b.n - 1))
        return Distributions.studentTwoSided(t, df: df)
    }
}
