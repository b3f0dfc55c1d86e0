import Foundation
import Testing
import ChartModel
@testable import ChartAnalysis

/// What the drawing shows of a spike and of a year of days (held-out set 16): a lone spike is said whatever the
/// noise around it; a course whose only turns are its outliers is told by them, not as a course; and a week of
/// hours under a daily swing gets no course.
@Suite struct SpikesAndWeeksTests {
    private func findings(_ chart: Chart) -> [Finding] { ChartAnalyzer.analyze(chart).findings }

    private func outlierPoints(_ found: [Finding]) -> [Int] {
        found.flatMap { f -> [Int] in
            if case .outliers(let set) = f.detail { set.groups.flatMap { $0.points.map(\.index) } } else { [] }
        }
    }

    /// Banking crises begun each year, 1970–2017: a wave to 13 in 1995 and the 22 of 2008 beside 2 and 1. The wave
    /// kept the outlier test from singling anything out; the spike is said.
    @Test func aLoneSpikeIsSaidBesideAWave() {
        let ys: [Double] = [0, 0, 0, 0, 0, 0, 2, 1, 0, 0, 3, 3, 5, 8, 1, 2, 1, 6, 7, 4, 6, 10, 8, 7, 11, 13, 4, 7, 8, 0,
                            2, 1, 1, 1, 0, 0, 0, 2, 22, 1, 0, 1, 0, 0, 3, 0, 0, 0]
        let xs = ys.indices.map { 1970 + Double($0) }
        #expect(outlierPoints(findings(SyntheticSeries.chart(ys, xs: xs))) == [38])
    }

    /// A top that the next value nearly reaches, or a climb's end, is no lone spike; planted spikes of 8 σ in white
    /// noise are found, and white noise alone gets one in at most 5 % of series (measured, printed).
    @Test func aLoneSpikeNeedsAGapAndFallingNeighbours() throws {
        func course(_ ys: [Double]) throws -> CourseSeries {
            try #require(CourseSeries(series: 0, sample: Sample(SyntheticSeries.chart(ys).series[0]), chart: SyntheticSeries.chart(ys)))
        }
        #expect(OutlierFinder.loneSpike(try course([1, 2, 1, 3, 2, 10, 9.5, 2, 1, 2])) == nil)  // 9.5 beside it
        #expect(OutlierFinder.loneSpike(try course([1, 2, 3, 4, 5, 6, 7, 8, 9, 20])) == nil)    // a climb's end
        #expect(OutlierFinder.loneSpike(try course([1, 2, 1, 3, 2, 10, 2, 2, 1, 2]))?.points.map(\.index) == [5])
        var g = SyntheticSeries(seed: 16)
        var noise = 0, planted = 0
        for _ in 0..<200 {
            let ys = g.whiteNoise(48)
            if OutlierFinder.loneSpike(try course(ys)) != nil { noise += 1 }
            var spiked = ys
            spiked[20] += 8
            if OutlierFinder.loneSpike(try course(spiked))?.points.map(\.index) == [20] { planted += 1 }
        }
        print("lone spike: planted 8 σ found \(planted) of 200; white noise alone \(noise) of 200")
        #expect(planted >= 190)
        #expect(noise <= 10)
    }

    /// Daily changes around zero with one plunge and the rebound after it (the S&P 500 in autumn 1989): the
    /// outliers say both days; the series gets no course through them.
    @Test func aCourseWhoseTurnsAreItsOutliersIsNotSaid() {
        var g = SyntheticSeries(seed: 1989)
        var ys = g.whiteNoise(83, sd: 0.6)
        ys[30] = -6.3
        ys[31] = 2.7
        let found = findings(SyntheticSeries.chart(ys))
        #expect(Set(outlierPoints(found)).isSuperset(of: [30]))
        #expect(!found.contains { $0.kind == .course })
    }

    /// A week of hours under a daily swing gets no course from its structure: its "rise" from a Monday night to a
    /// Wednesday afternoon would be a swing of the days (seven cycles, under `StructureDetector.fewestCyclesForCourse`).
    /// A year of days under a weekly swing keeps its course: `YearOfDaysCommandTests`, on Victoria's demand in 2014.
    @Test func aWeekOfHoursUnderADailySwingHasNoCourse() {
        var g = SyntheticSeries(seed: 2014)
        let start = 1_388_534_400.0  // 2014-01-01
        let load = (0..<168).map { h -> Double in 100 + 30 * sin(2 * Double.pi * Double(h % 24) / 24) + 3 * g.gaussian() }
        let chart = SyntheticSeries.dateChart(load, xs: (0..<168).map { start + 3_600 * Double($0) })
        let samples = chart.series.map(Sample.init)
        let context = FindingContext(chart: chart, samples: samples, statistics: samples.map { StatisticsBuilder.statistics($0) })
        let found = StructureDetector.findings(context)
        #expect(found.contains { $0.kind == .seasonality })
        #expect(!found.contains { $0.kind == .course })
    }
}
