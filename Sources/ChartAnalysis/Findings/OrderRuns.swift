/// The stretches over which one of two series stays above the other, ignoring brief wobbles.
///
/// A run is a stretch of at least `minimumRun` consecutive shared x values with the same order; shorter
/// stretches (a wobble around equality) do not interrupt it, and consecutive runs of the same order merge.
/// Equal values keep the order before them. So "the order changed" means "changed and held for a minimum run".
struct OrderRuns {
    /// One stretch: the order (+1 first above, −1 second above) and its first and last position.
    struct Run: Equatable {
        var sign: Int
        var start: Int
        var end: Int
    }

    let runs: [Run]

    /// The minimum run for `count` shared values: 2, or a fiftieth of them for long series (a week of a year
    /// of days), so that noise around a crossing does not count as lead changes.
    static func minimumRun(count: Int) -> Int { max(shortestRun, Int((Double(count) / pointsPerRun).rounded())) }
    static let shortestRun = 2
    static let pointsPerRun = 50.0

    /// The runs of the differences `d` (first minus second).
    init(differences d: [Double], minimumRun: Int) {
        var raw: [Run] = []
        var sign = 0
        for (k, value) in d.enumerated() {
            if value > 0 { sign = 1 } else if value < 0 { sign = -1 }
            if let last = raw.last, last.sign == sign { raw[raw.count - 1].end = k } else {
                raw.append(Run(sign: sign, start: k, end: k))
            }
        }
        var merged: [Run] = []
        for run in raw where run.sign != 0 && run.end - run.start + 1 >= minimumRun {
            if let last = merged.last, last.sign == run.sign { merged[merged.count - 1].end = run.end } else {
                merged.append(run)
            }
        }
        runs = merged
    }

    /// Number of changes of order between runs.
    var changes: Int { max(0, runs.count - 1) }
}
