import ChartModel
import Foundation
import Testing
@testable import ChartAnalysis

/// Findings about several series: overtakes at real x, tracking instead of crossing counts, thresholds
/// instead of competitors, comparisons only where series overlap, shares, growth, dominance, shared peaks.
@Suite struct ComparisonFindingTests {
    static func findings(_ chart: Chart) -> [Finding] { ChartAnalyzer.analyze(chart).findings }

    static func details<T>(_ findings: [Finding], _ extract: (FindingDetail) -> T?) -> [T] {
        findings.compactMap { extract($0.detail) }
    }

    static func series(_ ys: [Double], xs: [Double]? = nil, name: String) -> Series {
        TestCharts.series(ys, xs: xs, name: name)
    }

    @Test func twoSeriesCrossingOnceGiveOneOvertakeAtARealX() throws {
        var noise = SyntheticSeries(seed: 11)
        let xs = (0..<40).map { 2000 + Double($0) }
        let rising = xs.map { 2 + 0.1 * ($0 - 2000) + 0.1 * noise.gaussian() }
        let flat = xs.map { _ in 4 + 0.1 * noise.gaussian() }
        let chart = TestCharts.chart([Self.series(rising, xs: xs, name: "rising"), Self.series(flat, xs: xs, name: "flat")])
        let found = Self.findings(chart)
        let overtakes = Self.details(found) { if case .overtake(let o) = $0 { o } else { nil } }
        let overtake = try #require(overtakes.first)
        #expect(overtakes.count == 1)
        #expect(overtake.leader == 0 && overtake.other == 1)
        #expect(xs.contains(overtake.leaderPoint.x))  // a year of the data, never an interpolated float
        #expect(overtake.leaderPoint.x >= 2017 && overtake.leaderPoint.x <= 2023)  // the lines meet at 2020
        #expect(overtake.leaderPoint.y == rising[overtake.leaderPoint.index])
        #expect(overtake.otherPoint.y == flat[overtake.otherPoint.index] && overtake.otherPoint.x == overtake.leaderPoint.x)
        #expect(overtake.holdsToEnd)
        // From the overtake on, the new order holds except for wobbles shorter than the minimum run.
        let k = overtake.leaderPoint.index
        #expect(rising[k] > flat[k] && rising[k + 1] > flat[k + 1])
        #expect(zip(rising[k...], flat[k...]).filter { $0 <= $1 }.count <= 1)
        let finding = try #require(found.first { $0.kind == .overtake })
        #expect(finding.landmarks.map(\.role) == [.overtake, .overtake])
        #expect(finding.landmarks.map(\.point) == [overtake.leaderPoint, overtake.otherPoint])
        #expect(finding.salience > 0.6)
        #expect(!found.contains { $0.kind == .tracking })
    }

    @Test func aNoisyPairTracksInsteadOfOvertakingDozensOfTimes() {
        var noise = SyntheticSeries(seed: 12)
        let hours = (0..<168).map(Double.init)
        let load = hours.map { 900 + 250 * sin(2 * Double.pi * $0 / 24) + 20 * noise.gaussian() }
        let forecast = load.map { $0 + 25 * noise.gaussian() }
        let chart = TestCharts.chart([Self.series(load, xs: hours, name: "load"), Self.series(forecast, xs: hours, name: "forecast")])
        let insights = ChartAnalyzer.analyze(chart)
        #expect(insights.crossings.count > 40)  // what the old narration counted
        let tracking = Self.details(insights.findings) { if case .tracking(let t) = $0 { t } else { nil } }
        #expect(tracking.count == 1)
        #expect(tracking.first?.comparedCount == 168)
        #expect((tracking.first?.changeCorrelation ?? 0) > 0.7)
        let gaps = zip(load, forecast).map { abs($0 - $1) }
        #expect(abs((tracking.first?.meanAbsoluteDifference ?? 0) - gaps.reduce(0, +) / 168) < 1e-9)
        let widest = gaps.indices.max { gaps[$0] < gaps[$1] }!
        #expect(tracking.first?.largestDifferenceFirst.index == widest)
        #expect(!insights.findings.contains { $0.kind == .overtake })
    }

