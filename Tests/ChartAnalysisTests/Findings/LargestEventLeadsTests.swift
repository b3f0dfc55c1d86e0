import ChartModel
import Testing
@testable import ChartAnalysis

/// The finding that says a chart's largest visible event leads it, ahead of layouts and of smaller series
/// (`FindingRanker.leadingWithLargestEvent`); the planted-truth rates measure it over 1,489 charts.
@Suite struct LargestEventLeadsTests {
    static let years = (2015...2024).map(Double.init)

    static func analysis(_ north: [Double], _ east: [Double]) -> [Finding] {
        ChartAnalyzer.analyze(TestCharts.chart([TestCharts.series(north, xs: years, name: "North"),
                                                TestCharts.series(east, xs: years, name: "East")])).findings
    }

    /// North, far above East, falls 29 % in 2021 and recovers: its course leads, not "North stayed above East".
    @Test func aCrashLeadsTheLayoutOfTheSeries() throws {
        let north = [266.0, 268.8, 271.7, 280.2, 285.4, 277.8, 203.6, 243.3, 288.1, 292.3]
        let east = [79.32, 75.5, 72.82, 76.88, 74.0, 71.5, 69.47, 74.81, 67.99, 68.84]
        let findings = Self.analysis(north, east)
        let first = try #require(findings.first)
        #expect(first.series == [0] && first.kind.describesCourse)
        #expect(first.landmarks.contains { $0.point.index == 6 }, "the course marks the 2021 low")
        #expect(findings.contains { $0.kind == .dominance }, "the layout is still said, after it")
        // The salience order still holds, so the short description takes the crash first.
        #expect(zip(findings, findings.dropFirst()).allSatisfy { $0.salience >= $1.salience })
        #expect(first.sayAt == .short)
    }

    /// The same chart without the crash keeps its layout first: nothing moves a third of the plotted range.
    @Test func withoutALargeEventTheRankingStands() throws {
        let north = [266.0, 268.8, 271.7, 280.2, 285.4, 277.8, 281.6, 283.3, 288.1, 292.3]
        let east = [79.32, 75.5, 72.82, 76.88, 74.0, 71.5, 69.47, 74.81, 67.99, 68.84]
        let findings = Self.analysis(north, east)
        #expect(findings.first?.kind == .dominance)
    }
}
