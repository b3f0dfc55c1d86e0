import Testing
@testable import ChartModel

/// The lanes' extremes are the plain loop's.
@Suite struct FiniteExtremesTests {
    @Test func lanesFindWhatOneRunningMinimumAndMaximumFind() {
        var state: UInt64 = 7
        func next() -> Double {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return Double(Int64(bitPattern: state >> 11)) / 1e9
        }
        for n in [1, 2, 7, 8, 9, 15, 16, 17, 1_000, 1_003] {
            let values = (0..<n).map { _ in next() }
            var low = values[0], high = values[0]
            for v in values { low = min(low, v); high = max(high, v) }
            let found = FiniteExtremes.of(values)
            #expect(found?.min == low && found?.max == high, "n = \(n)")
        }
        #expect(FiniteExtremes.of([]) == nil)
        #expect(FiniteExtremes.of([3, 3, 3, 3, 3, 3, 3, 3, 3])! == (3, 3))
    }

    @Test func ascendsIsThePairwiseTest() {
        for n in [0, 1, 2, 8, 9, 17, 100] {
            let up = (0..<n).map { Double($0 / 3) }
            #expect(FiniteExtremes.ascends(up))
            for k in 1..<max(1, n) {
                var down = up
                down[k] = down[k - 1] - 1
                #expect(!FiniteExtremes.ascends(down), "n \(n) descent at \(k)")
            }
        }
        #expect(FiniteExtremes.ascends([1, .nan, 0]), "NaN compares neither way, as the plain test")
    }
}
