import Foundation
import Testing
@testable import ChartAnalysis

/// Stretches below or above zero are said when they are far longer than shuffled signs would give: a recession's
/// run of job losses is, white noise around zero is not, and a missing point breaks a run.
@Suite struct SignRunTests {
    /// Monthly job changes: two years of gains, 21 months of losses, a mixed year, then gains to the end.
    static func jobChanges() -> [Double?] {
        var g = SyntheticSeries(seed: 3)
        var ys: [Double?] = (0..<24).map { _ in 150 + 40 * g.gaussian() }
        ys += (0..<21).map { _ in -400 + 80 * g.gaussian() }
        ys += [60, -120, 90, -30, 200, 40, -70, 120, 80, 30, 150, -10]
        ys += (0..<63).map { _ in 200 + 50 * g.gaussian() }
        return ys
    }

    private func run(_ ys: [Double?]) -> SignRun? {
        let findings = ChartAnalyzer.analyze(TestCharts.chart(ys)).findings
        return findings.compactMap { f -> SignRun? in if case .signRun(let r) = f.detail { r } else { nil } }.first
    }

    @Test func aRecessionsRunOfLossesAndTheGainsToTheEndAreSaid() throws {
        let r = try #require(run(Self.jobChanges()))
        #expect(r.stretches.count == 2, "\(r)")
        let losses = r.stretches[0], gains = r.stretches[1]
        #expect(losses.isBelow && losses.start.index == 24 && losses.length == 21 && !losses.reachesEnd, "\(losses)")
        #expect(!gains.isBelow && gains.reachesEnd && gains.end.index == 119 && gains.length >= 63)
    }

    @Test func whiteNoiseAroundZeroIsAlmostNeverSaid() {
        var g = SyntheticSeries(seed: 17)
        var claims = 0
        let charts = 300
        for c in 0..<charts {
            let n = 12 + (c * 37) % 389
            if let r = run(g.whiteNoise(n)), !r.stretches.isEmpty { claims += 1 }
        }
        print("sign run claims on white noise around zero: \(claims) of \(charts)")
        #expect(claims <= charts / 100)
    }

    @Test func aMissingPointOrAZeroBreaksARun() {
        // White noise around zero for 200 points, then points 50…79 all below zero.
        var g = SyntheticSeries(seed: 23)
        var ys: [Double?] = g.whiteNoise(200)
        for k in 50..<80 { ys[k] = -3 }
        var first = 50, last = 79
        while ys[first - 1]! < 0 { first -= 1 }
        while ys[last + 1]! < 0 { last += 1 }
        #expect(run(ys)?.stretches.map(\.length) == [last - first + 1])
        var gapped = ys
        gapped[65] = nil
        #expect(run(gapped)?.stretches.map(\.length) != [last - first + 1], "the gap splits the run")
        #expect((run(gapped)?.stretches.map(\.length).max() ?? 0) < last - first)
        var zeroed = ys
        zeroed[65] = 0
        #expect((run(zeroed)?.stretches.map(\.length).max() ?? 0) < last - first)
    }

    @Test func oneSideOfZeroOnlyIsNotARun() {
        #expect(run((0..<50).map { Double($0 % 7) + 1 }) == nil)
        #expect(run((0..<50).map { -Double($0 % 7) - 1 }) == nil)
    }

    @Test func theBoundIsAtLeastTheShuffledProbability() {
        // Every arrangement of 5 points below zero among 10: how many hold a run of 3 or more below.
        let n = 10, k = 5
        for length in 2...5 {
            var total = 0, withRun = 0
            for mask in 0..<(1 << n) where mask.nonzeroBitCount == k {
                total += 1
                var best = 0, current = 0
                for i in 0..<n { current = mask & (1 << i) != 0 ? current + 1 : 0; best = max(best, current) }
                if best >= length { withRun += 1 }
            }
            let exact = Double(withRun) / Double(total)
            #expect(SignRunDetector.shuffledRunBound(length: length, onSide: k, count: n) >= exact - 1e-12)
        }
    }

    /// The side most points lie on is a count: the president's party lost seats at 14 of 16 midterms, the two
    /// gains named with their values; a dip a reader cannot see below zero, and signs about even, are not said.
    @Test func theSideMostPointsLieOnIsSaidWithItsExceptions() throws {
        let seats: [Double?] = [-24.2, -1.1, -16.3, -6.3, -25.0, -5.1, -13.5, -2.7, -4.6, -20.9, 2.4, 3.6, -12.9, -24.9, -6.5, -16.5]
        let r = try #require(run(seats))
        let sides = try #require(r.sides)
        #expect(sides.mostlyBelow && sides.count == 14 && sides.exceptionCount == 2 && r.stretches.isEmpty)
        #expect(sides.exceptions.map(\.index) == [10, 11])
        // Five exceptions of twenty are counted, not named.
        let many: [Double?] = (0..<20).map { $0 % 4 == 0 ? -5 : Double(10 + $0) }
        #expect(run(many)?.sides?.exceptions.isEmpty == true && run(many)?.sides?.exceptionCount == 5)
        // -0.1 on a range of 100 does not cross zero on the drawing.
        #expect(run([50, 60, -0.1, 70, 80, 90, 100, 95]) == nil)
        // Signs about even: no side; white noise of 200 points, 0 of 100 charts.
        var g = SyntheticSeries(seed: 29)
        var sided = 0
        for _ in 0..<100 where run(g.whiteNoise(200))?.sides != nil { sided += 1 }
        #expect(sided == 0)
        // A planted mostly-positive series of growth rates with two recessions: found at every length tried.
        var found = 0
        for n in [8, 12, 20, 40, 100, 1_000] {
            var h = SyntheticSeries(seed: UInt64(n))
            var ys: [Double?] = (0..<n).map { _ in 2.5 + 0.8 * h.gaussian() }
            ys[n / 3] = -3
            ys[2 * n / 3] = -2
            // (Noise of a thousand points adds an exception of its own.)
            if run(ys)?.sides.map({ !$0.mostlyBelow && $0.exceptionCount >= 2 }) == true { found += 1 }
        }
        #expect(found == 6)
    }
}
