/// A linear model y = Xβ + e whose errors follow AR(1), e_t = φ e_{t−1} + u_t, fitted by feasible
/// generalised least squares (Cochrane–Orcutt: OLS, φ from its residuals, least squares on the
/// quasi-differences y_t − φ y_{t−1}, repeated).
///
/// The fit is judged by σ̂²_u, the mean squared innovation: the conditional Gaussian likelihood of the
/// data is −(n−1)/2 · ln σ̂²_u up to constants, which is what the structure models are compared on.
struct AutoregressiveRegression {
    /// How φ is chosen.
    enum Persistence {
        /// Estimated from the residuals, clamped to `lower…upper`.
        case estimated(lower: Double, upper: Double)
        /// Fixed (1: the errors are a random walk and only changes of the mean are identified).
        case fixed(Double)
    }

    /// One coefficient per design column.
    var coefficients: [Double]
    /// The AR(1) coefficient used.
    var phi: Double
    /// Mean squared innovation over t = 1…n−1.
    var innovationVariance: Double
    /// σ̂²_u (X*ᵀX*)⁻¹ with X* the quasi-differenced design: the coefficients' covariance.
    var covariance: [[Double]]
    /// Residuals e = y − Xβ on the original scale (the fitted values are y − e).
    var residuals: [Double]

    /// Cochrane–Orcutt rounds after the first OLS fit (φ settles within two or three on our data).
    static let rounds = 3

    /// Fits the model; every column has `y.count` rows, and there are at least two rows.
    init(columns: [[Double]], y: [Double], persistence: Persistence) {
        var phi: Double
        var fit: SmallLeastSquares
        switch persistence {
        case .fixed(let value):
            phi = value
            fit = AutoregressiveRegression.quasiDifferenced(columns: columns, y: y, phi: phi)
        case .estimated(let lower, let upper):
            fit = SmallLeastSquares(columns: columns, y: y)
            phi = 0
            for _ in 0..<AutoregressiveRegression.rounds {
                let e = AutoregressiveRegression.residuals(columns: columns, y: y, coefficients: fit.coefficients)
                phi = min(upper, max(lower, AutoregressiveNoise.lagOneCoefficient(e)))
                fit = AutoregressiveRegression.quasiDifferenced(columns: columns, y: y, phi: phi)
            }
        }
        let e = AutoregressiveRegression.residuals(columns: columns, y: y, coefficients: fit.coefficients)
        let variance = AutoregressiveNoise.innovationVariance(e, phi: phi)
        coefficients = fit.coefficients
        self.phi = phi
        innovationVariance = variance
        covariance = fit.inverseGram.map { row in row.map { $0 * variance } }
        residuals = e
    }

    /// Standard error of the linear combination Σ wⱼ βⱼ.
    func standardError(of weights: [Double]) -> Double {
        var v = 0.0
        for i in weights.indices where weights[i] != 0 {
            for j in weights.indices where weights[j] != 0 { v += weights[i] * covariance[i][j] * weights[j] }
        }
        return max(0, v).squareRoot()
    }

    private static func quasiDifferenced(columns: [[Double]], y: [Double], phi: Double) -> SmallLeastSquares {
        let n = y.count
        func transform(_ v: [Double]) -> [Double] {
            var out = [Double](repeating: 0, count: n - 1)
            for t in 1..<n { out[t - 1] = v[t] - phi * v[t - 1] }
            return out
        }
        return SmallLeastSquares(columns: columns.map(transform), y: transform(y))
    }

    private static func residuals(columns: [[Double]], y: [Double], coefficients: [Double]) -> [Double] {
        var e = y
        for (j, column) in columns.enumerated() where coefficients[j] != 0 {
            let c = coefficients[j]
            for i in e.indices { e[i] -= c * column[i] }
        }
        return e
    }
}
