/// Consecutive values averaged in runs of (almost) equal length: a long series shrunk to at most a given
/// number of points for searches and tests whose cost grows faster than n. A bin mean of white noise is
/// white noise and a bin mean of a random walk is a random walk, so tests on the bins keep their meaning.
struct EqualCountBins {
    /// Mean x of each bin.
    var xs: [Double] = []
    /// Mean y of each bin.
    var ys: [Double] = []
    /// Index of the first value of each bin, then the total count.
    var starts: [Int] = []

    /// Bins of `xs`/`ys` (equal counts); one value per bin when there are at most `limit` values.
    init<X: RandomAccessCollection<Double>, Y: RandomAccessCollection<Double>>(xs allX: X, ys allY: Y, limit: Int)
    where X.Index == Int, Y.Index == Int {
        let n = allY.count
        let bins = min(n, max(1, limit))
        xs.reserveCapacity(bins); ys.reserveCapacity(bins); starts.reserveCapacity(bins + 1)
        for b in 0..<bins {
            let lo = b * n / bins, hi = (b + 1) * n / bins
            var sx = 0.0, sy = 0.0
            for k in lo..<hi { sx += allX[k]; sy += allY[k] }
            xs.append(sx / Double(hi - lo)); ys.append(sy / Double(hi - lo))
            starts.append(lo)
        }
        starts.append(n)
    }

    var count: Int { ys.count }
}
