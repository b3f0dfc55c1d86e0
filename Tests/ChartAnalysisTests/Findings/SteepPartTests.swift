import ChartModel
import Foundation
import Testing
@testable import ChartAnalysis

/// A move read point by point names the few steps that carry most of it ("fell 99.99 % to 56 in 2000, most of
/// it from 1960 to 1970"), only where they do, and only where they are a move of their own on the drawn chart.
/// Detection and false claims are both printed and bounded.
@Suite struct SteepPartTests {
    private func course(_ ys: [Double], xs: [Double]? = nil) -> VisibleCourse? {
        let chart = TestCharts.chart(ys.map { Optional($0) }, xs: xs)
        return VisibleCourseFinder.course(series: 0, sample: Sample(chart.series[0]), ratioScale: true)
    }

    /// The Broad Street cholera, 43 days of 1854, is read with a pen; its rise and fall still name where they
    /// happen ("most of it from Aug 31 to Sep 2", then "from Sep 2 to Sep 5"), not only their ends.
    @Test func aPensCourseOfFewPointsNamesItsSteepParts() throws {
        let deaths: [Double] = [1, 0, 2, 0, 0, 2, 0, 0, 1, 0, 1, 2, 3, 70, 127, 76, 71, 45, 37, 32, 30, 24, 18, 15, 6, 13,
                                6, 8, 6, 5, 2, 3, 0, 0, 2, 3, 0, 0, 2, 0, 2, 1, 0]
        let c = try #require(course(deaths))
        #expect(!c.isPointByPoint)
        let rise = try #require(c.moves.first { $0.isRise }), fall = try #require(c.moves.last { !$0.isRise })
        #expect(rise.steepPart.map { [$0.start.index, $0.end.index] } == [12, 14])
        #expect(fall.steepPart.map { [$0.start.index, $0.end.index] } == [14, 17])
    }

    /// US measles cases every five years: the fall from 1955 to 2000 is steep from 1960 to 1970 (73 % of it in
    /// a fifth of its span), then nearly flat; the audit bears the claim out.
    @Test func aFallSteepThenFlatNamesItsSteepPart() throws {
        let ys: [Double] = [301_379, 529_705, 432_221, 264_303, 45_697, 23_845, 13_047, 2_415, 21_734, 212, 56]
        let xs = ys.indices.map { 1950 + 5 * Double($0) }
        let c = try #require(course(ys, xs: xs))
        let fall = try #require(c.moves.first { !$0.isRise })
        let part = try #require(fall.steepPart)
        #expect(part.start.x == 1960 && part.end.x == 1970)
        let lines = ClaimAudit.Lines(samples: [Sample(TestCharts.series(ys.map { Optional($0) }, xs: xs))])
        let claim = Claim.part(series: 0, move: ClaimMove(fall.start, fall.end), part: ClaimMove(part.start, part.end),
                               share: VisibleCourseFinder.steepPartShare)
        #expect(ClaimAudit.holds(claim, lines))
    }

    /// A move of two steps names the step that carries 80 % of it (euro-area electrical orders, Dec 2008 to Feb
    /// 2009), and none where the two steps share it.
    @Test func aTwoStepMoveNamesTheStepThatCarriesIt() throws {
        let plunge: [Double] = [109.5, 104.0, 101.2, 101.0, 77.4, 75.2, 86.4]
        let c = try #require(course(plunge))
        let fall = try #require(c.moves.first { !$0.isRise && $0.end.y == 75.2 })
        #expect(fall.steepPart?.start.index == 3 && fall.steepPart?.end.index == 4)
        func part(_ ys: [Double]) -> VisibleCourse.Part? {
            VisibleCourseFinder.steepPart(Sample(TestCharts.series(ys.map { Optional($0) })), from: 0, to: 2, plottedRange: 25.8)
        }
        #expect(part([101.0, 77.4, 75.2])?.end.index == 1)
        #expect(part([101.0, 89.0, 75.2]) == nil)
    }

    /// A part said to carry most of a move that carries less, or goes the other way, fails the audit.
    @Test func aPartThatDoesNotCarryTheMoveFailsTheAudit() {
        let ys: [Double] = [10, 8, 6, 4, 2, 0]
        let lines = ClaimAudit.Lines(samples: [Sample(TestCharts.series(ys.map { Optional($0) }))])
        let ref = { (k: Int) in PointRef(index: k, x: Double(k), y: ys[k]) }
        #expect(!ClaimAudit.holds(.part(series: 0, move: ClaimMove(ref(0), ref(5)), part: ClaimMove(ref(1), ref(3)), share: 0.6), lines))
        #expect(ClaimAudit.holds(.part(series: 0, move: ClaimMove(ref(0), ref(5)), part: ClaimMove(ref(1), ref(4)), share: 0.6), lines))
    }

