import ChartModel
import Foundation
import Testing
@testable import ChartAnalysis

/// A head of a few large categories set apart from a long tail, found where it is and not claimed of uniform
/// categories; shares of one whole (percentages summing to about 100 %) with the few that make up more than half.
@Suite struct CategoryConcentrationTests {
    static func chart(_ values: [Double], unit: String? = nil, additive: Bool? = true) -> Chart {
        let categories = values.indices.map { Category(id: "c\($0)") }
        var chart = TestCharts.chart([TestCharts.series(values)], type: .bar,
                                     xAxis: Axis(kind: .category, categories: categories))
        chart.yAxis.unit = unit.map(AxisUnit.cldr)
        chart.yAxis.isAdditive = additive
        return chart
    }

    static func ranking(_ chart: Chart) -> CategoryRanking? {
        ChartAnalyzer.analyze(chart).findings.lazy.compactMap { f in if case .ranking(let r) = f.detail { r } else { nil } }.first
    }

    /// R's islands (thousands of square miles): seven continents, then 41 islands.
    static let islands: [Double] = [11506, 5500, 16988, 2968, 16, 184, 23, 280, 84, 73, 25, 43, 21, 82, 3745, 840,
                                    13, 30, 30, 89, 40, 33, 49, 14, 42, 227, 16, 36, 29, 15, 306, 44, 58, 43, 9390,
                                    32, 13, 29, 6795, 16, 15, 183, 14, 26, 19, 13, 12, 82]

    @Test func sevenContinentsHoldMostOfTheLandOfFortyEightLandmasses() throws {
        let ranking = try #require(Self.ranking(Self.chart(Self.islands)))
        let c = try #require(ranking.concentration)
        #expect(c.isLongTail && c.headCount == 7 && c.categoryCount == 48)
        let total = Self.islands.reduce(0, +)
        let head = Self.islands.sorted(by: >).prefix(7).reduce(0, +)
        #expect(abs(c.headShare - head / total) < 1e-12 && c.headShare > 0.9)
    }

    @Test func percentagesSummingTo100AreSharesOfOneWhole() throws {
        // A survey's reasons: Price 31.5 %, Quality 22 %, …, together 100 %.
        let survey = try #require(Self.ranking(Self.chart([31.5, 22, 15, 12, 10, 9.5], unit: "percent", additive: nil)))
        #expect(survey.isPartsOfWhole && survey.leaderShare.map { abs($0 - 0.315) < 1e-12 } == true)
        let c = try #require(survey.concentration)
        #expect(!c.isLongTail && c.headCount == 2 && abs(c.headShare - 0.535) < 1e-12)
        // Admission rates of departments are percentages that are not parts of one whole.
        let rates = try #require(Self.ranking(Self.chart([64.4, 63.2, 35.1, 34.0, 25.2, 6.4], unit: "percent", additive: nil)))
        #expect(!rates.isPartsOfWhole && rates.leaderShare == nil && rates.concentration == nil)
        // A leader with more than half needs no "together".
        let majority = try #require(Self.ranking(Self.chart([60, 25, 15], unit: "percent", additive: nil)))
        #expect(majority.isPartsOfWhole && majority.concentration == nil)
    }

    @Test func noHeadOfValuesThatDoNotAddUp() throws {
        let averages = try #require(Self.ranking(Self.chart(Self.islands, additive: false)))
        #expect(averages.concentration == nil && !averages.isPartsOfWhole)
    }

    /// Share of 200 charts whose ranking says a long tail with exactly `head` categories (nil: any long tail).
    static func rate(_ name: String, seed: UInt64, expectHead: Bool,
                     _ make: (inout SyntheticSeries) -> (values: [Double], head: Int?)) -> Double {
        var g = SyntheticSeries(seed: seed)
        var hits = 0
        for _ in 0..<200 {
            let (values, head) = make(&g)
            let c = Self.ranking(Self.chart(values))?.concentration
            let said = c?.isLongTail == true && (head == nil || c?.headCount == head)
            if said { hits += 1 }
        }
        print("category long tail, \(name): \(expectHead ? "found" : "claimed") in \(hits) of 200")
        return Double(hits) / 200
    }

    @Test func longTailsAreFoundAndUniformCategoriesGetNone() {
        // A head of 2–6 categories of 5–10 units over a tail of 12–40 categories (at least three times the head)
        // of 0.01–0.2 unit, as continents (3,000–17,000) over islands (12–840).
        let found = Self.rate("head of 2-6 over a tail", seed: 22_001, expectHead: true) { g in
            let k = 2 + Int(g.uniform() * 5), tail = max(3 * k, 12) + Int(g.uniform() * 29)
            var values = (0..<k).map { _ in 5 + 5 * g.uniform() } + (0..<tail).map { _ in 0.01 + 0.19 * g.uniform() }
            for i in values.indices.reversed() { values.swapAt(i, Int(g.uniform() * Double(i + 1))) }
            return (values, k)
        }
        #expect(found >= 0.9)
        let uniform = Self.rate("uniform values", seed: 22_002, expectHead: false) { g in
            ((0..<(8 + Int(g.uniform() * 53))).map { _ in 1 + 9 * g.uniform() }, nil)
        }
        #expect(uniform <= 0.01)
        let zipf = Self.rate("Zipf 1/rank", seed: 22_003, expectHead: false) { g in
            ((0..<(8 + Int(g.uniform() * 53))).map { 100 / Double($0 + 1) * (0.9 + 0.2 * g.uniform()) }, nil)
        }
        #expect(zipf <= 0.05)  // a steady fall has no step that sets a head apart
        // Log-normal values (σ = 1) are skewed but without a head set apart: printed, a fact when said.
        _ = Self.rate("log-normal, sigma 1", seed: 22_004, expectHead: false) { g in
            ((0..<(8 + Int(g.uniform() * 53))).map { _ in exp(g.gaussian()) }, nil)
        }
    }
}