    @Test func aGoalLineIsAThresholdNeverACompetitor() throws {
        var noise = SyntheticSeries(seed: 13)
        let days = (0..<366).map { TestCharts.date(2024, 1, 1) + Double($0) * 86_400 }
        let steps = days.indices.map { 8000 + 1500 * sin(Double($0) / 30) + 2500 * noise.gaussian() }
        let goal = days.map { _ in 10_000.0 }
        let chart = TestCharts.chart([Self.series(steps, xs: days, name: "steps"), Self.series(goal, xs: days, name: "goal")],
                                     xAxis: Axis(kind: .date))
        let found = Self.findings(chart)
        let threshold = try #require(Self.details(found) { if case .threshold(let t) = $0 { t } else { nil } }.first)
        #expect(threshold.reference == 1 && threshold.series == 0 && threshold.level == 10_000)
        #expect(threshold.above == steps.filter { $0 > 10_000 }.count)
        #expect(threshold.below == steps.filter { $0 < 10_000 }.count)
        #expect(threshold.total == 366)
        let competing: Set<FindingKind> = [.overtake, .dominance, .tracking, .growth, .shares, .sharedExtreme]
        #expect(!found.contains { competing.contains($0.kind) })
    }

    @Test func aGoalDrawnWithTwoPointsStillCoversTheDaysBetween() throws {
        let xs = (0..<10).map(Double.init)
        let values: [Double] = [1, 5, 2, 6, 3, 7, 4, 8, 5, 9]
        let chart = TestCharts.chart([Self.series(values, xs: xs, name: "v"), Self.series([5, 5], xs: [2, 7], name: "goal")])
        let threshold = try #require(Self.details(Self.findings(chart)) { if case .threshold(let t) = $0 { t } else { nil } }.first)
        // x 2…7: 2, 6, 3, 7, 4, 8 → above 3, below 3.
        #expect((threshold.above, threshold.below, threshold.total) == (3, 3, 6))
    }

    @Test func aSeriesThatStartsLateIsComparedOnlyWhereBothHaveData() throws {
        var noise = SyntheticSeries(seed: 14)
        let early = (0..<100).map { Double($0) }
        let earlyValues = early.map { ($0 < 40 ? 10 : 2) + 0.2 * noise.gaussian() }
        let late = (40..<100).map { Double($0) }
        let lateValues = late.map { _ in 5 + 0.2 * noise.gaussian() }
        let chart = TestCharts.chart([Self.series(earlyValues, xs: early, name: "early"), Self.series(lateValues, xs: late, name: "late")])
        let insights = ChartAnalyzer.analyze(chart)
        #expect(insights.highestMeanSeries == 0)  // over its own years the early series averages higher …
        let dominance = try #require(Self.details(insights.findings) { if case .dominance(let d) = $0 { d } else { nil } }.first)
        #expect(dominance.leader == 1)  // … but where both have data the late one is above
        #expect(dominance.comparedCount == 60 && dominance.fraction == 1)
        #expect(!insights.findings.contains { $0.kind == .overtake })  // no order change over the shared x
    }

    @Test func sharesOfAnAreaChartOfEnergyAndTheirLargestMover() throws {
        var noise = SyntheticSeries(seed: 15)
        let years = (0..<20).map { TestCharts.date(2001 + $0, 1, 1) }
        let coal = years.indices.map { 60 - 1.5 * Double($0) + noise.gaussian() }
        let gas = years.indices.map { _ in 30 + noise.gaussian() }
        let wind = years.indices.map { 5 + 2 * Double($0) + noise.gaussian() }
        var chart = TestCharts.chart([Self.series(coal, xs: years, name: "coal"), Self.series(gas, xs: years, name: "gas"),
                                      Self.series(wind, xs: years, name: "wind")], type: .area, xAxis: Axis(kind: .date))
        chart.yAxis.unit = .cldr("energy-gigawatt-hour")
        let shares = try #require(Self.details(Self.findings(chart)) { if case .shares(let s) = $0 { s } else { nil } }.first)
        #expect(shares.largestMover == 2)
        #expect(shares.entries.map(\.series) == [0, 1, 2])  // largest overall share first
        let wind0 = wind[0] / (coal[0] + gas[0] + wind[0]), wind19 = wind[19] / (coal[19] + gas[19] + wind[19])
        let windEntry = try #require(shares.entries.first { $0.series == 2 })
        #expect(abs(windEntry.startShare - wind0) < 1e-12 && abs(windEntry.endShare - wind19) < 1e-12)
        let total = (coal + gas + wind).reduce(0, +)
        #expect(abs(windEntry.overallShare - wind.reduce(0, +) / total) < 1e-12)
        #expect(shares.startX == years[0] && shares.endX == years[19])

        // No shares of values that do not add up, nor of a line chart (prices are not parts of a whole).
        var averages = chart
        averages.yAxis.isAdditive = false
        #expect(!Self.findings(averages).contains { $0.kind == .shares })
        var line = chart
        line.type = .line
        #expect(!Self.findings(line).contains { $0.kind == .shares })
    }

