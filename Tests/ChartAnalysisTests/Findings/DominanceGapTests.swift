import ChartModel
import Testing
@testable import ChartAnalysis

/// Of two series, one above at every category, where the gap is widest and narrowest is said when it varies
/// (cuckoo eggs are longest against their hosts' own in wrens' nests), never where gaps are alike or tied.
@Suite struct DominanceGapTests {
    static func dominance(_ a: [Double], _ b: [Double]) -> Dominance? {
        let chart = Chart(id: "c", type: .bar,
                          xAxis: Axis(kind: .category, categories: a.indices.map { Category(id: "c\($0)") }),
                          yAxis: Axis(kind: .numeric, isAdditive: false),
                          series: [a, b].enumerated().map { s, ys in
                              Series(name: LocalizedText("s\(s)"), isContinuous: false,
                                     points: ys.enumerated().map { DataPoint(x: Double($0.offset), y: $0.element) })
                          })
        return ChartAnalyzer.analyze(chart).findings.compactMap { f in if case .dominance(let d) = f.detail { d } else { nil } }.first
    }

    @Test func theWidestAndNarrowestGapAreSaidWhereTheyDiffer() throws {
        let cuckoo: [Double] = [22.3, 23.1, 22.5, 22.6, 23.1, 21.1, 22.6]
        let host: [Double] = [19.7, 20.1, 20.2, 20.75, 20.0, 17.7, 21.55]
        let d = try #require(Self.dominance(cuckoo, host))
        #expect(d.leader == 0)
        let wide = try #require(d.widestGap), narrow = try #require(d.narrowestGap)
        #expect(wide.leader.x == 5 && wide.leader.y == 21.1 && wide.other.y == 17.7)
        #expect(narrow.leader.x == 6 && narrow.other.y == 21.55)
        // Gaps within a factor of two of each other: the average says it.
        let even = try #require(Self.dominance([10, 11, 12, 13], [8, 9.5, 10, 11.5]))
        #expect(even.widestGap == nil)
        // Two equal widest gaps: no single "most at".
        let tied = try #require(Self.dominance([10, 12, 14, 11], [9, 9, 11, 10]))
        #expect(tied.widestGap == nil)
    }
}
