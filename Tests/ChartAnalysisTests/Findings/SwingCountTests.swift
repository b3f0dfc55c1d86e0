import ChartModel
import Foundation
import Testing
@testable import ChartAnalysis

/// A long series that rises and falls more often than a course of five moves can hold is told by how many times
/// it did (`VisibleCourse.swings`): a count of the drawn line, no cycle claimed, and recounted on the raw values
/// by the claim audit. Detection is bounded beside the false counts.
@Suite struct SwingCountTests {
    static func course(_ ys: [Double]) -> VisibleCourse? {
        let chart = TestCharts.chart(ys.map { Optional($0) })
        return VisibleCourseFinder.course(series: 0, sample: Sample(chart.series[0]), ratioScale: false)
    }

    /// Glacial cycles as a saw-tooth (slow rise, fast fall) under noise and a wandering baseline: every chart says
    /// them, by a count within one of the cycles drawn (a last cycle cut short may go uncounted) or, where they are
    /// regular enough that no course of five moves shows at all, by the cycle finding; a count holds on the raw
    /// values, and one five higher does not.
    @Test func repeatedSwingsAreCountedAndAudited() throws {
        var g = SyntheticSeries(seed: 53)
        var said = 0, counted = 0, charts = 0
        for cycles in 4...9 {
            for _ in 0..<20 {
                charts += 1
                let n = 600 + Int(g.uniform() * 600)
                let drift = g.randomWalk(n, sd: 1.5)
                let ys = (0..<n).map { k -> Double in
                    let phase = (Double(k) * Double(cycles) / Double(n)).truncatingRemainder(dividingBy: 1)
                    return 200 + 100 * (phase < 0.8 ? phase / 0.8 : (1 - phase) / 0.2) + 4 * g.gaussian() + drift[k]
                }
                let findings = ChartAnalyzer.analyze(TestCharts.chart(ys.map { Optional($0) })).findings
                let course = findings.lazy.compactMap { f -> VisibleCourse? in if case .course(let c) = f.detail { c } else { nil } }.first
                if let c = course, let count = c.swings, let size = c.swingSize {
                    counted += 1
                    #expect(c.summary == .swung)
                    let lines = ClaimAudit.Lines(samples: [Sample(TestCharts.series(ys.map { Optional($0) }))])
                    #expect(ClaimAudit.holds(.swings(series: 0, count: count, size: size), lines))
                    #expect(!ClaimAudit.holds(.swings(series: 0, count: count + 5, size: size), lines))
                    if abs(count - cycles) <= 1 { said += 1 }
                } else if findings.contains(where: { $0.kind == .cycle }) {
                    said += 1
                }
            }
        }
        // Measured: 119 of 120 said (79 by a count); a tenth fewer fails.
        print("repeated swings said: \(said) of \(charts), \(counted) by a count")
        #expect(said >= 108)
    }

    /// Random walks, persistent trends with one turn, and white noise: no swings counted where a course of five
    /// moves tells the line (at most the measured handful of walks, each count true of its raw values).
    @Test func fewMovesAreNoSwings() {
        var g = SyntheticSeries(seed: 59)
        var counted = 0, charts = 0
        for n in [100, 365, 1000] {
            for _ in 0..<100 {
                charts += 3
                let walk = g.randomWalk(n)
                let bend = (0..<n).map { k in Double(min(k, n - k)) + 3 * g.gaussian() }
                let noise = g.whiteNoise(n)
                for ys in [walk, bend, noise] where Self.course(ys)?.swings != nil { counted += 1 }
            }
        }
        // Measured: 0 of 900; a doubling of a handful fails.
        print("swings counted on walks, bends and noise: \(counted) of \(charts)")
        #expect(counted <= ClaimBound.of(measured: 0))
    }

    /// Three oil shocks over fifty years stay a course: three swings are five moves with the others said beside.
    @Test func threeSwingsStayACourse() throws {
        let n = 600
        let ys = (0..<n).map { k in 50 + 40 * sin(Double(k) / Double(n) * 3 * 2 * .pi) }
        let c = try #require(Self.course(ys))
        #expect(c.swings == nil && c.summary != .swung)
    }
}
