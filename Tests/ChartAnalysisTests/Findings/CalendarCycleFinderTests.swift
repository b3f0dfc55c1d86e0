import ChartModel
import Foundation
import Testing
@testable import ChartAnalysis

/// The calendar-cycle search on sub-daily data: the day means it screens on, and the screen finding exactly
/// what decomposing every candidate on every point finds.
@Suite struct CalendarCycleFinderTests {
    /// Hourly points from a Monday with every 7th hour missing, some days short: uneven days on purpose.
    static let hourlyXs: [Double] = {
        let start = TestCharts.date(2024, 3, 4)
        return (0..<(24 * 30)).filter { $0 % 7 != 3 }.map { start + Double($0) * 3600 }
    }()

    @Test func dailyMeansAreThePlainMeansOfEachUTCDay() {
        let xs = Self.hourlyXs
        let values = xs.indices.map { Double(($0 * 37) % 101) - 50 }
        let days = DailyMeans(xs: xs)
        var expected: [[Int]] = []
        for k in xs.indices {
            if k == 0 || floor(xs[k] / 86_400) != floor(xs[k - 1] / 86_400) { expected.append([]) }
            expected[expected.count - 1].append(k)
        }
        #expect(days.count == 30)
        #expect(days.starts == expected.map { $0[0] } + [xs.count])
        for (d, members) in expected.enumerated() {
            let meanX = members.map { xs[$0] }.reduce(0, +) / Double(members.count)
            let meanValue = members.map { values[$0] }.reduce(0, +) / Double(members.count)
            #expect(abs(days.xs[d] - meanX) < 1e-6)
            #expect(abs(days.means(values)[d] - meanValue) < 1e-12)
        }
        let perPoint = days.perPoint(Array(0..<days.count))
        #expect(perPoint == expected.enumerated().flatMap { d, members in members.map { _ in d } })
    }

    /// Hourly series: noise alone, random walks, an hour-of-day pattern, a weekday pattern, both.
    static func hourlyCharts() -> [Chart] {
        var g = SyntheticSeries(seed: 77)
        let xs = hourlyXs
        var charts: [Chart] = []
        for shape in 0..<5 {
            for _ in 0..<8 {
                var walk = 0.0
                let ys = xs.map { x -> Double in
                    walk += g.gaussian()
                    let hour = (x / 3600).truncatingRemainder(dividingBy: 24)
                    let weekday = Int((x / 86_400).rounded(.down) + 3) % 7
                    let daily = 3 * cos(2 * Double.pi * (hour - 15) / 24)
                    let weekly = weekday >= 5 ? -4.0 : 1.0
                    switch shape {
                    case 0: return g.gaussian()
                    case 1: return walk
                    case 2: return daily + g.gaussian()
                    case 3: return weekly + 2 * g.gaussian()
                    default: return daily + weekly + g.gaussian()
                    }
                }
                var axis = Axis(kind: .date)
                axis.hasTimeOfDay = true
                charts.append(TestCharts.chart(ys, xs: xs, xAxis: axis))
            }
        }
        return charts
    }

    @Test func theScreenOnDayMeansFindsWhatEveryPointFinds() throws {
        var weekly = 0
        for chart in Self.hourlyCharts() {
            let course = try #require(CourseSeries(series: 0, sample: Sample(chart.series[0]), chart: chart))
            let screened = CalendarCycleFinder.cycles(course, axis: chart.xAxis)
            let plain = CalendarCycleFinder.cycles(course, axis: chart.xAxis, screened: false)
            #expect(screened.map(\.period) == plain.map(\.period))
            #expect(screened.map(\.profile) == plain.map(\.profile))
            #expect(screened.map(\.phases) == plain.map(\.phases))
            #expect(screened.map(\.strength) == plain.map(\.strength))
            if screened.contains(where: { $0.period == .dayOfWeek }) { weekly += 1 }
        }
        #expect(weekly >= 16)  // the weekday pattern is found through the screen
    }
}
