import ChartModel
import Testing
@testable import ChartAnalysis

/// The course's median gap: the majority shortcut gives what selecting over every gap gives.
@Suite struct CourseSeriesTests {
    static func median(_ xs: [Double]) -> Double {
        var gaps = (1..<xs.count).map { xs[$0] - xs[$0 - 1] }
        return Selection.median(&gaps)
    }

    static func gap(_ xs: [Double]) -> Double {
        let chart = SyntheticSeries.chart(xs.map { _ in 1 }, xs: xs)
        return CourseSeries(series: 0, sample: Sample(chart.series[0]))!.medianGap()
    }

    @Test func medianGapEqualsTheSelectedMedian() {
        var g = SyntheticSeries(seed: 31)
        // Hourly with a few missing hours; mostly irregular; half one gap, half another; two points.
        var hourly: [Double] = []
        for k in 0..<5_000 where g.uniform() > 0.01 { hourly.append(1_700_000_000 + Double(k) * 3600) }
        var irregular = [0.0]
        for _ in 0..<999 { irregular.append(irregular.last! + 1 + (g.uniform() * 10).rounded()) }
        let halves: [Double] = [0, 1, 2, 3, 4, 5, 7, 9, 11, 13, 15]  // five gaps of 1, five of 2
        let almost: [Double] = [0, 1, 2, 3, 4, 5, 6, 8, 10, 12, 14, 16]  // six of 1, five of 2
        for xs in [hourly, irregular, halves, almost, [0, 5]] {
            #expect(Self.gap(xs) == Self.median(xs), "\(xs.prefix(12))")
        }
    }
}
