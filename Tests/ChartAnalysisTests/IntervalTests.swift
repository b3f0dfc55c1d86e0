import ChartModel
import Testing
@testable import ChartAnalysis

@Suite struct IntervalTests {
    private func daily(from start: Double, days: Int, step: Double = 86_400) -> (Series, Chart) {
        let xs = (0..<days).map { start + Double($0) * step }
        let s = TestCharts.series(xs.indices.map { Double($0) }, xs: xs)
        return (s, TestCharts.chart([s], xAxis: Axis(kind: .date)))
    }

    @Test func yearOfDailyDataSplitsIntoMonths() {
        let (s, chart) = daily(from: TestCharts.date(2024, 1, 1), days: 366)
        let intervals = ChartAnalyzer.intervals(for: s, in: chart)
        #expect(intervals.count == 12)
        #expect(intervals.allSatisfy { $0.unit == .months(1) })
        #expect(intervals.map(\.index) == Array(0..<12))
        #expect(intervals[0].firstIndex == 0 && intervals[0].lastIndex == 30)
        #expect(intervals[0].startX == 1_704_067_200)  // 2024-01-01T00:00Z
        #expect(intervals[0].endX == 1_706_745_600)    // 2024-02-01T00:00Z, exclusive
        // February of a leap year: 29 days, indices 31…59, and statistics index the whole series.
        #expect(intervals[1].firstIndex == 31 && intervals[1].lastIndex == 59)
        #expect(intervals[1].statistics.count == 29)
        #expect(intervals[1].statistics.minimum?.points.first?.index == 31)
        #expect(intervals[1].endX == TestCharts.date(2024, 3, 1))
        #expect(intervals[11].endX == TestCharts.date(2025, 1, 1))
    }

    @Test func threeYearsOfMonthlyDataSplitIntoQuarters() {
        let xs = (0..<36).map { TestCharts.date(2022 + $0 / 12, $0 % 12 + 1, 1) }
        let s = TestCharts.series(xs.indices.map { Double($0) }, xs: xs)
        let intervals = ChartAnalyzer.intervals(for: s, in: TestCharts.chart([s], xAxis: Axis(kind: .date)))
        #expect(intervals.count == 12)
        #expect(intervals.allSatisfy { $0.unit == .quarters && $0.statistics.count == 3 })
        #expect(intervals[1].startX == TestCharts.date(2022, 4, 1))
        #expect(intervals[1].endX == TestCharts.date(2022, 7, 1))
    }

    @Test func tenYearsOfMonthlyDataSplitIntoYears() {
        let xs = (0..<120).map { TestCharts.date(2015 + $0 / 12, $0 % 12 + 1, 15) }
        let s = TestCharts.series(xs.indices.map { Double($0) }, xs: xs)
        let intervals = ChartAnalyzer.intervals(for: s, in: TestCharts.chart([s], xAxis: Axis(kind: .date)))
        #expect(intervals.count == 10)
        #expect(intervals[0].unit == .years(1))
        #expect(intervals[0].startX == TestCharts.date(2015, 1, 1) && intervals[0].endX == TestCharts.date(2016, 1, 1))
    }

    @Test func monthOfHourlyDataSplitsIntoMondayWeeks() {
        let (s, chart) = daily(from: TestCharts.date(2024, 1, 3), days: 24 * 28, step: 3600)  // Wed 3 Jan – 30 Jan
        let intervals = ChartAnalyzer.intervals(for: s, in: chart)
        #expect(intervals.map(\.unit) == Array(repeating: .weeks, count: 5))
        #expect(intervals[0].startX == TestCharts.date(2024, 1, 1))  // the Monday of the first week
        #expect(intervals[0].endX == TestCharts.date(2024, 1, 8))
        #expect(intervals[0].statistics.count == 5 * 24)
        #expect(intervals[4].startX == TestCharts.date(2024, 1, 29))
    }

    @Test func dayOfMinuteDataSplitsIntoHours() {
        let (s, chart) = daily(from: TestCharts.date(2024, 6, 1), days: 24 * 60, step: 60)
        let intervals = ChartAnalyzer.intervals(for: s, in: chart)
        #expect(intervals.count == 12)
        #expect(intervals[0].unit == .hours(2))
    }

