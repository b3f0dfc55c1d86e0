import Foundation

/// A line and a quadratic fitted to a scatter's points, their tests, and the form they imply.
///
/// Sums are taken around the means and x is standardized before squaring, so dates or large values do not
/// cancel; the quadratic is solved by QR. See `ScatterRelation` for the thresholds.
struct ScatterFit {
    static let minimumCount = 5
    /// Significance of each of the two tests of a relation (0.05 split between the line and the quadratic).
    static let relationLevel = 0.025

    let count: Int
    let meanX: Double, meanY: Double
    let pearson: Double
    let slope: Double
    let linearRSquared: Double
    let linearP: Double
    let quadraticRSquared: Double
    let quadraticP: Double
    let form: RelationForm
    let turningX: Double?
    /// Quadratic coefficients on standardized x: y = c₀ + c₁u + c₂u², u = (x − meanX) / scaleX.
    private let quadraticCoefficients: [Double]
    private let scaleX: Double

    /// Nil with fewer than five points or without spread in x or y.
    init?(xs: [Double], ys: [Double]) {
        let n = xs.count
        guard n >= ScatterFit.minimumCount else { return nil }
        let meanX = xs.reduce(0, +) / Double(n), meanY = ys.reduce(0, +) / Double(n)
        var sxx = 0.0, syy = 0.0, sxy = 0.0
        for i in 0..<n {
            let dx = xs[i] - meanX, dy = ys[i] - meanY
            sxx += dx * dx; syy += dy * dy; sxy += dx * dy
        }
        guard sxx > 0, syy > 0, sxx.isFinite, syy.isFinite, sxy.isFinite else { return nil }
        let slope = sxy / sxx
        let linearSquares = max(0, syy - slope * sxy)
        let linearP = ScatterFit.fTest(explained: syy - linearSquares, parameters: 1, residual: linearSquares,
                                   residualDF: n - 2, total: syy)

        // Quadratic on u = standardized x, by QR (`SmallLeastSquares`): when x takes two values only, the u²
        // column is dropped and no curve can be told from a line.
        let scaleX = (sxx / Double(n)).squareRoot()
        let us = xs.map { ($0 - meanX) / scaleX }
        let quadratic = SmallLeastSquares(columns: [[Double](repeating: 1, count: n), us, us.map { $0 * $0 }], y: ys)
        let c = quadratic.rank == 3 ? quadratic.coefficients : [meanY, slope * scaleX, 0]
        let quadraticSquares = quadratic.rank == 3 ? max(0, min(linearSquares, quadratic.residualSumOfSquares))
            : linearSquares
        let quadraticP = n > 3 ? ScatterFit.fTest(explained: syy - quadraticSquares, parameters: 2,
                                              residual: quadraticSquares, residualDF: n - 3, total: syy) : 1
        let curvatureP = c[2] == 0 ? 1 : ScatterFit.fTest(explained: linearSquares - quadraticSquares, parameters: 1,
                                                        residual: quadraticSquares, residualDF: n - 3, total: syy)
        let floor = syy / Double(n) * 1e-12
        let bicLine = Double(n) * log(max(linearSquares / Double(n), floor)) + 3 * log(Double(n))
        let bicQuadratic = Double(n) * log(max(quadraticSquares / Double(n), floor)) + 4 * log(Double(n))
        let isCurved = curvatureP < 0.05 && bicQuadratic < bicLine - 2

        let hasRelation = linearP < ScatterFit.relationLevel || quadraticP < ScatterFit.relationLevel
        var form = RelationForm.none
        var turning: Double?
        if hasRelation && isCurved {
            form = .monotoneCurve
            let vertex = meanX + scaleX * (-c[1] / (2 * c[2]))
            let left = xs.filter { $0 < vertex }.count, right = xs.filter { $0 > vertex }.count
            let residualSD = (quadraticSquares / Double(n - 3)).squareRoot()
            let low = xs.min()!, high = xs.max()!
            let curve = { (x: Double) -> Double in let u = (x - meanX) / scaleX; return c[0] + c[1] * u + c[2] * u * u }
            let arms = [low, high].map { abs(curve(vertex) - curve($0)) }
            if Double(min(left, right)) >= max(3, 0.1 * Double(n)), arms.min()! > 2 * residualSD {
                form = .nonMonotone
                turning = vertex
            }
        } else if linearP < ScatterFit.relationLevel {
            form = .linear
        }
        count = n
        self.meanX = meanX
        self.meanY = meanY
        self.slope = slope
        pearson = max(-1, min(1, sxy / (sxx * syy).squareRoot()))
        linearRSquared = 1 - linearSquares / syy
        self.linearP = linearP
        quadraticRSquared = 1 - quadraticSquares / syy
        self.quadraticP = quadraticP
        quadraticCoefficients = c
        self.scaleX = scaleX
        self.form = form
        turningX = turning
    }

    /// The form's p-value.
    var pValue: Double { form == .linear ? linearP : quadraticP }
    /// R² of the form's model.
    var rSquared: Double { form == .linear ? linearRSquared : quadraticRSquared }

    /// True when y grows with x; for a non-monotone form, when y rises then falls.
    var isPositive: Bool {
        switch form {
        case .nonMonotone: return quadraticCoefficients[2] < 0
        case .monotoneCurve, .linear, .none: return slope > 0
        }
    }

    /// The fitted y at `x` of the form's model (the line unless the form is curved).
    func predict(_ x: Double) -> Double {
        if form == .monotoneCurve || form == .nonMonotone {
            let u = (x - meanX) / scaleX, c = quadraticCoefficients
            return c[0] + c[1] * u + c[2] * u * u
        }
        return meanY + slope * (x - meanX)
    }

    /// The power of ten between a twentieth and a half of `range` (1,000 pounds for cars of 1,500–5,400 pounds).
    static func roundStep(range: Double) -> Double {
        guard range > 0, range.isFinite else { return 1 }
        return pow(10, (log10(range / 2)).rounded(.down))
    }

    /// p-value of an F test of `explained` squares over `parameters` against `residual` squares; 0 for a perfect
    /// fit (residual below 1e-24 of the total).
    static func fTest(explained: Double, parameters: Int, residual: Double, residualDF: Int, total: Double) -> Double {
        guard residualDF > 0, explained > 0 else { return 1 }
        if residual <= total * 1e-24 { return 0 }
        let f = (explained / Double(parameters)) / (residual / Double(residualDF))
        return Distributions.fisherUpper(f, Double(parameters), Double(residualDF))
    }
}
