import Testing
@testable import ChartAnalysis

/// The two-series passes give, to the bit, what one call per series gives.
@Suite struct AutoregressiveNoiseTests {
    /// A persistent series, white noise, a constant and a short pair (where the guards answer).
    static func pairs() -> [([Double], [Double])] {
        var g = SyntheticSeries(seed: 31)
        let walk = g.randomWalk(5_000), noise = g.whiteNoise(5_000, sd: 3)
        return [(walk, noise), (noise, walk), ([Double](repeating: 2, count: 50), g.whiteNoise(50)),
                ([1, 2], [3, 4]), ([1, 2, 4], [0, 0, 0])]
    }

    @Test func lagOneCoefficientsOfTwoSeriesAreEachSeriesOwn() {
        for (a, b) in Self.pairs() {
            let both = AutoregressiveNoise.lagOneCoefficients(a, b)
            #expect(both.0 == AutoregressiveNoise.lagOneCoefficient(a))
            #expect(both.1 == AutoregressiveNoise.lagOneCoefficient(b))
        }
    }

    @Test func innovationVariancesOfTwoSeriesAreEachSeriesOwn() {
        for (a, b) in Self.pairs() {
            let phisA = (0.73, 1.0), phisB = (-0.2, 1.0)
            let both = AutoregressiveNoise.innovationVariances(a, phis: phisA, b, phis: phisB)
            #expect(both.a.0 == AutoregressiveNoise.innovationVariance(a, phi: phisA.0))
            #expect(both.a.1 == AutoregressiveNoise.innovationVariance(a, phi: phisA.1))
            #expect(both.b.0 == AutoregressiveNoise.innovationVariance(b, phi: phisB.0))
            #expect(both.b.1 == AutoregressiveNoise.innovationVariance(b, phi: phisB.1))
        }
    }
}
