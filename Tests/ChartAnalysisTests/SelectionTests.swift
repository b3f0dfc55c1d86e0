import Testing
@testable import ChartAnalysis

@Suite struct SelectionTests {
    @Test func quartilesInterpolateLinearlyBetweenRanks() {
        var values: [Double] = [6, 1, 9, 3, 1, 5, 2, 4]
        #expect(Selection.quantiles(&values, [0.25, 0.5, 0.75]) == [1.75, 3.5, 5.25])
    }

    @Test func quantilesMatchSortingOnManyTies() {
        let noise = TestCharts.noise(count: 1001, seed: 21).map { ($0 * 6).rounded() }
        let sorted = noise.sorted()
        for p in [0.0, 0.1, 0.25, 0.5, 0.9, 1.0] {
            var copy = noise
            let h = Double(sorted.count - 1) * p, k = Int(h)
            let expected = k + 1 < sorted.count ? sorted[k] + (h - Double(k)) * (sorted[k + 1] - sorted[k]) : sorted[k]
            #expect(Selection.quantiles(&copy, [p]) == [expected])
        }
    }

    @Test func medianOfEvenCountAveragesTheMiddlePair() {
        var values: [Double] = [4, 1, 3, 2]
        #expect(Selection.median(&values) == 2.5)
    }
}
