/// The form of the relation between x and y in a scatter plot.
public enum RelationForm: String, Sendable, Hashable, CaseIterable {
    /// A straight line fits about as well as any monotone curve.
    case linear
    /// Monotone but curved: a quadratic (or the ranks) fits clearly better than a line.
    case monotoneCurve
    /// Rises then falls (or the reverse): a quadratic fits and a line does not.
    case nonMonotone
    /// No relation passes the test.
    case none
}

/// The relation between x and y of one scatter series.
///
/// Test: Pearson and Spearman correlations with their p-values, a linear against a quadratic fit compared by
/// an information criterion (docs/findings.md).
public struct ScatterRelation: Sendable, Hashable {
    /// The series.
    public var series: Int
    /// The form.
    public var form: RelationForm
    /// True when y grows with x (the sign of the leading coefficient).
    public var isPositive: Bool
    /// Pearson's r.
    public var pearson: Double
    /// Spearman's ρ.
    public var spearman: Double
    /// Least squares slope, y units per x unit.
    public var slope: Double
    /// A round step of x to say the slope over (e.g. 1,000 pounds): a 1-2-5 value near a tenth of the x range.
    public var xStep: Double
    /// `slope × xStep`: how much y changes per `xStep` of x.
    public var changePerStep: Double
    /// R² of the line.
    public var linearRSquared: Double
    /// R² of the quadratic.
    public var quadraticRSquared: Double
    /// For a non-monotone form, the x where the quadratic turns; nil otherwise.
    public var turningX: Double?

    /// Creates a relation.
    public init(series: Int, form: RelationForm, isPositive: Bool, pearson: Double, spearman: Double, slope: Double,
                xStep: Double, changePerStep: Double, linearRSquared: Double, quadraticRSquared: Double,
                turningX: Double? = nil) {
        self.series = series
        self.form = form
        self.isPositive = isPositive
        self.pearson = pearson
        self.spearman = spearman
        self.slope = slope
        self.xStep = xStep
        self.changePerStep = changePerStep
        self.linearRSquared = linearRSquared
        self.quadraticRSquared = quadraticRSquared
        self.turningX = turningX
    }
}

/// A point that decides a scatter's correlation on its own.
///
/// Test: Cook's distance above the threshold of docs/findings.md and removing the point moves r by more than
/// the stated amount (or changes its significance).
public struct InfluentialPoint: Sendable, Hashable {
    /// The series.
    public var series: Int
    /// The point.
    public var point: PointRef
    /// Cook's distance of the point in the linear fit.
    public var cooksDistance: Double
    /// Its leverage h_ii.
    public var leverage: Double
    /// Pearson's r with every point.
    public var pearsonWith: Double
    /// Pearson's r without this point.
    public var pearsonWithout: Double

    /// Creates an influential point.
    public init(series: Int, point: PointRef, cooksDistance: Double, leverage: Double, pearsonWith: Double,
                pearsonWithout: Double) {
        self.series = series
        self.point = point
        self.cooksDistance = cooksDistance
        self.leverage = leverage
        self.pearsonWith = pearsonWith
        self.pearsonWithout = pearsonWithout
    }
}

/// What a group of points is.
public enum GroupKey: Sendable, Hashable {
    /// A series of the chart.
    case series(Int)
    /// A category of an additional category axis (axis id, category index).
    case category(axisID: String, index: Int)
}

/// One group's summary.
public struct GroupSummary: Sendable, Hashable {
    /// Which group.
    public var key: GroupKey
    /// Points with a value.
    public var count: Int
    /// Mean x of its points.
    public var meanX: Double
    /// Mean y of its points.
    public var meanY: Double

    /// Creates a summary.
    public init(key: GroupKey, count: Int, meanX: Double, meanY: Double) {
        self.key = key
        self.count = count
        self.meanX = meanX
        self.meanY = meanY
    }
}

/// Groups of points compared by their means (series of a scatter, or an additional category axis).
///
/// Test: the group means differ by more than the within-group spread allows (one-way ANOVA, docs/findings.md).
public struct GroupComparison: Sendable, Hashable {
    /// Every group, highest mean y first.
    public var groups: [GroupSummary]
    /// Share of the y variance the group means explain (η²).
    public var etaSquared: Double

    /// Creates a comparison.
    public init(groups: [GroupSummary], etaSquared: Double) {
        self.groups = groups
        self.etaSquared = etaSquared
    }
}
