import ChartModel
import Testing
@testable import ChartAnalysis

/// A leader above every other throughout whose gap widens (narrows) along the chart is said by that gap's first
/// and last values; lines that keep their distance, or whose gap swings, keep the average.
@Suite struct DominanceGapTrendTests {
    static func dominance(_ series: [[Double]], xs: [Double]? = nil) -> Dominance? {
        let chart = TestCharts.chart(series.enumerated().map { TestCharts.series($0.element, xs: xs, name: "s\($0.offset)") })
        return ChartAnalyzer.analyze(chart).findings.compactMap { f in
            if case .dominance(let d) = f.detail, !d.isBelow { d } else { nil }
        }.first
    }

    @Test func theTopIncomesPullAwayFromTheMedian() throws {
        // US family income at the 95th percentile, the median and the 20th, 1967-2012 every five years.
        let top: [Double] = [119757, 123180, 132089, 131612, 150264, 157000, 180000, 209726, 218395, 210000]
        let median: [Double] = [46948, 53667, 53000, 54000, 58000, 60000, 64000, 66000, 67480, 61731]
        let low: [Double] = [24698, 27000, 27611, 26042, 27500, 28000, 28500, 30000, 30856, 27794]
        let d = try #require(Self.dominance([top, median, low], xs: (0..<10).map { 1967 + 5 * Double($0) }))
        let trend = try #require(d.gapTrend)
        #expect(trend.widens && trend.first.leader.x == 1967 && trend.last.other.y == 61731)
        #expect(d.widestGap == nil)
    }

    /// Pairs of random walks kept apart by a fixed offset, against pairs whose offset grows steadily.
    @Test func parallelLinesKeepTheAverageAndDivergingOnesAreSaid() {
        var g = SyntheticSeries(seed: 53)
        var parallelTrend = 0, divergingTrend = 0, divergingDominant = 0
        for _ in 0..<200 {
            let n = 6 + Int(g.uniform() * 20)
            let base = g.randomWalk(n, start: 100)
            let parallel = base.map { $0 + 30 + 3 * g.gaussian() }
            let diverging = base.indices.map { base[$0] + 10 + 60 * Double($0) / Double(n - 1) + 3 * g.gaussian() }
            if Self.dominance([parallel, base])?.gapTrend != nil { parallelTrend += 1 }
            if let d = Self.dominance([diverging, base]) {
                divergingDominant += 1
                if d.gapTrend?.widens == true { divergingTrend += 1 }
            }
        }
        #expect(parallelTrend <= 6, "parallel lines said to pull apart: \(parallelTrend) of 200")
        #expect(divergingTrend >= 160, "diverging lines said to pull apart: \(divergingTrend) of \(divergingDominant)")
        print("Gap trend: parallel \(parallelTrend)/200; diverging \(divergingTrend)/\(divergingDominant)")
    }
}
