/// The form of the relation between x and y in a scatter plot.
package enum RelationForm: String, Sendable, Hashable, CaseIterable {
    /// A straight line fits about as well as any monotone curve.
    case linear
    /// Monotone but curved: a quadratic (or the ranks) fits clearly better than a line.
    case monotoneCurve
    /// Rises then falls (or the reverse): a quadratic fits and a line does not.
    case nonMonotone
    /// No relation passes the test.
    case none
}

/// The fitted model a relation's form was chosen from (`ScatterFit`, by AICc).
package enum RelationModel: String, Sendable, Hashable, CaseIterable {
    /// y = a + b·x.
    case line
    /// y = a + b·ln x.
    case logarithmic
    /// y = a + b·e^{θx}.
    case exponential
    /// y = a + b·x^θ.
    case power
    /// y = a + b·x / (θ + x) (a rectangular hyperbola: Michaelis–Menten).
    case saturating
    /// y = a + b·x + c·x², with its turn inside the data.
    case quadratic
}

/// The scales a scatter's relation is read on.
package enum RelationScale: String, Sendable, Hashable, CaseIterable {
    /// Both axes linear, as drawn.
    case linear
    /// Both axes logarithmic: x spans orders of magnitude (`MagnitudeSpan`), and the relation, its form, its
    /// outliers and its coefficients are those of log y against log x.
    case logLog
}

/// How a monotone curve bends as x rises.
package enum RelationBend: String, Sendable, Hashable, CaseIterable {
    /// A line, or a turning curve.
    case none
    /// The change per step of x grows: "rises ever faster".
    case faster
    /// The change per step shrinks: "rises ever more slowly".
    case slower
    /// Most of the change comes early and the curve is nearly flat over the rest: "then levels off above".
    case levelsOff
}

/// The relation between x and y of one scatter series.
///
/// Test (`ScatterFit`, docs/findings.md): a line (F test) or a quadratic (F test against a constant) explains y
/// at p < 0.025 each (Bonferroni for the two, so independent clouds pass ≤ 5 %); a bend counts when the
/// quadratic term is significant (p < 0.05) and the best curve by AICc (logarithmic, exponential, power,
/// saturating, or a quadratic whose turn the points make) lowers AICc by more than 2, unless the line is near
/// perfect (|r| ≥ 0.98) and the curve adds under 0.01 to R²; "not monotonic" when that curve is the quadratic. Points whose residual exceeds 3.5 robust SDs are left out
/// and the fit repeated (they are the outliers finding), so every number here is of the remaining points.
package struct ScatterRelation: Sendable, Hashable {
    /// The series.
    package var series: Int
    /// The form.
    package var form: RelationForm
    /// True when y grows with x (the sign of the slope); for a non-monotone form, true when y rises then falls.
    package var isPositive: Bool
    /// Pearson's r.
    package var pearson: Double
    /// Spearman's ρ.
    package var spearman: Double
    /// How strong a line's relation is, from Pearson's r (of the logs on log scales): "a strong negative relation"
    /// (helmet use against reduced-fee lunches, r = -0.85). Said only of a line; a curve is told by its shape and
    /// Spearman's ρ, and no relation by none. Where some points were left out, the weaker of the coefficients
    /// with and without them, so the word holds for both.
    package var lineStrength: CorrelationStrength {
        form == .linear ? CorrelationStrength.of(magnitude: min(abs(pearson), abs(pearsonAll ?? pearson))) : .none
    }
    /// p-value of the form's test (the line's F test, or the quadratic's for a curved form).
    package var pValue: Double
    /// Least squares slope, y units per x unit.
    package var slope: Double
    /// A round step of x to say the slope over (e.g. 1,000 pounds): the power of ten between a twentieth and a
    /// half of the x range.
    package var xStep: Double
    /// `slope × xStep`: how much y changes per `xStep` of x.
    package var changePerStep: Double
    /// R² of the line.
    package var linearRSquared: Double
    /// R² of the quadratic.
    package var quadraticRSquared: Double
    /// For a non-monotone form, the x where the quadratic turns; nil otherwise.
    package var turningX: Double?
    /// Number of points the relation is measured on (the series' points less the relation's outliers).
    package var pointCount: Int
    /// The model chosen by AICc (`line` for a linear form and for none).
    package var model: RelationModel
    /// How a monotone curve bends (`none` for a line or a turn).
    package var bend: RelationBend
    /// For `bend == .levelsOff`, the x from which the fitted curve is nearly flat; nil otherwise.
    package var levelsOffAbove: Double?
    /// The points left out of the fit as far from it (the relation's outliers), which its sentence names, with
    /// the coefficients over every point beside those without them ("r = 0.96 without Cambridge, 0.68 with it").
    package var leftOut: [PointRef] = []
    /// Pearson's r over every point, where some were left out.
    package var pearsonAll: Double?
    /// Spearman's ρ over every point, where some were left out.
    package var spearmanAll: Double?
    /// The scales the relation is read on; on `logLog` every number above is of log₁₀ y against log₁₀ x
    /// (the turn and the knee excepted: they are x values).
    package var scale: RelationScale = .linear
    /// How many orders of magnitude x spans, rounded (`MagnitudeSpan.saidDecades`), where it spans at least two.
    package var xDecades: Int?
    /// For a line on log–log scales (y ≈ c·x^b), the exponent b; nil otherwise.
    package var exponent: Double?
    /// Points with no place on the log scales (a value of zero or below), left out of a log reading; the
    /// sentence names them.
    package var offScale: [PointRef] = []
    /// The series whose points were pooled for a relation over all of them (a scatter of groups), or empty for
    /// one series' own relation.
    package var pooled: [Int] = []

    /// Creates a relation.
    package init(series: Int, form: RelationForm, isPositive: Bool, pearson: Double, spearman: Double, pValue: Double,
                slope: Double, xStep: Double, changePerStep: Double, linearRSquared: Double,
                quadraticRSquared: Double, turningX: Double? = nil, pointCount: Int, model: RelationModel = .line,
                bend: RelationBend = .none, levelsOffAbove: Double? = nil) {
        self.model = model
        self.bend = bend
        self.levelsOffAbove = levelsOffAbove
        self.series = series
        self.form = form
        self.isPositive = isPositive
        self.pearson = pearson
        self.spearman = spearman
        self.pValue = pValue
        self.slope = slope
        self.xStep = xStep
        self.changePerStep = changePerStep
        self.linearRSquared = linearRSquared
        self.quadraticRSquared = quadraticRSquared
        self.turningX = turningX
        self.pointCount = pointCount
    }
}

