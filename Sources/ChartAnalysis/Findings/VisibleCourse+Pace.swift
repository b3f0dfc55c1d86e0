/// How a one-move course read point by point goes at every step: ever faster or ever more slowly. A course
/// drawn as a curve that bends upward is what a reader names first ("rose faster and faster", the CRAN
/// packages of 2001-2013), which "up at every step" alone does not say. A description of the points, no test:
/// the mean step of the last third at least `VisibleCourse.paceRatio` times that of the first third
/// (quickening), or the reverse (slowing), over at least `fewestPacedSteps` steps, and the steps mostly growing
/// (shrinking): Kendall's tau of the steps against their order at least `paceAgreement` (Japan's car exports
/// stalled in the 1990s and then jumped, tau 0.39: no "faster and faster").
extension VisibleCourse {
    /// Which way the steps of a one-move course change.
    package enum Pace: String, Sendable, Hashable {
        /// The steps grow: "faster and faster".
        case quickening
        /// The steps shrink: "more and more slowly".
        case slowing
    }

    /// The last third's mean step at least this many times the first third's (or the reverse).
    package static let paceRatio = 2.0
    /// Fewest steps of the move for a pace to be read.
    package static let fewestPacedSteps = 6
    /// Kendall's tau of the steps against their order, at least this (at most its negative for slowing).
    package static let paceAgreement = 0.6

    /// The pace of the steps between `ys[from]` and `ys[to]`, all the same way, or nil.
    package static func pace(_ ys: [Double], from: Int, to: Int) -> Pace? {
        guard from >= 0, to < ys.count, to - from >= fewestPacedSteps else { return nil }
        let steps = (from..<to).map { abs(ys[$0 + 1] - ys[$0]) }
        if holds(steps, quickening: true, ratio: paceRatio) { return .quickening }
        if holds(steps, quickening: false, ratio: paceRatio) { return .slowing }
        return nil
    }

    /// Whether the steps (absolute changes, in order) grow (shrink) by `ratio` from the first third to the last,
    /// mostly at every step (Kendall's tau against their order at least `paceAgreement`).
    package static func holds(_ steps: [Double], quickening: Bool, ratio: Double) -> Bool {
        guard steps.count >= fewestPacedSteps else { return false }
        let k = steps.count / 3
        let first = steps.prefix(k).reduce(0, +) / Double(k), last = steps.suffix(k).reduce(0, +) / Double(k)
        guard first.isFinite, last.isFinite else { return false }
        var concordant = 0, discordant = 0
        for i in steps.indices { for j in (i + 1)..<steps.count {
            if steps[j] > steps[i] { concordant += 1 } else if steps[j] < steps[i] { discordant += 1 }
        } }
        let tau = Double(concordant - discordant) / Double(steps.count * (steps.count - 1) / 2)
        return quickening ? last >= ratio * first && last > 0 && tau >= paceAgreement
                          : first >= ratio * last && first > 0 && tau <= -paceAgreement
    }
}

/// Read with a pen, a long rise or fall told as one segment goes ever faster or ever more slowly where the means of
/// `pacedBins` equal stretches of x move its way at every stretch and their changes grow (shrink) as a short
/// course's steps must (`holds`): an obese patient lost 26 kg in the first 60 days of a programme and 5.6 kg in the
/// last 48, "fell from 184.35 on day 0 to 112.6 on day 246, more and more slowly". A description of the drawn line,
/// checked by the audit on the raw values the same way.
extension VisibleCourse {
    /// How many equal stretches of x a long move is read in.
    package static let pacedBins = 8

    /// The changes between the means of `pacedBins` equal stretches of x from `xs[from]` to `xs[to]`; nil where the
    /// move has fewer than two points a stretch on average or a stretch holds none.
    package static func binnedSteps(xs: [Double], ys: [Double], from a: Int, to b: Int) -> [Double]? {
        guard a >= 0, b < ys.count, b < xs.count, b - a + 1 >= 2 * pacedBins, xs[b] > xs[a] else { return nil }
        var sums = [Double](repeating: 0, count: pacedBins), counts = [Int](repeating: 0, count: pacedBins)
        for k in a...b {
            let bin = min(pacedBins - 1, Int((xs[k] - xs[a]) / (xs[b] - xs[a]) * Double(pacedBins)))
            sums[bin] += ys[k]
            counts[bin] += 1
        }
        guard counts.allSatisfy({ $0 > 0 }) else { return nil }
        let means = zip(sums, counts).map { $0 / Double($1) }
        return (0..<(pacedBins - 1)).map { means[$0 + 1] - means[$0] }
    }

    /// The pace of a long move from `from` to `to` (`rise` its way): every stretch's mean moves that way, and the
    /// changes grow or shrink by `paceRatio` with Kendall's tau of `paceAgreement`. Nil otherwise.
    package static func longPace(xs: [Double], ys: [Double], from: Int, to: Int, rise: Bool) -> Pace? {
        for pace in [Pace.quickening, .slowing] where longPaceHolds(xs: xs, ys: ys, from: from, to: to, rise: rise,
                                                                   quickening: pace == .quickening, ratio: paceRatio) {
            return pace
        }
        return nil
    }

    /// Mann–Kendall's two-sided p at most this for the slopes between neighbouring points against x (`longPace`).
    package static let longPaceLevel = 0.01

