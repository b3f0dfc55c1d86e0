import Foundation
import Testing
@testable import ChartAnalysis

/// `pointLists: false` leaves only the lists of single points empty (peaks, troughs, Tukey's outliers): every
/// other statistic and every finding is what the full analysis gives.
@Suite struct PointListsTests {
    @Test func leavingThePointListsOutChangesNothingElse() {
        var g = SyntheticSeries(seed: 5)
        var ys: [Double?] = []
        for k in 0..<400 {
            let t = Double(k)
            ys.append(20 * sin(t / 30) + t / 10 + g.gaussian())
        }
        ys[123]! += 60
        ys[301]! -= 55
        let chart = TestCharts.chart(ys)
        let full = ChartAnalyzer.analyze(chart), light = ChartAnalyzer.analyze(chart, pointLists: false)
        let a = full.series[0], b = light.series[0]
        #expect(!a.outliers.isEmpty && !a.peaks.isEmpty && !a.troughs.isEmpty)
        #expect(b.outliers.isEmpty && b.peaks.isEmpty && b.troughs.isEmpty)
        var stripped = a
        stripped.outliers = []; stripped.peaks = []; stripped.troughs = []
        #expect(String(describing: stripped) == String(describing: b))
        #expect(String(describing: full.findings) == String(describing: light.findings))
    }
}
