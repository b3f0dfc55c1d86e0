import Foundation
import Testing
@testable import ChartAnalysis

/// A series of changes that moved calmly, then widely (or the reverse) is said as such, by a stated test: the κ₁
/// cumulative sum of squares robust to heavy tails (`SpreadShiftDetector`). Detection and false claims are both
/// printed and bounded.
@Suite struct SpreadShiftTests {
    private func shift(_ ys: [Double]) -> SpreadShift? {
        SpreadShiftDetector.shift(Sample(TestCharts.series(ys.map { Optional($0) })), series: 0)
    }

    /// Student's t with 3 degrees of freedom: the heavy tails of daily returns, scaled to unit spread.
    private func heavy(_ g: inout SyntheticSeries) -> Double {
        let z = g.gaussian(), chi = (0..<3).reduce(0.0) { acc, _ in let v = g.gaussian(); return acc + v * v }
        return z / (chi / 3).squareRoot() / 3.0.squareRoot()
    }

    /// Planted: 60 to 240 changes, σ 1 until a split between a fifth and four fifths of the way, σ 4 after (or
    /// the reverse); found, the right way, with its split within a tenth of the points in at least 80 % (measured
    /// 171 of 200: the test is strict on 60 points). Constant spread, normal or heavy-tailed (t₃): at most 6 % get a
    /// shift (measured 0 and 1 of 200).
    @Test func aPlantedShiftIsFoundAndAConstantSpreadIsNot() {
        var g = SyntheticSeries(seed: 37)
        var found = 0, normal = 0, tails = 0
        let runs = 200
        for t in 0..<runs {
            let n = 60 + 60 * (t % 4), split = n / 5 + (t * 7) % (3 * n / 5)
            let widens = t % 2 == 0
            let ys = (0..<n).map { k -> Double in ((k < split) == widens ? 1 : 4) * g.gaussian() }
            if let s = shift(ys), s.widens == widens, abs(s.after.start.index - split) <= n / 10 { found += 1 }
            if shift(g.whiteNoise(n)) != nil { normal += 1 }
            if shift((0..<n).map { _ in heavy(&g) }) != nil { tails += 1 }
        }
        print("spread shift: planted ×4 found \(found) of \(runs); constant spread: normal \(normal), t3 \(tails) of \(runs)")
        #expect(found >= runs * 8 / 10)
        #expect(normal <= runs * 6 / 100)
        #expect(tails <= runs * 6 / 100)
    }

    /// A series of levels (all above zero) is no series of changes: its spread is its course's, not said here.
    @Test func aSeriesOfLevelsHasNoSpreadShift() {
        var g = SyntheticSeries(seed: 38)
        let ys = (0..<120).map { k -> Double in 100 + (k < 60 ? 1 : 4) * g.gaussian() }
        #expect(shift(ys) == nil)
    }

    /// The audit recomputes the spreads from the raw values: the shift said holds, the reverse does not.
    @Test func theAuditRecomputesTheSpreads() throws {
        var g = SyntheticSeries(seed: 41)
        let ys = (0..<100).map { k -> Double in (k < 50 ? 1 : 5) * g.gaussian() }
        let s = try #require(shift(ys))
        let lines = ClaimAudit.Lines(samples: [Sample(TestCharts.series(ys.map { Optional($0) }))])
        #expect(ClaimAudit.holds(.spreadShift(series: 0, split: s.after.start, ratio: 2), lines))
        #expect(!ClaimAudit.holds(.spreadShift(series: 0, split: s.after.start, ratio: 0.5), lines))
    }
}
