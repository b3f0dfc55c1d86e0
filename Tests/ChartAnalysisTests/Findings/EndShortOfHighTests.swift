import ChartModel
import Testing
@testable import ChartAnalysis

/// A course whose last move comes back near an earlier high (low) but not to it says so ("then rose 2.4-fold to
/// 162 in 1990, still below the high of 173 in 1960"): the end is not read as a new high.
@Suite struct EndShortOfHighTests {
    private func course(_ ys: [Double], xs: [Double]) -> VisibleCourse? {
        let chart = TestCharts.chart(ys.map { Optional($0) }, xs: xs)
        return VisibleCourseFinder.course(series: 0, sample: Sample(chart.series[0]), ratioScale: true)
    }

    /// Dutch motorcycles every five years (thousands): up to 173 in 1960, down to 68 in 1975, back to 162.
    @Test func aRecoveryThatStopsShortOfTheEarlierHighIsSaidWithIt() throws {
        let xs = (0..<9).map { 1950 + 5 * Double($0) }
        let ys: [Double] = [95, 146, 173, 140, 72, 68, 103, 128, 162]
        let c = try #require(course(ys, xs: xs))
        let high = try #require(c.endShortOf)
        #expect(high.x == 1960 && high.y == 173)
        // Mirrored: a fall back near an earlier low.
        let mirrored = try #require(course(ys.map { 300 - $0 }, xs: xs))
        #expect(mirrored.endShortOf?.x == 1960)
        // An end far below the high (a recovery of a third) or above it (a new high) says nothing of it.
        var far = ys; far[8] = 110; far[7] = 100
        #expect(course(far, xs: xs)?.endShortOf == nil)
        var above = ys; above[8] = 180
        #expect(course(above, xs: xs)?.endShortOf == nil)
    }
}
