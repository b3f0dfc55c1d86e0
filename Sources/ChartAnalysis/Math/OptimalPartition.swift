/// Optimal partitioning by dynamic programming (Jackson et al. 2005; the exact search PELT accelerates,
/// Killick, Fearnhead & Eckley 2012): for every number of segments k = 1…K, the split of a series into k
/// runs of at least `minimumLength` points with the least total cost.
///
/// O(K · m²) cost evaluations for m points — used on at most about a thousand bin means, where it takes
/// milliseconds and, unlike PELT with one penalty, gives the best split for every k so that the model
/// comparison can use its own criterion.
enum OptimalPartition {
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
