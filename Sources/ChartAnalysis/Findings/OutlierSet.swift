/// What outliers were measured against.
package enum OutlierBasis: String, Sendable, Hashable, CaseIterable {
    /// Residuals of the series' shape (segments, level steps and season): the pattern itself is never an outlier.
    case shape
    /// Residuals of the fitted relation in a scatter plot.
    case relation
    /// The values themselves (categories, or series too short or too irregular for a shape).
    case values
}

/// Consecutive outliers on the same side: one episode ("a week of low days in March").
package struct OutlierGroup: Sendable, Hashable {
    /// The points, in x order.
    package var points: [PointRef]
    /// True when they lie above the expected values.
    package var isHigh: Bool
    /// Residuals of the points (value − expected), in the same order.
    package var residuals: [Double]
    /// The position in `points` of the one point that dominates a run of several: its residual at least
    /// `dominanceRatio` times every other's ("−22.6 % on Oct 19, more than twice any other of a run of 4"),
    /// said by itself; nil for one point or a run no point dominates.
    package var dominant: Int?

    /// A point dominates a run when its residual is at least this many times every other point's of the run.
    static let dominanceRatio = 2.0

    /// Creates a group; `dominant` is found from the residuals.
    package init(points: [PointRef], isHigh: Bool, residuals: [Double]) {
        self.points = points
        self.isHigh = isHigh
        self.residuals = residuals
        dominant = OutlierGroup.dominantPoint(residuals)
    }

    /// The position of the residual at least `dominanceRatio` times every other's, among two or more.
    static func dominantPoint(_ residuals: [Double]) -> Int? {
        guard residuals.count >= 2, let top = residuals.indices.max(by: { abs(residuals[$0]) < abs(residuals[$1]) })
        else { return nil }
        let size = abs(residuals[top])
        return residuals.indices.allSatisfy { $0 == top || size >= dominanceRatio * abs(residuals[$0]) } ? top : nil
    }

    /// Adds a point to the run, finding its dominant point again.
    mutating func append(_ point: PointRef, residual: Double) {
        points.append(point)
        residuals.append(residual)
        dominant = OutlierGroup.dominantPoint(residuals)
    }
}

/// Points far from what the series' shape (or a scatter's relation) predicts.
///
/// Test: |residual| > k · 1.4826 · MAD of the residuals (robust z, k in docs/findings.md).
package struct OutlierSet: Sendable, Hashable {
    /// The series.
    package var series: Int
    /// What the residuals are measured from.
    package var basis: OutlierBasis
    /// Episodes, most extreme first; every outlier point is in exactly one.
    package var groups: [OutlierGroup]

    /// Creates an outlier set.
    package init(series: Int, basis: OutlierBasis, groups: [OutlierGroup]) {
        self.series = series
        self.basis = basis
        self.groups = groups
    }

    /// Number of outlying points over all groups.
    package var pointCount: Int { groups.reduce(0) { $0 + $1.points.count } }
}