    @Test func datesBefore1970BucketLikeLaterOnes() {
        let xs = (0..<24).map { TestCharts.date(1960 + $0 / 12, $0 % 12 + 1, 10) }
        let s = TestCharts.series(xs.indices.map { Double($0) }, xs: xs)
        let intervals = ChartAnalyzer.intervals(for: s, in: TestCharts.chart([s], xAxis: Axis(kind: .date)))
        #expect(intervals.count == 8)
        #expect(intervals[0].unit == .quarters)
        #expect(intervals[0].startX == TestCharts.date(1960, 1, 1) && intervals[0].endX == TestCharts.date(1960, 4, 1))
    }

    @Test func numericAxisUsesNiceBins() {
        let xs = (0..<20).map { Double($0) / 2 }  // 0, 0.5, …, 9.5
        let s = TestCharts.series(xs, xs: xs)
        let intervals = ChartAnalyzer.intervals(for: s, in: TestCharts.chart([s]))
        #expect(intervals.count == 10)
        #expect(intervals[0].unit == .numericBin(width: 1))
        #expect(intervals.map(\.startX) == (0..<10).map(Double.init))
        #expect(intervals.map(\.endX) == (1...10).map(Double.init))
        #expect(intervals.allSatisfy { $0.statistics.count == 2 })
    }

    @Test func decimalBinEdgesHoldTheirOwnValues() {
        // 0.3 / 0.1 is 2.999… in binary; 0.3 must still open the bin [0.3, 0.4).
        let xs = (0...21).map { Double($0 / 2) / 10 }  // 0, 0, 0.1, 0.1, …, 1, 1
        let s = TestCharts.series(xs, xs: xs)
        let intervals = ChartAnalyzer.intervals(for: s, in: TestCharts.chart([s]))
        #expect(intervals.count == 11)
        #expect(intervals.allSatisfy { $0.statistics.count == 2 && $0.firstIndex == 2 * $0.index })
        #expect(intervals[3].startX == 0.3)
    }

    @Test func emptyBinsAreSkipped() {
        let s = TestCharts.series([1, 2, 3, 4, 5], xs: [0, 1, 2, 80, 81])
        let intervals = ChartAnalyzer.intervals(for: s, in: TestCharts.chart([s]))
        #expect(intervals.map(\.startX) == [0, 80])
        #expect(intervals[0].unit == .numericBin(width: 10))
        #expect(intervals.map(\.index) == [0, 1])
    }

    @Test func gridlinesAreIntervalEdges() {
        let xs = (0..<100).map(Double.init)
        let s = TestCharts.series(xs, xs: xs)
        let axis = Axis(kind: .numeric, gridlines: [75, 25, 50])
        let intervals = ChartAnalyzer.intervals(for: s, in: TestCharts.chart([s], xAxis: axis))
        #expect(intervals.count == 4)
        #expect(intervals[0].unit == .gridlines(every: 1))
        #expect(intervals.map(\.startX) == [0, 25, 50, 75])
        #expect(intervals.map(\.endX) == [25, 50, 75, 99])
        #expect(intervals.map(\.statistics.count) == [25, 25, 25, 25])
    }

    @Test func denseGridlinesAreThinned() {
        let xs = (0..<100).map(Double.init)
        let s = TestCharts.series(xs, xs: xs)
        let axis = Axis(kind: .numeric, gridlines: stride(from: 0.0, to: 100, by: 5).map { $0 })
        let intervals = ChartAnalyzer.intervals(for: s, in: TestCharts.chart([s], xAxis: axis))
        #expect(intervals.count == 10)
        #expect(intervals[0].unit == .gridlines(every: 2))
        #expect(intervals[1].startX == 10 && intervals[1].endX == 20)
    }

    @Test func gridlinesOutsideTheDataFallBackToBins() {
        let s = TestCharts.series([1, 2, 3, 4], xs: [1, 2, 3, 4])
        let axis = Axis(kind: .numeric, gridlines: [100])
        let intervals = ChartAnalyzer.intervals(for: s, in: TestCharts.chart([s], xAxis: axis))
        #expect(intervals[0].unit == .numericBin(width: 0.5))
    }

