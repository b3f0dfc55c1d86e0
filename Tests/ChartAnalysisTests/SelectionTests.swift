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

    /// Residuals of values near the ends of the Double range can be NaN (∞ − ∞); a value that compares
    /// neither way counts as a tie of the pivot, so selection ends (it once looped forever) and the numbers
    /// around it keep their ranks.
    @Test func valuesThatDoNotCompareCountAsTies() {
        var allNaN: [Double] = [.nan, .nan, .nan, .nan, .nan]
        #expect(Selection.median(&allNaN).isNaN)
        var mixed: [Double] = [5, .nan, 1, 4, 2, 3, .nan, 6, 7]
        let low = Selection.select(&mixed, 0, lo: 0, hi: mixed.count)
        #expect(low == 1 || low.isNaN)
    }

    @Test func medianOfEvenCountAveragesTheMiddlePair() {
        var values: [Double] = [4, 1, 3, 2]
        #expect(Selection.median(&values) == 2.5)
    }
}
