import ChartModel
import Testing
@testable import ChartAnalysis

/// A small scatter's point far beyond the rest along an axis (more than half the axis empty between it and the
/// next) is named, whatever the values' span: Lake Winnipeg among Manitoba's nine largest lakes.
@Suite struct LoneGiantTests {
    static func sample(_ xs: [Double], _ ys: [Double]) -> Sample {
        Sample(Series(name: LocalizedText("s"), isContinuous: false, points: zip(xs, ys).map { DataPoint(x: $0, y: $1) }))
    }

    @Test func aLonePointFarAboveASmallCloudIsNamed() throws {
        let elevation: [Double] = [217, 254, 248, 254, 253, 227, 178, 207, 217]
        let area: [Double] = [24387, 5374, 4624, 2247, 1353, 1223, 1151, 755, 657]
        let giants = try #require(GiantsFinder.giants(series: 0, sample: Self.sample(elevation, area)))
        let along = try #require(giants.axes.first { !$0.alongX })
        #expect(along.points.map(\.y) == [24387] && !along.saysDecades)
        #expect(!giants.axes.contains { $0.alongX })
        // The largest lake less than half the axis above the next (47 %): no lone point.
        var closer = area; closer[0] = 9_500
        #expect(GiantsFinder.giants(series: 0, sample: Self.sample(elevation, closer)) == nil)
        // Four points are too few to call one apart.
        #expect(GiantsFinder.giants(series: 0, sample: Self.sample(Array(elevation.prefix(4)), Array(area.prefix(4)))) == nil)
    }
}