    @Test func theSeriesThatGrewMostOnARatioScaleOnly() throws {
        var noise = SyntheticSeries(seed: 16)
        let xs = (0..<30).map(Double.init)
        let fast = xs.map { 100 * pow(1.05, $0) * (1 + 0.01 * noise.gaussian()) }
        let slow = xs.map { 100 + $0 + noise.gaussian() }
        let chart = TestCharts.chart([Self.series(slow, xs: xs, name: "slow"), Self.series(fast, xs: xs, name: "fast")])
        let growth = try #require(Self.details(Self.findings(chart)) { if case .growth(let g) = $0 { g } else { nil } }.first)
        #expect(growth.entries.map(\.series) == [1, 0])
        #expect(growth.entries[0].ratio == fast[29] / fast[0])
        #expect(growth.entries[0].from.index == 0 && growth.entries[0].to.index == 29)
        var celsius = chart
        celsius.yAxis.unit = .cldr("temperature-celsius")
        #expect(!Self.findings(celsius).contains { $0.kind == .growth })
    }

    @Test func amongThreeSeriesTheOneBelowTheOthersIsSaidButNotBetweenTwo() throws {
        let xs = (0..<12).map(Double.init)
        let three = TestCharts.chart([Self.series(xs.map { 10 + $0 }, xs: xs, name: "low"),
                                      Self.series(xs.map { 20 + $0 }, xs: xs, name: "mid"),
                                      Self.series(xs.map { 30 + $0 }, xs: xs, name: "high")])
        let found = Self.details(Self.findings(three)) { if case .dominance(let d) = $0 { d } else { nil } }
        let lowest = try #require(found.first { $0.isBelow })
        #expect(lowest.leader == 0 && lowest.others == [1, 2] && abs(lowest.meanGap - 10) < 1e-9)
        #expect(found.contains { !$0.isBelow && $0.leader == 2 })
        // With two series the one below is said by the one above.
        let two = TestCharts.chart([Self.series(xs.map { 10 + $0 }, xs: xs, name: "low"),
                                    Self.series(xs.map { 20 + $0 }, xs: xs, name: "high")])
        #expect(!Self.details(Self.findings(two)) { if case .dominance(let d) = $0 { d } else { nil } }.contains { $0.isBelow })
    }

    @Test func oneSeriesAboveTheOthersAtEveryX() throws {
        let xs = (0..<6).map(Double.init)
        let chart = TestCharts.chart([Self.series([1, 2, 3, 2, 1, 2], xs: xs, name: "a"),
                                      Self.series([5, 6, 5, 7, 6, 5], xs: xs, name: "b"),
                                      Self.series([4, 1, 2, 3, 5, 4], xs: xs, name: "c")])
        let dominance = try #require(Self.details(Self.findings(chart)) { if case .dominance(let d) = $0 { d } else { nil } }.first)
        #expect(dominance.leader == 1 && dominance.others == [0, 2])
        #expect(dominance.fraction == 1 && dominance.comparedCount == 6)
        // Gaps to the nearest other: 1, 4, 2, 4, 1, 1.
        #expect(abs(dominance.meanGap - 13.0 / 6) < 1e-12)
    }

