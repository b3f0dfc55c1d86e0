import Testing
@testable import ChartAnalysis

/// The mean and deviation taken in four chains on exactly scaled values agree with a plain two-pass reference
/// to a few units in the last place, and stay finite at the ends of the Double range.
@Suite struct MeanAndDeviationTests {
    /// A plain single-chain two-pass reference.
    private func reference(_ values: [Double]) -> (Double, Double) {
        let mean = values.reduce(0, +) / Double(values.count)
        let squares = values.reduce(0) { $0 + ($1 - mean) * ($1 - mean) }
        return (mean, (squares / Double(values.count)).squareRoot())
    }

    @Test func agreesWithAPlainTwoPassReference() {
        var g = SyntheticSeries(seed: 41)
        let cases: [[Double]] = [
            g.whiteNoise(1_001).map { $0 * 1e3 + 5 }, g.randomWalk(1_000), (0..<503).map { Double($0 % 7) },
            [2], [3, 4, 5], (0..<10_007).map { 1.7e9 + Double($0) * 3600 },
        ]
        for values in cases {
            let (mean, deviation) = LevelModelSelector.meanAndDeviation(values)!
            let (expectedMean, expectedDeviation) = reference(values)
            let size = values.map(abs).max()!
            #expect(abs(mean - expectedMean) <= 1e-13 * size)
            #expect(abs(deviation - expectedDeviation) <= 1e-12 * max(expectedDeviation, 1e-300))
        }
    }

    @Test func staysFiniteAtTheEndsOfTheRange() {
        let huge = LevelModelSelector.meanAndDeviation([1e308, -1e308, 3])!
        #expect(huge.0.isFinite && huge.1.isFinite && abs(huge.1 - 1e308 * (2.0 / 3).squareRoot()) < 1e294)
        let tiny = LevelModelSelector.meanAndDeviation([4e-320, -4e-320])!
        #expect(tiny.0 == 0 && tiny.1 == 4e-320)
        #expect(LevelModelSelector.meanAndDeviation([0, 0, 0])! == (0, 0))
        #expect(LevelModelSelector.meanAndDeviation([Double]()) == nil)
        #expect(LevelModelSelector.meanAndDeviation([1, .infinity]) == nil)
    }
}
