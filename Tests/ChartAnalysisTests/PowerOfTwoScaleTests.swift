import Testing
@testable import ChartAnalysis

@Suite struct PowerOfTwoScaleTests {
    @Test func largestMagnitudeInLanesIsThePlainRunningMaximum() {
        // Lengths around the eight-lane width, signs mixed, the largest magnitude negative or in the tail,
        // ties between a value and its negation, and values near both ends of the Double range.
        for length in [0, 1, 7, 8, 9, 15, 16, 17, 100, 1001] {
            for seed in 1...5 {
                let noise = TestCharts.noise(count: length, seed: UInt64(seed * 31 + length))
                var values = noise.enumerated().map { k, v in (k % 3 == 0 ? -1 : 1) * v * pow2(k % 9 * 100 - 400) }
                if length > 2 { values[length - 1] = -values.map(abs).max()! * 1.5 }
                if length > 4 { values[2] = -values[3] }
                var plain = 0.0
                for v in values { plain = max(plain, abs(v)) }
                #expect(PowerOfTwoScale.largestMagnitude(values) == plain, "length \(length), seed \(seed)")
            }
        }
        #expect(PowerOfTwoScale.largestMagnitude([-0.0, 0.0, -0.0]) == 0)
        #expect(PowerOfTwoScale.largestMagnitude([1, 2, 3, 4, 5, 6, 7, -8.5, 1]) == 8.5)
    }

    private func pow2(_ e: Int) -> Double { Double(sign: .plus, exponent: e, significand: 1) }
}