    /// Grouped bars of two groups: men rated above women at both tenure levels is a dominance; each above at
    /// one is who is higher where. Along a numeric x two points are still read one by one.
    @Test func twoCategoriesAreEnoughForADominanceOrASplitLead() throws {
        let xs = [0.0, 1]
        func chart(_ a: [Double], _ b: [Double], axis: Axis) -> Chart {
            TestCharts.chart([Self.series(a, xs: xs, name: "Female"), Self.series(b, xs: xs, name: "Male")], type: .bar,
                             xAxis: axis)
        }
        let groups = Axis(kind: .category, categories: [Category(id: "Not tenured"), Category(id: "Tenured")])
        let above = try #require(Self.details(Self.findings(chart([3.86, 3.92], [4.40, 3.99], axis: groups))) {
            if case .dominance(let d) = $0 { d } else { nil } }.first)
        #expect(above.leader == 1 && above.fraction == 1 && above.comparedCount == 2)
        let split = Self.findings(chart([3.86, 4.1], [4.40, 3.99], axis: groups))
        #expect(split.contains { $0.kind == .splitLead } && !split.contains { $0.kind == .dominance })
        #expect(!Self.findings(chart([3.86, 3.92], [4.40, 3.99], axis: Axis(kind: .numeric))).contains { $0.kind == .dominance })
    }

    @Test func threeCitiesPeakInTheSameMonth() throws {
        let months = (1...12).map { TestCharts.date(2023, $0, 1) }
        let base: [Double] = [-3, -1, 5, 12, 18, 23, 26, 25, 20, 12, 4, -2]
        let chart = TestCharts.chart([Self.series(base, xs: months, name: "north"),
                                      Self.series(base.map { $0 + 8 + ($0 > 20 ? 0 : 0.5) }, xs: months, name: "middle"),
                                      Self.series(base.map { 0.5 * $0 + 15 }, xs: months, name: "south")],
                                     xAxis: Axis(kind: .date))
        let extremes = Self.details(Self.findings(chart)) { if case .sharedExtreme(let e) = $0 { e } else { nil } }
        let high = try #require(extremes.first { $0.isHigh })
        #expect(high.x == months[6] && high.series == [0, 1, 2])
        #expect(high.points.map(\.index) == [6, 6, 6])
        let low = try #require(extremes.first { !$0.isHigh })
        #expect(low.x == months[0])
        // Two series of 12 values could share a peak by chance one time in twelve: not claimed.
        let two = TestCharts.chart(Array(chart.series.prefix(2)), xAxis: Axis(kind: .date))
        #expect(!Self.findings(two).contains { $0.kind == .sharedExtreme })
    }

    @Test func aMinimumReachedOnManyDaysSharesNothing() {
        // Daily rain is 0 on a third of the days: the wind's calmest day falls on one of them by chance.
        var noise = SyntheticSeries(seed: 21)
        let days = (0..<300).map { Double($0) * 86_400 }
        let rain = days.indices.map { $0 % 3 == 0 ? 0 : 1 + abs(noise.gaussian()) * 5 }
        var wind = days.indices.map { _ in 3 + abs(noise.gaussian()) }
        wind[99] = 0.4  // the calmest day, a dry one
        let chart = TestCharts.chart([Self.series(rain, xs: days, name: "rain"), Self.series(wind, xs: days, name: "wind")],
                                     xAxis: Axis(kind: .date))
        #expect(!Self.findings(chart).contains { $0.kind == .sharedExtreme && !($0.detail.sharedExtremeIsHigh ?? true) })
        // The same calm day with rain's minimum reached once is a coincidence worth saying.
        var once = rain.map { $0 == 0 ? 0.5 + abs(noise.gaussian()) : $0 }
        once[99] = 0
        let unique = TestCharts.chart([Self.series(once, xs: days, name: "rain"), Self.series(wind, xs: days, name: "wind")],
                                      xAxis: Axis(kind: .date))
        #expect(Self.findings(unique).contains { $0.kind == .sharedExtreme && $0.detail.sharedExtremeIsHigh == false })
    }

    @Test func theOneCategoryThatWentTheOtherWayIsFound() throws {
        // Mean barley yields of six sites, 1931 and 1932: lower everywhere in 1932 but at Morris. The series are
        // named for two plots here: named as the years, the change between periods tells it (`PeriodChangeTests`).
        let sites = (0..<6).map { Category(id: "s\($0)") }
        let xs = (0..<6).map(Double.init)
        let y1931 = [43.66, 30.29, 29.05, 29.29, 35.83, 54.35], y1932 = [31.18, 25.70, 20.81, 41.51, 29.51, 41.87]
        func chart(_ a: [Double], _ b: [Double], categories: Int = 6) -> Chart {
            TestCharts.chart([Self.series(Array(a.prefix(categories)), xs: Array(xs.prefix(categories)), name: "plot A"),
                              Self.series(Array(b.prefix(categories)), xs: Array(xs.prefix(categories)), name: "plot B")],
                             type: .bar, xAxis: Axis(kind: .category, categories: Array(sites.prefix(categories))))
        }
        func paired(_ c: Chart) -> PairedChange? {
            Self.details(Self.findings(c)) { if case .pairedChange(let p) = $0 { p } else { nil } }.first
        }
        let change = try #require(paired(chart(y1931, y1932)))
        #expect(change.first == 0 && change.second == 1 && change.secondIsLower && change.comparedCount == 6)
        #expect(change.exceptions.map(\.secondPoint.index) == [3])
        // It leads the chart's findings: the exception is the story, above either year's ranking.
        #expect(ChartAnalyzer.analyze(chart(y1931, y1932)).findings.first?.kind == .pairedChange)
        // Lower everywhere is the dominance finding's; two exceptions in six, or five categories with one, no pattern.
        var everywhere = y1932; everywhere[3] = 20
        #expect(paired(chart(y1931, everywhere)) == nil)
        var two = y1932; two[0] = 50
        #expect(paired(chart(y1931, two)) == nil)
        #expect(paired(chart(y1931, y1932, categories: 4)) == nil)
    }

    @Test func manyExceptionsAreNoPairedChange() {
        // 120 categories, every twelfth going the other way: ten exceptions are a list, not a glance.
        let xs = (0..<120).map(Double.init)
        let a = xs.map { 50 + 20 * sin($0) }
        let b = xs.indices.map { a[$0] + ($0 % 12 == 0 ? 5 : -5) }
        let c = TestCharts.chart([Self.series(a, xs: xs, name: "a"), Self.series(b, xs: xs, name: "b")], type: .bar,
                                 xAxis: Axis(kind: .category, categories: xs.map { Category(id: "c\(Int($0))") }))
        #expect(!Self.findings(c).contains { $0.kind == .pairedChange })
    }

    @Test func orderedCategoriesAllowOvertakesAndUnorderedOnesDoNot() {
        let quarters = (0..<12).map { Category(id: "q\($0)") }
        let xs = (0..<12).map(Double.init)
        let a: [Double] = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]
        let b: [Double] = [6.1, 6.5, 6.2, 6.4, 6.3, 6.6, 6.2, 6.5, 6.4, 6.3, 6.5, 6.4]
        let series = [Self.series(a, xs: xs, name: "a"), Self.series(b, xs: xs, name: "b")]
        let ordered = TestCharts.chart(series, type: .column, xAxis: Axis(kind: .category, categories: quarters, isOrdered: true))
        let unordered = TestCharts.chart(series, type: .column, xAxis: Axis(kind: .category, categories: quarters))
        #expect(Self.findings(ordered).contains { $0.kind == .overtake })
        #expect(!Self.findings(unordered).contains { $0.kind == .overtake || $0.kind == .growth })
    }
}

