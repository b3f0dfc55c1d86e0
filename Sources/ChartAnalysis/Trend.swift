/// The overall direction of a series.
public enum TrendDirection: String, Sendable, Hashable, CaseIterable {
    /// Little fitted change and little variability.
    case steady
    /// A significant rise that ordinary least squares and the Mann–Kendall test agree on.
    case rising
    /// A significant fall that ordinary least squares and the Mann–Kendall test agree on.
    case falling
    /// No significant direction, but large variability.
    case fluctuating
}

/// How clearly a trend direction holds: for rising/falling how well the line fits (R²), for fluctuating
/// how large the swings are, for steady how flat the series is.
public enum TrendStrength: String, Sendable, Hashable, CaseIterable, Comparable {
    /// Barely holds.
    case weak
    /// Clearly holds.
    case moderate
    /// Holds throughout.
    case strong

    /// Orders weak < moderate < strong.
    public static func < (a: TrendStrength, b: TrendStrength) -> Bool {
        let order: [TrendStrength] = [.weak, .moderate, .strong]
        return order.firstIndex(of: a)! < order.firstIndex(of: b)!
    }
}

/// The trend of a series: a least-squares line, a robust Theil–Sen slope and a Mann–Kendall test.
///
/// Slopes are per x unit: per number, per category step, or per second on date axes.
public struct Trend: Sendable, Hashable {
    /// The verdict (see `ChartAnalyzer` for the thresholds).
    public var direction: TrendDirection
    /// How clearly the verdict holds.
    public var strength: TrendStrength
    /// Ordinary least squares slope (0 when x has no spread).
    public var slope: Double
    /// Ordinary least squares intercept, the fitted y at x = 0.
    public var intercept: Double
    /// Coefficient of determination of the least squares line (0 when y or x has no spread).
    public var rSquared: Double
    /// Two-sided p-value of the least squares slope (Student t with n − 2 degrees of freedom; 1 when undefined),
    /// its variance inflated for autocorrelated residuals when x is ascending (see `ChartAnalyzer`).
    public var slopePValue: Double
    /// Theil–Sen slope: the median of pairwise slopes (exact up to 500 points, a deterministic sample of 100,000 pairs above).
    public var theilSenSlope: Double
    /// Kendall's tau-b between x and y (0 when undefined).
    public var kendallTau: Double
    /// Mann–Kendall statistic S (concordant minus discordant pairs).
    public var mannKendallS: Double
    /// Mann–Kendall normal score with tie and continuity corrections (0 when undefined), divided by the square
    /// root of Hamed & Rao's autocorrelation factor when x is ascending (see `ChartAnalyzer`).
    public var mannKendallZ: Double
    /// Two-sided p-value of `mannKendallZ` (1 when undefined).
    public var mannKendallPValue: Double
    /// True when both tests are significant at 5 % and agree in sign with the Theil–Sen slope (the direction
    /// may still be steady or fluctuating when the change is tiny or R² < 0.1).
    public var isSignificant: Bool
    /// Least squares slope times the x span: how much the fitted line changes from first to last x.
    public var fittedChange: Double
    /// `|fittedChange|` relative to max(|mean|, max − min); 0 when that scale is 0.
    public var relativeChange: Double

    /// Creates a trend.
    package init(direction: TrendDirection, strength: TrendStrength, slope: Double, intercept: Double,
                rSquared: Double, slopePValue: Double, theilSenSlope: Double, kendallTau: Double,
                mannKendallS: Double, mannKendallZ: Double, mannKendallPValue: Double, isSignificant: Bool,
                fittedChange: Double, relativeChange: Double) {
        self.direction = direction
        self.strength = strength
        self.slope = slope
        self.intercept = intercept
        self.rSquared = rSquared
        self.slopePValue = slopePValue
        self.theilSenSlope = theilSenSlope
        self.kendallTau = kendallTau
        self.mannKendallS = mannKendallS
        self.mannKendallZ = mannKendallZ
        self.mannKendallPValue = mannKendallPValue
        self.isSignificant = isSignificant
        self.fittedChange = fittedChange
        self.relativeChange = relativeChange
    }

    /// The trend of fewer than two points: steady, weak, all statistics neutral (not named `none`, which
    /// would read as `Optional.none` wherever a `Trend?` is compared).
    package static let undetermined = Trend(direction: .steady, strength: .weak, slope: 0, intercept: 0, rSquared: 0,
                                           slopePValue: 1, theilSenSlope: 0, kendallTau: 0, mannKendallS: 0,
                                           mannKendallZ: 0, mannKendallPValue: 1, isSignificant: false,
                                           fittedChange: 0, relativeChange: 0)
}
