import Foundation
import ChartModel
import Testing
@testable import ChartAnalysis

@Suite struct TrendTests {
    private func trend(_ ys: [Double?], xs: [Double]? = nil) -> Trend {
        ChartAnalyzer.statistics(for: TestCharts.series(ys, xs: xs)).trend
    }

    @Test func statisticsMatchAnIndependentComputation() {
        // Reference values from SciPy 1.17 (linregress, theilslopes, kendalltau) and the textbook
        // Mann–Kendall variance n(n−1)(2n+5)/18 with tie correction: S = 11, var = 64.333…, z = 10/√var.
        let t = trend([3, nil, 1, 4, 1, 5, 9, 2, 6])
        #expect(abs(t.slope - 0.46867167919799496) < 1e-12)
        #expect(abs(t.intercept - 1.8245614035087718) < 1e-12)
        #expect(abs(t.rSquared - 0.20719055321518925) < 1e-12)
        #expect(abs(t.slopePValue - 0.25709318501722495) < 1e-9)
        #expect(t.theilSenSlope == 0.3875)
        #expect(abs(t.kendallTau - 0.4000661320993193) < 1e-12)
        #expect(t.mannKendallS == 11)
        #expect(abs(t.mannKendallZ - 1.2467574523850742) < 1e-12)
        #expect(abs(t.mannKendallPValue - 0.21248644570250086) < 1e-9)
        #expect(!t.isSignificant)
        #expect(abs(t.fittedChange - 0.46867167919799496 * 8) < 1e-12)
    }

    @Test func zigzagRiseIsRisingAndStrong() {
        // 5 7 6 9 8 11 … 25: SciPy gives slope 1.00075, R² 0.97233, p 1.78e−15; S = 172, z = 5.548.
        let ys: [Double?] = [5, 7, 6, 9, 8, 11, 10, 13, 12, 15, 14, 17, 16, 19, 18, 21, 20, 23, 22, 25]
        let t = trend(ys)
        #expect(t.direction == .rising)
        #expect(t.strength == .strong)
        #expect(t.isSignificant)
        #expect(abs(t.slope - 1.000751879699248) < 1e-12)
        #expect(abs(t.rSquared - 0.9723342958461927) < 1e-12)
        #expect(abs(t.slopePValue - 1.7833101719365673e-15) < 1e-20)
        #expect(t.mannKendallS == 172)
        #expect(abs(t.mannKendallZ - 5.547972602672079) < 1e-12)
        #expect(t.theilSenSlope == 1)
    }

    @Test func mirroredRiseIsFalling() {
        let ys: [Double?] = [25, 22, 23, 20, 21, 18, 19, 16, 17, 14, 15, 12, 13, 10, 11, 8, 9, 6, 7, 5]
        let t = trend(ys)
        #expect(t.direction == .falling)
        #expect(t.strength == .strong)
        #expect(t.slope < 0 && t.theilSenSlope < 0 && t.mannKendallZ < 0)
    }

    @Test func noisyRiseIsRisingButWeaker() {
        let noise = TestCharts.noise(count: 60)
        let ys: [Double?] = (0..<60).map { 100 + 0.5 * Double($0) + 40 * noise[$0] }
        let t = trend(ys)
        #expect(t.direction == .rising)
        #expect(t.strength < .strong)
    }

    @Test func noiseWithoutTrendIsFluctuating() {
        let noise = TestCharts.noise(count: 50, seed: 3)
        let t = trend(noise.map { 100 + 60 * $0 })
        #expect(!t.isSignificant)
        #expect(t.direction == .fluctuating)
    }

    @Test func smallNoiseAroundALevelIsSteady() {
        let noise = TestCharts.noise(count: 50, seed: 5)
        let t = trend(noise.map { 100 + 2 * $0 })
        #expect(t.direction == .steady)
    }

