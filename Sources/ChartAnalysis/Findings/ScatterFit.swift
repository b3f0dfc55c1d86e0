import Foundation

/// A line and a quadratic fitted to a scatter's points, their tests, and the form they imply.
///
/// Sums are taken around the means and x is standardized before squaring, so dates or large values do not
/// cancel; the quadratic is solved by QR. See `ScatterRelation` for the thresholds.
struct ScatterFit {
    static let minimumCount = 5
    /// Significance of each of the two tests of a relation (0.05 split between the line and the quadratic).
    static let relationLevel = 0.025
    /// A line this close (|r|) is a line unless a curve adds at least `nearLinearGain` to R².
    static let nearLinearR = 0.98
    static let nearLinearGain = 0.01
    /// A decelerating curve levels off when its slope at the end of the x range is below this share of its mean
    /// slope (a logarithm over 1–100: 0.21, levels off; over 1–10: 0.39, "ever more slowly"; a square root from
    /// 0: 0.5), with its knee in the first `levelsOffReach` of the range.
    static let levelsOffSlope = 0.3
    static let levelsOffReach = 0.6
    /// A bend needs the quadratic term at this level (partial F) and the best curve to lower AICc by more
    /// than `minimumAICcGain` against the line.
    static let bendLevel = 0.05
    static let minimumAICcGain = 2.0
    /// A bend is said only where at least this many points lie on each side of it (below and above a knee; in
    /// the first and the last third of the x range for "ever faster" or "ever more slowly")…
    static let fewestBendSidePoints = 3
    /// …and at least this share of the points, rounded down (3 of Motor Trend's 32 cars show a flattening).
    static let bendSideShare = 0.1

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
    /// The model the form was chosen from (`line` for a linear form or none).
    let model: RelationModel
    /// How a monotone curve bends.
    let bend: RelationBend
    /// For a curve that levels off, the x from which it is nearly flat.
    let levelsOffAbove: Double?
    /// The chosen curve, nil for a line or no relation.
    private let curve: CurveCandidate?
    /// R² of the form's model on every point.
    private let curveRSquared: Double
    /// Quadratic coefficients on standardized x: y = c₀ + c₁u + c₂u², u = (x − meanX) / scaleX.
    private let quadraticCoefficients: [Double]
    private let scaleX: Double
    private let lowX: Double, highX: Double

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
        let hasRelation = linearP < ScatterFit.relationLevel || quadraticP < ScatterFit.relationLevel
        let pearson = max(-1, min(1, sxy / (sxx * syy).squareRoot()))
        let low = xs.min()!, high = xs.max()!
        let parabola = { (x: Double) -> Double in let u = (x - meanX) / scaleX; return c[0] + c[1] * u + c[2] * u * u }

