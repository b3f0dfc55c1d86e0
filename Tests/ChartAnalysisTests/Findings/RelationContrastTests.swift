import ChartModel
import Foundation
import Testing
@testable import ChartAnalysis

/// Groups of a scatter plot compared by their relations: one relation shifted (alike), one group steeper, or
/// forms that differ; each group's own relation then stays out of the sentences.
@Suite struct RelationContrastTests {
    static func groups(_ clouds: [(xs: [Double], ys: [Double])]) -> Chart {
        Chart(id: "c", type: .scatter, xAxis: Axis(kind: .numeric), yAxis: Axis(kind: .numeric),
              series: clouds.enumerated().map { s in
                  Series(name: LocalizedText("g\(s.offset)"), isContinuous: false,
                         points: s.element.xs.indices.map { DataPoint(x: s.element.xs[$0], y: s.element.ys[$0]) })
              })
    }

    static func contrast(_ chart: Chart) -> (RelationContrast, [Finding])? {
        let found = ChartAnalyzer.analyze(chart).findings
        return found.lazy.compactMap { if case .relationContrast(let c) = $0.detail { (c, found) } else { nil } }.first
    }

    static func cloud(_ g: inout SyntheticSeries, _ n: Int, _ f: (Double) -> Double, noise: Double) -> (xs: [Double], ys: [Double]) {
        let xs = (0..<n).map { 0.5 + 9.5 * Double($0) / Double(n - 1) }
        return (xs, xs.map { f($0) + noise * g.gaussian() })
    }

    @Test func twoParallelLinesAreOneRelationWithItsCommonSlope() throws {
        var g = SyntheticSeries(seed: 5)
        let chart = Self.groups([Self.cloud(&g, 40, { 2 * $0 }, noise: 1), Self.cloud(&g, 40, { 2 * $0 + 6 }, noise: 1)])
        let (c, found) = try #require(Self.contrast(chart))
        #expect(c.outcome == .alike && c.relations.allSatisfy { $0.form == .linear })
        let common = try #require(c.commonChangePerStep)
        #expect(abs(common / c.relations[0].xStep - 2) < 0.15)
        // Each group's own sentence is told by the contrast: it stays in the data only.
        for f in found where f.kind == .correlation { #expect(SayAt(salience: f.salience) == .dataOnly) }
    }

    @Test func aSteeperLineIsNamedWithItsChangeOverTheSharedRange() throws {
        var g = SyntheticSeries(seed: 6)
        let chart = Self.groups([Self.cloud(&g, 40, { 1 * $0 }, noise: 1), Self.cloud(&g, 40, { 3 * $0 }, noise: 1)])
        let (c, _) = try #require(Self.contrast(chart))
        #expect(c.outcome == .steeper && c.steepest == 1)
        // 3 × (10 − 0.5) = 28.5 and 1 × 9.5 over the shared range, from the fitted lines.
        #expect(abs(c.sharedChanges[1] - 28.5) < 1.5 && abs(c.sharedChanges[0] - 9.5) < 1.5)
        #expect(c.sharedFromX == 0.5 && c.sharedToX == 10)
    }

    @Test func aLineBesideACurveThatLevelsOffDifferInForm() throws {
        var g = SyntheticSeries(seed: 7)
        let chart = Self.groups([Self.cloud(&g, 60, { 2 * $0 }, noise: 0.8),
                                 Self.cloud(&g, 60, { 20 * $0 / (0.8 + $0) }, noise: 0.8)])
        let (c, _) = try #require(Self.contrast(chart))
        #expect(c.outcome == .differ && c.pValue < 0.001)
        #expect(c.relations[0].form == .linear && c.relations[1].bend == .levelsOff)
    }

    @Test func aRiseBesideNoRelationDifferInForm() throws {
        var g = SyntheticSeries(seed: 8)
        let chart = Self.groups([Self.cloud(&g, 50, { 1.5 * $0 }, noise: 1), Self.cloud(&g, 50, { _ in 5 }, noise: 1)])
        let (c, _) = try #require(Self.contrast(chart))
        #expect(c.outcome == .differ && c.relations[1].form == .none && c.relations[0].form == .linear)
    }

    @Test func groupsFromOneCloudGetNoDifference() {
        // Over 100 pairs of clouds drawn from one relation shifted, a difference (steeper or differ) at most 5 %;
        // the measured count is in DetectionPowerTests.
        var g = SyntheticSeries(seed: 9)
        var claims = 0
        for _ in 0..<100 {
            let chart = Self.groups([Self.cloud(&g, 30, { 0.5 * $0 }, noise: 1.5), Self.cloud(&g, 30, { 0.5 * $0 + 2 }, noise: 1.5)])
            if let (c, _) = Self.contrast(chart), c.outcome != .alike { claims += 1 }
        }
        #expect(claims <= 5, "\(claims) of 100")
    }
}
