/// How strong a correlation is, from the larger magnitude of Pearson's r and Spearman's rho.
public enum CorrelationStrength: String, Sendable, Hashable, CaseIterable, Comparable {
    /// |r| < 0.2.
    case none
    /// 0.2 ≤ |r| < 0.4.
    case weak
    /// 0.4 ≤ |r| < 0.7.
    case moderate
    /// |r| ≥ 0.7.
    case strong

    /// The strength of a coefficient of this magnitude: `strongFrom` 0.7, `moderateFrom` 0.4, `weakFrom` 0.2
    /// (Evans 1996's bands, joined above 0.6).
    public static func of(magnitude: Double) -> CorrelationStrength {
        magnitude >= strongFrom ? .strong : magnitude >= moderateFrom ? .moderate : magnitude >= weakFrom ? .weak : .none
    }
    /// The least |r| said to be strong.
    package static let strongFrom = 0.7
    /// The least |r| said to be moderate.
    package static let moderateFrom = 0.4
    /// The least |r| said to be weak.
    package static let weakFrom = 0.2

    /// Orders none < weak < moderate < strong.
    public static func < (a: CorrelationStrength, b: CorrelationStrength) -> Bool {
        let order: [CorrelationStrength] = [.none, .weak, .moderate, .strong]
        return order.firstIndex(of: a)! < order.firstIndex(of: b)!
    }
}

/// The correlation between x and y of one series (scatter charts).
public struct Correlation: Sendable, Hashable {
    /// Pearson's product-moment correlation r.
    public var pearson: Double
    /// Spearman's rank correlation rho (average ranks for ties).
    public var spearman: Double
    /// Strength word for the larger magnitude of the two coefficients.
    public var strength: CorrelationStrength
    /// Sign of the coefficient that set the strength.
    public var isPositive: Bool
    /// Number of non-missing points used.
    public var sampleSize: Int
    /// Two-sided p-value of Pearson's r (Student t with n − 2 degrees of freedom).
    public var pValue: Double

    /// Creates a correlation.
    package init(pearson: Double, spearman: Double, strength: CorrelationStrength, isPositive: Bool,
                sampleSize: Int, pValue: Double) {
        self.pearson = pearson
        self.spearman = spearman
        self.strength = strength
        self.isPositive = isPositive
        self.sampleSize = sampleSize
        self.pValue = pValue
    }
}