    /// Planted: a fall of 6 to 10 steps of which one step carries 70 %, the rest even, with noise of 2 % of the
    /// fall: the steep step is named (within one step). Even falls of the same noise name no part. Rates printed.
    @Test func aPlantedSteepStepIsNamedAndAnEvenFallNamesNone() {
        var g = SyntheticSeries(seed: 73)
        var found = 0, planted = 0, falseParts = 0, even = 0
        for t in 0..<200 {
            let steps = 6 + t % 5, at = 1 + t % (steps - 2)
            var ys = [100.0]
            for k in 0..<steps { ys.append(ys.last! - (k == at ? 70 : 30.0 / Double(steps - 1))) }
            let noisy = ys.map { $0 + 2 * g.gaussian() * 0.5 }
            planted += 1
            if let fall = course(noisy)?.moves.first(where: { !$0.isRise }), let part = fall.steepPart,
               part.start.index <= at + 1, part.end.index >= at + 1, part.end.index - part.start.index <= 2 {
                found += 1
            }
            let straight = (0...steps).map { 100 - 100 * Double($0) / Double(steps) + g.gaussian() }
            even += 1
            if course(straight)?.moves.contains(where: { $0.steepPart != nil }) == true { falseParts += 1 }
        }
        print("steep part: planted \(found)/\(planted) named, even falls \(falseParts)/\(even) with a part")
        #expect(found >= planted * 9 / 10)
        #expect(falseParts <= even / 50)
    }

    /// A small series under a far larger one: its own steep step is a wiggle on the drawn chart, and is not named;
    /// drawn alone, it is.
    @Test func aSmallSeriesStepUnderALargerSeriesIsNotAPart() throws {
        let small: [Double] = [5.2, 5.1, 5.0, 4.4, 4.35, 4.3, 4.25]
        let large: [Double] = [100, 110, 120, 130, 140, 150, 160]
        func steep(_ series: [[Double]]) -> Bool {
            let chart = TestCharts.chart(series.indices.map { TestCharts.series(series[$0].map { Optional($0) }, name: "s\($0)") })
            return ChartAnalyzer.analyze(chart).findings.contains { f in
                if case .course(let c) = f.detail, c.series == 0 { c.moves.contains { $0.steepPart != nil } } else { false }
            }
        }
        #expect(steep([small]))
        #expect(!steep([small, large]))
    }
}

/// Past `penSteepPartLimit` points a steep part is named only where it is an event of its own on the drawing: a
/// crash inside a long slide (the pound's 1992), not a stretch of an even one.
@Suite struct LongSteepPartTests {
    private func falls(_ ys: [Double]) -> [VisibleCourse.Move] {
        let chart = TestCharts.chart(ys.map { Optional($0) })
        return VisibleCourseFinder.course(series: 0, sample: Sample(chart.series[0]), ratioScale: true)?.moves.filter { !$0.isRise } ?? []
    }

    /// 300 points: a rise to 2.0, then a slide to 1.4 in which 0.5 comes in six points at a planted place, with noise
    /// of 0.01; the part is named around it in at least 90 of 100. An even slide names a part in at most 2 of 100.
    @Test func aCrashInsideALongSlideIsNamedAndAnEvenSlideIsNot() {
        var g = SyntheticSeries(seed: 92)
        var found = 0, falseParts = 0
        for t in 0..<100 {
            let at = 150 + t % 80
            let crash = (0..<300).map { k -> Double in
                let base = k < 100 ? 1.0 + Double(k) / 100 : 2.0 - 0.1 * Double(k - 100) / 200
                let drop = k <= at ? 0 : 0.5 * min(1, Double(k - at) / 6)
                return base - drop + 0.01 * g.gaussian()
            }
            if falls(crash).contains(where: { m in m.steepPart.map { $0.start.index >= at - 3 && $0.end.index <= at + 9 } ?? false }) {
                found += 1
            }
            let even = (0..<300).map { k -> Double in (k < 100 ? 1.0 + Double(k) / 100 : 2.0 - 0.6 * Double(k - 100) / 200) + 0.01 * g.gaussian() }
            if falls(even).contains(where: { $0.steepPart != nil }) { falseParts += 1 }
        }
        print("long steep part: planted crash named \(found) of 100, even slide \(falseParts) of 100")
        #expect(found >= 90)
        #expect(falseParts <= 2)
    }
}