/// A point that decides a scatter's correlation on its own.
///
/// Test: the series' relation passes its test with every point, the point's Cook's distance exceeds 4/n, and
/// removing it moves Pearson's r by more than 0.3, or changes whether r is significant (p < 0.05), or leaves
/// no spread to correlate (Anscombe's fourth set).
package struct InfluentialPoint: Sendable, Hashable {
    /// The series.
    package var series: Int
    /// The point.
    package var point: PointRef
    /// Cook's distance of the point in the linear fit; infinite when the point alone sets the slope
    /// (leverage 1: every other point has the same x).
    package var cooksDistance: Double
    /// Its leverage h_ii.
    package var leverage: Double
    /// Pearson's r with every point.
    package var pearsonWith: Double
    /// Pearson's r without this point; nil when the other points have no spread in x or y (no r exists).
    package var pearsonWithout: Double?
    /// True when the relation is significant with the point and not without it: the point creates it.
    package var createsRelation: Bool
    /// True when the other points relate beyond chance (p < 0.05 without it): Kootenay's twelve other years lie
    /// on a rising line (r = 0.95) that the one far year hides.
    package var othersRelate: Bool = false

    /// Creates an influential point.
    package init(series: Int, point: PointRef, cooksDistance: Double, leverage: Double, pearsonWith: Double,
                pearsonWithout: Double?, createsRelation: Bool) {
        self.series = series
        self.point = point
        self.cooksDistance = cooksDistance
        self.leverage = leverage
        self.pearsonWith = pearsonWith
        self.pearsonWithout = pearsonWithout
        self.createsRelation = createsRelation
    }
}

/// What a group of points is.
package enum GroupKey: Sendable, Hashable {
    /// A series of the chart.
    case series(Int)
    /// A category of an additional category axis (axis id, category index).
    case category(axisID: String, index: Int)
}

/// One group's summary.
package struct GroupSummary: Sendable, Hashable {
    /// Which group.
    package var key: GroupKey
    /// Points with a value.
    package var count: Int
    /// Mean x of its points.
    package var meanX: Double
    /// Mean y of its points.
    package var meanY: Double

    /// Creates a summary.
    package init(key: GroupKey, count: Int, meanX: Double, meanY: Double) {
        self.key = key
        self.count = count
        self.meanX = meanX
        self.meanY = meanY
    }
}

/// Groups of points compared by their means (series of a scatter, or an additional category axis).
///
/// Test: the group means of y differ by more than the within-group spread allows (one-way ANOVA, p < 0.05,
/// groups of at least two points) and explain at least 6 % of its variance (η² ≥ 0.06; docs/findings.md).
package struct GroupComparison: Sendable, Hashable {
    /// Every group, highest mean y first.
    package var groups: [GroupSummary]
    /// Share of the y variance the group means explain (η²).
    package var etaSquared: Double
    /// p-value of the one-way ANOVA F test.
    package var pValue: Double
    /// One series above every other at every x they share, when that holds (`GroupLead`).
    package var lead: GroupLead?

    /// Creates a comparison.
    package init(groups: [GroupSummary], etaSquared: Double, pValue: Double, lead: GroupLead? = nil) {
        self.groups = groups
        self.etaSquared = etaSquared
        self.pValue = pValue
        self.lead = lead
    }
}
