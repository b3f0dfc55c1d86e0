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

    /// The cycles tried follow the model's class of the spacing (`DateSpacing`), the one narration counts in.
    @Test func theCyclesTriedFollowTheModelsSpacingClass() {
        let hour = 3600.0, day = 86_400.0
        #expect(CalendarCycleFinder.periods(spacing: hour) == [.hourOfDay, .dayOfWeek, .monthOfYear])
        #expect(CalendarCycleFinder.periods(spacing: 6 * hour) == [.hourOfDay, .dayOfWeek, .monthOfYear])
        #expect(CalendarCycleFinder.periods(spacing: day) == [.dayOfWeek, .monthOfYear])
        #expect(CalendarCycleFinder.periods(spacing: 7 * day) == [.monthOfYear])
        #expect(CalendarCycleFinder.periods(spacing: 30.4 * day) == [.monthOfYear])
        #expect(CalendarCycleFinder.periods(spacing: 91.3 * day) == [.quarterOfYear])
        #expect(CalendarCycleFinder.periods(spacing: 365.2 * day) == [])
        for gap in [hour, 6 * hour, day, 3 * day, 7 * day, 30.4 * day, 50 * day, 91.3 * day, 150 * day, 365.2 * day] {
            let spacing = DateSpacing(medianGap: gap)
            let periods = CalendarCycleFinder.periods(spacing: gap)
            #expect(periods.contains(.hourOfDay) == (spacing == .subDay), "\(gap)")
            #expect(periods.contains(.quarterOfYear) == (spacing == .quarter), "\(gap)")
        }
    }

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

    /// Ascending instants of several samplings: hourly from before 1970, half-hourly, hours with the instant a
    /// hair before each (and some hours missing), daily over years, irregular whole and fractional seconds.
    static let instantSets: [[Double]] = {
        let start = TestCharts.date(1969, 12, 20, hour: 5)
        var g = SyntheticSeries(seed: 5)
        var whole: [Double] = [], fractional: [Double] = [], x = start, y = start
        for _ in 0..<3_000 {
            x += (g.uniform() * 7_200).rounded()
            whole.append(x)
            y += g.uniform() * 5_000
            fractional.append(y)
        }
        let hours: [Double] = (0..<3_000).map { start + Double($0) * 3600 }
        let halfHours: [Double] = (0..<3_000).map { start + 1800 + Double($0) * 1800 }
        let hairBefore: [Double] = hours.indices.filter { $0 % 5 != 2 }.flatMap { [hours[$0].nextDown, hours[$0]] }
        let dayStart = TestCharts.date(1960, 2, 27)
        let days: [Double] = (0..<3_000).map { dayStart + Double($0) * 86_400 }
        return [hours, halfHours, hairBefore, days, whole, fractional]
    }()

    /// The phase of an instant computed from its definition: floor divisions of the instant, the civil month.
    static func definedPhase(_ period: SeasonalPeriod, _ x: Double) -> Int {
        let hours = Int((x / 3600).rounded(.down)), days = Int((x / 86_400).rounded(.down))
        func modulo(_ a: Int, _ m: Int) -> Int { (a % m + m) % m }
        switch period {
        case .hourOfDay: return modulo(hours, 24)
        case .dayOfWeek: return modulo(days + 3, 7)  // 1970-01-01 was a Thursday
        case .monthOfYear: return CivilCalendar.civil(fromDays: days).month - 1
        case .quarterOfYear: return (CivilCalendar.civil(fromDays: days).month - 1) / 3
        }
    }

    @Test func everyPointsPhaseIsItsInstantsPhase() {
        for xs in Self.instantSets {
            for period in [SeasonalPeriod.hourOfDay, .dayOfWeek, .monthOfYear, .quarterOfYear] {
                let expected = xs.map { UInt8(Self.definedPhase(period, $0)) }
                #expect(CalendarCycleFinder.phases(period, xs) == expected, "\(period)")
                #expect(xs.map { CalendarCycleFinder.phase(period, $0) } == expected.map(Int.init), "\(period)")
            }
        }
    }

    /// Some values along the instants (a drift and a ripple, so that windows differ).
    static func values(along xs: [Double]) -> [Double] {
        xs.indices.map { k -> Double in
            let level = Double((k * 37) % 101) - 50
            return level + 1e-3 * Double(k) + sin(xs[k] / 9_000)
        }
    }

    @Test func detrendSubtractsEachWindowsMeanFromAPrefixArray() {
        for xs in Self.instantSets {
            let values = Self.values(along: xs)
            var prefix = [0.0]
            for v in values { prefix.append(prefix[prefix.count - 1] + v) }
            // The first position at or after an instant (a bisection).
            func position(_ x: Double) -> Int {
                var low = 0, high = xs.count
                while low < high {
                    let middle = (low + high) / 2
                    if xs[middle] < x { low = middle + 1 } else { high = middle }
                }
                return low
            }
            let spacing = 3600.0
            for width: Double in [86_400, 7 * 86_400] {
                let first: Double = xs[0]
                let latest: Double = max(xs[0], xs[xs.count - 1] - width + spacing / 2)
                let expected = xs.indices.map { k -> Double in
                    let start: Double = min(max(xs[k] - width / 2, first), latest)
                    let lo = position(start), hi = position(start + width)
                    guard hi > lo else { return 0 }
                    return values[k] - (prefix[hi] - prefix[lo]) / Double(hi - lo)
                }
                #expect(CalendarCycleFinder.detrend(xs: xs, values: values, width: width, spacing: spacing) == expected)
            }
        }
    }

    @Test func passesOverDeseasonedValuesReadWhatTheCollectionReads() {
        let xs = Self.hourlyXs, values = Self.values(along: xs)
        let month = CalendarCycle(period: .monthOfYear, profile: (0..<12).map { 0.37 * Double($0 * $0) - 3.1 },
                                  phases: CalendarCycleFinder.phases(.monthOfYear, xs), strength: 0.5, cycles: 2)
        let hour = CalendarCycle(period: .hourOfDay, profile: (0..<24).map { sin(Double($0)) * 2.9 },
                                 phases: CalendarCycleFinder.phases(.hourOfDay, xs), strength: 0.5, cycles: 30)
        let days = DailyMeans(xs: xs)
        for cycles in [[], [month], [hour], [month, hour]] {
            let deseasoned = CalendarCycleFinder.Deseasoned(values: values, cycles: cycles)
            let subtracted = xs.indices.map { k in
                cycles.reduce(values[k]) { v, cycle in v - cycle.profile[Int(cycle.phases[k])] }
            }
            #expect(Array(deseasoned) == subtracted)
            let detrending = CalendarCycleFinder.Detrending(xs: xs, width: 86_400, spacing: 3600)
            #expect(deseasoned.read(detrending) == detrending.run(subtracted))
            #expect(deseasoned.read(CalendarCycleFinder.DayMeans(days: days)) == days.means(subtracted))
        }
    }
}