    @Test func manyCategoriesFormConsecutiveGroups() {
        let axis = Axis(kind: .category, categories: (0..<30).map { Category(id: "c\($0)") })
        let s = TestCharts.series((0..<30).map { Double($0) })
        let intervals = ChartAnalyzer.intervals(for: s, in: TestCharts.chart([s], type: .column, xAxis: axis))
        #expect(intervals.count == 10)
        #expect(intervals[0].unit == .categoryGroup(size: 3))
        #expect(intervals[9].startX == 27 && intervals[9].endX == 30)
        #expect(intervals[9].firstIndex == 27 && intervals[9].lastIndex == 29)
    }

    @Test func twelveMonthlyValuesGiveFourQuarters() {
        let xs = (0..<12).map { TestCharts.date(2023, $0 + 1, 1) }
        let s = TestCharts.series(xs.indices.map { Double($0) }, xs: xs)
        let intervals = ChartAnalyzer.intervals(for: s, in: TestCharts.chart([s], xAxis: Axis(kind: .date)))
        #expect(intervals.map(\.unit) == Array(repeating: .quarters, count: 4))
        #expect(intervals.map(\.statistics.count) == [3, 3, 3, 3])
    }

    @Test func fewCategoriesAreTheirOwnIntervals() {
        let axis = Axis(kind: .category, categories: (0..<5).map { Category(id: "c\($0)") })
        let s = TestCharts.series([3, 1, 4, 1, 5])
        let intervals = ChartAnalyzer.intervals(for: s, in: TestCharts.chart([s], type: .bar, xAxis: axis))
        #expect(intervals.map(\.unit) == Array(repeating: .categoryGroup(size: 1), count: 5))
    }

    @Test func highestMeanAndSteepestIntervalsStandOut() {
        // Bins of five (width 5): flat 0, flat 1, a steep climb 0→20, a gentle 20→24, a plateau at 30, then 10s.
        let ys: [Double] = [0, 0, 0, 0, 0, 1, 1, 1, 1, 1, 0, 5, 10, 15, 20, 20, 21, 22, 23, 24,
                            30, 30, 30, 30, 30] + Array(repeating: 10, count: 15)
        let s = TestCharts.series(ys)
        let intervals = ChartAnalyzer.intervals(for: s, in: TestCharts.chart([s]))
        #expect(intervals.count == 8)
        #expect(intervals[0].unit == .numericBin(width: 5))
        #expect(intervals.map(\.isHighestMean) == [false, false, false, false, true, false, false, false])
        #expect(intervals.map(\.isSteepest) == [false, false, true, false, false, false, false, false])
        #expect(intervals[2].statistics.trend.slope == 5)
    }

    /// Interval statistics are light (O(n), issue 10): the same counts, extremes, mean, median and least squares
    /// line as the series' own statistics of those points, but no rank tests, outliers, peaks or troughs.
    @Test func intervalStatisticsAreLightSummaries() {
        // A year of daily values rising 1 a day with a spike on 15 March: the full statistics of March call
        // the spike an outlier and find a positive Mann–Kendall S.
        let (s, chart) = daily(from: TestCharts.date(2024, 1, 1), days: 366)
        var points = Array(s.points)
        points[74].y = 500
        let spiked = Series(name: s.name, isContinuous: true, points: points)
        let march = ChartAnalyzer.intervals(for: spiked, in: chart)[2]
        let full = ChartAnalyzer.statistics(for: Series(name: s.name, isContinuous: true, points: Array(points[march.firstIndex...march.lastIndex])))
        #expect(full.outliers.count == 1 && full.trend.mannKendallS > 0)
        let light = march.statistics
        #expect(light.validCount == full.validCount && light.mean == full.mean && light.median == full.median)
        #expect(light.maximum?.value == 500 && light.minimum?.value == full.minimum?.value && light.sum == full.sum)
        #expect(light.standardDeviation == full.standardDeviation && light.largestRise?.delta == full.largestRise?.delta)
        #expect(light.trend.slope == full.trend.slope && light.trend.rSquared == full.trend.rSquared)
        #expect(light.outliers.isEmpty && light.peaks.isEmpty && light.troughs.isEmpty)
        #expect(light.trend.direction == .steady && !light.trend.isSignificant && light.trend.mannKendallS == 0)
    }

