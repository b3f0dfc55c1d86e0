import ChartModel
import Foundation
import Testing
@testable import ChartAnalysis

/// One group of a scatter plot above the others at every x they share (R's Puromycin: treated above untreated
/// at every concentration), found at the rate printed and not claimed of groups drawn from one distribution.
@Suite struct GroupLeadTests {
    static func scatter(_ groups: [(name: String, xs: [Double], ys: [Double])]) -> Chart {
        Chart(id: "c", type: .scatter, xAxis: Axis(kind: .numeric), yAxis: Axis(kind: .numeric),
              series: groups.map { g in
                  Series(name: LocalizedText(g.name), isContinuous: false,
                         points: zip(g.xs, g.ys).map { DataPoint(x: $0, y: $1) })
              })
    }

    static func comparison(_ chart: Chart) -> GroupComparison? {
        ChartAnalyzer.analyze(chart).findings.lazy.compactMap { f in if case .groups(let g) = f.detail { g } else { nil } }.first
    }

    static let conc: [Double] = [0.02, 0.02, 0.06, 0.06, 0.11, 0.11, 0.22, 0.22, 0.56, 0.56, 1.1, 1.1]
    static let treated: [Double] = [76, 47, 97, 107, 123, 139, 159, 152, 191, 201, 207, 200]
    static let untreated: [Double] = [67, 51, 84, 86, 98, 115, 131, 124, 144, 158, 160]

    @Test func treatedIsAboveUntreatedAtEveryConcentration() throws {
        let chart = Self.scatter([("treated", Self.conc, Self.treated), ("untreated", Array(Self.conc.prefix(11)), Self.untreated)])
        let lead = try #require(Self.comparison(chart)?.lead)
        #expect(lead.leader == 0 && lead.others == [1] && lead.sharedCount == 6)
        #expect(lead.topX == 1.1 && abs(lead.gapAtTop - (203.5 - 160)) < 1e-9)
        #expect(abs(lead.smallestGap - (61.5 - 59)) < 1e-9)  // at 0.02: (76 + 47) / 2 against (67 + 51) / 2
    }

    @Test func noLeadWhenTheOrderChangesOrTooFewXAreShared() {
        // Above at five of six shared x: no lead.
        let xs: [Double] = [1, 2, 3, 4, 5, 6]
        let crossing = Self.scatter([("a", xs, [10, 20, 30, 40, 50, 60]), ("b", xs, [9, 19, 29, 39, 49, 61])])
        #expect(Self.comparison(crossing)?.lead == nil)
        // Above at all five shared x, but five is what two groups in random order give 6 % of the time.
        let five = Self.scatter([("a", Array(xs.prefix(5)), [10, 20, 30, 40, 50]), ("b", Array(xs.prefix(5)), [9, 19, 29, 39, 49])])
        #expect(Self.comparison(five)?.lead == nil)
    }

    /// Share of 200 charts of two groups on a shared saturating relation, 6–10 shared x with two replicates
    /// each, noise SD 1, the second group `offset` lower, in which the first group's lead is said.
    static func rate(_ name: String, seed: UInt64, offset: Double) -> Double {
        var g = SyntheticSeries(seed: seed)
        var hits = 0
        for _ in 0..<200 {
            let m = 6 + Int(g.uniform() * 5)
            let grid = (0..<m).map { 0.1 + 2 * Double($0) }
            let xs = grid.flatMap { [$0, $0] }
            let curve = { (x: Double) in 20 * x / (1 + x) }
            let a = xs.map { curve($0) + g.gaussian() }, b = xs.map { curve($0) - offset + g.gaussian() }
            if let lead = Self.comparison(Self.scatter([("a", xs, a), ("b", xs, b)]))?.lead, lead.leader == 0 || offset == 0 {
                hits += 1
            }
        }
        print("scatter group lead, \(name): said in \(hits) of 200")
        return Double(hits) / 200
    }

    @Test func aLeadIsFoundWhereItIsAndNotClaimedOfOneDistribution() {
        #expect(Self.rate("second group 3 SDs lower", seed: 22_101, offset: 3) >= 0.9)
        #expect(Self.rate("both groups from one distribution", seed: 22_102, offset: 0) <= 0.05)
    }
}
