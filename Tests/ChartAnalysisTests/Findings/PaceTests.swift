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
}
