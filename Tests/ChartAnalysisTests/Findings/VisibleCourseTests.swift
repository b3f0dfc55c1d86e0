import ChartModel
import Foundation
import Testing
@testable import ChartAnalysis

/// The visible course is a description of the data shown: a random walk that rose is said to have risen, a
/// step that holds is seen, and white noise gets no course. Both rates are printed and bounded, the false
/// claims tightly enough that a doubling of the measured rate fails.
@Suite struct VisibleCourseTests {
    private func course(_ ys: [Double], ratioScale: Bool = false) -> VisibleCourse? {
        let chart = TestCharts.chart(ys.map { Optional($0) })
        return VisibleCourseFinder.course(series: 0, sample: Sample(chart.series[0]), ratioScale: ratioScale)
    }

    /// Lengths read with a pen; up to `VisibleCourseFinder.pointByPointLimit` points a series is described point
    /// by point, with no test (`ShortSeriesDescriptionTests`).
    static let lengths = [17, 20, 50, 100, 365, 1000]

    /// US GDP growth 1970-1983: seven moves between booms and recessions, each a third of the range or more,
    /// are told as seven moves (read again with `mostPointByPointMoves`), not left to the range because five
    /// would pass over one.
    @Test func sevenVisibleMovesOfFourteenPointsAreAllTold() throws {
        let growth = [0.0, 3.2, 5.3, 5.6, -0.4, -0.6, 5.4, 4.7, 4.9, 2.9, -0.3, 2.4, -2.2, 4.0]
        let c = try #require(course(growth))
        #expect(c.isPointByPoint)
        #expect(c.moves.map(\.end.index) == [3, 5, 6, 10, 11, 12, 13])
        #expect(c.moves.map(\.isRise) == [true, false, true, false, true, false, true])
        #expect(c.summary == .swung, "three recessions and four recoveries: no one move stands for them")
    }

    /// The Democrats' share of the two-party vote, 1916-1996: the fall from 51.68 % in 1916 to the lowest,
    /// 36.12 % in 1920 (59 % of the range) is a move, not a wiggle before the first turn; with it the course
    /// needs eight moves, read again point by point, and is told as rising and falling by turns. (The pen sees
    /// no course in this saw-tooth; the claim audit describes it with `pointsCourse`.)
    @Test func aLargeFirstMoveIsNeverDropped() throws {
        let share = [51.68, 36.12, 41.76, 41.18, 59.16, 62.46, 55.0, 53.77, 52.37, 44.6, 42.24, 50.09, 61.34, 49.6,
                     38.21, 51.05, 44.7, 40.83, 46.1, 53.45, 54.65]
        let chart = TestCharts.chart(share.map { Optional($0) })
        let c = try #require(VisibleCourseFinder.pointsCourse(series: 0, sample: Sample(chart.series[0]), ratioScale: false, plottedRange: 0))
        #expect(c.moves.first?.start.index == 0, "\(c.moves.map { ($0.start.index, $0.end.index) })")
        #expect(c.isPointByPoint && c.summary == .swung)
    }

    @Test func whiteNoiseGetsNoCourse() {
        var g = SyntheticSeries(seed: 41)
        var claims = 0, charts = 0
        for n in Self.lengths {
            for _ in 0..<100 {
                charts += 1
                if course(g.whiteNoise(n)) != nil { claims += 1 }
            }
        }
        // Measured: 4 of 600 (0.7 %), at 17–1,000 points; a doubling (8) fails.
        print("visible course claims on white noise: \(claims) of \(charts)")
        #expect(claims <= ClaimBound.of(measured: 4))
    }

    @Test func persistentMovesAreSeen() {
        var g = SyntheticSeries(seed: 43)
        var walks = 0, trends = 0, steps = 0, charts = 0
        for n in Self.lengths where n >= 50 {
            for _ in 0..<50 {
                charts += 1
                if course(g.randomWalk(n)) != nil { walks += 1 }
                let trend = g.whiteNoise(n).enumerated().map { 6 * Double($0.offset) / Double(n - 1) + $0.element }
                if course(trend) != nil { trends += 1 }
                let step = g.whiteNoise(n).enumerated().map { ($0.offset >= n / 2 ? 4 : 0) + $0.element }
                if course(step) != nil { steps += 1 }
            }
        }
        // Measured: walks 200, trends of 6 σ 199, steps of 4 σ 195 of 200.
        print("visible course found: random walks \(walks), trends of 6 σ \(trends), steps of 4 σ \(steps), of \(charts) each")
        #expect(walks >= charts * 95 / 100)
        #expect(trends >= charts * 95 / 100)
        #expect(steps >= charts * 90 / 100)
    }

