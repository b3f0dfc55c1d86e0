import Testing
@testable import ChartAnalysis

/// Many series moving the same way together are said as one finding, naming the series that did not; independent
/// random walks are not.
@Suite struct CommonMoveTests {
    private func move(_ series: [[Double]]) -> CommonMove? {
        let chart = TestCharts.chart(series.map { ys in TestCharts.series(ys.map { Optional($0) }) })
        return ChartAnalyzer.analyze(chart).findings.compactMap { f -> CommonMove? in
            if case .commonMove(let c) = f.detail { c } else { nil }
        }.first
    }

    @Test func seriesSharingADipAndRiseAreSaidTogether() throws {
        var g = SyntheticSeries(seed: 9)
        // Eight industries on different scales: a slow fall for 60 months, then a sharp rise for 30, plus noise.
        var common: [Double] = []
        for k in 0..<120 {
            let t = Double(k)
            common.append(k < 60 ? -t / 60 : (k < 90 ? -1 + 3 * (t - 60) / 30 : 2))
        }
        var series: [[Double]] = []
        for s in 0..<8 {
            let scale = 100 * Double(s + 1)
            var ys: [Double] = []
            for level in common { ys.append(scale * (2 + level) + 0.2 * scale * g.gaussian()) }
            series.append(ys)
        }
        let c = try #require(move(series))
        #expect(c.isRising && c.series == Array(0..<8) && c.seriesCount == 8)
        #expect(c.fromX >= 45 && c.fromX <= 65 && c.toX >= 85 && c.toX <= 100, "\(c.fromX) … \(c.toX)")
        // One series that does the opposite is named by its absence.
        series[3] = series[3].map { 2_000 - $0 }
        let d = try #require(move(series))
        #expect(d.series == [0, 1, 2, 4, 5, 6, 7])
    }

    @Test func independentRandomWalksAreNotSaidToMoveTogether() {
        var g = SyntheticSeries(seed: 31)
        var claims = 0
        for c in 0..<200 {
            let m = 4 + c % 11, n = 40 + (c * 29) % 200
            if move((0..<m).map { _ in g.randomWalk(n) }) != nil { claims += 1 }
        }
        print("common move claims on independent random walks: \(claims) of 200")
        #expect(claims <= 2)
    }

    @Test func seriesOnDifferentXOrTooFewAreLeftAlone() {
        let rising: [Double?] = (0..<50).map { Double($0) }
        let plain = rising.map { $0! }
        #expect(move([plain, plain, plain]) == nil, "three series")
        let chart = TestCharts.chart([TestCharts.series(rising), TestCharts.series(rising), TestCharts.series(rising),
                                      TestCharts.series(rising, xs: (0..<50).map { Double($0) + 0.5 })])
        #expect(CommonMoveDetector.commonMove(FindingContext(chart: chart, samples: chart.series.map(Sample.init),
                                                              statistics: [])) == nil, "one series on other x")
    }
}
