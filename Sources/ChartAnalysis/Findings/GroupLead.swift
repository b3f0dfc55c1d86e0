import Foundation

/// One group of a scatter plot above every other at every x value they all share ("treated is higher at every
/// concentration, by about 44 at 1.1": R's Puromycin).
///
/// The groups are the chart's series; at each x value every group has, each group's mean y there. The leader
/// is above every other group at each of them, and such an order is unlikely by chance: k groups in random
/// order put one same group on top at m shared x with probability k × (1/k)^m, which must be below
/// `GroupLead.level` (two groups need 6 shared x, three need 4). A paired comparison at equal x sees what the
/// groups' overall means, spread over a steep relation, hide (Puromycin's ANOVA p is 0.12).
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

    /// Creates a lead.
    package init(leader: Int, others: [Int], sharedCount: Int, topX: Double, gapAtTop: Double, smallestGap: Double,
                largestGap: Double) {
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
                         smallestGap: gaps.min()!, largestGap: gaps.max()!)
    }
}