    /// Whether a long move from `from` to `to` goes ever faster (`quickening`) or more slowly: its stretches' means
    /// move its way and their changes grow (shrink) by `ratio` with tau `paceAgreement`, and the slopes between
    /// neighbouring points trend that way by Mann–Kendall at `longPaceLevel`. A random walk's stretches can look
    /// paced by chance; its slopes have no trend (drifting walks paced 13 of 200 without this test, 2 with it; noisy exponential decays 170 of 200).
    package static func longPaceHolds(xs: [Double], ys: [Double], from: Int, to: Int, rise: Bool, quickening: Bool,
                                      ratio: Double) -> Bool {
        guard let steps = binnedSteps(xs: xs, ys: ys, from: from, to: to),
              steps.allSatisfy({ rise ? $0 > 0 : $0 < 0 }),
              holds(steps.map(abs), quickening: quickening, ratio: ratio) else { return false }
        var mids: [Double] = [], slopes: [Double] = []
        for k in from..<to where xs[k + 1] > xs[k] {
            mids.append((xs[k] + xs[k + 1]) / 2)
            slopes.append((ys[k + 1] - ys[k]) / (xs[k + 1] - xs[k]) * (rise ? 1 : -1))
        }
        let trend = MannKendall(xs: mids, ys: slopes)
        return trend.pValue <= longPaceLevel && (quickening ? trend.tau > 0 : trend.tau < 0)
    }
}


/// A short one-way course whose steps change pace once: fast, then slow (the children of Botswana's women climb
/// about 1.1 a band up to 35-39, then 0.25 and 0.34), or slow, then fast (US men's death rate at 65 barely moved
/// from 1950 to 1970, then fell 2 to 3 a step). A description of the points, no test: every step of the slow
/// part (per unit of x) is smaller than every step of the fast part, the slow part's mean at most `breakPace` of
/// the fast part's, each part at least `fewestBreakSteps` steps and the slow part at least `breakSpan` of the
/// move's x. Said where no steady quickening or slowing is (`pace`).
extension VisibleCourse {
    /// Where a one-way move changes pace, and which part is the slow one.
    package struct PaceBreak: Sendable, Hashable {
        /// The point between the two parts.
        package var at: PointRef
        /// True when the move is slow before `at` and fast after it.
        package var slowFirst: Bool
        /// The slow part's mean step per unit of x over the fast part's.
        package var ratio: Double

        /// Creates a pace break.
        package init(at: PointRef, slowFirst: Bool, ratio: Double) {
            self.at = at
            self.slowFirst = slowFirst
            self.ratio = ratio
        }
    }

    /// The slow part's mean step at most this share of the fast part's.
    package static let breakPace = 1.0 / 3
    /// Fewest steps on each side of the break.
    package static let fewestBreakSteps = 2
    /// The slow part spans at least this share of the move's x.
    package static let breakSpan = 0.15

    /// The steps' sizes per unit of x from `from` to `to`; nil where two points share an x.
    static func stepRates(xs: [Double], ys: [Double], from: Int, to: Int) -> [Double]? {
        guard from >= 0, to < ys.count, to < xs.count, from < to else { return nil }
        var rates: [Double] = []
        for k in from..<to {
            let dx = xs[k + 1] - xs[k]
            guard dx > 0 else { return nil }
            rates.append(abs(ys[k + 1] - ys[k]) / dx)
        }
        return rates
    }

    /// The position (from `from`) and ratio of the cleanest break of the steps from `from` to `to`, or nil: the split
    /// where the slow part's every step is below the fast part's least and its mean at most `breakPace` of theirs.
    package static func paceBreak(xs: [Double], ys: [Double], from: Int, to: Int) -> (split: Int, slowFirst: Bool, ratio: Double)? {
        guard let rates = stepRates(xs: xs, ys: ys, from: from, to: to), rates.count >= 2 * fewestBreakSteps,
              xs[to] > xs[from] else { return nil }
        var best: (split: Int, slowFirst: Bool, ratio: Double)?
        for k in fewestBreakSteps...(rates.count - fewestBreakSteps) {
            guard let split = breakAt(rates, split: k, pace: breakPace) else { continue }
            let slowSpan = split.slowFirst ? xs[from + k] - xs[from] : xs[to] - xs[from + k]
            guard slowSpan >= breakSpan * (xs[to] - xs[from]) else { continue }
            if split.ratio < (best?.ratio ?? .infinity) { best = (from + k, split.slowFirst, split.ratio) }
        }
        return best
    }

    /// The steps split before `split` into a slow part and a fast part: every slow step below every fast one and
    /// the slow mean at most `pace` of the fast mean; which part is slow and the ratio of the means, or nil. The
    /// finder and the claim audit read a break with this one test.
    package static func breakAt(_ rates: [Double], split k: Int, pace: Double) -> (slowFirst: Bool, ratio: Double)? {
        guard k > 0, k < rates.count else { return nil }
        let head = rates[..<k], tail = rates[k...]
        let headMean = head.reduce(0, +) / Double(head.count), tailMean = tail.reduce(0, +) / Double(tail.count)
        let slowFirst = headMean < tailMean
        let (slow, fast) = slowFirst ? (head, tail) : (tail, head)
        let (slowMean, fastMean) = slowFirst ? (headMean, tailMean) : (tailMean, headMean)
        guard fastMean > 0, let slowest = fast.min(), let quickest = slow.max(), quickest < slowest,
              slowMean <= pace * fastMean else { return nil }
        return (slowFirst, slowMean / fastMean)
    }
}
