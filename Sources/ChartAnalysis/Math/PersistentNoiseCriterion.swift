import Foundation

/// Scores a linear description of a series' level (a design of columns on u = 0…1) by an information
/// criterion that allows for persistent noise, so that models can be compared without a random walk's
/// wander passing for structure.
///
/// The model is fitted with AR(1) errors twice: with φ estimated (−0.5…0.98) and with φ = 1 (a random
/// walk: only changes of the mean are identified). Score: (m − 1) ln(σ̂²_u / Var(values)) + c · p · ln m,
/// plus D when φ is estimated, with p the coefficients identified plus one per knot or step position.
/// The constant level under either noise is the null every claim must beat.
///
/// Why φ = 1 is a model of its own: with φ estimated, least squares is biased below 1 on a random walk
/// (Dickey & Fuller 1979), and the constant then looks worse than a line that follows the wander; with
/// φ = 1 the walk is explained by its own persistence. D is the price of claiming that the noise is not
/// a random walk (Dickey–Fuller's 5 % point is about 12 on the likelihood-ratio scale; a claim pays D plus
/// c ln m per extra parameter). c and D are calibrated on white noise and random walks (docs/findings.md).
enum PersistentNoiseCriterion {
    /// c: penalty per parameter, in units of ln m (BIC has 1).
    static let penaltyPerParameter = 1.25
    /// D: added when φ is estimated rather than 1.
    static let estimatedPersistencePenalty = 8.0
    /// Bounds of an estimated φ.
    static let persistenceRange = (lower: -0.5, upper: 0.98)
    /// σ̂²_u is floored at this share of the values' variance (an exact fit would score −∞).
    static let varianceFloor = 1e-12

    /// A fitted, scored model.
    struct Scored {
        /// The fit on the values centred at their mean (add `mean` to the intercept).
        var fit: AutoregressiveRegression
        var mean: Double
        var parameters: Int
        var estimatesPersistence: Bool
        var score: Double
    }

    /// Fits `columns` (the first is the intercept) to `values` and scores it. `positions` counts knot or
    /// step positions chosen from the data; `phi` fixes an estimated φ (for refits), nil estimates it.
    static func score(columns: [[Double]], positions: Int, values: [Double], estimated: Bool,
                      phi: Double? = nil) -> Scored {
        let m = values.count
        var mean = 0.0
        for v in values { mean += v }
        mean /= Double(max(1, m))
        var squares = 0.0
        for v in values { squares += (v - mean) * (v - mean) }
        let variance = max(squares / Double(max(1, m)), .leastNormalMagnitude)
        let persistence: AutoregressiveRegression.Persistence
        if !estimated {
            persistence = .fixed(1)
        } else if let phi {
            persistence = .fixed(phi)
        } else {
            persistence = .estimated(lower: persistenceRange.lower, upper: persistenceRange.upper)
        }
        let fit = AutoregressiveRegression(columns: columns, y: values.map { $0 - mean }, persistence: persistence)
        // Under φ = 1 the intercept is not identified and not counted; an estimated φ pays D instead of ln m.
        let parameters = columns.count - (estimated ? 0 : 1) + positions
        let score = Double(m - 1) * log(max(fit.innovationVariance / variance, varianceFloor))
            + penaltyPerParameter * Double(parameters) * log(Double(m))
            + (estimated ? estimatedPersistencePenalty : 0)
        return Scored(fit: fit, mean: mean, parameters: parameters, estimatesPersistence: estimated, score: score)
    }

    /// The better constant-level score (the null).
    static func nullScore(values: [Double]) -> Double {
        let ones = [[Double](repeating: 1, count: values.count)]
        return min(score(columns: ones, positions: 0, values: values, estimated: true).score,
                   score(columns: ones, positions: 0, values: values, estimated: false).score)
    }

    /// True when a straight line, or a line broken once whose two pieces go the same way as `sign`
    /// (+1 rising, −1 falling), scores below the constant level under either noise. The broken line lets
    /// a rise that speeds up (global temperatures since 1880) count as a rise; its knot is the best split of
    /// the values into two runs with their own lines (at least a tenth of the values each).
    static func monotoneLevelBeatsConstant(u: [Double], values: [Double], sign: Int) -> Bool {
        let m = values.count
        let ones = [Double](repeating: 1, count: m)
        func best(_ columns: [[Double]], positions: Int) -> Scored {
            let a = score(columns: columns, positions: positions, values: values, estimated: true)
            let b = score(columns: columns, positions: positions, values: values, estimated: false)
            return a.score <= b.score ? a : b
        }
        let null = nullScore(values: values)
        let line = best([ones, u], positions: 0)
        if line.score < null { return true }
        let run = max(2, m / 10)
        guard m >= 2 * run, let split = OptimalPartition.bestSplits(xs: u, ys: values, maximumSegments: 2,
                                                                     minimumLength: run, cost: .line)[1]?.first
        else { return false }
        let knot = (u[split - 1] + u[split]) / 2
        let broken = best([ones, u, u.map { max(0, $0 - knot) }], positions: 1)
        guard broken.score < null else { return false }
        let c = broken.fit.coefficients
        let first = c[1] * knot, second = (c[1] + c[2]) * (1 - knot)
        return Double(sign) * first >= 0 && Double(sign) * second >= 0
    }
}
