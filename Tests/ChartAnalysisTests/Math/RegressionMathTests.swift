import Testing
@testable import ChartAnalysis

@Suite struct RegressionMathTests {
    @Test func householderLeastSquaresMatchesAHandSolvedFit() {
        // y = 1 + 2x exactly plus a known residual pattern orthogonal to [1, x].
        let xs: [Double] = [0, 1, 2, 3, 4]
        let ys = xs.enumerated().map { 1 + 2 * $0.element + [1, -2, 0, 2, -1][$0.offset] }
        let fit = SmallLeastSquares(columns: [[Double](repeating: 1, count: 5), xs], y: ys)
        #expect(abs(fit.coefficients[0] - 1) < 1e-12 && abs(fit.coefficients[1] - 2) < 1e-12)
        #expect(abs(fit.residualSumOfSquares - 10) < 1e-12)
        // (XᵀX)⁻¹ for x = 0…4: [[0.6, -0.2], [-0.2, 0.1]].
        #expect(abs(fit.inverseGram[0][0] - 0.6) < 1e-12 && abs(fit.inverseGram[0][1] + 0.2) < 1e-12)
        #expect(abs(fit.inverseGram[1][1] - 0.1) < 1e-12)
    }

    @Test func aColumnThatRepeatsEarlierOnesIsDroppedNotAmplified() {
        let xs: [Double] = [0, 1, 2, 3, 4, 5]
        let ys = xs.map { 3 - $0 }
        let fit = SmallLeastSquares(columns: [[Double](repeating: 1, count: 6), xs, xs.map { 2 * $0 + 1 }], y: ys)
        #expect(fit.rank == 2)
        #expect(fit.coefficients[2] == 0)
        #expect(abs(fit.coefficients[0] - 3) < 1e-9 && abs(fit.coefficients[1] + 1) < 1e-9)
    }

    @Test func cochraneOrcuttRecoversTheSlopeAndPersistenceOfAR1Errors() {
        // e_t = 0.6 e_{t−1} + u_t with deterministic u; y = 5 + 0.1 t + e.
        let u = TestCharts.noise(count: 2000, seed: 11)
        var e = 0.0
        var ys: [Double] = [], ts: [Double] = []
        for t in 0..<2000 {
            e = 0.6 * e + u[t]
            ts.append(Double(t)); ys.append(5 + 0.1 * Double(t) + e)
        }
        let fit = AutoregressiveRegression(columns: [[Double](repeating: 1, count: 2000), ts], y: ys,
                                           persistence: .estimated(lower: -0.5, upper: 0.98))
        #expect(abs(fit.phi - 0.6) < 0.05)
        #expect(abs(fit.coefficients[1] - 0.1) < 0.001)
        #expect(abs(fit.innovationVariance - 1.0 / 12) < 0.01)  // uniform noise of width 1
        let fixed = AutoregressiveRegression(columns: [[Double](repeating: 1, count: 2000), ts], y: ys,
                                             persistence: .fixed(1))
        #expect(fixed.coefficients[0] == 0)  // the level is not identified under a random walk
        #expect(abs(fixed.coefficients[1] - 0.1) < 0.01)
    }

    @Test func optimalPartitionFindsTheBestSplitForEachNumberOfSegments() {
        let ys: [Double] = [0, 0, 0, 0, 5, 5, 5, 5, 5, 2, 2, 2]
        let xs = ys.indices.map(Double.init)
        let splits = OptimalPartition.bestSplits(xs: xs, ys: ys, maximumSegments: 4, minimumLength: 3, cost: .level)
        #expect(splits[0] == [])
        #expect(splits[1] == [4])
        #expect(splits[2] == [4, 9])
        #expect(splits[3] != nil)
        #expect(OptimalPartition.bestSplits(xs: xs, ys: ys, maximumSegments: 5, minimumLength: 3, cost: .level)[4] == nil)
        // A V: one break at the bottom for lines.
        let v: [Double] = [8, 6, 4, 2, 0, 2, 4, 6, 8, 10]
        let lines = OptimalPartition.bestSplits(xs: v.indices.map(Double.init), ys: v, maximumSegments: 2,
                                                minimumLength: 2, cost: .line)
        #expect(lines[1] == [4] || lines[1] == [5])
    }

    @Test func robustScaleIgnoresOneWildValue() {
        let values: [Double] = [1, 2, 3, 4, 5, 6, 7, 1000]
        #expect(RobustScale.median(values) == 4.5)
        #expect(RobustScale.medianAbsoluteDeviation(values, around: 4.5) == 2)
        #expect(abs(RobustScale.sigma(values) - 2 * 1.4826) < 1e-12)
        // A line of slope 3 with jitter ±1: differences 1, 5, 1, 5, …; median 3, MAD 2, σ = 1.4826 · 2 / √2.
        let jitter = (0..<51).map { Double($0) * 3 + ($0 % 2 == 0 ? 1 : -1) }
        #expect(abs(RobustScale.differenceNoise(jitter) - 1.4826 * 2 / 2.0.squareRoot()) < 1e-9)
        #expect(abs(AutoregressiveNoise.lagOneAutocorrelation([1, -1, 1, -1, 1, -1]) + 5.0 / 6) < 1e-12)
    }
}
