/// Chooses how a series' level moves — constant, line, broken line of up to five segments, or up to three
/// steps — by the `PersistentNoiseCriterion` on the bin means: a model describes the series only when it
/// scores below the constant level. Its calibration keeps claims on 200 white-noise and 200 random-walk
/// series (50–500 points) under 5 % each (FalseClaimRateTests prints the rates), while a dip and recovery,
/// a step or a rise in real data still win (docs/findings.md).
///
/// Candidates: for k = 2…5 segments the best split of the bins into k runs with their own lines
/// (optimal partitioning), made continuous with knots at the run boundaries; for 2…4 levels the best
/// split into runs with their own means.
enum LevelModelSelector {
    /// Broken lines have at most this many segments; steps at most `maximumLevels` levels.
    static let maximumSegments = 5
    static let maximumLevels = 4
    /// A segment or level spans at least this share of the bins, and at least `minimumRun` bins.
    static let minimumShare = 0.05
    static let minimumRun = 4
    /// Fewer bins than this get no model but the constant.
    static let minimumCount = 10
    /// A level of a step model spans at least this share of the bins (and `minimumRun`): a level is what the
    /// line is seen to hold, and a plateau narrower than a tenth of the chart (two and a half widths of the
    /// visible course's pen) is a bump to the eye, a peak or an outlier episode. Daily ozone's one day of 168
    /// ppb and the nine high days after it were a level of their own ("jumped around Aug 25 to about 94, then
    /// dropped around Sep 5") at the 5 % the segments of a broken line need.
    static let minimumLevelShare = 0.1

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
        let levels = OptimalPartition.bestSplits(xs: u, ys: z, maximumSegments: maximumLevels,
                                                 minimumLength: minimumLevelLength(m), cost: .level)
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
    static func nullScore(u: [Double], values: [Double]) -> Double { PersistentNoiseCriterion.nullScore(values: values) }

    /// Refits a model with other knots or step starts, keeping its noise model (φ as it was).
    static func refit(_ model: LevelModel, knots: [Double], stepStarts: [Double], u: [Double], values: [Double]) -> LevelModel {
        self.model(model.form, knots: knots, steps: stepStarts, estimated: model.estimatesPersistence,
                   phi: model.fit.phi, u: u, values: values)
    }

    /// The minimum run of bins for m bins.
    static func minimumLength(_ m: Int) -> Int { max(minimumRun, Int((minimumShare * Double(m)).rounded(.up))) }

    /// The fewest bins (or points) of m that a level of a step model holds.
    static func minimumLevelLength(_ m: Int) -> Int {
        max(minimumRun, Int((minimumLevelShare * Double(m)).rounded(.up)))
    }

    /// Fits and scores one model; `phi` fixes an estimated φ (a refit), nil estimates it.
    private static func model(_ form: LevelModel.Form, knots: [Double], steps: [Double], estimated: Bool,
                              phi: Double?, u: [Double], values: [Double]) -> LevelModel {
        let columns = LevelModel.designColumns(form: form, knots: knots, stepStarts: steps, u: u)
        let scored = PersistentNoiseCriterion.score(columns: columns, positions: knots.count + steps.count,
                                                    values: values, estimated: estimated, phi: phi)
        var coefficients = scored.fit.coefficients
        coefficients[0] += scored.mean
        return LevelModel(form: form, knots: knots, stepStarts: steps, coefficients: coefficients, fit: scored.fit,
                          parameters: scored.parameters, estimatesPersistence: estimated, score: scored.score)
    }

    /// Mean and population standard deviation (nil when empty). Computed on the values times the power of two
    /// at or below their largest magnitude's inverse (an exact scaling, a multiplication rather than a division
    /// a value), so that values near the largest Double (1e308) neither overflow the sum nor the squares; the
    /// deviation is then finite whenever the values are. The sums run in four chains (`LaneSums`).
    static func meanAndDeviation<Values: RandomAccessCollection<Double>>(_ values: Values) -> (Double, Double)?
    where Values.Index == Int {
        guard !values.isEmpty else { return nil }
        let n = values.count, wide = n - n % 4
        var m0 = 0.0, m1 = 0.0, m2 = 0.0, m3 = 0.0
        var k = 0
        while k < wide {
            m0 = max(m0, abs(values[k])); m1 = max(m1, abs(values[k + 1]))
            m2 = max(m2, abs(values[k + 2])); m3 = max(m3, abs(values[k + 3]))
            k += 4
        }
        while k < n { m0 = max(m0, abs(values[k])); k += 1 }
        let largest = max(max(m0, m1), max(m2, m3))
        guard largest.isFinite else { return nil }
        guard largest > 0 else { return (0, 0) }
        // 2^e ≤ largest < 2^(e+1): the scaled values lie below 2 in magnitude, and 2^−e is exact (e no lower
        // than the smallest normal's, whose inverse is finite).
        let scale = Double(sign: .plus, exponent: max(largest.exponent, Double.leastNormalMagnitude.exponent),
                           significand: 1)
        let inverse = 1 / scale
        let mean = LaneSums.sum(values) { $0 * inverse } / Double(n)
        let squares = LaneSums.sum(values) { ($0 * inverse - mean) * ($0 * inverse - mean) }
        return (mean * scale, (squares / Double(n)).squareRoot() * scale)
    }
}
