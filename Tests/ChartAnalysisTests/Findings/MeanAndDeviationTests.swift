import Testing
@testable import ChartAnalysis

/// Two means and deviations measured in lockstep are the ones measured alone, to the bit.
@Suite struct MeanAndDeviationTests {
    @Test func inLockstepEqualsAlone() {
        var g = SyntheticSeries(seed: 41)
        let cases: [([Double], [Double])] = [
            (g.whiteNoise(1_000).map { $0 * 1e3 + 5 }, g.randomWalk(1_000)),
            ((0..<500).map { Double($0 % 7) }, (0..<500).map { _ in 0 }),
            ([1e308, -1e308, 3], [1, 2, 3]),
            ([2], [-2]),
        ]
        for (a, b) in cases {
            let (first, second) = LevelModelSelector.meanAndDeviation(a, b)
            let aloneA = LevelModelSelector.meanAndDeviation(a), aloneB = LevelModelSelector.meanAndDeviation(b)
            #expect(first?.0.bitPattern == aloneA?.0.bitPattern && first?.1.bitPattern == aloneA?.1.bitPattern)
            #expect(second?.0.bitPattern == aloneB?.0.bitPattern && second?.1.bitPattern == aloneB?.1.bitPattern)
        }
    }
}