    @Test func missingPointsCountInTheirInterval() {
        // Width 2 (span 13 / 12 → next nice width); [10, 12) holds only missing points and is still listed.
        let s = TestCharts.series([1, nil, 3, 4, nil, nil, 7, 8], xs: [0, 1, 2, 3, 10, 11, 12, 13])
        let intervals = ChartAnalyzer.intervals(for: s, in: TestCharts.chart([s]))
        #expect(intervals[0].unit == .numericBin(width: 2))
        #expect(intervals.map(\.startX) == [0, 2, 10, 12])
        #expect(intervals.map(\.statistics.count) == [2, 2, 2, 2])
        #expect(intervals.map(\.statistics.missingCount) == [1, 0, 2, 0])
        #expect(intervals[2].statistics.mean == nil)
        #expect(!intervals[2].isHighestMean)
        #expect(intervals[3].isHighestMean)
    }

    @Test func intervalValuesWithManyMissingPointsAreThePointsOwn() {
        // Every 3rd or 7th value missing: each interval's points, read from the model's finite column and its
        // side table, are the series' own, by index.
        let ys: [Double?] = (0..<500).map { (k: Int) -> Double? in
            if k % 3 == 1 || k % 7 == 0 { return nil }
            return Double((k * 37) % 101)
        }
        let s = TestCharts.series(ys, xs: (0..<500).map(Double.init))
        let intervals = ChartAnalyzer.intervals(for: s, in: TestCharts.chart([s]))
        #expect(intervals.count > 2)
        for interval in intervals {
            let own = (interval.firstIndex...interval.lastIndex).compactMap { ys[$0] }
            #expect(interval.statistics.count == interval.lastIndex - interval.firstIndex + 1)
            #expect(interval.statistics.validCount == own.count)
            #expect(interval.statistics.sum == own.reduce(0, +))
            #expect(interval.statistics.first?.y == own.first && interval.statistics.last?.y == own.last)
            #expect(interval.statistics.first.map { ys[$0.index] } == own.first)
        }
    }

    @Test func unorderedPointsAreGroupedByX() {
        let s = TestCharts.series([5, 1, 4, 2], xs: [15, 1, 14, 2])
        let intervals = ChartAnalyzer.intervals(for: s, in: TestCharts.chart([s], type: .scatter))
        #expect(intervals.map(\.startX) == [0, 2, 14])
        #expect(intervals[0].unit == .numericBin(width: 2))
        #expect(intervals[2].firstIndex == 0 && intervals[2].lastIndex == 2)
        #expect(intervals[2].statistics.mean == 4.5)
        #expect(intervals[2].statistics.first?.index == 0)
    }

    @Test func sparseDatesAreNotCutIntoSingleDays() {
        let xs = (0..<5).map { TestCharts.date(2020 + $0, 3, 1) }
        let s = TestCharts.series([1, 2, 3, 4, 5], xs: xs)
        let intervals = ChartAnalyzer.intervals(for: s, in: TestCharts.chart([s], xAxis: Axis(kind: .date)))
        #expect(intervals.count == 5)
        #expect(intervals[0].unit == .quarters)
    }

    @Test func smallerTargetGivesCoarserIntervals() {
        let (s, chart) = daily(from: TestCharts.date(2024, 1, 1), days: 366)
        let intervals = ChartAnalyzer.intervals(for: s, in: chart, target: 2...6)
        #expect(intervals.count == 4)
        #expect(intervals[0].unit == .quarters)
    }

    @Test func singlePointAndEmptySeries() {
        let one = TestCharts.series([5], xs: [3])
        let intervals = ChartAnalyzer.intervals(for: one, in: TestCharts.chart([one]))
        #expect(intervals.count == 1)
        #expect(!intervals[0].isHighestMean && !intervals[0].isSteepest)
        let none = TestCharts.series([])
        #expect(ChartAnalyzer.intervals(for: none, in: TestCharts.chart([none])).isEmpty)
    }

