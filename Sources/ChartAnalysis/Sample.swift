import ChartModel

/// The non-missing points of a series (or of a slice of it) in index order, as parallel arrays.
///
/// The points' indices into the whole series are not stored one per point: they run consecutively between
/// missing points, so only where they jump is kept (`jumps`), and a million points with a hundred gaps cost
/// sixteen bytes each, not twenty-four.
struct Sample {
    var xs: [Double] = []
    var ys: [Double] = []
    /// Points in the slice, missing ones included.
    var count = 0
    /// The positions where the index does not follow the previous point's (the first point's included), with
    /// the index there; in between, the index grows by one a position.
    private var jumps: [(position: Int, index: Int)] = []
    private var lastIndex = Int.min

    var validCount: Int { ys.count }

    init() {}

    init(_ series: Series) {
        let columnX = series.points.xs, columnY = series.points.ys
        count = columnY.count
        var complete = true
        for k in 0..<count where !(columnY[k].isFinite && columnX[k].isFinite) { complete = false; break }
        if complete {
            // Nothing missing: share the model's columns (copy-on-write: no copy is made).
            xs = columnX; ys = columnY
            if count > 0 { jumps = [(0, 0)]; lastIndex = count - 1 }
            return
        }
        count = 0
        reserve(columnY.count)
        for k in 0..<columnY.count { append(index: k, x: columnX[k], y: columnY[k]) }
    }

    mutating func reserve(_ n: Int) {
        xs.reserveCapacity(n); ys.reserveCapacity(n)
    }

    mutating func append(index: Int, x: Double, y: Double?) {
        count += 1
        // Non-finite values cannot be measured or said; they count as missing, as NaN does in the reader.
        guard let y, y.isFinite, x.isFinite else { return }
        if index != lastIndex &+ 1 { jumps.append((ys.count, index)) }
        lastIndex = index
        xs.append(x); ys.append(y)
    }

    /// The index in the whole series of the point at position `k`.
    func index(_ k: Int) -> Int {
        // The last jump at or before k.
        var low = 0, high = jumps.count - 1
        while low < high {
            let mid = (low + high + 1) / 2
            if jumps[mid].position <= k { low = mid } else { high = mid - 1 }
        }
        return jumps[low].index + (k - jumps[low].position)
    }

    /// The position of the first point whose index is at least `index` (`validCount` when none).
    func position(ofIndex index: Int) -> Int {
        var low = 0, high = validCount
        while low < high {
            let mid = (low + high) / 2
            if self.index(mid) < index { low = mid + 1 } else { high = mid }
        }
        return low
    }

    /// Calls `body` for each run of points whose indices follow one another, in order: their positions and
    /// the index of the first.
    func forEachRun(_ body: (_ positions: Range<Int>, _ firstIndex: Int) -> Void) {
        for (r, jump) in jumps.enumerated() {
            body(jump.position..<(r + 1 < jumps.count ? jumps[r + 1].position : validCount), jump.index)
        }
    }

    func ref(_ k: Int) -> PointRef { PointRef(index: index(k), x: xs[k], y: ys[k]) }
}
