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
