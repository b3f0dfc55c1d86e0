/// The points of several series at the x values they all have, in ascending x.
///
/// Series are compared only where each has a value: a point of one series between two of another says nothing
/// about which is higher there, and a series that starts four years late is not compared over those years.
/// Duplicated x values pair up in document order.
struct SharedPoints {
    /// For each shared x (ascending), the position of its point in each series' `Sample`, in the order the
    /// samples were given.
    let positions: [[Int]]

    /// Number of shared x values.
    var count: Int { positions.count }

    /// Merge-joins the samples on equal x.
    init(_ samples: [Sample]) {
        guard let first = samples.first else { positions = []; return }
        var joined = SharedPoints.sortedByX(first).map { [$0] }
        for sample in samples.dropFirst() {
            let order = SharedPoints.sortedByX(sample)
            var next: [[Int]] = []
            var i = 0, j = 0
            while i < joined.count && j < order.count {
                let xa = samples[0].xs[joined[i][0]], xb = sample.xs[order[j]]
                if xa < xb { i += 1 } else if xb < xa { j += 1 } else {
                    next.append(joined[i] + [order[j]]); i += 1; j += 1
                }
            }
            joined = next
        }
        positions = joined
    }

    /// The x of the `k`-th shared point.
    func x(_ k: Int, in samples: [Sample]) -> Double { samples[0].xs[positions[k][0]] }

    /// The y values of series `s` (position in the given samples) at the shared x, ascending.
    func ys(_ s: Int, in samples: [Sample]) -> [Double] { positions.map { samples[s].ys[$0[s]] } }

    /// Positions of the sample in x order (stable), without sorting when already ordered.
    static func sortedByX(_ s: Sample) -> [Int] {
        var ordered = true
        for k in s.xs.indices.dropFirst() where s.xs[k] < s.xs[k - 1] { ordered = false; break }
        let positions = Array(s.xs.indices)
        return ordered ? positions : positions.sorted { s.xs[$0] < s.xs[$1] || (s.xs[$0] == s.xs[$1] && $0 < $1) }
    }
}
