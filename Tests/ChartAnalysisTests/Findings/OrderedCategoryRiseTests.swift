import ChartModel
import Testing
@testable import ChartAnalysis

/// Over ordered categories a rise in every series at every step is found as such (R's VADeaths: death rates
/// rise with age in all four groups), and not where a series falls at a step or the categories have no order.
@Suite struct OrderedCategoryRiseTests {
    static let ages = ["50-54", "55-59", "60-64", "65-69", "70-74"].map { Category(id: $0) }
    static let vadeaths: [[Double]] = [[11.7, 18.1, 26.9, 41.0, 66.0], [8.7, 11.7, 20.3, 30.9, 54.3],
                                       [15.4, 24.3, 37.0, 54.6, 71.1], [8.4, 13.6, 19.3, 35.1, 50.0]]

    static func extremes(_ series: [[Double]], ordered: Bool) -> [SharedExtreme] {
        let chart = TestCharts.chart(series.enumerated().map { TestCharts.series($1, name: "s\($0)") }, type: .column,
                                     xAxis: Axis(kind: .category, categories: ages, isOrdered: ordered))
        return ChartAnalyzer.analyze(chart).findings.compactMap { f in
            if case .sharedExtreme(let e) = f.detail { e } else { nil }
        }
    }

    @Test func deathRatesRiseWithAgeInEveryGroup() {
        let found = Self.extremes(Self.vadeaths, ordered: true)
        #expect(found.count == 2 && found.allSatisfy(\.monotoneInEverySeries))
        #expect(found.first { $0.isHigh }?.x == 4 && found.first { !$0.isHigh }?.x == 0)
    }

    @Test func aStepDownInOneSeriesOrUnorderedCategoriesAreNoRiseInEveryGroup() {
        var dip = Self.vadeaths
        dip[2][2] = 23.0  // Urban Male falls from 24.3 to 23.0 at 60-64, still lowest first and highest last
        let stepDown = Self.extremes(dip, ordered: true)
        #expect(!stepDown.isEmpty && !stepDown.contains(where: \.monotoneInEverySeries))
        let unordered = Self.extremes(Self.vadeaths, ordered: false)
        #expect(!unordered.isEmpty && !unordered.contains(where: \.monotoneInEverySeries))
        let falling = Self.extremes(Self.vadeaths.map { Array($0.reversed()) }, ordered: true)
        #expect(falling.count == 2 && falling.allSatisfy(\.monotoneInEverySeries))
    }
}

/// Bands along a scale (ages, incomes) whose course is said are not ranked: "16-24 led with 37.2%; 75+ came last"
/// tells them as a race. Unordered categories keep their ranking.
@Suite struct OrderedBandRankingTests {
    static func kinds(_ ys: [Double], ordered: Bool) -> [FindingKind] {
        let bands = ["16-24", "25-34", "35-44", "45-54", "55-64", "65-74", "75+"].map { Category(id: $0) }
        let chart = TestCharts.chart(ys.map { Optional($0) }, type: .column,
                                     xAxis: Axis(kind: .category, categories: bands, isOrdered: ordered))
        return ChartAnalyzer.analyze(chart).findings.map(\.kind)
    }

    @Test func bandsWithACourseAreNotRanked() {
        let smokers = [37.2, 35.1, 29.2, 30.0, 19.4, 12.7, 10.0]
        let ordered = Self.kinds(smokers, ordered: true)
        #expect(ordered.contains(.course) && !ordered.contains(.ranking), "\(ordered)")
        #expect(Self.kinds(smokers, ordered: false).contains(.ranking))
    }

    /// Counts that add up over ordered bands (women by their age at first marriage) keep their ranking's shares
    /// only: the course says the peak and the low, so "21-23 led … 36 and over came last" is not said.
    @Test func partsOfAWholeOverBandsWithACourseKeepOnlyTheirShares() throws {
        let bands = ["Under 18", "18-20", "21-23", "24-26", "27-29", "30-32", "33-35", "36 and over"].map { Category(id: $0) }
        let women: [Double] = [344, 1310, 1427, 1180, 648, 268, 162, 95]
        let chart = Chart(id: "c", type: .bar, xAxis: Axis(kind: .category, categories: bands, isOrdered: true),
                          yAxis: Axis(kind: .numeric, isAdditive: true),
                          series: [TestCharts.series(women.map { Optional($0) }, name: "Women")])
        let findings = ChartAnalyzer.analyze(chart).findings
        #expect(findings.contains { $0.kind == .course })
        let ranking = try #require(findings.lazy.compactMap { f -> CategoryRanking? in if case .ranking(let r) = f.detail { r } else { nil } }.first)
        #expect(ranking.isPartsOfWhole && ranking.raceToldByCourse)
    }

    /// Two groups' percentages that each sum to 100 (each sex's students by the war policy they back) are
    /// separate wholes: their sums per category are not ranked as a total.
    @Test func percentagesOfSeparateWholesHaveNoTotalRanking() {
        let policies = ["Defeat North Vietnam", "Keep present policy", "De-escalate and negotiate", "Withdraw immediately"]
        let chart = Chart(id: "c", type: .bar,
                          xAxis: Axis(kind: .category, categories: policies.map { Category(id: $0) }, isOrdered: true),
                          yAxis: Axis(kind: .numeric, unit: .cldr("percent"), isAdditive: true),
                          series: [TestCharts.series([12.2, 18.0, 63.4, 6.4], name: "Women"),
                                   TestCharts.series([28.5, 24.7, 37.0, 9.8], name: "Men")])
        let totals = ChartAnalyzer.analyze(chart).findings.filter { f in
            if case .ranking(let r) = f.detail { r.series == nil } else { false }
        }
        #expect(totals.isEmpty)
    }
}
