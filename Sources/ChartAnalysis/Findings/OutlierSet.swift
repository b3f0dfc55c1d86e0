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

    /// Creates a group.
    package init(points: [PointRef], isHigh: Bool, residuals: [Double]) {
        self.points = points
        self.isHigh = isHigh
        self.residuals = residuals
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
