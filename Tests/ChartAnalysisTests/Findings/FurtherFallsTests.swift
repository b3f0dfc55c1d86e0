import Foundation
import Testing
import ChartModel
@testable import ChartAnalysis

/// A growing series' further falls, beside the one its course or largest fall says, are said one by one (the
/// Dow's 1987 crash and 2000–02 slide beside 2007–09); growth with noise alone, and a series that wanders
/// without growing, get none.
@Suite struct FurtherFallsTests {
    private func drawdowns(_ ys: [Double]) -> [Drawdown] {
        ChartAnalyzer.analyze(TestCharts.chart(ys.map { Optional($0) }, xs: ys.indices.map { 1700 + Double($0) })).findings.compactMap { (f: Finding) -> Drawdown? in
            if case .drawdown(let d) = f.detail { return d }
            return nil
        }
    }

    /// 300 yearly points growing 0.5 % a point with multiplicative noise of σ `noise`, and a fall of `dip` of the level
    /// over 6 points at each of `at`, regained over the next 20.
    private func growth(falls at: [Int], dip: Double, noise: Double, _ g: inout SyntheticSeries) -> [Double] {
        (0..<300).map { k -> Double in
            var level = 100 * pow(1.005, Double(k))
            for start in at {
                let d = Double(k - start)
                if k >= start && k < start + 6 { level *= 1 - dip * (d + 1) / 6 }
                if k >= start + 6 && k < start + 26 { level *= 1 - dip * (1 - (d - 5) / 20) }
            }
            return level * (1 + noise * g.gaussian())
        }
    }

    /// A further fall that starts at the series' highest value claims that high, for the audit to check (S&P
    /// volume's record week, 9.33 billion, beside a course that turned at a lower point); one from a lower peak,
    /// or a largest fall, claims only the fall.
    @Test func aFurtherFallFromTheHighestValueClaimsTheHigh() {
        let peak = PointRef(index: 3, x: 3, y: 9.33), trough = PointRef(index: 5, x: 5, y: 2.39)
        var d = Drawdown(series: 0, peak: peak, trough: trough, recovery: nil, depth: 6.94, relativeDepth: 0.74,
                         isExplained: false)
        d.isFurther = true
        d.peakIsHighest = true
        #expect(FindingDetail.drawdown(d).claims(pointCount: { _ in 8 })
                == [.fall(series: 0, peak: peak, trough: trough), .extreme(series: 0, point: peak, high: true)])
        d.peakIsHighest = false
        #expect(FindingDetail.drawdown(d).claims(pointCount: { _ in 8 }) == [.fall(series: 0, peak: peak, trough: trough)])
        // The further falls found on growth with crashes know whether they start at the highest value.
        var g = SyntheticSeries(seed: 29)
        for _ in 0..<10 {
            let ys = growth(falls: [120, 230], dip: 0.35, noise: 0.01, &g)
            for f in drawdowns(ys) where f.isFurther { #expect(f.peakIsHighest == !ys.contains { $0 > f.peak.y }) }
        }
    }

    @Test func aGrowingSeriesFurtherFallsAreSaidAndNoiseGetsNone() {
        var g = SyntheticSeries(seed: 23)
        var found = 0, onGrowth = 0, onWandering = 0
        for _ in 0..<50 {
            // Two crashes of 35 % of the level, one in the last third (the largest fall by amount).
            let further = drawdowns(growth(falls: [120, 230], dip: 0.35, noise: 0.01, &g)).filter(\.isFurther)
            if further.contains(where: { $0.trough.index >= 120 && $0.trough.index <= 130 }) { found += 1 }
            if drawdowns(growth(falls: [], dip: 0, noise: 0.01, &g)).contains(where: \.isFurther) { onGrowth += 1 }
            // A positive random walk that does not grow: its dips are its wandering.
            var y = 100.0
            let walk = (0..<300).map { _ -> Double in y = max(1, y * (1 + 0.03 * g.gaussian())); return y }
            if drawdowns(walk).contains(where: \.isFurther) { onWandering += 1 }
        }
        print("further falls: found \(found) of 50; on growth with noise \(onGrowth) of 50, on wandering walks \(onWandering) of 50")
        // Measured: 50 of 50; 0 of 50 on growth with noise; 1 of 50 wandering walks (a walk that happened to grow half again).
        #expect(found >= 45)
        #expect(onGrowth <= 2)
        #expect(onWandering <= 5)
    }

    /// Largest first by share of the peak, each taken from what the ones before leave.
    @Test func fallsAreTakenApartLargestFirst() {
        let ys: [Double] = [10, 12, 9, 14, 16, 8, 12, 20, 19, 25, 15, 30]
        let falls = RecordFinder.separateFalls(ys, most: 3)
        #expect(falls.map(\.peak) == [4, 9, 1])
        #expect(falls.map(\.trough) == [5, 10, 2])
        #expect(abs(falls[0].relative - 0.5) < 1e-12)
    }
}
