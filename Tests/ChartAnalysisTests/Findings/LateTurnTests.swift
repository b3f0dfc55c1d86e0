import ChartModel
import Testing
@testable import ChartAnalysis

/// A net rise whose high comes among the last points, the end a visible step below it, is summed up to that high
/// and then the end ("rose … to a high of 200 in 1958, then fell to 196 in 1959"); an end on the high, or a
/// step off it too small to see, is not.
@Suite struct LateTurnTests {
    private func course(_ ys: [Double]) -> VisibleCourse? {
        let xs = ys.indices.map { 1900 + Double($0) }
        let chart = TestCharts.chart(ys.map { Optional($0) }, xs: xs)
        return VisibleCourseFinder.course(series: 0, sample: Sample(chart.series[0]), ratioScale: true)
    }

    @Test func aHighJustBeforeTheEndIsSaidBeforeTheEnd() throws {
        // A rise from 100 to 200 over 60 years, the high of 200 in the next-to-last year, the last 4 % of the
        // range below it (read with a pen: too many points to read one by one).
        var ys = (0..<60).map { 100 + 100 * Double($0) / 58 }
        ys[59] = 196
        let c = try #require(course(ys))
        #expect(c.summary == .roseOverall && !c.isPointByPoint)
        #expect(c.summaryTurn?.index == 58, "\(c)")
        // The end 1 % below the high: as high as the eye tells.
        ys[59] = 199
        #expect(try #require(course(ys)).summaryTurn == nil)
        // The high ten years before the end, the end 4 % below: too early to be the chart's last news, too small
        // for a turn (`sayTurnShare`).
        var early = (0..<60).map { 100 + 100 * Double(min($0, 49)) / 49 }
        for k in 50..<60 { early[k] = 200 - 4 * Double(k - 49) / 10 }
        #expect(try #require(course(early)).summaryTurn == nil)
    }
}
