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

    static let lengths = [8, 12, 20, 50, 100, 365, 1000]

    @Test func whiteNoiseGetsNoCourse() {
        var g = SyntheticSeries(seed: 41)
        var claims = 0, charts = 0
        for n in Self.lengths {
            for _ in 0..<100 {
                charts += 1
                if course(g.whiteNoise(n)) != nil { claims += 1 }
            }
        }
        // Measured: 6 of 700 (0.9 %), all at 8–50 points; a doubling (12) fails.
        print("visible course claims on white noise: \(claims) of \(charts)")
        #expect(claims <= 11)
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

    /// A short series that jumps from point to point is read point by point once it is unlike white noise
    /// (persistent and trending): R's Longley unemployment, 16 yearly values with recession peaks, ends 70 % up.
    @Test func aShortJumpySeriesWithARiseIsReadPointByPoint() throws {
        let longley: [Double] = [235.6, 232.5, 368.2, 335.1, 209.9, 193.2, 187.0, 357.8,
                                 290.4, 282.2, 293.6, 468.1, 381.3, 393.1, 480.6, 400.7]
        let c = try #require(course(longley, ratioScale: true))
        #expect(c.summary == VisibleCourse.Summary.roseOverall)
        #expect(c.high.y == 480.6 && c.low.y == 187.0)
        // Its turns are data points: the 1949 peak, the 1953 low and the 1961 high.
        #expect(c.moves.map(\.end.y).contains(368.2) && c.moves.map(\.end.y).contains(187.0))
    }

    /// Both sides of the short reading: white noise of 8–39 points gets it at most rarely, an AR(1) series
    /// with a trend of 2 σ over its length gets it most of the time.
    @Test func shortSeriesAreReadOnlyWhenUnlikeWhiteNoise() {
        var g = SyntheticSeries(seed: 47)
        var claims = 0, found = 0, charts = 0
        for n in [8, 12, 16, 24, 32, 39] {
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
        // Measured: white noise 9 of 600 (1.5 %, with the pen's own claims at these lengths); AR(1) (φ 0.6)
        // with a trend of 3 σ 517 of 600. A doubling of the false claims (18) fails.
        print("short series: visible course on white noise \(claims) of \(charts); on trending AR(1) \(found) of \(charts)")
        #expect(claims <= 12)
        #expect(found >= charts * 3 / 4)
    }

    @Test func fewerThanEightPointsGetNoCourseUnlessTheyRiseAndFallOnce() {
        #expect(course([1, 5, 2, 8, 3, 9, 4]) == nil)
        #expect(course([1, 5, 9, 4, 2]) == nil)
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

    /// A peak whose fall takes back at least half the range goes on to it; a smaller fall is left to the long text.
    @Test func aPeakGoesOnToItsFallOnlyWhenTheFallIsLarge() throws {
        let ys = (0..<50).map { Double($0) } + (0..<50).map { 49 - Double($0) * 0.8 }
        let c = try #require(course(ys, ratioScale: true))
        #expect(c.summary == VisibleCourse.Summary.peaked)
        // It falls 39.2 of the range's 49: more than half, so it is said.
        #expect(c.summaryReturn?.isRise == false)
        let small = try #require(course((0..<50).map { Double($0) } + (0..<50).map { 49 - Double($0) * 0.3 }, ratioScale: true))
        #expect(small.summary == VisibleCourse.Summary.peaked || small.summary == VisibleCourse.Summary.roseOverall)
        #expect(small.summaryReturn == nil)
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

    /// Both sides of the one-hump reading of 6–10 points: white noise gets it rarely (a strictly rising then
    /// falling order is 2^(n−1) − 2 of n! orders, and the smoothness test takes two thirds of those away);
    /// a hump whose peak lies a third to two thirds along, with noise of a tenth of its height, most of the time.
    @Test func aShortHumpIsSeenAndWhiteNoiseIsRarelyOne() {
        var g = SyntheticSeries(seed: 53)
        var claims = 0, found = 0, charts = 0
        for n in [6, 7, 8, 10] {
            for t in 0..<1000 {
                charts += 1
                if course(g.whiteNoise(n)) != nil { claims += 1 }
                let peak = [0.35, 0.5, 0.65][t % 3]
                let hump = (0..<n).map { k -> Double in
                    let u = Double(k) / Double(n - 1)
                    return (u <= peak ? u / peak : 0.2 + 0.8 * (1 - u) / (1 - peak)) + 0.1 * g.gaussian()
                }
                if course(hump) != nil { found += 1 }
            }
        }
        // Measured: white noise 65 of 4,000 (1.6 %, most at 6 points, with the pen's own claims at 8–10); humps
        // 2,505 of 4,000 (63 %: a noise of a tenth of the height breaks a strict rise or fall now and then). A
        // doubling of the false claims fails.
        print("short hump: visible course on white noise \(claims) of \(charts) (\(Double(claims) / Double(charts) * 100) %); on humps \(found) of \(charts) (\(Double(found) / Double(charts) * 100) %)")
        #expect(claims <= ClaimBound.of(measured: 65))
        #expect(found >= charts / 2)
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

    @Test func whiteNoiseBarsGetNoCourseAndHumpsDo() {
        var g = SyntheticSeries(seed: 59)
        var claims = 0, unorderedClaims = 0, found = 0, humps = 0, charts = 0
        var byLength: [Int: Int] = [:]
        for n in [4, 5, 6, 7, 8, 10, 12] {
            for t in 0..<200 {
                charts += 1
                let noise = g.whiteNoise(n).map { $0 + 10 }
                if Self.claimsCourse(Self.chart(noise, ordered: true)) { claims += 1; byLength[n, default: 0] += 1 }
                if Self.claimsCourse(Self.chart(noise, ordered: false)) { unorderedClaims += 1 }
                let peak = [0.35, 0.5, 0.65][t % 3]
                let hump = (0..<n).map { k -> Double in
                    let u = Double(k) / Double(n - 1)
                    return 10 + (u <= peak ? u / peak : 0.2 + 0.8 * (1 - u) / (1 - peak)) + 0.1 * g.gaussian()
                }
                guard n >= VisibleCourseFinder.fewestUnimodalPoints else { continue }
                humps += 1
                if Self.claimsCourse(Self.chart(hump, ordered: true)) { found += 1 }
            }
        }
        // Measured: ordered white-noise bars 41 of 1,400 (2.9 %: none at 4–5 bars, 5 and 2 of 200 at 6 and 7 by
        // the one-hump reading, the rest at 8–12 bars by the pen and the shape tests, which claimed them before
        // it); unordered 0; humps of 6–12 bars 743 of 1,000. A doubling of the false claims fails.
        let lengths = byLength.sorted { $0.key < $1.key }.map { "\($0.key) bars \($0.value)" }.joined(separator: ", ")
        print("category bars, course or shape claimed: white noise over ordered categories \(claims) of \(charts) (\(String(format: "%.1f", Double(claims) / Double(charts) * 100)) %; \(lengths), of 200 each), over unordered ones \(unorderedClaims); one hump of 6–12 bars (noise a tenth of its height) \(found) of \(humps) (\(String(format: "%.1f", Double(found) / Double(humps) * 100)) %)")
        #expect(unorderedClaims == 0)
        #expect(claims <= ClaimBound.of(measured: 41))
        #expect((byLength[4] ?? 0) + (byLength[5] ?? 0) == 0)
        #expect(found >= humps / 2)
    }
}
