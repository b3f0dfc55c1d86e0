import Foundation
import Testing
@testable import ChartAnalysis

/// Read point by point, a stretch inside a move that still goes the move's way at every step, at most
/// `VisibleCourseFinder.creepPace` as steep as each side and over `creepSpan` of the x axis, is the move levelling
/// off: a level said "levelled off around V until X". Steady or ever-faster rises get none.
@Suite struct LevellingOffTests {
    static func course(_ ys: [Double], xs: [Double]? = nil) -> VisibleCourse? {
        VisibleCourseFinder.course(series: 0, sample: Sample(TestCharts.series(ys.map { Optional($0) }, xs: xs)), ratioScale: true)
    }

    @Test func japansCarExportsLevelOffInTheNinetiesAndTheAuditHoldsIt() throws {
        let ys = [0.09, 0.79, 3.4, 15.33, 23.64, 41.48, 44.13, 46.35, 83.65, 95.76]
        let xs = (0..<10).map { 1965 + 5 * Double($0) }
        let c = try #require(Self.course(ys, xs: xs))
        let level = try #require(c.levels.first)
        #expect(c.levels.count == 1 && level.creeps)
        #expect(level.start.x == 1990 && level.end.x == 2000)
        #expect(c.moves.count == 2 && c.moves.allSatisfy(\.isRise))
        // Told in parts, the whole rise is said once more: "in all it rose 1,064-fold".
        #expect(c.summary == .moves && c.saysNetInAll)
        var compared = c
        compared.netSaidElsewhere = true
        #expect(!compared.saysNetInAll)
        // One move with no level says its own change.
        #expect(!(Self.course([1, 2, 3, 5, 8, 13, 21, 34, 55])?.saysNetInAll ?? true))
        let lines = ClaimAudit.Lines(samples: [Sample(TestCharts.series(ys.map { Optional($0) }, xs: xs))])
        #expect(FindingDetail.course(c).claims(pointCount: { _ in ys.count }).allSatisfy { ClaimAudit.holds($0, lines) })
    }

    @Test func aFallGoingOnAndAShortKinkAreNoLevel() throws {
        // US sulphur dioxide 2011-2020: slower in 2016-18, but the fall after is 19 % of the range.
        let so2 = [33.7, 31.1, 27.2, 27.1, 23.3, 15.8, 14.8, 14.6, 12.8, 10.3]
        #expect(try #require(Self.course(so2)).levels.isEmpty)
        // China's car output: two slow years of 29 drawn (x every five years, then yearly).
        let xs: [Double] = [1990, 1995, 2000, 2005, 2010, 2011, 2012, 2013, 2014, 2015, 2016]
        let china = [0.51, 1.45, 2.07, 5.72, 18.26, 18.42, 19.27, 22.12, 23.72, 24.5, 28.12]
        #expect(!(Self.course(china, xs: xs)?.levels.contains(where: \.creeps) ?? false))
    }

    /// Smooth rises (steady steps, or steps growing by a fifth each) against rises with a planted slow stretch of
    /// three or four points, a tenth of the pace, in the middle.
    @Test func smoothRisesGetNoLevellingOffAndPlantedOnesDo() {
        var g = SyntheticSeries(seed: 47)
        var smoothLevelled = 0, plantedFound = 0
        for k in 0..<200 {
            let n = 9 + Int(g.uniform() * 8)
            var smooth = [100.0], planted = [100.0]
            let from = n / 3, length = 2 + Int(g.uniform() * 2)
            for i in 1..<n {
                let step = k % 2 == 0 ? 10 * (0.5 + g.uniform()) : 10 * pow(1.2, Double(i)) * (0.8 + 0.4 * g.uniform())
                smooth.append(smooth[i - 1] + step)
                let slow = i > from && i <= from + length
                planted.append(planted[i - 1] + (slow ? 1 * (0.5 + g.uniform()) : 10 * (0.5 + g.uniform())))
            }
            if Self.course(smooth)?.levels.contains(where: \.creeps) ?? false { smoothLevelled += 1 }
            if Self.course(planted)?.levels.contains(where: \.creeps) ?? false { plantedFound += 1 }
        }
        #expect(smoothLevelled <= 4, "smooth rises said to level off: \(smoothLevelled) of 200")
        #expect(plantedFound >= 140, "planted slow stretches said: \(plantedFound) of 200")
        print("Levelling off: smooth rises \(smoothLevelled)/200; planted slow stretches \(plantedFound)/200")
    }
}
