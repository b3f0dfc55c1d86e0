import ChartModel
import Foundation
import Testing
@testable import ChartAnalysis

/// A large labelled scatter names its giants and, after them, the next largest in order (a reader names the few
/// points out there); a giant of a large scatter without orders of magnitude needs 40 % of the axis empty below it.
@Suite struct GiantsNextTests {
    /// 40 countries: one far above at the top of y, the rest a cloud; labelled or not.
    static func countries(top: Double, labelled: Bool) -> Chart {
        var g = SyntheticSeries(seed: 7)
        var ys = (0..<39).map { _ in 1_000 + 30_000 * g.uniform() }
        ys.sort(by: >)
        ys[0] = 35_000
        ys.insert(top, at: 0)
        let xs = (0..<40).map { Double($0 * 7 % 40) + 1 }
        return ScatterFindingTests.scatter(xs, ys, labels: labelled ? (0..<40).map { "Country \($0)" } : nil)
    }

    @Test func aLabelledGiantIsFollowedByTheNextTwoInOrder() throws {
        let analysis = ChartAnalyzer.analyze(Self.countries(top: 67_000, labelled: true))
        let giants = try #require(MagnitudeScatterTests.giants(analysis.findings))
        let along = try #require(giants.axes.first { !$0.alongX })
        #expect(along.points.map(\.index) == [0])
        #expect(along.next.map(\.index) == [1, 2], "the next largest, largest first")
        #expect(along.next[0].y == 35_000 && along.next[0].y >= along.next[1].y)
        #expect(analysis.audit.failures.isEmpty)
        // The other axis's largest point is named too, not as a giant.
        #expect(giants.otherTop?.alongX == true && giants.otherTop?.point.x == 40)
        // Without labels the next values are no points a reader can name.
        let plain = ChartAnalyzer.analyze(Self.countries(top: 67_000, labelled: false))
        #expect(MagnitudeScatterTests.giants(plain.findings)?.axes.first { !$0.alongX }?.next.isEmpty == true)
        // A top value 35 % of the axis above the next is no giant without orders of magnitude.
        let closer = ChartAnalyzer.analyze(Self.countries(top: 57_000, labelled: true))
        #expect(MagnitudeScatterTests.giants(closer.findings)?.axes.contains { !$0.alongX } != true)
    }

    @Test func theNextPointsAreClaimedAsTheLargestInOrder() {
        let ys: [Double] = [100, 50, 40, 30, 20, 10, 5, 4, 3, 2, 1]
        let sample = Sample(TestCharts.series(ys.map { Optional($0) }, xs: ys.indices.map(Double.init)))
        let lines = ClaimAudit.Lines(samples: [sample])
        func ref(_ k: Int) -> PointRef { PointRef(index: k, x: Double(k), y: ys[k]) }
        #expect(ClaimAudit.holds(.largest(series: 0, alongX: false, points: [ref(0), ref(1), ref(2)], gapShare: 0), lines))
        #expect(!ClaimAudit.holds(.largest(series: 0, alongX: false, points: [ref(0), ref(2), ref(1)], gapShare: 0), lines),
                "out of order fails")
        #expect(!ClaimAudit.holds(.largest(series: 0, alongX: false, points: [ref(0), ref(1), ref(3)], gapShare: 0), lines),
                "a point passed over fails")
    }

    /// Uniform clouds of 40 to 200 points seldom leave 40 % of the axis empty below their top value: the bound
    /// beside the detection above.
    @Test func uniformCloudsHaveNoLoneGiants() {
        var g = SyntheticSeries(seed: 11)
        var named = 0
        for trial in 0..<100 {
            let n = 40 + trial * 160 / 100
            let xs = (0..<n).map { _ in 1 + g.uniform() }, ys = (0..<n).map { _ in 1 + g.uniform() }
            let sample = Sample(TestCharts.series(ys.map { Optional($0) }, xs: xs))
            if GiantsFinder.giants(series: 0, sample: sample) != nil { named += 1 }
        }
        #expect(named == 0, "uniform clouds with a lone giant: \(named) of 100")
    }
}
