import ChartModel
import Testing
@testable import ChartAnalysis

/// A connected scatter plot's path (points joined in the order given) is said from its first point to its
/// last; a cloud, or a line whose x only goes forward, has none.
@Suite struct ScatterPathTests {
    static func chart(_ points: [(Double, Double)], continuous: Bool) -> Chart {
        Chart(id: "c", type: .scatter, xAxis: Axis(kind: .numeric), yAxis: Axis(kind: .numeric),
              series: [Series(name: LocalizedText("path"), isContinuous: continuous,
                              points: points.map { DataPoint(x: $0.0, y: $0.1) })])
    }

    static func paths(_ chart: Chart) -> [ScatterPath] {
        ChartAnalyzer.analyze(chart).findings.compactMap { f in if case .path(let p) = f.detail { p } else { nil } }
    }

    @Test func aPathThatGoesBackInXIsSaidFromItsFirstPointToItsLast() throws {
        // Miles driven rise, with a dip; the gas price falls, climbs and falls again (vega's driving, shortened).
        let points = [(3675.0, 2.38), (4000, 2.2), (4500, 2.1), (4400, 3.1), (5000, 3.3), (6000, 2.0), (9000, 1.4), (10000, 2.8)]
        let path = try #require(Self.paths(Self.chart(points, continuous: true)).first)
        #expect(path.first.index == 0 && path.last.index == 7)
        #expect(path.high.y == 3.3 && path.low.y == 1.4)
        // The path leads: it is the chart's story, ahead of the relation over all its points.
        #expect(ChartAnalyzer.analyze(Self.chart(points, continuous: true)).findings.first?.kind == .path)
    }

    @Test func aCloudOrALineAlongXHasNoPath() {
        let backwards = [(1.0, 2.0), (3, 1), (2, 5), (4, 4)]
        #expect(Self.paths(Self.chart(backwards, continuous: false)).isEmpty)
        let forward = [(1.0, 2.0), (2, 1), (3, 5), (4, 4)]
        #expect(Self.paths(Self.chart(forward, continuous: true)).isEmpty)
        #expect(Self.paths(Self.chart([(1, 2), (0, 1)], continuous: true)).isEmpty)
    }
}
