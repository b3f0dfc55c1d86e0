/// A description of how a series' level moves along u = 0…1, fitted with AR(1) errors: a constant, a
/// line, a continuous broken line (hinges at knots), or steps between constant levels.
struct LevelModel {
    enum Form: Equatable {
        /// One level.
        case constant
        /// A straight line, or (with knots) a continuous broken line: consecutive segments share their ends.
        case piecewise
        /// Constant levels with jumps between them.
        case steps
    }

    var form: Form
    /// Piecewise: where the slope changes, in u, ascending (empty for a line).
    var knots: [Double]
    /// Steps: the first u of each new level, ascending (a level starts at the first point with u ≥ it).
    var stepStarts: [Double]
    /// Coefficients of the design (see `designColumns`).
    var coefficients: [Double]
    /// The AR(1) fit the coefficients come from.
    var fit: AutoregressiveRegression
    /// Number of parameters counted by the criterion: coefficients identified plus knot or step positions.
    var parameters: Int
    /// True when φ was estimated rather than fixed at 1.
    var estimatesPersistence: Bool
    /// The criterion: (m − 1) ln σ̂²_u + c · parameters · ln m (+ D when φ is estimated); lower is better.
    var score: Double

    /// Columns of the design at the given u: 1, u, (u − κ)₊ per knot for piecewise; 1, [u ≥ s] per step start.
    static func designColumns(form: Form, knots: [Double], stepStarts: [Double], u: [Double]) -> [[Double]] {
        var columns: [[Double]] = [[Double](repeating: 1, count: u.count)]
        switch form {
        case .constant: break
        case .piecewise:
            columns.append(u)
            for knot in knots { columns.append(u.map { max(0, $0 - knot) }) }
        case .steps:
            for start in stepStarts { columns.append(u.map { $0 >= start ? 1 : 0 }) }
        }
        return columns
    }

    /// The design row at one u (for values and standard errors of fitted levels).
    func row(at x: Double) -> [Double] {
        var r: [Double] = [1]
        switch form {
        case .constant: break
        case .piecewise:
            r.append(x)
            for knot in knots { r.append(max(0, x - knot)) }
        case .steps:
            for start in stepStarts { r.append(x >= start ? 1 : 0) }
        }
        return r
    }

    /// The fitted level at u. Under φ = 1 the intercept is not identified (coefficient 0): levels are then
    /// only meaningful as differences, and `anchored(to:)` fixes the intercept to the data.
    func value(at x: Double) -> Double {
        // Called for every point of the series: no row array.
        var v = coefficients[0]
        switch form {
        case .constant: break
        case .piecewise:
            v += coefficients[1] * x
            for (j, knot) in knots.enumerated() where x > knot { v += coefficients[j + 2] * (x - knot) }
        case .steps:
            for (j, start) in stepStarts.enumerated() where x >= start { v += coefficients[j + 1] }
        }
        return v
    }

    /// A copy whose intercept makes the mean of the fitted values equal the mean of `data` at `us` — how
    /// the level is set when φ = 1 left it open (for φ < 1 the GLS intercept is kept).
    func anchored(to data: [Double], at us: [Double]) -> LevelModel {
        guard !estimatesPersistence, !data.isEmpty else { return self }
        var copy = self
        var difference = 0.0
        for (y, x) in zip(data, us) { difference += y - value(at: x) }
        copy.coefficients[0] += difference / Double(data.count)
        return copy
    }

    /// The standard error of value(at: a) − value(at: b) under the fit's AR(1) errors.
    func standardErrorOfChange(from b: Double, to a: Double) -> Double {
        let ra = row(at: a), rb = row(at: b)
        return fit.standardError(of: zip(ra, rb).map { $0 - $1 })
    }
}
