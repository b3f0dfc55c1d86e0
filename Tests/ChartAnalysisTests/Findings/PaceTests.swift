import Foundation
import Testing
@testable import ChartAnalysis

/// A one-move course read point by point says "faster and faster" where its steps grow from the first third to
/// the last by `VisibleCourse.paceRatio` and mostly at every step; steady rises with noisy steps get no pace.
@Suite struct PaceTests {
    static func course(_ ys: [Double]) -> VisibleCourse? {
        VisibleCourseFinder.course(series: 0, sample: Sample(TestCharts.series(ys.map { Optional($0) })), ratioScale: true)
    }

    @Test func growingStepsAreFasterAndFasterAndTheAuditChecksThem() throws {
        // CRAN packages at each year's last R release, 2001-2013.
        let cran: [Double] = [129, 163, 273, 406, 647, 911, 1300, 1614, 2088, 2837, 3618, 4210, 5000]
        let c = try #require(Self.course(cran))
        #expect(c.moves.count == 1 && c.pace == .quickening)
        let lines = ClaimAudit.Lines(samples: [Sample(TestCharts.series(cran.map { Optional($0) }))])
        let claims = FindingDetail.course(c).claims(pointCount: { _ in cran.count })
        #expect(claims.contains { if case .pace = $0 { true } else { false } })
        #expect(claims.allSatisfy { ClaimAudit.holds($0, lines) })
        // Read backwards, the same steps shrink; said the other way, the claim fails.
        #expect(Self.course(cran.reversed())?.pace == .slowing)
        let m = try #require(c.moves.first)
        #expect(!ClaimAudit.holds(.pace(series: 0, from: m.start, to: m.end, quickening: false, ratio: 2), lines))
        // A stall inside the rise is no steady quickening (Japan's car exports, 1965-2010).
        #expect(Self.course([0.09, 0.8, 3.4, 15.3, 23.6, 41.5, 44.1, 46.4, 83.7, 95.8])?.pace == nil)
    }

    /// Steady rises (steps drawn around one size) against exponential ones (steps growing by a fifth each).
    @Test func steadyRisesGetNoPaceAndExponentialOnesDo() {
        var g = SyntheticSeries(seed: 31)
        var steadyPaced = 0, grownPaced = 0
        for _ in 0..<200 {
            let n = 8 + Int(g.uniform() * 8)
            var a = [100.0], b = [100.0]
            for k in 1..<n {
                a.append(a[k - 1] + 10 * (0.5 + g.uniform()))
                b.append(b[k - 1] + 10 * pow(1.2, Double(k)) * (0.8 + 0.4 * g.uniform()))
            }
            if Self.course(a)?.pace != nil { steadyPaced += 1 }
            if Self.course(b)?.pace == .quickening { grownPaced += 1 }
        }
        #expect(steadyPaced <= 4, "steady rises said to quicken or slow: \(steadyPaced) of 200")
        #expect(grownPaced >= 150, "exponential rises said to quicken: \(grownPaced) of 200")
        print("Pace: steady rises \(steadyPaced)/200 paced; exponential rises \(grownPaced)/200 faster and faster")
    }

    /// A move whose steps change pace once: Botswana's women's children climb about 1.1 a band to 35-39, then 0.25
    /// and 0.34 ("quickly until 35-39, then more slowly"); US men's death rate at 65 barely moved from 1950 to 1970,
    /// then fell 2 to 3 a step ("slowly until 1970, then faster"). Checked by the audit on the raw values.
    @Test func aMoveThatChangesPaceOnceSaysWhere() throws {
        let children: [Double] = [0.24, 1.09, 2.28, 3.39, 4.49, 4.74, 5.08]
        let c = try #require(Self.course(children))
        let b = try #require(c.paceBreak)
        #expect(c.pace == nil && !b.slowFirst && b.at.index == 4)
        let lines = ClaimAudit.Lines(samples: [Sample(TestCharts.series(children.map { Optional($0) }))])
        let claims = FindingDetail.course(c).claims(pointCount: { _ in children.count })
        #expect(claims.contains { if case .paceBreak = $0 { true } else { false } })
        #expect(claims.allSatisfy { ClaimAudit.holds($0, lines) })
        let m = try #require(c.moves.first)
        // Said a step earlier, a fast step falls in the slow part: the claim fails.
        #expect(!ClaimAudit.holds(.paceBreak(series: 0, from: m.start, at: PointRef(index: 3, x: 3, y: 3.39), to: m.end,
                                             ratio: VisibleCourse.breakPace), lines))
        let deaths: [Double] = [38.3, 37.1, 35.9, 35.6, 35.4, 35.3, 35.2, 31.9, 28.6, 26.4, 24.3, 22.1, 19.9, 17.4, 15.9]
        let d = try #require(Self.course(deaths)?.paceBreak)
        #expect(d.slowFirst && d.at.index == 6)
        // Steps drawn around one size: a break only where the noise happens to split them cleanly.
        var g = SyntheticSeries(seed: 37)
        var steadyBroken = 0, kneeBroken = 0
        for _ in 0..<200 {
            let n = 6 + Int(g.uniform() * 10)
            var a = [100.0], b = [100.0]
            // The knee leaves at least two slow steps.
            let knee = min(n - 3, n / 2 + Int(g.uniform() * Double(n / 3)))
            for k in 1..<n {
                a.append(a[k - 1] + 10 * (0.5 + g.uniform()))
                b.append(b[k - 1] + (k <= knee ? 10 : 2) * (0.8 + 0.4 * g.uniform()))
            }
            if Self.course(a)?.paceBreak != nil { steadyBroken += 1 }
            // Said as a knee, or, where the steps shrink steadily enough, "more and more slowly".
            if let c = Self.course(b), c.paceBreak.map({ !$0.slowFirst }) ?? (c.pace == .slowing) { kneeBroken += 1 }
        }
        print("Pace break: steady rises \(steadyBroken)/200; rises slowing to a fifth at a knee \(kneeBroken)/200")
        #expect(steadyBroken <= 4, "steady rises said to change pace: \(steadyBroken) of 200")
        #expect(kneeBroken >= 150, "rises slowing at a knee: \(kneeBroken) of 200")
    }
}
