import Testing
import ChartModel
@testable import ChartAnalysis

/// A series above the others at most points is said to stay above only where it is above by more than it is
/// below at the rest: two groups' answer shares, each adding to 100 %, net to nothing.
@Suite struct DominanceNetGapTests {
    private static func dominance(_ a: [Double], _ b: [Double]) -> Bool {
        let answers = ["Excellent", "Good", "Fair", "Poor"].map { Category(id: $0) }
        let xs = answers.indices.map(Double.init)
        let chart = TestCharts.chart([TestCharts.series(a.map { Optional($0) }, xs: xs, name: "Children"),
                                      TestCharts.series(b.map { Optional($0) }, xs: xs, name: "Adults")],
                                     type: .bar, xAxis: Axis(kind: .category, categories: answers))
        return ChartAnalyzer.analyze(chart).findings.contains { $0.kind == .dominance }
    }

    /// Self-rated health (Ecdat DoctorContacts): adults above children at Good, Fair and Poor, below at Excellent
    /// by as much; the same adults 10 points higher everywhere but one are above.
    @Test func sharesOfTwoWholesHaveNoLeaderButALeaderByMoreStays() {
        #expect(!Self.dominance([66.6, 28.2, 4.9, 0.3], [46.5, 41.6, 9.6, 2.3]))
        #expect(Self.dominance([66.6, 28.2, 4.9, 0.3], [62.5, 41.6, 19.6, 12.3]))
    }
}
