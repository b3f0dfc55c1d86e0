import ChartModel
import Testing
@testable import ChartAnalysis

/// A series many times the others is said with how many times ("Men stayed above Women throughout, … about 13
/// times as large"), from the data's own sums; a lead of less than `Dominance.fewestTimesSaid` times is not.
@Suite struct DominanceTimesTests {
    static func dominance(_ series: [[Double]]) -> Dominance? {
        let xs = series[0].indices.map { 2008 + Double($0) }
        let chart = TestCharts.chart(series.indices.map { TestCharts.series(series[$0].map { Optional($0) }, xs: xs, name: "s\($0)") })
        return ChartAnalyzer.analyze(chart).findings.compactMap { f in if case .dominance(let d) = f.detail { d } else { nil } }.first
    }

    @Test func aSeriesManyTimesTheOtherSaysHowManyTimes() throws {
        let men: [Double] = [1_400_000, 1_448_239, 1_440_000, 1_437_000, 1_411_000, 1_405_000, 1_409_000, 1_350_000,
                             1_330_000, 1_310_000, 1_290_000, 1_279_079]
        let women: [Double] = [106_358, 105_000, 104_000, 103_000, 101_354, 104_000, 106_096, 104_968, 105_839, 104_000,
                               102_000, 101_348]
        let d = try #require(Self.dominance([men, women]))
        let times = try #require(d.timesNearest)
        #expect(times > 12.5 && times < 14)
        // A ratio that falls from 8 to 1.4 along the chart (Iowa's fossil fuels) is no "about N times".
        let fading = try #require(Self.dominance([[35, 36, 37, 38, 36, 33, 30, 29], [4.4, 5, 7, 10, 14, 17, 19, 21]]))
        #expect(fading.timesNearest == nil)
        #expect(fading.timesBetween == nil)
        // Penguins: males above females by 15-20 %: no "times as large".
        let close = try #require(Self.dominance([[4043, 3939, 5485, 4100], [3369, 3527, 4680, 3500]]))
        #expect(close.timesNearest == nil)
        #expect(close.timesBetween == nil)
    }

    /// A leader whose ratio to the next grows along the chart (US suicides 2.2 times the next cause in 2007,
    /// 4.6 in 2018) is said with the ratio's range, from the data's least and largest ratio.
    @Test func aRatioThatChangesIsSaidAsItsRange() throws {
        let suicides: [Double] = [34598, 36035, 36909, 38364, 39518, 40600, 41149, 42826, 44193, 44965, 47173, 48344]
        let next: [Double] = [15387, 13846, 12744, 10228, 9878, 10336, 10084, 9943, 10320, 10497, 10908, 10511]
        let terrorism: [Double] = [0, 2, 22, 4, 0, 7, 23, 26, 54, 68, 97, 45]
        let d = try #require(Self.dominance([suicides, next, terrorism]))
        #expect(d.timesNearest == nil)
        let between = try #require(d.timesBetween)
        #expect(abs(between.lowerBound - 34598.0 / 15387) < 1e-9)
        #expect(abs(between.upperBound - 48344.0 / 10511) < 1e-9)
    }
}