    /// A daily index that grows 20-fold with small daily noise and crashes by half over 1.5 % of its length
    /// before recovering as fast (the Dow's 2008, drawn as a narrow V): the standard pen, 4 % of the points
    /// wide, averaged the V to under a third of the range and the course was one rise from first to last.
    @Test func aSteepCrashOfAQuietIndexIsAMoveOfItsCourse() {
        var g = SyntheticSeries(seed: 47)
        var found = 0, charts = 0
        for _ in 0..<20 {
            let n = 8000, at = Int(Double(n) * (0.8 + 0.1 * g.uniform())), width = n * 3 / 200
            var level = 100.0, ys: [Double] = []
            for k in 0..<n {
                level *= exp(3.0 / Double(n) + 0.002 * g.gaussian())
                let into = Double(k - at) / Double(width)
                // Down by 55 % to the bottom and back up by the same path.
                let crash = into >= 0 && into <= 2 ? 1 - 0.55 * (1 - abs(into - 1)) : 1
                ys.append(level * crash)
            }
            charts += 1
            guard let c = course(ys, ratioScale: true) else { continue }
            let range = c.high.y - c.low.y
            if c.moves.contains(where: { !$0.isRise && abs($0.change) >= 0.3 * range && abs($0.end.index - (at + width)) <= width }) {
                found += 1
            }
        }
        // Measured: 20 of 20 (0 of 20 with the standard pen alone).
        print("steep crashes of quiet indices said as a fall: \(found) of \(charts)")
        #expect(found >= 19)
    }

