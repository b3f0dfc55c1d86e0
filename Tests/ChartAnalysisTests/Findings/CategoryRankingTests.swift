import ChartModel
import Testing
@testable import ChartAnalysis

/// Leaders and laggards of category charts; ratios only on a ratio scale, shares of the total only of values
/// that add up.
@Suite struct CategoryRankingTests {
    static let fruit = ["apples", "pears", "plums", "figs"].map { Category(id: $0) }

    static func chart(_ series: [[Double?]], unit: String? = nil, additive: Bool? = nil, ordered: Bool = false) -> Chart {
        var chart = TestCharts.chart(series.enumerated().map { TestCharts.series($1, name: "s\($0)") }, type: .bar,
                                     xAxis: Axis(kind: .category, categories: fruit, isOrdered: ordered))
        chart.yAxis.unit = unit.map(AxisUnit.cldr)
        chart.yAxis.isAdditive = additive
        return chart
    }

    static func rankings(_ chart: Chart) -> [(Finding, CategoryRanking)] {
        ChartAnalyzer.analyze(chart).findings.compactMap { f in if case .ranking(let r) = f.detail { (f, r) } else { nil } }
    }

    @Test func leaderLaggardGapAndRatioOfOneSeries() throws {
        let (finding, ranking) = try #require(Self.rankings(Self.chart([[30, 80, nil, 50]])).first)
        #expect(ranking.series == 0)
        #expect(ranking.order == [1, 3, 0])  // pears, figs, apples; plums has no value
        #expect(ranking.values[2].isNaN && ranking.values[1] == 80)
        #expect(ranking.gapFirstSecond == 30)
        #expect(ranking.ratioMaxMin == 80.0 / 30)
        #expect(ranking.leaderShare == nil)  // nothing says these values add up
        #expect(finding.landmarks.map(\.point.index) == [0, 1] && finding.landmarks.allSatisfy { $0.role == .extreme })
        #expect(finding.salience >= 0.6)  // the story of a bar chart of one series
    }

    /// Seattle's pet licences: dogs twice the cats are said as a ratio; a lead of a third over the second keeps its
    /// gap, and values that may be negative (no ratio scale) have none.
    @Test func aLargeLeadIsSaidAsARatioOfTheSecond() throws {
        let pets = try #require(Self.rankings(Self.chart([[35181, 17294, 38, 6]], additive: true)).first?.1)
        #expect(pets.saysLeadRatio)
        #expect(abs((pets.ratioFirstSecond ?? 0) - 35181.0 / 17294) < 1e-9)
        let close = try #require(Self.rankings(Self.chart([[40, 30, 20, 10]])).first?.1)
        #expect(!close.saysLeadRatio)
        let changes = try #require(Self.rankings(Self.chart([[40, 10, -20, 5]])).first?.1)
        #expect(changes.ratioFirstSecond == nil && !changes.saysLeadRatio)
    }

    @Test func sharesOnlyWhenValuesAddUp() throws {
        let additive = try #require(Self.rankings(Self.chart([[30, 80, 40, 50]], additive: true)).first?.1)
        #expect(additive.leaderShare == 80.0 / 200)
        let money = try #require(Self.rankings(Self.chart([[30, 80, 40, 50]], unit: "mass-kilogram")).first?.1)
        #expect(money.leaderShare == 80.0 / 200)  // mass adds up without being told
        let averages = try #require(Self.rankings(Self.chart([[30, 80, 40, 50]], unit: "mass-kilogram", additive: false)).first?.1)
        #expect(averages.leaderShare == nil)  // the author says these are averages
    }

    @Test func noRatioOfTemperaturesOrOfValuesBelowZero() throws {
        let celsius = try #require(Self.rankings(Self.chart([[10, 20, 15, 5]], unit: "temperature-celsius")).first?.1)
        #expect(celsius.ratioMaxMin == nil && celsius.gapFirstSecond == 5)
        let negative = try #require(Self.rankings(Self.chart([[-10, 20, 15, 5]], additive: true)).first?.1)
        #expect(negative.ratioMaxMin == nil && negative.leaderShare == nil)
    }

    @Test func totalsOfSeveralSeriesOnlyWhenValuesAddUp() {
        let series: [[Double?]] = [[10, 20, 30, 40], [5, 40, 10, 1]]
        let counts = Self.rankings(Self.chart(series, additive: true))
        let totals = counts.first { $0.1.series == nil }
        #expect(totals?.1.values == [15, 60, 40, 41])
        #expect(totals?.1.order == [1, 3, 2, 0])  // pears 60, figs 41, plums 40, apples 15
        #expect(totals?.1.leaderShare == 60.0 / 156)
        #expect(totals?.0.series == [0, 1])
        #expect(counts.filter { $0.1.series != nil }.count == 2)
        let yields = Self.rankings(Self.chart(series))
        #expect(!yields.contains { $0.1.series == nil })  // no sums of yields per acre
        #expect(yields.count == 2)
    }

    @Test func orderedCategoriesOfSeveralSeriesAreNotRankedSeriesBySeries() {
        let series: [[Double?]] = [[10, 20, 30, 40], [5, 40, 10, 1]]
        let ranked = Self.rankings(Self.chart(series, additive: true, ordered: true))
        #expect(ranked.count == 1 && ranked[0].1.series == nil)
        #expect(ranked[0].0.salience < 0.4)  // over quarters the course says more than which was highest
    }

    @Test func aConstantTargetIsNotRanked() {
        let ranked = Self.rankings(Self.chart([[30, 80, 40, 50], [60, 60, 60, 60]]))
        #expect(ranked.map(\.1.series) == [0])
    }
}
