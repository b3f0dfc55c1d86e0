/// The few points far out along one axis of a scatter whose values span orders of magnitude.
package struct GiantsAlong: Sendable, Hashable {
    /// True along x, false along y.
    package var alongX: Bool
    /// The giants, largest first.
    package var points: [PointRef]
    /// How many orders of magnitude the axis's values span, rounded (`MagnitudeSpan.saidDecades`).
    package var decades: Int
    /// The gap from the smallest giant to the next value, as a share of the axis's drawn range (min to max).
    package var gapShare: Double
    /// True when the sentence says the span (false where the relation's sentence says it already).
    package var saysDecades: Bool
    /// The next largest after the giants, largest first, where the points have labels: a reader of the
    /// picture names the few points out there in order ("then Pakistan (409) and the Democratic Republic of the
    /// Congo (296)"), not the giants alone.
    package var next: [PointRef] = []

    /// Creates the giants of one axis.
    package init(alongX: Bool, points: [PointRef], decades: Int, gapShare: Double, saysDecades: Bool = true) {
        self.alongX = alongX
        self.points = points
        self.decades = decades
        self.gapShare = gapShare
        self.saysDecades = saysDecades
    }
}

/// The giants of a scatter series: "the two largest by area, Borneo and Sumatra", a fact of the data shown.
///
/// Rule (`GiantsFinder`): along an axis whose values span orders of magnitude (`MagnitudeSpan`), of a series of
/// at least `fewestPoints` points, the k ≤ `mostGiants` largest values whose gap to the next is the widest of
/// those k, when that gap is at least `gapShare` of the axis's drawn range: they lie apart from the rest,
/// which crowd near the origin of a linear plot.
package struct ScatterGiants: Sendable, Hashable {
    /// The series.
    package var series: Int
    /// Along x, along y, or both (x first).
    package var axes: [GiantsAlong]
    /// Of a large labelled scatter with giants along one axis only, the largest point along the other, which a
    /// reader of the picture names too though it stands in the crowd: Somalia's under-5 mortality rate of 122
    /// beside India's and Nigeria's deaths. Claimed as that axis's largest (no gap).
    package var otherTop: Top?

    /// The largest point along one axis.
    package struct Top: Sendable, Hashable {
        /// True along x, false along y.
        package var alongX: Bool
        /// The point.
        package var point: PointRef
    }

    /// Creates the giants of a series.
    package init(series: Int, axes: [GiantsAlong]) {
        self.series = series
        self.axes = axes
    }
}