    @Test func tinySignificantDriftOverManyPointsIsStillSteady() {
        // 20,000 points: a drift of 0.5 % of the level is statistically certain but not a rise to a reader.
        let noise = TestCharts.noise(count: 20_000, seed: 11)
        let ys: [Double?] = (0..<20_000).map { (i: Int) -> Double? in
            let drift: Double = 0.5 * Double(i) / 20_000
            return 100 + drift + 2 * noise[i]
        }
        let t = trend(ys)
        #expect(t.isSignificant)
        #expect(t.relativeChange < 0.01)
        #expect(t.direction == .steady)
    }

    @Test func oneSpikeAtTheEndDoesNotMakeAFlatSeriesRise() {
        var ys: [Double?] = (0..<20).map { 10 + ($0.isMultiple(of: 2) ? 0.1 : -0.1) }
        ys[19] = 100
        let t = trend(ys)
        #expect(t.direction != .rising)
        #expect(!t.isSignificant)
    }

    @Test func shortStrictlyMonotoneSeriesIsRisingButNotStrong() {
        let t = trend([1, 2, 3])
        #expect(t.direction == .rising)
        #expect(t.strength == .moderate)
        #expect(!t.isSignificant)
        #expect(trend([5, 3]).direction == .falling)
    }

    @Test func shortNonMonotoneSeriesIsNotATrend() {
        #expect(trend([1, 3, 2, 4]).direction == .fluctuating)
    }

    @Test func slopeIsPerXUnitOnDateAxes() {
        // One unit a day on a date axis: 1/86,400 per second.
        let xs = (0..<10).map { TestCharts.date(2024, 1, 1) + Double($0) * 86_400 }
        let t = trend((0..<10).map(Double.init), xs: xs)
        #expect(abs(t.slope * 86_400 - 1) < 1e-9)
        #expect(abs(t.theilSenSlope * 86_400 - 1) < 1e-9)
        #expect(t.direction == .rising)
    }

    @Test func kendallTauBHandlesTiesInBothVariables() {
        // SciPy kendalltau (tau-b) of x 1 1 2 2 3 3 4, y 1 2 2 2 3 5 5 is 0.8574929257125442.
        let mk = MannKendall(xs: [1, 1, 2, 2, 3, 3, 4], ys: [1, 2, 2, 2, 3, 5, 5])
        #expect(abs(mk.tau - 0.8574929257125442) < 1e-12)
    }

    @Test func mannKendallIsIndependentOfInputOrder() {
        let xs: [Double] = [4, 0, 3, 1, 2, 6, 5], ys: [Double] = [2, 1, 5, 3, 3, 9, 4]
        let order = xs.indices.sorted { xs[$0] < xs[$1] }
        let a = MannKendall(xs: xs, ys: ys), b = MannKendall(xs: order.map { xs[$0] }, ys: order.map { ys[$0] })
        #expect(a.s == b.s && a.tau == b.tau && a.pValue == b.pValue)
    }

    /// Lengths around the insertion-sort block (24) and its doublings, where merges have equal halves
    /// (merged from both ends) or a shorter last half (merged from the front only).
    @Test(arguments: [2, 23, 24, 25, 48, 49, 96, 300, 1_000, 1_543])
    func inversionCountMatchesBruteForce(count: Int) {
        let noise = TestCharts.noise(count: count, seed: UInt64(9 + count)).map { ($0 * 20).rounded() }  // many ties
        for input in [noise, noise.sorted(by: >), noise.sorted()] {
            var brute = 0
            for i in input.indices { for j in input.indices where j > i && input[i] > input[j] { brute += 1 } }
            var values = input
            #expect(MannKendall.sortCountingInversions(&values) == brute)
            #expect(values == input.sorted())
        }
    }

