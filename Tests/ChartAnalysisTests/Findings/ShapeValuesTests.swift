import ChartModel
import Testing
@testable import ChartAnalysis

/// A shape's segments are said with the data's own values only when those values go the segment's way.
@Suite struct ShapeValuesTests {
    @Test func aLowFirstValueMakesTheShapeSayItsFittedLevels() throws {
        var g = SyntheticSeries(seed: 77)
        let ys = [4.0] + (0..<79).map { 32 - 0.12 * Double($0) + 0.3 * g.gaussian() }
        let findings = ChartAnalyzer.analyze(SyntheticSeries.chart(ys)).findings
        let shape = try #require(findings.compactMap { f -> SeriesShape? in
            if case .shape(let s) = f.detail { return s } else { return nil }
        }.first)
        for seg in shape.segments where seg.direction == .falling && seg.end.y >= seg.start.y {
            #expect(shape.isApproximate, "a falling segment from \(seg.start.y) to \(seg.end.y) would be said with those values")
        }
        // The case itself: the shape falls from the first point, whose value (4) is below where it ends.
        let first = try #require(shape.segments.first)
        #expect(first.start.index == 0 && first.direction == .falling && first.end.y > first.start.y)
        #expect(shape.isApproximate)
    }
}
