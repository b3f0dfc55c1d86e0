import ChartAnalysis
import Testing
@testable import Narration

/// Prints how long narrating a 1,000,000-point series takes against analysing it alone (measured in the
/// same run). No timed assertion: run `swift test -c release --filter NarrationPerformanceTests`.
@Suite struct NarrationPerformanceTests {
    @Test func millionPointSeriesIsNotWalkedThroughPointByPoint() throws {
        let report = SampleReports.long(count: 1_000_000)
        let clock = ContinuousClock()
        let analysis = clock.measure { _ = ChartAnalyzer.analyze(report.charts[0]) }
        let intervals = clock.measure { _ = ChartAnalyzer.intervals(for: report.charts[0].series[0], in: report.charts[0]) }
        let narrator = try Narrator(language: "en")
        var narration: ReportNarration?
        let narrate = try clock.measure { narration = try narrator.narrate(report) }
        let zh = try Narrator(language: "zh")
        let narrateZh = try clock.measure { _ = try zh.narrate(report) }
        let chart = narration!.charts[0]
        #expect(chart.walkthrough.count < 30)
        print("1M points: analyse \(analysis), intervals \(intervals), narrate en \(narrate) (all outputs), zh \(narrateZh); narrate/analyse = \(narrate / analysis)")
        print("short: \(chart.generatedShort)")
    }
}
