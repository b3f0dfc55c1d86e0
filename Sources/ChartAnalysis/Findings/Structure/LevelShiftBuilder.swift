/// Turns a step model into `LevelShift`s: places each step at the best point of the full data near where
/// the bin model put it, and keeps only steps that are real.
///
/// A step is kept when it is (a) at least one residual standard deviation (the scatter around the levels),
/// (b) at least `significance` standard errors under the model's AR(1) errors, (c) at least 1 % of
/// max(|mean|, range), and (d) carries at least `minimumShareOfVariance` of the series' variance on its own
/// (n_a n_b / (n_a + n_b) · step² / (n · Var), with n_a, n_b the points at the levels on either side: what
/// merging the two levels would lose) — a step a reader would notice, and (e) moves the bulk of the points:
/// the medians on either side differ by at least `minimumMedianShare` of the step between the means, so a
/// week of extreme values inside a longer run is an outlier episode, not two steps; and (f) the levels on
/// either side each hold at least `LevelModelSelector.minimumLevelShare` of the points once the step is placed
/// on the full data, and (g) each third of either level has its median nearer that level than the other one (a
/// level is held for many points and across its width; a spike is an outlier), and (h) falls between points
/// the drawing joins as neighbours: across a gap wider than `widestStepGap` typical spacings and
/// `widestStepSpan` of the x span between points next to each other in the data the line is drawn as a slope
/// (five-yearly values, then yearly ones: a rise over the five years is no "jump in one step"; a gap of
/// missing values is no such slope). When a step fails, the weakest is dropped, the rest
/// refitted, and the model must still beat the constant level.
struct LevelShiftBuilder {
    static let significance = 2.0
    static let minimumResidualDeviations = 1.0
    static let minimumShareOfScale = 0.01
    static let minimumShareOfVariance = 0.05
    static let minimumMedianShare = 0.7
    static let widestStepGap = 3.0
    static let widestStepSpan = 0.02

    let course: CourseSeries
    let values: AdjustedValues
    let bins: BinnedCourse
    let scale: Double
    /// Variance of the series' values (before any calendar cycle was removed).
    let variance: Double
    let nullScore: Double

    /// The shifts in x order, the share of the variance each carries, and the final model; nil when no
    /// step survives.
    func shifts(from initial: LevelModel) -> (shifts: [LevelShift], shares: [Double], model: LevelModel)? {
        var model = initial
        let widestGap = max(LevelShiftBuilder.widestStepGap * typicalGap, LevelShiftBuilder.widestStepSpan)
        while !model.stepStarts.isEmpty, model.score < nullScore {
            let positions = refinedPositions(model.stepStarts)
            let ends = [0] + positions + [course.count]
            var levels: [Double] = [], medians: [Double] = []
            var squares = 0.0
            for j in 0..<(ends.count - 1) {
                // The segment's one copy is selected in place (RobustScale.median would copy it again).
                var segment = Array(values[ends[j]..<ends[j + 1]])
                medians.append(Selection.median(&segment))
                var sum = 0.0
                for k in ends[j]..<ends[j + 1] { sum += values[k] }
                let level = sum / Double(ends[j + 1] - ends[j])
                for k in ends[j]..<ends[j + 1] { squares += (values[k] - level) * (values[k] - level) }
                levels.append(level)
            }
            let residualDeviation = (squares / Double(course.count)).squareRoot()
            let shares = positions.indices.map { j -> Double in
                let a = Double(ends[j + 1] - ends[j]), b = Double(ends[j + 2] - ends[j + 1])
                let step = levels[j + 1] - levels[j]
                return variance > 0 ? a * b / (a + b) * step * step / (Double(course.count) * variance) : 0
            }
            // Strength of each step: its size over what it must exceed (< 1 fails).
            let strengths = positions.indices.map { j -> Double in
                let step = abs(levels[j + 1] - levels[j])
                let error = model.fit.standardError(of: (0..<model.coefficients.count).map { $0 == j + 1 ? 1 : 0 })
                let needed = max(LevelShiftBuilder.minimumResidualDeviations * residualDeviation,
                                 LevelShiftBuilder.significance * error,
                                 LevelShiftBuilder.minimumShareOfScale * scale)
                let share = variance > 0 ? shares[j] / LevelShiftBuilder.minimumShareOfVariance : .infinity
                let bulk = (medians[j + 1] - medians[j]) / (levels[j + 1] - levels[j]) / LevelShiftBuilder.minimumMedianShare
                let held = Double(min(ends[j + 1] - ends[j], ends[j + 2] - ends[j + 1]))
                    / Double(LevelModelSelector.minimumLevelLength(course.count))
                let throughout = holds(ends[j]..<ends[j + 1], levels[j], against: levels[j + 1])
                    && holds(ends[j + 1]..<ends[j + 2], levels[j + 1], against: levels[j]) ? 1.0 : 0.0
                // Missing values between the two points (a June without ozone readings) leave the step's place
                // unknown, not drawn as a slope: only points next to each other in the data are held to it.
                let gap = course.u[positions[j]] - course.u[positions[j] - 1]
                let missingBetween = course.sample.index(positions[j]) - course.sample.index(positions[j] - 1) > 1
                let joined = gap <= widestGap || missingBetween ? 1.0 : 0.0
                return min(needed > 0 ? step / needed : .infinity, share, bulk, held, throughout, joined)
            }
            let weakest = strengths.indices.min { strengths[$0] < strengths[$1] }!
            if strengths[weakest] >= 1 {
                let shifts = positions.indices.map { j in
                    LevelShift(series: course.series, before: course.sample.ref(positions[j] - 1),
                               after: course.sample.ref(positions[j]), levelBefore: levels[j], levelAfter: levels[j + 1])
                }
                var final = model
                final.stepStarts = positions.map { (course.u[$0 - 1] + course.u[$0]) / 2 }
                final.coefficients = [levels[0]] + (1..<levels.count).map { levels[$0] - levels[$0 - 1] }
                return (shifts, shares, final)
            }
            var starts = model.stepStarts
            starts.remove(at: weakest)
            model = LevelModelSelector.refit(model, knots: [], stepStarts: starts, u: bins.u, values: bins.values)
        }
        return nil
    }

