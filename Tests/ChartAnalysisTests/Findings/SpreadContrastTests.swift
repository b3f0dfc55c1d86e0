import ChartModel
import Foundation
import Testing
@testable import ChartAnalysis

/// One series swinging far more widely than the others around the same values is said (US savings beside
/// consumption and income); series alike in spread, a series that rose across the others, and a series on another
/// scale are not. A fact of the data shown, bounded both ways and audited.
@Suite struct SpreadContrastTests {
    static func contrast(_ series: [[Double]]) -> SpreadContrast? {
        let chart = Chart(id: "c", type: .line, xAxis: Axis(kind: .numeric), yAxis: Axis(kind: .numeric),
                          series: series.enumerated().map { i, ys in
                              TestCharts.series(ys.map { Optional($0) }, xs: ys.indices.map { Double(1970 + $0) }, name: "s\(i)")
                          })
        return ChartAnalyzer.analyze(chart).findings.lazy.compactMap { f -> SpreadContrast? in
            if case .spreadContrast(let c) = f.detail { c } else { nil }
        }.first
    }

    @Test func oneSeriesSwingingFarWiderIsSaidAndAudited() throws {
        var g = SyntheticSeries(seed: 61)
        var said = 0, alike = 0, trending = 0, apart = 0
        for _ in 0..<100 {
            // Changes around 0.7 %: two narrow, one eight times as wide (savings beside consumption and income).
            let narrow = [g.whiteNoise(120).map { 0.7 + $0 }, g.whiteNoise(120).map { 0.7 + 1.5 * $0 }]
            let wide = g.whiteNoise(120).map { 0.7 + 12 * $0 }
            if let c = Self.contrast(narrow + [wide]) {
                said += 1
                #expect(c.series == 2 && c.others == [0, 1] && c.ratio >= SpreadContrastDetector.leastRatio)
                let lines = ClaimAudit.Lines(samples: (narrow + [wide]).map { Sample(TestCharts.series($0.map { Optional($0) })) })
                #expect(ClaimAudit.holds(.spreadContrast(series: 2, others: [0, 1], ratio: SpreadContrastDetector.leastRatio), lines))
                #expect(!ClaimAudit.holds(.spreadContrast(series: 0, others: [1, 2], ratio: SpreadContrastDetector.leastRatio), lines))
            }
            // Three series of one spread.
            if Self.contrast((0..<3).map { _ in g.whiteNoise(120) }) != nil { alike += 1 }
            // A series that rose across the others' values (a course, not a swing).
            let rise = (0..<120).map { 0.5 * Double($0) + 2 * g.gaussian() }
            if Self.contrast([g.whiteNoise(120).map { 30 + $0 }, rise]) != nil { trending += 1 }
            // A wide series on another scale: the others' values lie outside it.
            if Self.contrast([g.whiteNoise(120), g.whiteNoise(120).map { 500 + 12 * $0 }]) != nil { apart += 1 }
        }
        // Measured: 100 of 100 said; 0, 0 and 0 of 100 where none is.
        print("spread contrast: said \(said)/100; alike \(alike)/100, rising \(trending)/100, apart \(apart)/100")
        #expect(said >= 95)
        #expect(alike + trending + apart <= ClaimBound.of(measured: 0))
    }
}
