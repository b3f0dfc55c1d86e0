import Foundation

/// Chooses how a series' level moves — constant, line, broken line of up to five segments, or up to three
/// steps — by an information criterion on the bin means that allows for persistent (AR(1)) noise.
///
/// Each model is fitted twice: with φ estimated (≤ 0.98) and with φ = 1 (the noise is a random walk and
/// only changes of the mean matter). Its score is (m − 1) ln σ̂²_u + c · p · ln m, plus D when φ is
/// estimated, with p the coefficients it identifies plus one per knot or step position. The constant level (either noise) is the null: a model describes the series only when it
/// scores below it. c and D are calibrated so that on 200 white-noise and 200 random-walk series
/// (50–500 points) fewer than 5 % of either get any claim (ShapeLibraryTests prints the rates), while a
/// dip and recovery, a step or a rise in real data still win (docs/findings.md).
///
/// Why φ = 1 is a model of its own: with φ estimated, least squares is biased below 1 on a random walk
/// (Dickey & Fuller 1979), and the constant then looks worse than a line that follows the wander; with
/// φ = 1 the walk is explained by its own persistence. D is the price of claiming that the noise is not
/// a random walk (the Dickey–Fuller statistic's 5 % point is about 12 on the likelihood-ratio scale; a
/// claim pays D plus c ln m per extra parameter).
enum LevelModelSelector {
    /// c: penalty per parameter, in units of ln m (BIC has 1).
    static let penaltyPerParameter = 1.25
    /// D: added when φ is estimated rather than 1.
    static let estimatedPersistencePenalty = 8.0
    /// Bounds of an estimated φ.
    static let persistenceRange = (lower: -0.5, upper: 0.98)
    /// Broken lines have at most this many segments; steps at most `maximumLevels` levels.
    static let maximumSegments = 5
    static let maximumLevels = 4
    /// A segment or level spans at least this share of the bins, and at least `minimumRun` bins.
    static let minimumShare = 0.05
    static let minimumRun = 4
    /// Fewer bins than this get no model but the constant.
    static let minimumCount = 10
    /// σ̂²_u is floored at this share of the values' variance (an exact fit would score −∞).
    static let varianceFloor = 1e-12

    /// Every candidate that beats the constant level, best first (empty when none does, or the series
    /// is too short or constant).
    static func candidates(u: [Double], values: [Double]) -> [LevelModel] {
        let m = values.count
        guard m >= minimumCount, let (mean, sd) = meanAndDeviation(values), sd > 0 else { return [] }
        let z = values.map { ($0 - mean) / sd }
        var all: [LevelModel] = []
        for estimated in [true, false] {
            all.append(model(.constant, knots: [], steps: [], estimated: estimated, phi: nil, u: u, values: values))
            all.append(model(.piecewise, knots: [], steps: [], estimated: estimated, phi: nil, u: u, values: values))
        }
        let null = all.filter { $0.form == .constant }.map(\.score).min()!
        let run = minimumLength(m)
        let lines = OptimalPartition.bestSplits(xs: u, ys: z, maximumSegments: maximumSegments, minimumLength: run,
                                                cost: .line)
        let levels = OptimalPartition.bestSplits(xs: u, ys: z, maximumSegments: maximumLevels, minimumLength: run,
                                                 cost: .level)
        for estimated in [true, false] {
            for k in lines.indices.dropFirst() {
                guard let starts = lines[k] else { continue }
                let knots = starts.map { (u[$0 - 1] + u[$0]) / 2 }
                all.append(model(.piecewise, knots: knots, steps: [], estimated: estimated, phi: nil, u: u, values: values))
            }
            for k in levels.indices.dropFirst() {
                guard let starts = levels[k] else { continue }
                let steps = starts.map { (u[$0 - 1] + u[$0]) / 2 }
                all.append(model(.steps, knots: [], steps: steps, estimated: estimated, phi: nil, u: u, values: values))
            }
        }
        return all.filter { $0.form != .constant && $0.score < null }.sorted { $0.score < $1.score }
    }

    /// The best constant-level score of values (the null the candidates beat).
    static func nullScore(u: [Double], values: [Double]) -> Double {
        [true, false].map { model(.constant, knots: [], steps: [], estimated: $0, phi: nil, u: u, values: values).score }.min()!
    }

    /// Refits a model with other knots or step starts, keeping its noise model (φ as it was).
    static func refit(_ model: LevelModel, knots: [Double], stepStarts: [Double], u: [Double], values: [Double]) -> LevelModel {
        self.model(model.form, knots: knots, steps: stepStarts, estimated: model.estimatesPersistence,
                   phi: model.fit.phi, u: u, values: values)
    }

    /// The minimum run of bins for m bins.
    static func minimumLength(_ m: Int) -> Int { max(minimumRun, Int((minimumShare * Double(m)).rounded(.up))) }

    /// Fits one model to the values (centred, so that large offsets keep their digits) and scores it.
    /// `phi` fixes an estimated φ (a refit); nil estimates it.
    private static func model(_ form: LevelModel.Form, knots: [Double], steps: [Double], estimated: Bool,
                              phi: Double?, u: [Double], values: [Double]) -> LevelModel {
        let m = values.count
        let (mean, sd) = meanAndDeviation(values) ?? (0, 0)
        let centred = values.map { $0 - mean }
        let columns = LevelModel.designColumns(form: form, knots: knots, stepStarts: steps, u: u)
        let persistence: AutoregressiveRegression.Persistence
        if !estimated {
            persistence = .fixed(1)
        } else if let phi {
            persistence = .fixed(phi)
        } else {
            persistence = .estimated(lower: persistenceRange.lower, upper: persistenceRange.upper)
        }
        let fit = AutoregressiveRegression(columns: columns, y: centred, persistence: persistence)
        // Under φ = 1 the intercept is not identified and not counted; an estimated φ pays D instead of ln m.
        let parameters = columns.count - (estimated ? 0 : 1) + knots.count + steps.count
        let variance = max(sd * sd, .leastNormalMagnitude)
        let score = Double(m - 1) * log(max(fit.innovationVariance / variance, varianceFloor))
            + penaltyPerParameter * Double(parameters) * log(Double(m))
            + (estimated ? estimatedPersistencePenalty : 0)
        var coefficients = fit.coefficients
        coefficients[0] += mean
        return LevelModel(form: form, knots: knots, stepStarts: steps, coefficients: coefficients, fit: fit,
                          parameters: parameters, estimatesPersistence: estimated, score: score)
    }

    /// Mean and population standard deviation (nil when empty).
    static func meanAndDeviation(_ values: [Double]) -> (Double, Double)? {
        guard !values.isEmpty else { return nil }
        var mean = 0.0
        for v in values { mean += v }
        mean /= Double(values.count)
        var squares = 0.0
        for v in values { squares += (v - mean) * (v - mean) }
        return (mean, (squares / Double(values.count)).squareRoot())
    }
}