    @Test func civilCalendarRoundTripsAcrossCenturies() {
        for days in stride(from: -800_000, through: 800_000, by: 997) {
            let c = CivilCalendar.civil(fromDays: days)
            #expect(CivilCalendar.days(year: c.year, month: c.month, day: c.day) == days)
        }
        #expect(CivilCalendar.civil(fromDays: 0) == (1970, 1, 1))
        #expect(CivilCalendar.civil(fromDays: 19_782) == (2024, 2, 29))
    }
}

@Suite struct IntervalEdgeCaseTests {
    @Test func extremeNumericAxisValuesStillSplit() {
        let s = TestCharts.series([1, 2], xs: [-1e308, 1e308])
        let intervals = ChartAnalyzer.intervals(for: s, in: TestCharts.chart([s]))
        #expect(intervals.map(\.statistics.count).reduce(0, +) == 2)
    }

    @Test func identicalXValuesFormOneInterval() {
        let s = TestCharts.series([1, 2, 3], xs: [5, 5, 5])
        let intervals = ChartAnalyzer.intervals(for: s, in: TestCharts.chart([s]))
        #expect(intervals.count == 1)
        #expect(intervals[0].startX <= 5 && 5 < intervals[0].endX)
    }
}

@Suite struct GridlineIntervalTests {
    @Test func lastGridlineIntervalEndsInclusivelyAtTheLargestX() {
        let xs = (0..<100).map(Double.init)
        let s = TestCharts.series(xs, xs: xs)
        let intervals = ChartAnalyzer.intervals(for: s, in: TestCharts.chart([s], xAxis: Axis(kind: .numeric, gridlines: [50])))
        #expect(intervals.map(\.isEndInclusive) == [false, true])
        #expect(intervals[1].endX == 99)
    }

    @Test func monthStartGridlinesOnADateAxisAreNamedMonths() {
        let xs = (0..<366).map { TestCharts.date(2024, 1, 1) + Double($0) * 86_400 }
        let s = TestCharts.series(xs.indices.map { Double($0) }, xs: xs)
        let grid = (2...12).map { TestCharts.date(2024, $0, 1) }
        let intervals = ChartAnalyzer.intervals(for: s, in: TestCharts.chart([s], xAxis: Axis(kind: .date, gridlines: grid)))
        #expect(intervals.count == 12)
        #expect(intervals[0].unit == .months(1))
        #expect(intervals[11].endX == TestCharts.date(2025, 1, 1) && !intervals[11].isEndInclusive)
    }

    @Test func irregularGridlinesOnADateAxisStayGridlines() {
        let xs = (0..<366).map { TestCharts.date(2024, 1, 1) + Double($0) * 86_400 }
        let s = TestCharts.series(xs.indices.map { Double($0) }, xs: xs)
        let grid = [TestCharts.date(2024, 3, 20), TestCharts.date(2024, 9, 22)]
        let intervals = ChartAnalyzer.intervals(for: s, in: TestCharts.chart([s], xAxis: Axis(kind: .date, gridlines: grid)))
        #expect(intervals.count == 3)
        #expect(intervals[0].unit == .gridlines(every: 1))
        #expect(intervals[1].startX == TestCharts.date(2024, 3, 20))
    }
}

extension GridlineIntervalTests {
    @Test func monthlyPointsWithMonthGridlinesAreMonthsNotDays() {
        let xs = (0..<12).map { TestCharts.date(2023, $0 + 1, 1) }
        let s = TestCharts.series(xs.indices.map { Double($0) }, xs: xs)
        let grid = (2...12).map { TestCharts.date(2023, $0, 1) }
        let intervals = ChartAnalyzer.intervals(for: s, in: TestCharts.chart([s], xAxis: Axis(kind: .date, gridlines: grid)))
        #expect(intervals.count == 12)
        #expect(intervals[0].unit == .months(1))
    }
}
