import Foundation

/// A change in a sequence that noise does not explain: a trend, a step or a drift.
///
/// The comparisons of several series (an overtake, which grew most, a share that moved) all ask the same
/// question of one derived sequence — the gap between two series, the log of their ratio, a share — and a
/// random walk answers it wrongly far too often when only white noise is ruled out. So three models of change
/// compete with three models of no change, all by BIC (Gaussian likelihood of the values after the first,
/// ln(n − 1) per parameter, values taken in x order as a sequence):
///
/// | change | parameters | no change | parameters |
/// |---|---|---|---|
/// | straight line + independent noise | 3 | constant + independent noise | 2 |
/// | one step in the mean (best split) + independent noise | 4 | random walk without drift | 1 |
/// | random walk with drift | 2 | AR(1) around the mean, ϕ ≤ 0.99 | 3 |
///
/// A line or a step must beat the best no-change model by `lineMargin(n)` (9 below 16 values, 8 below 30,
/// else 6: with few values a random walk often looks like a trend). A drift must beat the stationary
/// no-change models by BIC and the random walk by a likelihood ratio above 6.63 (χ² with one degree of
/// freedom, p < 0.01): drift against a random walk is a test of like with like. Calibrated on 2,000 simulated
/// series per length from 8 to 366 values so that white noise, random walks and AR(1) noise (ϕ = 0.8, 0.95)
/// pass about 5 % of the time or less (docs/findings.md, "Systematic change"; the detectors' rates are printed
/// by ComparisonFalseClaimTests). A chart that asks the question of many sequences (45 pairs of ten series)
/// raises both thresholds by 2 ln(m / 3) for m > 3 questions — Bonferroni on the likelihood-ratio scale — so
/// that the chart as a whole keeps its rate.
struct SystematicChange {
    /// The change models.
    enum Model: Equatable { case line, step, drift }

    /// The winning change model.
    let model: Model
    /// Values of the line (for `.line` and `.drift`, which is located by its line) or of the step, at each position.
    let fitted: [Double]
    /// The change over the sequence: the line's or the drift's rise from first to last position, or the step.
    let change: Double
    /// Share of the sequence's variance the line or step explains (R²).
    let rSquared: Double

    /// Fewer values than this leave no room to tell a change from noise.
    static let minimumCount = 8

    static func lineMargin(_ n: Int) -> Double { n < 16 ? 9 : n < 30 ? 8 : 6 }
    /// χ²₁ at p = 0.01.
    static let driftLikelihoodRatio = 6.63

    /// The extra threshold when a chart asks the question of `questions` sequences.
    static func multiplicity(_ questions: Int) -> Double { questions > 3 ? 2 * log(Double(questions) / 3) : 0 }

    /// The systematic change of `values`, or nil when a model of no change explains them as well;
    /// `questions` is how many sequences of the chart are tested alike.
    init?(_ values: [Double], questions: Int = 1) {
        let n = values.count
        guard n >= SystematicChange.minimumCount, values.allSatisfy(\.isFinite) else { return nil }
        let mean = values.reduce(0, +) / Double(n)
        let centred = values.map { $0 - mean }
        let total = centred.reduce(0) { $0 + $1 * $1 }
        guard total > 0, total.isFinite else { return nil }
        // A floor on variances, so that a perfect line or step has a finite likelihood that still wins.
        let floor = total / Double(n) * 1e-12
        let penalty = log(Double(n - 1))
        func criterion(_ squares: Double, over count: Int, parameters: Int) -> Double {
            Double(n - 1) * log(max(squares / Double(count), floor)) + Double(parameters) * penalty
        }

        // No change.
        let constant = criterion(total, over: n, parameters: 2)
        var increments = [Double](repeating: 0, count: n - 1)
        for k in 1..<n { increments[k - 1] = centred[k] - centred[k - 1] }
        let incrementSquares = increments.reduce(0) { $0 + $1 * $1 }
        let walk = criterion(incrementSquares, over: n - 1, parameters: 1)
        let phi = min(0.99, max(-0.99, AutoregressiveNoise.lagOneCoefficient(centred)))
        let autoregressive = criterion(AutoregressiveNoise.innovationVariance(centred, phi: phi), over: 1, parameters: 3)
        let noChange = min(constant, walk, autoregressive)

        // Change: a line over the positions.
        let meanT = Double(n - 1) / 2
        var stt = 0.0, sty = 0.0
        for k in 0..<n { let dt = Double(k) - meanT; stt += dt * dt; sty += dt * centred[k] }
        let slope = sty / stt
        let lineSquares = max(0, total - slope * sty)
        let line = criterion(lineSquares, over: n, parameters: 3)
        // A step: the split (at least two values each side) with the least squares, by running sums.
        var bestSplit = 2, stepSquares = Double.infinity
        var prefix = 0.0
        for k in 0..<(n - 2) {
            prefix += centred[k]
            let left = k + 1
            guard left >= 2 else { continue }
            // Squares around two means = total − left·mean₁² − right·mean₂² (the overall mean is 0).
            let right = n - left
            let squares = total - prefix * prefix / Double(left) - prefix * prefix / Double(right)
            if squares < stepSquares { stepSquares = squares; bestSplit = left }
        }
        stepSquares = max(0, stepSquares)
        let step = criterion(stepSquares, over: n, parameters: 4)
        let incrementMean = increments.reduce(0, +) / Double(n - 1)
        let driftSquares = max(0, incrementSquares - Double(n - 1) * incrementMean * incrementMean)
        let drift = criterion(driftSquares, over: n - 1, parameters: 2)

        let extra = SystematicChange.multiplicity(questions)
        let lineOrStep = min(line, step) < noChange - SystematicChange.lineMargin(n) - extra
        let drifts = drift < min(constant, autoregressive)
            && walk - drift + penalty > SystematicChange.driftLikelihoodRatio + extra
        guard lineOrStep || drifts else { return nil }
        if lineOrStep && step < line {
            model = .step
            let leftMean = centred[..<bestSplit].reduce(0, +) / Double(bestSplit)
            let rightMean = centred[bestSplit...].reduce(0, +) / Double(n - bestSplit)
            fitted = (0..<n).map { mean + ($0 < bestSplit ? leftMean : rightMean) }
            change = rightMean - leftMean
            rSquared = 1 - stepSquares / total
        } else {
            model = lineOrStep ? .line : .drift
            fitted = (0..<n).map { mean + slope * (Double($0) - meanT) }
            change = model == .drift ? incrementMean * Double(n - 1) : slope * Double(n - 1)
            rSquared = 1 - lineSquares / total
        }
    }
}
