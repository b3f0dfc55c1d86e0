import ChartModel
import Testing
@testable import ChartAnalysis

/// Beside other series, a series whose whole range is a sliver of the chart's is nearly flat on it, and is told
/// by its band, not by moves measured against its own range; the audit checks the band against the raw values.
@Suite struct FlatOnChartTests {
    static let years = (2008...2019).map(Double.init)
    /// US prisoners by sex, 2008-2019: men 1.28 to 1.45 million, women 101,348 to 106,358.
    static let men: [Double] = [1_441_384, 1_448_239, 1_447_766, 1_435_141, 1_411_076, 1_416_102, 1_401_685, 1_371_879,
                                1_354_109, 1_334_828, 1_309_194, 1_279_079]
    static let women: [Double] = [106_358, 105_335, 104_903, 103_706, 101_354, 104_301, 106_096, 104_968, 105_839, 105_049,
                                  104_176, 101_348]

    private static func courses(_ series: [[Double]]) -> [Int: VisibleCourse] {
        let chart = TestCharts.chart(series.enumerated().map { TestCharts.series($0.element.map { Optional($0) }, xs: years, name: "s\($0.offset)") })
        var found: [Int: VisibleCourse] = [:]
        for f in ChartAnalyzer.analyze(chart).findings { if case .course(let c) = f.detail { found[c.series] = c } }
        return found
    }

    @Test func aSliverOfTheChartIsToldAsFlat() throws {
        let courses = Self.courses([Self.men, Self.women])
        let women = try #require(courses[1])
        #expect(women.isFlatOnChart)
        #expect(women.claims(pointByPoint: true).contains { if case .flatOnChart = $0 { true } else { false } })
        #expect(courses[0].map { !$0.isFlatOnChart } ?? true)
        // Alone on its chart the same series is told by its moves.
        #expect(Self.courses([Self.women])[0].map { !$0.isFlatOnChart } ?? true)
    }

    @Test func theAuditChecksTheBandAgainstTheChart() {
        let lines = ClaimAudit.Lines(samples: [Self.men, Self.women].map { Sample(TestCharts.series($0.map { Optional($0) }, xs: Self.years)) })
        let chartRange = 1_448_239.0 - 101_348
        #expect(ClaimAudit.holds(.flatOnChart(series: 1, chartRange: chartRange, share: VisibleCourse.flatOnChartShare), lines))
        #expect(!ClaimAudit.holds(.flatOnChart(series: 0, chartRange: chartRange, share: VisibleCourse.flatOnChartShare), lines))
        // A chart range wider than the data's is no evidence.
        #expect(!ClaimAudit.holds(.flatOnChart(series: 1, chartRange: 10 * chartRange, share: VisibleCourse.flatOnChartShare), lines))
    }
}
