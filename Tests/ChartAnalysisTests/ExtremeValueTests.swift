import ChartModel
import Testing
@testable import ChartAnalysis

/// Statistics of values at the ends of the Double range: exact where the result fits, ±∞ only where it
/// truly does not, and never NaN.
@Suite struct ExtremeValueTests {
    @Test func meanOfHugeValuesDoesNotOverflow() {
        let s = ChartAnalyzer.statistics(for: TestCharts.series([1e308, 1.7e308]))
        #expect(s.mean == 1.35e308)
        #expect(s.median == 1.35e308)
        #expect(s.sum == .infinity, "2.7e308 really is beyond the Double range")
        #expect(abs(s.standardDeviation! / 0.35e308 - 1) < 1e-15)
        #expect(abs(s.change! / 0.7e308 - 1) < 1e-15)
    }

    @Test func symmetricExtremesHaveAZeroCentre() {
        let s = ChartAnalyzer.statistics(for: TestCharts.series([-1.7e308, 1.7e308, -1.7e308, 1.7e308]))
        #expect(s.mean == 0)
        #expect(s.median == 0)
        #expect(s.standardDeviation == 1.7e308)
        #expect(s.largestRise?.delta == .infinity, "a rise of 3.4e308 does not fit a Double")
        #expect(s.trend.direction != .rising && s.trend.direction != .falling)
    }

    @Test func noStatisticIsNaNForAnyMixOfExtremes() {
        let pools: [[Double?]] = [
            [1e308, -1e308, 0, nil, 1.7e308, -0.0, 5e-324],
            [5e-324, 1e-320, 2e-310, 0, 3e-300],
            [-1.7976931348623157e308, 1.7976931348623157e308, 1, 2, 3, 4, 5, 6, 7, 8],
        ]
        for ys in pools {
            for xs in [nil, ys.indices.map { Double($0) * 1e307 - 5e307 }, ys.indices.map { Double($0) * 1e-310 }] {
                let chart = TestCharts.chart(ys, xs: xs, type: .scatter)
                let insights = ChartAnalyzer.analyze(chart)
                for s in insights.series {
                    let values = [s.mean, s.median, s.standardDeviation, s.percentChange, s.change, s.sum,
                                  s.trend.rSquared, s.trend.slopePValue, s.trend.relativeChange, s.trend.kendallTau,
                                  s.minimum?.value, s.maximum?.value]
                    #expect(values.allSatisfy { !($0?.isNaN ?? false) }, "\(ys) \(String(describing: xs))")
                }
                for c in insights.correlations.compactMap({ $0 }) {
                    #expect(!c.pearson.isNaN && !c.spearman.isNaN && !c.pValue.isNaN)
                }
                _ = ChartAnalyzer.intervals(for: chart.series[0], in: chart)
            }
        }
    }

    @Test func tinyValuesKeepTheirOwnExtremes() {
        let s = ChartAnalyzer.statistics(for: TestCharts.series([1e-300, 1e300, 1e-300]))
        #expect(s.minimum?.value == 1e-300)
        #expect(s.median == 1e-300)
        #expect(s.first?.y == 1e-300)
    }

    @Test func ordinaryDataIsUntouched() {
        let ys: [Double?] = [3, nil, 1, 4, 1, 5, 9, 2, 6]
        #expect(PowerOfTwoScale(for: Sample(TestCharts.series(ys))).isIdentity)
    }
}
