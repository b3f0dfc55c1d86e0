import ChartModel
import Testing
@testable import ChartAnalysis

/// Every visible event (a move of a series' visible course over `VisibleEvents.eventShare` of the plotted range)
/// is said by some finding once the audit has run; noise, which draws no such move, gets nothing added.
@Suite struct VisibleEventsTests {
    private static func analysed(_ chart: Chart) -> (findings: [Finding], context: FindingContext, report: AuditReport) {
        let samples = chart.series.map(Sample.init)
        let statistics = samples.map { StatisticsBuilder.statistics($0) }
        let (findings, report) = FindingsAnalyzer.findings(for: chart, samples: samples, statistics: statistics)
        return (findings, FindingContext(chart: chart, samples: samples, statistics: statistics), report)
    }

    /// A steady noisy rise with a collapse to half its level and a recovery at a random place, 40 seeds: the
    /// collapse is an event in every chart, and after the audit a finding says it in every chart.
    @Test func aCollapseAndRecoveryIsAlwaysSaid() {
        var g = SyntheticSeries(seed: 11)
        var found = 0, said = 0
        for _ in 0..<40 {
            let n = 60, at = 15 + Int(g.uniform() * 30)
            var ys = (0..<n).map { 100 + Double($0) + 1.5 * g.gaussian() }
            for k in at..<(at + 4) { ys[k] *= 0.5 }
            let a = Self.analysed(TestCharts.chart(ys))
            let events = VisibleEvents.events(a.context, findings: a.findings).events
            guard events.contains(where: { !$0.move.isRise && $0.move.start.index <= at + 1 && $0.move.end.index >= at - 1 }) else { continue }
            found += 1
            if events.allSatisfy({ VisibleEvents.isSaid($0, by: a.findings, context: a.context) }) { said += 1 }
        }
        #expect(found == 40, "the collapse is an event on the drawn chart")
        #expect(said == found, "every event is said once the audit has run")
    }

    /// China's vehicle production: the chart's highest value, 29.0 million in 2017, and 25.7 in 2019, a fall of 11 %
    /// of the plotted range beside four smaller series: the end against the peak is an event, and it is said.
    @Test func theEndAgainstTheChartsPeakIsAnEventAndSaid() {
        let years = [1990.0, 1995, 2000, 2005] + (2010...2019).map(Double.init)
        let china = [0.51, 1.43, 2.07, 5.72, 18.26, 18.42, 19.27, 22.12, 23.72, 24.5, 28.12, 29.02, 27.81, 25.72]
        let japan = [13.49, 10.2, 10.14, 10.8, 9.63, 8.4, 9.94, 9.63, 9.77, 9.28, 9.2, 9.69, 9.73, 9.68]
        let chart = TestCharts.chart([TestCharts.series(china, xs: years, name: "China"), TestCharts.series(japan, xs: years, name: "Japan")])
        let a = Self.analysed(chart)
        let events = VisibleEvents.events(a.context, findings: a.findings).events
        let fall = events.first { $0.series == 0 && !$0.move.isRise && $0.move.start.y == 29.02 && $0.move.end.y == 25.72 }
        #expect(fall != nil)
        #expect(events.allSatisfy { VisibleEvents.isSaid($0, by: a.findings, context: a.context) })
    }

    /// Rodents caught each year at Portal (26 ragged columns): no detector's test passes, yet the eye sees 503
    /// rise to 1,978, fall to 668, rise to 2,493 and fall again. What is drawn is described: the audit adds the
    /// course a glance takes in, and it passes the dips the picture shows.
    @Test func aRaggedCourseNoFindingDescribesIsSaidAsDrawn() {
        let ys: [Double] = [503, 1048, 719, 1415, 1472, 1978, 1673, 981, 1438, 942, 1671, 1469, 1569, 1311, 1347, 1038,
                            750, 668, 1222, 1706, 2493, 1610, 1135, 1552, 1610, 2229]
        let a = Self.analysed(TestCharts.chart(ys, xs: ys.indices.map { 1977 + Double($0) }, type: .column))
        let course = a.findings.lazy.compactMap { f -> VisibleCourse? in if case .course(let c) = f.detail { c } else { nil } }.first
        let turns = course.map { [$0.moves[0].start.y] + $0.moves.map(\.end.y) } ?? []
        #expect(turns.contains(1978) && turns.contains(668) && turns.contains(2493), "\(turns)")
    }

    /// Colombia's terror incidents 2000-2020 beside four neighbours near zero: too ragged for a course of five
    /// moves, and mentioned only by "stayed above the other 4": the audit adds the course a glance takes in, with
    /// the collapse to 30 in 2007 and the climb to 231 in 2014.
    @Test func aSeriesOnlyComparedWithOthersIsDescribed() {
        let years = (2000...2020).map(Double.init)
        let colombia: [Double] = [137, 207, 150, 98, 37, 42, 43, 30, 133, 138, 136, 94, 115, 149, 231, 136, 110, 119, 206, 230, 171]
        let others: [[Double]] = [[0, 2, 3, 8, 0, 0, 0, 1, 2, 3, 2, 4, 3, 2, 5, 4, 6, 17, 9, 8, 7],
                                  [4, 5, 3, 4, 1, 0, 0, 1, 1, 2, 1, 1, 2, 1, 2, 6, 5, 6, 11, 6, 6],
                                  [3, 2, 5, 4, 6, 5, 4, 4, 2, 1, 0, 3, 6, 13, 9, 6, 4, 8, 5, 1, 2]]
        let chart = TestCharts.chart([TestCharts.series(colombia, xs: years, name: "Colombia")]
                                     + others.enumerated().map { TestCharts.series($0.element, xs: years, name: "n\($0.offset)") })
        let a = Self.analysed(chart)
        let course = a.findings.lazy.compactMap { f -> VisibleCourse? in if case .course(let c) = f.detail, c.series == 0 { c } else { nil } }.first
        let turns = course.map { [$0.moves[0].start.y] + $0.moves.map(\.end.y) } ?? []
        #expect(turns.contains(30) && turns.contains(231), "\(turns)")
    }

    /// White noise draws no move over 0.3 of its range with the pen: the coverage check adds nothing (at most
    /// 1 chart of 40).
    @Test func noiseGetsNoCourseAdded() {
        var g = SyntheticSeries(seed: 12)
        var added = 0
        for _ in 0..<40 {
            let a = Self.analysed(TestCharts.chart(g.whiteNoise(80).map { 50 + $0 }))
            if a.report.failures.contains(where: { $0.check == .coverage }) { added += 1 }
        }
        #expect(added <= 1)
    }
}
