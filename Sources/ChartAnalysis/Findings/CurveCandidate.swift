import Foundation

/// One candidate form of a scatter's relation, fitted by least squares on the y scale, with its AICc.
///
/// Every curve is y = a + b·g(x; θ) for a transform g with at most one non-linear parameter θ: for a fixed θ
/// the fit is a simple regression of y on g, so θ is found on a grid (a few dozen regressions) instead of by
/// iterations that may not converge. All forms are monotone in x except the quadratic, which `ScatterFit`
/// admits only when its turn is one the points themselves make.
struct CurveCandidate {
    /// The form: line, logarithmic, exponential, power, saturating or quadratic.
    let model: RelationModel
    /// Coefficients fitted, for AICc (the residual variance is counted once more there).
    let parameterCount: Int
    /// Σ (y − ŷ)² on the points fitted.
    let residualSquares: Double
    /// y = a + b·g(x): intercept and coefficient of the transform (for the quadratic, unused).
    private let a: Double, b: Double
    /// The non-linear parameter of g (rate, exponent or half-saturation x).
    private let theta: Double
    /// x is standardized inside the exponential's transform so that θ's grid does not depend on x's units.
    private let centre: Double, scale: Double
    /// For the quadratic: y = q₀ + q₁u + q₂u², u = (x − centre) / scale.
    private let quadratic: [Double]

    /// Second-order AIC (Hurvich & Tsai 1989): n ln(RSS/n) + 2k + 2k(k+1)/(n−k−1), k counting σ².
    func aicc(count n: Int, floor: Double) -> Double {
        let k = Double(parameterCount + 1), m = Double(n)
        guard m - k - 1 > 0 else { return .infinity }
        return m * log(max(residualSquares / m, floor)) + 2 * k + 2 * k * (k + 1) / (m - k - 1)
    }

    /// The fitted y at `x`.
    func predict(_ x: Double) -> Double {
        switch model {
        case .quadratic:
            let u = (x - centre) / scale
            return quadratic[0] + quadratic[1] * u + quadratic[2] * u * u
        default: return a + b * Self.transform(model, x, theta: theta, centre: centre, scale: scale)
        }
    }

    /// g(x; θ) of each monotone form.
    static func transform(_ model: RelationModel, _ x: Double, theta: Double, centre: Double, scale: Double) -> Double {
        switch model {
        case .line: return x
        case .logarithmic: return log(x)
        case .exponential: return exp(theta * (x - centre) / scale)
        case .power: return pow(x, theta)
        case .saturating: return x / (theta + x)
        case .quadratic: return 0
        }
    }

    /// Grids of θ. The exponential's rate is per standard deviation of x (e^{±4} across one SD is past any
    /// chart); the power's exponent skips 1 (the line) and values near 0 (the logarithm's place); the
    /// half-saturation x runs from a fiftieth of the x range to five times it.
    static func grid(_ model: RelationModel, range: Double) -> [Double] {
        switch model {
        case .exponential: return (1...40).flatMap { i -> [Double] in let r = 0.1 * Double(i); return [r, -r] }
        case .power: return stride(from: -3.0, through: 4.0, by: 0.1).filter { abs($0 - 1) > 0.05 && abs($0) > 0.05 }
        case .saturating: return (0...48).map { range / 50 * pow(250, Double($0) / 48) }
        default: return [0]
        }
    }

    /// The best fit of a monotone form, nil when the form does not apply (a logarithm or power of x ≤ 0, a
    /// saturating curve of negative x) or no θ gives a finite fit.
    static func fit(_ model: RelationModel, xs: [Double], ys: [Double], centre: Double, scale: Double) -> CurveCandidate? {
        let low = xs.min() ?? 0, high = xs.max() ?? 0
        switch model {
        case .logarithmic, .power: guard low > 0 else { return nil }
        case .saturating: guard low >= 0 else { return nil }
        case .quadratic: return nil
        default: break
        }
        var best: CurveCandidate?
        for theta in grid(model, range: high - low) {
            let g = xs.map { transform(model, $0, theta: theta, centre: centre, scale: scale) }
            guard let (a, b, squares) = simpleRegression(g, ys) else { continue }
            if best == nil || squares < best!.residualSquares {
                best = CurveCandidate(model: model, parameterCount: model == .line || model == .logarithmic ? 2 : 3,
                                      residualSquares: squares, a: a, b: b, theta: theta, centre: centre,
                                      scale: scale, quadratic: [])
            }
        }
        return best
    }

    /// The quadratic y = q₀ + q₁u + q₂u² already fitted by `ScatterFit`.
    static func quadratic(_ q: [Double], residualSquares: Double, centre: Double, scale: Double) -> CurveCandidate {
        CurveCandidate(model: .quadratic, parameterCount: 3, residualSquares: residualSquares, a: 0, b: 0, theta: 0,
                       centre: centre, scale: scale, quadratic: q)
    }

    /// y ≈ a + b·g by least squares around the means; nil without spread in g or with a non-finite sum.
    private static func simpleRegression(_ g: [Double], _ ys: [Double]) -> (Double, Double, Double)? {
        let n = Double(g.count)
        var sg = 0.0, sy = 0.0
        for i in g.indices { sg += g[i]; sy += ys[i] }
        let mg = sg / n, my = sy / n
        var sgg = 0.0, sgy = 0.0, syy = 0.0
        for i in g.indices {
            let dg = g[i] - mg, dy = ys[i] - my
            sgg += dg * dg; sgy += dg * dy; syy += dy * dy
        }
        guard sgg > 0, sgg.isFinite, sgy.isFinite, mg.isFinite else { return nil }
        let b = sgy / sgg
        let squares = max(0, syy - b * sgy)
        return squares.isFinite ? (my - b * mg, b, squares) : nil
    }
}
