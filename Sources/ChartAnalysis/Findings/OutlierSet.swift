/// What outliers were measured against.
public enum OutlierBasis: String, Sendable, Hashable, CaseIterable {
    /// Residuals of the series' shape (segments, level steps and season): the pattern itself is never an outlier.
    case shape
    /// Residuals of the fitted relation in a scatter plot.
    case relation
    /// The values themselves (categories, or series too short or too irregular for a shape).
    case values
}

/// Consecutive outliers on the same side: one episode ("a week of low days in March").
public struct OutlierGroup: Sendable, Hashable {
    /// The points, in x order.
    public var points: [PointRef]
    /// True when they lie above the expected values.
    public var isHigh: Bool
    /// Residuals of the points (value − expected), in the same order.
    public var residuals: [Double]

    /// Creates a group.
    public init(points: [PointRef], isHigh: Bool, residuals: [Double]) {
        self.points = points
        self.isHigh = isHigh
        self.residuals = residuals
    }
}

/// Points far from what the series' shape (or a scatter's relation) predicts.
///
/// Test: |residual| > k · 1.4826 · MAD of the residuals (robust z, k in docs/findings.md).
public struct OutlierSet: Sendable, Hashable {
    /// The series.
    public var series: Int
    /// What the residuals are measured from.
    public var basis: OutlierBasis
    /// Episodes, most extreme first; every outlier point is in exactly one.
    public var groups: [OutlierGroup]

    /// Creates an outlier set.
    public init(series: Int, basis: OutlierBasis, groups: [OutlierGroup]) {
        self.series = series
        self.basis = basis
        self.groups = groups
    }

    /// Number of outlying points over all groups.
    public var pointCount: Int { groups.reduce(0) { $0 + $1.points.count } }
}