    /// The median spacing of neighbouring points, as a share of the x span.
    private var typicalGap: Double {
        guard course.count > 1 else { return 1 }
        var gaps = (1..<course.count).map { course.u[$0] - course.u[$0 - 1] }
        return Selection.median(&gaps)
    }

    /// True when every third of `range` has its median nearer `level` than `other`: the level is held across
    /// its whole width, not by a short episode at one end of it (a tenth of the points holding four days of
    /// extreme values and six ordinary ones).
    private func holds(_ range: Range<Int>, _ level: Double, against other: Double) -> Bool {
        let count = range.count
        guard count >= 3 else { return false }
        for t in 0..<3 {
            var third = Array(values[(range.lowerBound + t * count / 3)..<(range.lowerBound + (t + 1) * count / 3)])
            let median = Selection.median(&third)
            if abs(median - level) >= abs(median - other) { return false }
        }
        return true
    }

    /// Each step start moved to the split of the full data that best separates two levels, searched
    /// within the bins on either side of it and between its neighbouring steps. Positions of the first
    /// point at each new level.
    private func refinedPositions(_ starts: [Double]) -> [Int] {
        let n = course.count
        var prefix = [0.0], squares = [0.0]
        prefix.reserveCapacity(n + 1); squares.reserveCapacity(n + 1)
        for v in values { prefix.append(prefix[prefix.count - 1] + v); squares.append(squares[squares.count - 1] + v * v) }
        func cost(_ a: Int, _ b: Int) -> Double {
            let count = Double(b - a), sum = prefix[b] - prefix[a]
            return squares[b] - squares[a] - sum * sum / count
        }
        let rough = starts.map { min(n - 1, max(1, course.position(atOrAfter: $0))) }
        var result: [Int] = []
        for (j, position) in rough.enumerated() {
            let left = j == 0 ? 0 : result[j - 1]
            let right = j + 1 < rough.count ? rough[j + 1] : n
            // One bin's width on either side.
            let width = max(1, n / max(1, bins.count))
            let lo = max(left + 1, position - width), hi = min(right - 1, position + width)
            guard lo <= hi else { result.append(position); continue }
            var best = position, least = Double.infinity
            for k in lo...hi {
                let c = cost(left, k) + cost(k, right)
                if c < least { least = c; best = k }
            }
            result.append(best)
        }
        return result
    }
}