    @Test func aRiseWithAFallInTheMiddleIsThreeMovesWithDataValues() throws {
        var ys: [Double] = []
        for k in 0..<60 { ys.append(Double(k)) }
        for k in 0..<30 { ys.append(59 - 1.5 * Double(k)) }
        for k in 0..<60 { ys.append(14 + Double(k)) }
        let c = try #require(course(ys, ratioScale: true))
        let rises: [Bool] = c.moves.map { $0.isRise }
        #expect(rises == [true, false, true])
        #expect(c.moves[0].start.y == 0 && c.moves[0].end.y == 59 && c.moves[0].end.index == 59)
        #expect(c.moves[1].end.y == 14)
        #expect(c.moves[2].end.y == 73 && c.high.y == 73)
        // Every value said is a point of the data.
        for m in c.moves { #expect(ys.contains(m.start.y) && ys.contains(m.end.y)) }
        #expect(c.summary == VisibleCourse.Summary.roseOverall)
    }

    @Test func aPeakInsideTheChartIsTheSummary() throws {
        let ys = (0..<50).map { Double($0) } + (0..<50).map { 49 - Double($0) * 0.8 }
        let c = try #require(course(ys, ratioScale: true))
        #expect(c.summary == VisibleCourse.Summary.peaked)
        #expect(c.high.y == 49)
    }

    /// A short series that jumps from point to point is read point by point: R's Longley unemployment, 16 yearly
    /// values with recession peaks, ends 70 % up; up to `pointByPointLimit` 16 points it is told move by move
    /// with no test (over 17–39 points only once it is unlike white noise: the test below).
    @Test func aShortJumpySeriesWithARiseIsReadPointByPoint() throws {
        let longley: [Double] = [235.6, 232.5, 368.2, 335.1, 209.9, 193.2, 187.0, 357.8,
                                 290.4, 282.2, 293.6, 468.1, 381.3, 393.1, 480.6, 400.7]
        let c = try #require(course(longley, ratioScale: true))
        // Five moves and a level: the short sums them up as any course ("rose 2-fold … to a high of 480.6 in 1961,
        // then fell to 400.7 in 1962, though it fell 49% from 1949 to 1953"); the long says each.
        #expect(!c.levels.isEmpty && !c.toldInFull)
        #expect(c.summary == VisibleCourse.Summary.roseOverall)
        #expect(c.high.y == 480.6 && c.low.y == 187.0)
        // Its turns are data points: the 1949 peak, the 1953 low and the 1961 high.
        #expect(c.moves.map(\.end.y).contains(368.2) && c.moves.map(\.end.y).contains(187.0))
    }

    /// Both sides of the short reading: white noise of 17–39 points gets it at most rarely, an AR(1) series
    /// with a trend of 2 σ over its length gets it most of the time.
    @Test func shortSeriesAreReadOnlyWhenUnlikeWhiteNoise() {
        var g = SyntheticSeries(seed: 47)
        var claims = 0, found = 0, charts = 0
        for n in [17, 20, 24, 32, 39] {
            for _ in 0..<100 {
                charts += 1
                if course(g.whiteNoise(n)) != nil { claims += 1 }
                var e = 0.0
                let trending = (0..<n).map { k -> Double in
                    e = 0.6 * e + 0.8 * g.gaussian()
                    return 3 * Double(k) / Double(n - 1) + e
                }
                if course(trending) != nil { found += 1 }
            }
        }
        // Measured: see the printed line; a doubling of the false claims fails.
        print("short series: visible course on white noise \(claims) of \(charts); on trending AR(1) \(found) of \(charts)")
        #expect(claims <= ClaimBound.of(measured: 8))
        #expect(found >= charts * 3 / 4)
    }

    /// R's esoph: oesophageal cancer cases by age group climb from 1 at 25-34 to 76 at 55-64 and fall to 13
    /// at 75+. Six values that rise at every step to one high and fall at every step after it are that course.
    @Test func sixAgeBandsThatRiseToAPeakAndFallPeak() throws {
        let c = try #require(course([1, 9, 46, 76, 55, 13]))
        #expect(c.summary == VisibleCourse.Summary.peaked)
        #expect(c.moves.map(\.isRise) == [true, false])
        #expect(c.high.y == 76 && c.moves[0].end.index == 3)
        // The fall after the peak takes back 63 of the range's 75: the summary goes on to it ("then fell to 13").
        #expect(c.summaryReturn?.end.y == 13)
    }

    /// A peak whose fall takes back at least half the range goes on to it. A net rise whose end lies a pen's move
    /// (`moveShare` of the range) below its high goes to the high first ("rose to a high of 49, then fell to
    /// 34.3"): the first-to-last change alone hid the peak. A smaller fall at the end is left to the long text.
    @Test func aPeakGoesOnToItsFallOnlyWhenTheFallIsLarge() throws {
        let ys = (0..<50).map { Double($0) } + (0..<50).map { 49 - Double($0) * 0.8 }
        let c = try #require(course(ys, ratioScale: true))
        #expect(c.summary == VisibleCourse.Summary.peaked)
        // It falls 39.2 of the range's 49: more than half, so it is said.
        #expect(c.summaryReturn?.isRise == false)
        let turn = try #require(course((0..<50).map { Double($0) } + (0..<50).map { 49 - Double($0) * 0.3 }, ratioScale: true))
        #expect(turn.summary == VisibleCourse.Summary.roseOverall)
        #expect(turn.summaryTurn?.y == 49 && turn.summaryReturn?.end.y == turn.last.y)
        let small = try #require(course((0..<80).map { Double($0) } + (0..<20).map { 79 - Double($0) * 0.5 }, ratioScale: true))
        #expect(small.summary == VisibleCourse.Summary.roseOverall)
        #expect(small.summaryTurn == nil && small.summaryReturn == nil)
    }

    /// A net rise that falls back most of the range on the way names that fall (Saudi oil: up 4.9-fold from
    /// 1965 to 2013, down 66 % from 1980 to 1985); a net rise with only small dips does not.
    @Test func aNetRiseNamesAFallThatTakesBackMostOfTheRange() throws {
        let rise = (0..<16).map { 100 + 27 * Double($0) }            // 100 … 505 (1965–1980)
        let collapse = (1...5).map { 505 - 66.6 * Double($0) }      // down to 172 (1985)
        let again = (1...28).map { 172 + 13.2 * Double($0) }         // up to 542 (2013)
        let c = try #require(course(rise + collapse + again, ratioScale: true))
        #expect(c.summary == VisibleCourse.Summary.roseOverall)
        let fall = try #require(c.summaryInterruption)
        #expect(!fall.isRise && fall.start.index == 15 && fall.end.index == 20)
        let steady = try #require(course((0..<60).map { Double($0) + ($0 % 10 == 9 ? -3 : 0) }, ratioScale: true))
        #expect(steady.summary == VisibleCourse.Summary.roseOverall)
        #expect(steady.summaryInterruption == nil)
    }

    /// One hump of 6–10 points is described as a peak with its fall: a hump whose peak lies a third to two
    /// thirds along, with noise of a tenth of its height, is said to peak at its highest point most of the time.
    @Test func aShortHumpIsSeenAsItsPeak() {
        var g = SyntheticSeries(seed: 53)
        var found = 0, charts = 0
        for n in [6, 7, 8, 10] {
            for t in 0..<1000 {
                charts += 1
                let peak = [0.35, 0.5, 0.65][t % 3]
                let hump = (0..<n).map { k -> Double in
                    let u = Double(k) / Double(n - 1)
                    return (u <= peak ? u / peak : 0.2 + 0.8 * (1 - u) / (1 - peak)) + 0.1 * g.gaussian()
                }
                if let c = course(hump), c.summary == .peaked, c.summaryMove.end == c.high, c.summaryReturn != nil { found += 1 }
            }
        }
        print("short hump said as its peak and fall: \(found) of \(charts)")
        #expect(found >= charts * 3 / 4)
    }
}

/// Bars over categories, through the whole analysis: white-noise bars over ordered categories (age bands) get
/// no course and no shape, bars over unordered categories never get one, and bars that climb to one age band
/// and fall after it get their course. Both rates are printed.
@Suite struct CategoryCourseTests {
    static func chart(_ ys: [Double], ordered: Bool) -> Chart {
        let categories = ys.indices.map { Category(id: "c\($0)") }
        return TestCharts.chart(ys.map { Optional($0) }, type: .column,
                                xAxis: Axis(kind: .category, categories: categories, isOrdered: ordered))
    }

