import Testing
@testable import ChartAnalysis

/// Keys in a narrow range are counted without sorting, and every result is the merge sort's to the bit.
@Suite struct KeyHistogramTests {
    private static let probabilities = [0, 0.1, 0.25, 0.5, 0.75, 0.9, 1]

    /// Tenths from `count` deterministic keys in `lowest ..< lowest + width` (many ties when width is small).
    private static func readings(count: Int, width: Int, lowest: Int, seed: UInt64) -> [Double] {
        TestCharts.noise(count: count, seed: seed).map { Double(lowest + Int((($0 + 0.5) * Double(width)).rounded(.down))) / 10 }
    }

    /// The histogram's count, the merge sort's on the same keys, and (below 2,000 values) a plain O(n²)
    /// count and a full sort's ties and quantiles, all equal; quantiles compared by their bits.
    private func expectSameCounts(_ values: [Double], bruteForce: Bool = true) throws {
        let keys = try #require(DecimalKeys(values))
        let histogram = try #require(MannKendall.countWithoutSorting(keys, probabilities: Self.probabilities))
        var sortedKeys = keys.keys
        let scale = keys.scale
        let merged = MannKendall.countInversions(&sortedKeys, probabilities: Self.probabilities) { Double($0) / scale }
        #expect(histogram.inversions == merged.inversions)
        #expect(histogram.ties == merged.ties)
        #expect(histogram.quantiles.map(\.bitPattern) == merged.quantiles.map(\.bitPattern))
        guard bruteForce else { return }
        var pairs = 0
        for i in values.indices { for j in values.indices where j > i && values[i] > values[j] { pairs += 1 } }
        #expect(histogram.inversions == pairs)
        let sorted = values.sorted()
        var ties = MannKendall.TieSums(), run = 1
        for i in 1...sorted.count {
            if i < sorted.count, sorted[i] == sorted[i - 1] { run += 1 } else { ties.add(run); run = 1 }
        }
        #expect(histogram.ties == ties)
        #expect(histogram.quantiles.map(\.bitPattern)
                == Self.probabilities.map { Selection.quantile(sorted: sorted, $0).bitPattern })
    }

    /// Odd and even lengths, from one value up; random, ascending and descending orders; negative keys.
    @Test(arguments: [1, 2, 3, 4, 5, 24, 97, 300, 1_000, 1_001])
    func countsMatchTheMergeSortAndBruteForce(count: Int) throws {
        for (width, lowest) in [(2, 0), (7, -3), (count, -count / 2), (count, 881)] {
            let values = Self.readings(count: count, width: width, lowest: lowest, seed: UInt64(31 + count + width))
            for input in [values, values.sorted(), values.sorted(by: >)] { try expectSameCounts(input) }
        }
    }

    @Test(arguments: [[5.0, 6], [6, 5], [5, 5], [-0.7, -0.9, -0.8], [0.3, 0.1, 0.2], [2, 2, 2]])
    func shortInputsMatchBruteForce(values: [Double]) throws {
        try expectSameCounts(values)
    }

    @Test func oneDistinctValueHasNoInversionsAndOneTieGroup() throws {
        let values = [Double](repeating: 103.7, count: 1_000)
        let keys = try #require(DecimalKeys(values))
        let counted = try #require(MannKendall.countWithoutSorting(keys, probabilities: [0.5]))
        var ties = MannKendall.TieSums()
        ties.add(1_000)
        #expect(counted.inversions == 0 && counted.ties == ties && counted.quantiles == [103.7])
        try expectSameCounts(values)
    }

    /// Right at the limit the histogram counts; one key wider sorts.
    @Test(arguments: [0, -KeyHistogram.maximumRange / 2 - 5])
    func rangeAtTheLimitIsCountedAndBeyondItSorted(lowest: Int) throws {
        let limit = KeyHistogram.maximumRange
        // Both ends of the range present, the keys between in a deterministic shuffle with ties.
        var atLimit = Self.readings(count: limit + 999, width: limit, lowest: lowest, seed: 5)
        atLimit[17] = Double(lowest) / 10
        atLimit[limit] = Double(lowest + limit - 1) / 10
        let keys = try #require(DecimalKeys(atLimit))
        #expect(Int(keys.maximum) - Int(keys.minimum) + 1 == limit)
        #expect(KeyHistogram.beatsSorting(keys))
        try expectSameCounts(atLimit, bruteForce: false)

        var beyond = atLimit
        beyond[limit + 5] = Double(lowest + limit) / 10
        let beyondKeys = try #require(DecimalKeys(beyond))
        #expect(!KeyHistogram.beatsSorting(beyondKeys))
        #expect(KeyHistogram(beyondKeys) == nil)
    }

    @Test func aRangeWiderThanThereAreKeysIsSorted() throws {
        let wide = try #require(DecimalKeys([0.1, 0.3])), narrow = try #require(DecimalKeys([0.1, 0.2]))
        #expect(!KeyHistogram.beatsSorting(wide))
        #expect(KeyHistogram.beatsSorting(narrow))
    }

    /// The time-axis shortcut (x strictly increasing: no ordering, no x ties) gives what the general path
    /// gives for the same points handed over out of order; both count y in the histogram.
    @Test func strictlyIncreasingXMatchesTheSameChartOutOfOrder() {
        let ys = Self.readings(count: 2_001, width: 440, lowest: 881, seed: 3)
        let xs = ys.indices.map(Double.init)
        let noise = TestCharts.noise(count: xs.count, seed: 4)
        let order = xs.indices.sorted { noise[$0] < noise[$1] }
        let inOrder = MannKendall(xs: xs, ys: ys, quantiles: [0.25, 0.5, 0.75])
        let shuffled = MannKendall(xs: order.map { xs[$0] }, ys: order.map { ys[$0] }, quantiles: [0.25, 0.5, 0.75])
        #expect(inOrder.s != 0)
        #expect(inOrder.s.bitPattern == shuffled.s.bitPattern && inOrder.tau.bitPattern == shuffled.tau.bitPattern)
        #expect(inOrder.z.bitPattern == shuffled.z.bitPattern && inOrder.pValue.bitPattern == shuffled.pValue.bitPattern)
        #expect(inOrder.quantiles.map(\.bitPattern) == shuffled.quantiles.map(\.bitPattern))
    }
}
