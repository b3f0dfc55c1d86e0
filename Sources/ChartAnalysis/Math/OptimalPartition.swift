/// Optimal partitioning by dynamic programming (Jackson et al. 2005; the exact search PELT accelerates,
/// Killick, Fearnhead & Eckley 2012): for every number of segments k = 1…K, the split of a series into k
/// runs of at least `minimumLength` points with the least total cost.
///
/// O(K · m²) cost evaluations for m points. Above `searchLimit` points the search runs on a coarse copy
/// (means of equal runs) and each boundary is then moved to its best place in the full series between
/// its neighbours — exact enough for describing a shape, and it keeps the cost at O(K · searchLimit² + m).
/// Unlike PELT with one penalty, it gives the best split for every k, so that the model comparison can
/// use its own criterion.
enum OptimalPartition {
    /// Largest series searched exactly.
    static let searchLimit = 120

    /// What a run costs.
    enum Cost {
        /// Squared error around the run's mean (level shifts).
        case level
        /// Squared error around the run's own line (piecewise trends).
        case line
    }

    /// `result[k - 1]` is the sorted start indices of segments 2…k of the best k-segment split (empty for
    /// k = 1), or nil when m points cannot hold k segments of `minimumLength`.
    static func bestSplits(xs: [Double], ys: [Double], maximumSegments: Int, minimumLength: Int,
                           cost: Cost) -> [[Int]?] {
        let m = ys.count
        guard m > searchLimit else {
            return exactSplits(xs: xs, ys: ys, maximumSegments: maximumSegments, minimumLength: minimumLength, cost: cost)
        }
        let bins = EqualCountBins(xs: xs, ys: ys, limit: searchLimit)
        let ratio = Double(m) / Double(searchLimit)
        let coarseLength = max(1, Int((Double(minimumLength) / ratio).rounded(.up)))
        let coarse = exactSplits(xs: bins.xs, ys: bins.ys, maximumSegments: maximumSegments,
                                 minimumLength: coarseLength, cost: cost)
        let sums = SegmentSums(xs: xs, ys: ys)
        let level = cost == .level
        func runCost(_ i: Int, _ j: Int) -> Double { level ? sums.levelCost(i, j) : sums.lineCost(i, j) }
        let reach = Int(ratio.rounded(.up))
        return coarse.map { split in
            guard let split else { return nil }
            var bounds = [0] + split.map { bins.starts[$0] } + [m]
            for b in 1..<max(1, bounds.count - 1) {
                let lo = max(bounds[b - 1] + minimumLength, bounds[b] - reach)
                let hi = min(bounds[b + 1] - minimumLength, bounds[b] + reach)
                guard lo <= hi else { continue }
                var best = bounds[b], least = Double.infinity
                for i in lo...hi {
                    let total = runCost(bounds[b - 1], i) + runCost(i, bounds[b + 1])
                    if total < least { least = total; best = i }
                }
                bounds[b] = best
            }
            return Array(bounds.dropFirst().dropLast())
        }
    }

    /// The exact dynamic programme.
    private static func exactSplits(xs: [Double], ys: [Double], maximumSegments: Int, minimumLength: Int,
                                    cost: Cost) -> [[Int]?] {
        let m = ys.count, length = max(1, minimumLength)
        let sums = SegmentSums(xs: xs, ys: ys)
        let level = cost == .level
        func runCost(_ i: Int, _ j: Int) -> Double { level ? sums.levelCost(i, j) : sums.lineCost(i, j) }
        var result: [[Int]?] = []
        guard maximumSegments >= 1, m >= length else { return [] }
        // best[k][j]: least cost of splitting the first j points into k + 1 runs; from[k][j]: start of the last run.
        var best = [[Double]](repeating: [Double](repeating: .infinity, count: m + 1), count: maximumSegments)
        var from = [[Int]](repeating: [Int](repeating: 0, count: m + 1), count: maximumSegments)
        for j in length...m { best[0][j] = runCost(0, j) }
        if maximumSegments > 1 {
            for k in 1..<maximumSegments where (k + 1) * length <= m {
                for j in ((k + 1) * length)...m {
                    var least = Double.infinity, start = 0
                    for i in (k * length)...(j - length) {
                        let previous = best[k - 1][i]
                        guard previous < least else { continue }
                        let total = previous + runCost(i, j)
                        if total < least { least = total; start = i }
                    }
                    best[k][j] = least
                    from[k][j] = start
                }
            }
        }
        for k in 0..<maximumSegments {
            guard best[k][m].isFinite else { result.append(nil); continue }
            var starts: [Int] = []
            var j = m
            for level in stride(from: k, to: 0, by: -1) {
                let i = from[level][j]
                starts.append(i)
                j = i
            }
            result.append(starts.reversed())
        }
        return result
    }
}