/// Values near the ends of the double range never turn into NaN or infinite findings.
@Suite struct ComparisonExtremeValueTests {
    @Test(arguments: [ChartType.line, .area, .bar, .scatter])
    func findingsOfValuesNearTheLimitsAreFinite(_ type: ChartType) {
        let big = Double.greatestFiniteMagnitude
        let xs = (0..<12).map(Double.init)
        let a = xs.map { $0.truncatingRemainder(dividingBy: 2) == 0 ? big : -big }
        let b = xs.map { $0 < 6 ? -big * 0.9 : big * 0.9 }
        let c = xs.map { 1e-300 * ($0 + 1) }
        var chart = TestCharts.chart([TestCharts.series(a, xs: xs, name: "a"), TestCharts.series(b, xs: xs, name: "b"),
                                      TestCharts.series(c, xs: xs, name: "c")], type: type)
        chart.yAxis.isAdditive = true
        for axis in [Axis(kind: .numeric), Axis(kind: .category, categories: xs.map { Category(id: "\($0)") })] {
            chart.xAxis = axis
            for finding in ChartAnalyzer.analyze(chart).findings {
                #expect(finding.salience.isFinite && finding.salience >= 0 && finding.salience <= 1)
                #expect(finding.effect.isFinite)
                #expect(finding.varianceExplained.map(\.isFinite) ?? true)
                if case .ranking(let r) = finding.detail {
                    #expect(r.gapFirstSecond.isFinite && (r.ratioMaxMin?.isFinite ?? true) && (r.leaderShare?.isFinite ?? true))
                }
            }
        }
    }
}

private extension FindingDetail {
    /// Whether a shared extreme is a high; nil for other details.
    var sharedExtremeIsHigh: Bool? { if case .sharedExtreme(let e) = self { e.isHigh } else { nil } }
}
