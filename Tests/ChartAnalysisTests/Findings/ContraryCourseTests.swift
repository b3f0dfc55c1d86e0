import Testing
import ChartModel
@testable import ChartAnalysis

/// The one series whose course ends with a fall while the others rise is said second, not left below the long
/// description's ten findings; where another series falls too, nothing moves.
@Suite struct ContraryCourseTests {
    private static let years = (1960...1985).map(Double.init)

    private static func findings(_ series: [[Double]]) -> [Finding] {
        let built = series.enumerated().map { TestCharts.series($1.map { Optional($0) }, xs: years, name: "s\($0)") }
        return ChartAnalyzer.analyze(TestCharts.chart(built)).findings
    }

    private static func rising(_ start: Double, _ end: Double, wobble: Double) -> [Double] {
        years.indices.map { k in start + (end - start) * Double(k) / 25 + (k % 2 == 0 ? wobble : -wobble) }
    }

    /// Real GDP per person, 1960–1985, of South Korea, Taiwan, Malaysia, Thailand and the Philippines (PWT 5).
    @Test func thePhilippinesFallWhileFourEconomiesClimbIsSaidSecond() throws {
        let philippines: [Double] = [1133, 1153, 1217, 1229, 1242, 1256, 1268, 1300, 1340, 1401, 1403, 1427, 1470, 1530,
                                     1560, 1600, 1680, 1720, 1780, 1850, 1880, 1900, 1915, 1800, 1620, 1542]
        let found = Self.findings([Self.rising(904, 4217, wobble: 40), Self.rising(1256, 5449, wobble: 50),
                                   Self.rising(1420, 4146, wobble: 30), Self.rising(943, 2463, wobble: 20), philippines])
        let second = try #require(found.dropFirst().first)
        guard case .course(let c) = second.detail else { Issue.record("second: \(second.kind)"); return }
        #expect(c.series == 4)
        #expect(c.moves.last.map { !$0.isRise && $0.end.y == 1542 } == true)
    }

    @Test func aFallSharedWithAnotherSeriesMovesNothing() {
        var falling = Self.rising(1420, 4146, wobble: 30)
        for k in 22..<26 { falling[k] = falling[21] - 300 * Double(k - 21) }
        let philippines: [Double] = [1133, 1153, 1217, 1229, 1242, 1256, 1268, 1300, 1340, 1401, 1403, 1427, 1470, 1530,
                                     1560, 1600, 1680, 1720, 1780, 1850, 1880, 1900, 1915, 1800, 1620, 1542]
        let series = [Self.rising(904, 4217, wobble: 40), Self.rising(1256, 5449, wobble: 50), falling,
                      Self.rising(943, 2463, wobble: 20), philippines]
        let built = series.enumerated().map { TestCharts.series($1.map { Optional($0) }, xs: Self.years, name: "s\($0)") }
        let chart = TestCharts.chart(built)
        let samples = chart.series.map(Sample.init)
        let statistics = samples.map { StatisticsBuilder.statistics($0) }
        let context = FindingContext(chart: chart, samples: samples, statistics: statistics)
        let (found, _) = FindingsAnalyzer.findings(for: chart, samples: samples, statistics: statistics)
        #expect(FindingRanker.contraryCourseSecond(found, context: context) == found)
    }
}