        // The quadratic is a candidate when its turn lies outside the data (a monotone bend), or inside with
        // the points on each side moving the opposite ways (Mercury's vapour pressure rises all along: the
        // quadratic's vertex at 120 °C is no turn of the data).
        var quadraticTurns = false
        var vertex: Double?
        if c[2] != 0 {
            let v = meanX + scaleX * (-c[1] / (2 * c[2]))
            if v > low && v < high {
                vertex = v
                let residualSD = (quadraticSquares / Double(max(1, n - 3))).squareRoot()
                quadraticTurns = ScatterFit.pointsTurn(xs: xs, ys: ys, at: v, risesFirst: c[2] < 0,
                                                       minimumSide: max(3, Int((0.1 * Double(n)).rounded(.up))),
                                                       residualSD: residualSD)
                    && [low, high].map({ abs(parabola(v) - parabola($0)) }).min()! > 2 * residualSD
            }
        }
        var form = RelationForm.none
        var turning: Double?
        var chosen: CurveCandidate?
        // A bend drawn through one point is no bend: the quadratic term must keep its level without the point that
        // moves it most (a single cloud of 456 points with one point far off to the right was "y fell as x rose,
        // r = 0.01" along an exponential through that point; Kootenay's flow levelled off through 1934 alone).
        if hasRelation && curvatureP < ScatterFit.bendLevel
            && ScatterFit.curvatureHoldsWithoutItsMostInfluentialPoint(xs: xs, ys: ys, us: us, fit: quadratic) {
            // Curves are chosen on a sample of at most 5,000 points, evenly spread through the input order.
            let stride = max(1, n / 5000)
            let fitX = stride == 1 ? xs : Swift.stride(from: 0, to: n, by: stride).map { xs[$0] }
            let fitY = stride == 1 ? ys : Swift.stride(from: 0, to: n, by: stride).map { ys[$0] }
            var candidates = [RelationModel.logarithmic, .exponential, .power, .saturating].compactMap {
                CurveCandidate.fit($0, xs: fitX, ys: fitY, centre: meanX, scale: scaleX)
            }
            if vertex == nil || quadraticTurns {
                candidates.append(CurveCandidate.quadratic(c, residualSquares: stride == 1 ? quadraticSquares
                    : fitX.indices.reduce(0) { $0 + pow(fitY[$1] - parabola(fitX[$1]), 2) }, centre: meanX, scale: scaleX))
            }
            let m = fitX.count
            let lineSquares = stride == 1 ? linearSquares
                : fitX.indices.reduce(0) { $0 + pow(fitY[$1] - (meanY + slope * (fitX[$1] - meanX)), 2) }
            let fitTotal = stride == 1 ? syy : { let my = fitY.reduce(0, +) / Double(m); return fitY.reduce(0) { $0 + ($1 - my) * ($1 - my) } }()
            let line = CurveCandidate.fit(.line, xs: fitX, ys: fitY, centre: meanX, scale: scaleX)
            let lineAICc = line?.aicc(count: m, floor: floor) ?? .infinity
            if let best = candidates.min(by: { $0.aicc(count: m, floor: floor) < $1.aicc(count: m, floor: floor) }),
               best.aicc(count: m, floor: floor) < lineAICc - ScatterFit.minimumAICcGain {
                // Near-linear data are a line: weight against height with r = 1.00 is not "a curve".
                let gain = fitTotal > 0 ? (lineSquares - best.residualSquares) / fitTotal : 0
                if !(abs(pearson) >= ScatterFit.nearLinearR && gain < ScatterFit.nearLinearGain) {
                    chosen = best
                    form = best.model == .quadratic && quadraticTurns ? .nonMonotone : .monotoneCurve
                    if form == .nonMonotone { turning = vertex }
                }
            }
        }
        if form == .none && linearP < ScatterFit.relationLevel { form = .linear }
        // A bend or a line was chosen; the words of a monotone curve come from its shape over the data.
        var bend = RelationBend.none
        var levelsOff: Double?
        if form == .monotoneCurve, let curve = chosen {
            (bend, levelsOff) = ScatterFit.bend(curve, low: low, high: high)
            if !ScatterFit.bendIsSupported(bend, knee: levelsOff, xs: xs, low: low, high: high) {
                // A bend drawn through a handful of points is not said ("levelled off above about 11,000" through
                // two dinosaurs): where the line holds, the relation is the line.
                bend = .none
                levelsOff = nil
                if linearP < ScatterFit.relationLevel { form = .linear; chosen = nil }
            }
        }
        // A monotone curve goes the way the points' ranks go, and they go it beyond chance (Spearman's ρ at
        // `relationLevel`): an exponential bent down through one far point of a round cloud was "y fell as x
        // rose" at r = 0.01 and ρ = +0.09.
        if form == .monotoneCurve, let curve = chosen {
            let rho = CorrelationAnalysis.pearson(CorrelationAnalysis.ranks(xs), CorrelationAnalysis.ranks(ys)) ?? 0
            if (rho > 0) != (curve.predict(high) > curve.predict(low))
                || CorrelationAnalysis.pValue(rho, count: n) >= ScatterFit.relationLevel {
                bend = .none
                levelsOff = nil
                chosen = nil
                form = linearP < ScatterFit.relationLevel ? .linear : .none
            }
        }
        model = form == .monotoneCurve || form == .nonMonotone ? chosen?.model ?? .line : .line
        self.bend = bend
        levelsOffAbove = levelsOff
        let keptCurve = form == .monotoneCurve || form == .nonMonotone ? chosen : nil
        curve = keptCurve
        self.pearson = pearson
        if let kept = keptCurve {
            var squares = 0.0
            for k in 0..<n { let e = ys[k] - kept.predict(xs[k]); squares += e * e }
            curveRSquared = 1 - min(syy, squares) / syy
        } else {
            curveRSquared = 1 - linearSquares / syy
        }
        count = n
        self.meanX = meanX
        self.meanY = meanY
        self.slope = slope
        linearRSquared = 1 - linearSquares / syy
        self.linearP = linearP
        quadraticRSquared = 1 - quadraticSquares / syy
        self.quadraticP = quadraticP
        quadraticCoefficients = c
        self.scaleX = scaleX
        self.form = form
        turningX = turning
        lowX = low
        highX = high
    }

    /// The form's p-value.
    var pValue: Double { form == .linear ? linearP : quadraticP }
    /// R² of the form's model.
    var rSquared: Double { form == .linear ? linearRSquared : curveRSquared }

    /// True when y grows with x; for a non-monotone form, when y rises then falls.
    var isPositive: Bool {
        switch form {
        case .nonMonotone: return quadraticCoefficients[2] < 0
        case .monotoneCurve: return curve.map { $0.predict(highX) > $0.predict(lowX) } ?? (slope > 0)
        case .linear, .none: return slope > 0
        }
    }

    /// The fitted y at `x` of the form's model (the line unless the form is curved).
    func predict(_ x: Double) -> Double {
        if let curve { return curve.predict(x) }
        return meanY + slope * (x - meanX)
    }

    /// True when the points on each side of `x` move the ways a turn there says: on the side before, up when
    /// `risesFirst`, and the other way after; each side's own least-squares line must change by more than twice
    /// the residual SD across its points, with at least `minimumSide` points.
    static func pointsTurn(xs: [Double], ys: [Double], at x: Double, risesFirst: Bool, minimumSide: Int,
                           residualSD: Double) -> Bool {
        let sides = [xs.indices.filter { xs[$0] < x }, xs.indices.filter { xs[$0] > x }]
        for (k, side) in sides.enumerated() {
            guard side.count >= minimumSide else { return false }
            let sx = side.map { xs[$0] }, sy = side.map { ys[$0] }
            let mx = sx.reduce(0, +) / Double(side.count), my = sy.reduce(0, +) / Double(side.count)
            var sxx = 0.0, sxy = 0.0
            for i in sx.indices { sxx += (sx[i] - mx) * (sx[i] - mx); sxy += (sx[i] - mx) * (sy[i] - my) }
            guard sxx > 0 else { return false }
            let change = sxy / sxx * (sx.max()! - sx.min()!)
            let wantsRise = (k == 0) == risesFirst
            guard (wantsRise ? change : -change) > 2 * residualSD else { return false }
        }
        return true
    }

    /// Whether the quadratic term of `fit` (columns 1, u, u²) stays at `bendLevel` with its most influential point
    /// (the largest Cook's distance; a point of leverage 1 first) left out.
    static func curvatureHoldsWithoutItsMostInfluentialPoint(xs: [Double], ys: [Double], us: [Double],
                                                           fit: SmallLeastSquares) -> Bool {
        let n = ys.count
        guard fit.rank == 3, n > 5 else { return true }
        let c = fit.coefficients, g = fit.inverseGram
        let variance = fit.residualSumOfSquares / Double(n - 3)
        var worst = 0, largest = -1.0
        for k in 0..<n {
            let row = [1, us[k], us[k] * us[k]]
            var h = 0.0
            for i in 0..<3 { for j in 0..<3 { h += row[i] * g[i][j] * row[j] } }
            let e = ys[k] - (c[0] + c[1] * row[1] + c[2] * row[2])
            let cook = h >= 1 - 1e-9 ? Double.infinity
                : variance > 0 ? e * e / (3 * variance) * h / ((1 - h) * (1 - h)) : 0
            if cook > largest { largest = cook; worst = k }
        }
        var restX = xs, restY = ys, restU = us
        restX.remove(at: worst); restY.remove(at: worst); restU.remove(at: worst)
        let m = n - 1
        let meanX = restX.reduce(0, +) / Double(m), meanY = restY.reduce(0, +) / Double(m)
        var sxx = 0.0, syy = 0.0, sxy = 0.0
        for i in 0..<m {
            let dx = restX[i] - meanX, dy = restY[i] - meanY
            sxx += dx * dx; syy += dy * dy; sxy += dx * dy
        }
        guard sxx > 0, syy > 0 else { return false }
        let linearSquares = max(0, syy - sxy * sxy / sxx)
        let quadratic = SmallLeastSquares(columns: [[Double](repeating: 1, count: m), restU, restU.map { $0 * $0 }], y: restY)
        guard quadratic.rank == 3 else { return false }
        let quadraticSquares = max(0, min(linearSquares, quadratic.residualSumOfSquares))
        let p = fTest(explained: linearSquares - quadraticSquares, parameters: 1, residual: quadraticSquares,
                      residualDF: m - 3, total: syy)
        return p < bendLevel
    }

    /// The bend of a monotone curve over [low, high]: faster when its steepness over the last third of the x
    /// range exceeds that over the first third, else slower. A slower curve levels off when its slope over the
    /// last tenth of the range is below a quarter of its mean slope; it levels off above its knee, the point of
    /// greatest curvature with both axes scaled to the data's ranges (where the eye sees the bend), when that
    /// lies in the first 60 % of the range.
    static func bend(_ curve: CurveCandidate, low: Double, high: Double) -> (RelationBend, Double?) {
        let steps = 200
        let at = (0...steps).map { low + (high - low) * Double($0) / Double(steps) }
        let ys = at.map(curve.predict)
        let total = ys[steps] - ys[0]
        guard total != 0, total.isFinite else { return (.none, nil) }
        let third = steps / 3
        let early = abs(ys[third] - ys[0]), late = abs(ys[steps] - ys[steps - third])
        guard late < early else { return (.faster, nil) }
        let finalSlope = abs(ys[steps] - ys[steps - 1]) * Double(steps)
        guard finalSlope < levelsOffSlope * abs(total) else { return (.slower, nil) }
        // Curvature of the curve drawn in the unit square: x and y each scaled to [0, 1].
        let h = 1 / Double(steps)
        let ns = ys.map { ($0 - ys[0]) / total }
        var knee = 1, largest = -1.0
        for k in 1..<steps {
            let d1 = (ns[k + 1] - ns[k - 1]) / (2 * h), d2 = (ns[k + 1] - 2 * ns[k] + ns[k - 1]) / (h * h)
            let kappa = abs(d2) / pow(1 + d1 * d1, 1.5)
            if kappa > largest { largest = kappa; knee = k }
        }
        guard Double(knee) / Double(steps) <= levelsOffReach else { return (.slower, nil) }
        return (.levelsOff, at[knee])
    }

    /// True when enough points show the bend (`fewestBendSidePoints`, at least `bendSideShare` of the points, on
    /// each side): a curve that levels off has them below its knee and above it; one that bends faster or slower,
    /// in the first third of the x range and in the last, where its steepness is compared.
    static func bendIsSupported(_ bend: RelationBend, knee: Double?, xs: [Double], low: Double, high: Double) -> Bool {
        // The share rounded down: the floor of three points is what keeps a bend off a handful; 3 of Motor
        // Trend's 32 cars in the last third of weight show the flattening a reader sees.
        let needed = max(fewestBendSidePoints, Int(bendSideShare * Double(xs.count)))
        switch bend {
        case .none: return true
        case .levelsOff:
            guard let knee else { return false }
            return xs.lazy.filter { $0 < knee }.count >= needed && xs.lazy.filter { $0 > knee }.count >= needed
        case .faster, .slower:
            let third = (high - low) / 3
            return xs.lazy.filter { $0 <= low + third }.count >= needed && xs.lazy.filter { $0 >= high - third }.count >= needed
        }
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
