import Testing
@testable import ChartAnalysis

/// Sums in four chains: every length's tail is counted, the compensated sum is within a unit in the last place
/// of the exact sum where a plain chain loses everything, and the lag-one sums match a plain reference.
@Suite struct LaneSumsTests {
    /// The exact sum rounded once, from a double-double accumulation (Knuth's TwoSum).
    private func exactSum(_ values: [Double]) -> Double {
        var high = 0.0, low = 0.0
        for v in values {
            let s = high + v, b = s - high
            low += (high - (s - b)) + (v - b)
            high = s
        }
        return high + low
    }

    @Test func everyLengthCountsEveryValue() {
        for n in 0..<13 {
            let values = (0..<n).map { Double($0 + 1) }
            #expect(LaneSums.sum(values) == Double(n * (n + 1) / 2))
            #expect(LaneSums.sum(over: 3..<(3 + n)) { Double($0) } == Double(n * (n + 5) / 2))
            #expect(values.withUnsafeBufferPointer(LaneSums.compensatedSum) == Double(n * (n + 1) / 2))
        }
    }

    @Test func compensatedSumKeepsWhatAPlainChainLoses() {
        // 1e100, then a thousand ones, then −1e100: a plain chain ends at 0, the exact sum is 1,000.
        let values = [1e100] + [Double](repeating: 1, count: 1_000) + [-1e100]
        #expect(values.reduce(0, +) == 0)
        #expect(values.withUnsafeBufferPointer(LaneSums.compensatedSum) == 1_000)
        var g = SyntheticSeries(seed: 7)
        for n in [10, 1_001, 100_003] {
            let noisy = g.whiteNoise(n).map { $0 * 1e6 + 0.1 }
            let exact = exactSum(noisy), found = noisy.withUnsafeBufferPointer(LaneSums.compensatedSum)
            #expect(abs(found - exact) <= exact.ulp)
        }
    }

    @Test func lagProductsMatchAPlainReference() {
        var g = SyntheticSeries(seed: 11)
        for n in [1, 2, 3, 4, 5, 6, 9, 1_000] {
            let values = g.randomWalk(n)
            let centre = values.reduce(0, +) / Double(n)
            var squares = 0.0, lag = 0.0
            for k in 0..<n {
                squares += (values[k] - centre) * (values[k] - centre)
                if k > 0 { lag += (values[k] - centre) * (values[k - 1] - centre) }
            }
            let found = LaneSums.squaresAndLagProducts(values, around: centre)
            #expect(abs(found.squares - squares) <= 1e-12 * squares)
            #expect(abs(found.lagProducts - lag) <= 1e-12 * squares)
        }
    }
}
