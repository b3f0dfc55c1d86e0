import Testing
@testable import ChartAnalysis

/// A shape that rises to the series' end names the series' high where it lies inside the last segment and the
/// end lies visibly below it (US GDP per person's 57,933 in 2019 before 55,685 in 2020); not where the end is
/// the high or lies within `SeriesShape.endBackShare` of it.
@Suite struct ShapeEndExtremeTests {
    static func shape(_ ys: [Double], way: SegmentDirection) -> (SeriesShape, [Double]) {
        let xs = ys.indices.map(Double.init)
        func ref(_ k: Int) -> PointRef { PointRef(index: k, x: xs[k], y: ys[k]) }
        let segment = ShapeSegment(start: ref(0), end: ref(ys.count - 1), direction: way,
                                   startLevel: ys[0], endLevel: ys[ys.count - 1])
        return (SeriesShape(series: 0, segments: [segment], isApproximate: false, residualStandardDeviation: 1), xs)
    }

    static func extreme(_ ys: [Double], way: SegmentDirection = .rising) -> PointRef? {
        let (shape, xs) = shape(ys, way: way)
        let range = (ys.max() ?? 0) - (ys.min() ?? 0)
        return shape.extremeBeforeEnd(xs: xs, ys: ys, refs: { PointRef(index: $0, x: xs[$0], y: ys[$0]) }, plottedRange: range)
    }

    @Test func theHighBeforeAVisiblyLowerEndIsNamed() throws {
        var rise = (0..<50).map { 100 + 10 * Double($0) }
        rise[49] = rise[48] - 25  // 5 % of the range below the high of the year before
        let high = try #require(Self.extreme(rise))
        #expect(high.index == 48)
        // A fall that ends above its low names the low.
        let fall = rise.map { 1_000 - $0 }
        #expect(Self.extreme(fall, way: .falling)?.index == 48)
    }

    @Test func anEndAtTheHighOrJustBelowItNamesNothing() {
        let rise = (0..<50).map { 100 + 10 * Double($0) }
        #expect(Self.extreme(rise) == nil, "the end is the high")
        var near = rise
        near[49] = near[48] - 5  // 1 % of the range
        #expect(Self.extreme(near) == nil)
        var flat = rise
        flat[49] = flat[48] - 25
        let (shape, xs) = Self.shape(flat, way: .flat)
        #expect(shape.extremeBeforeEnd(xs: xs, ys: flat, refs: { PointRef(index: $0, x: xs[$0], y: flat[$0]) }, plottedRange: 500) == nil,
                "a level has no high to name")
        // A high far from the end (a fifth of the points back) is a peak of its own, not the top of the end.
        var early = rise
        early[39] = 700
        #expect(Self.extreme(early) == nil)
        // Fitted levels said as "about": the single values are noise.
        var noisy = rise
        noisy[49] = noisy[48] - 25
        var (approximate, nxs) = Self.shape(noisy, way: .rising)
        approximate.isApproximate = true
        #expect(approximate.extremeBeforeEnd(xs: nxs, ys: noisy, refs: { PointRef(index: $0, x: nxs[$0], y: noisy[$0]) }, plottedRange: 500) == nil)
    }
}