    /// The analysis path: halves sorted through a quarter-length scratch and merged read-only, with the tie
    /// groups and quantiles taken from that last merge (odd and even lengths, ties, both orders).
    @Test(arguments: [1, 2, 3, 5, 23, 48, 49, 97, 300, 1_001, 1_543])
    func inversionsTiesAndQuantilesMatchAFullSort(count: Int) {
        let noise = TestCharts.noise(count: count, seed: UInt64(17 + count)).map { ($0 * 20).rounded() }  // many ties
        let probabilities = [0.25, 0.5, 0.75]
        for input in [noise, noise.sorted(by: >), noise.sorted()] {
            var brute = 0
            for i in input.indices { for j in input.indices where j > i && input[i] > input[j] { brute += 1 } }
            let sorted = input.sorted()
            var ties = MannKendall.TieSums(), run = 1
            for i in 1...sorted.count {
                if i < sorted.count, sorted[i] == sorted[i - 1] { run += 1 } else { ties.add(run); run = 1 }
            }
            var values = input
            let counted = MannKendall.countInversions(&values, probabilities: probabilities) { $0 }
            #expect(counted.inversions == brute)
            #expect(counted.ties == ties)
            #expect(counted.quantiles == probabilities.map { Selection.quantile(sorted: sorted, $0) })
        }
    }

    @Test func sampledTheilSenIsCloseToExact() {
        let n = 2_000
        let noise = TestCharts.noise(count: n, seed: 13)
        let xs = (0..<n).map(Double.init), ys = (0..<n).map { 3 * Double($0) + 500 * noise[$0] }
        let sampled = TheilSen.slope(xs: xs, ys: ys)
        #expect(abs(sampled - 3) < 0.05)
        #expect(TheilSen.slope(xs: xs, ys: ys) == sampled)  // deterministic
    }
}

@Suite struct TrendThresholdTests {
    @Test func significantButUnexplainedDriftIsNotARise() {
        // Independent noise around a slight drift over 2,000 days: both tests (and their autocorrelation
        // corrections, which find nothing to correct) give p < 0.05, but the line explains about 5 % of the
        // variation, so the verdict is fluctuating.
        let noise = TestCharts.noise(count: 2000, seed: 5)
        let ys: [Double?] = (0..<2000).map { (d: Int) -> Double? in
            let drift: Double = 1400 * Double(d) / 2000
            return 8000 + drift + 6000 * noise[d]
        }
        let t = ChartAnalyzer.statistics(for: TestCharts.series(ys)).trend
        #expect(t.isSignificant)
        #expect(t.rSquared < 0.1)
        #expect(t.direction == .fluctuating)
    }

    @Test func aSeasonalHumpIsNotASignificantTrend() {
        // A summer hump plus a late bump: plain Mann–Kendall and OLS call this significant (p ≈ 0.02),
        // because neighbouring days are alike; corrected for autocorrelation they do not.
        let ys: [Double?] = (0..<365).map { d in
            let season = 3000 * sin(Double.pi * Double(d) / 365)
            let late = d > 300 ? 1500.0 : 0
            return 8000 + season + late + 6000 * (Double((d * 7919) % 101) / 101 - 0.5)
        }
        let t = ChartAnalyzer.statistics(for: TestCharts.series(ys)).trend
        #expect(!t.isSignificant)
        #expect(t.mannKendallPValue > 0.05)
        #expect(t.direction == .fluctuating)
    }

    @Test func fourPointsHaveNoOutliers() {
        let s = ChartAnalyzer.statistics(for: TestCharts.series([59, 64, 68.5, 75]))
        #expect(s.outliers.isEmpty)
    }

    @Test func invisibleWobbleOffAPerfectLineIsNoOutlier() {
        var ys: [Double?] = (0..<20).map { 100 + 10 * Double($0) }
        ys[7] = 100 + 70 + 0.5  // 0.26 % of the range off the line
        let s = ChartAnalyzer.statistics(for: TestCharts.series(ys))
        #expect(s.trend.direction == .rising)
        #expect(s.outliers.isEmpty)
    }

    @Test func scatterCloudsHaveNoPeaks() {
        let s = ChartAnalyzer.statistics(for: TestCharts.series([1, 9, 2, 8, 3, 7], xs: [5, 1, 4, 2, 6, 3]))
        #expect(s.peaks.isEmpty && s.troughs.isEmpty)
    }
}