    static func claimsCourse(_ chart: Chart) -> Bool {
        ChartAnalyzer.analyze(chart).findings.contains { [.course, .shape].contains($0.kind) }
    }

    /// Ordered bars are described bar by bar at every length up to a dozen, white noise included (what is
    /// drawn is a fact), unless too jagged to tell in five moves, when their range is said; never "no clear
    /// trend". Unordered bars never get a course; a hump over ordered bars is said as its peak.
    @Test func orderedBarsAreDescribedAndUnorderedOnesAreNot() {
        var g = SyntheticSeries(seed: 59)
        var described = 0, noTrend = 0, unorderedClaims = 0, peaks = 0, humps = 0, charts = 0
        for n in [4, 5, 6, 7, 8, 10, 12] {
            for t in 0..<100 {
                charts += 1
                let noise = g.whiteNoise(n).map { $0 + 10 }
                let insights = ChartAnalyzer.analyze(Self.chart(noise, ordered: true))
                if insights.findings.contains(where: { $0.kind == .course }) { described += 1 }
                if insights.seriesFacts[0].showsNoCourse { noTrend += 1 }
                if Self.claimsCourse(Self.chart(noise, ordered: false)) { unorderedClaims += 1 }
                let peak = [0.35, 0.5, 0.65][t % 3]
                let hump = (0..<n).map { k -> Double in
                    let u = Double(k) / Double(n - 1)
                    return 10 + (u <= peak ? u / peak : 0.2 + 0.8 * (1 - u) / (1 - peak)) + 0.1 * g.gaussian()
                }
                guard n >= 6 else { continue }
                humps += 1
                let findings = ChartAnalyzer.analyze(Self.chart(hump, ordered: true)).findings
                if findings.contains(where: { if case .course(let c) = $0.detail { c.summary == .peaked } else { false } }) { peaks += 1 }
            }
        }
        print("category bars: ordered white noise described \(described) of \(charts), \"no clear trend\" \(noTrend); unordered \(unorderedClaims); humps said as a peak \(peaks) of \(humps)")
        #expect(described >= charts * 9 / 10)
        #expect(noTrend == 0)
        #expect(unorderedClaims == 0)
        #expect(peaks >= humps * 3 / 4)
    }

    /// The last turn before the end is the data's extreme up to the end, not only within a pen's width: the yen's
    /// low of Nov 1988 came 47 weeks after the pen turned, in a flat stretch (`VisibleCourseFinder`).
    @Test func theLastTurnIsTheLowestPointAfterTheTurnBeforeIt() throws {
        var ys = (0..<100).map { 300 - 1.8 * Double($0) }
        ys += (100..<300).map { 125 + 3 * sin(Double($0) / 5) }
        ys[250] = 119
        let chart = TestCharts.chart(ys.map { Optional($0) })
        let c = try #require(VisibleCourseFinder.course(series: 0, sample: Sample(chart.series[0]), ratioScale: true))
        #expect(c.low.index == 250)
        #expect(c.moves.last?.end.index == 250, "\(c.moves)")
    }
}
