import ChartModel

/// The non-missing points of a series (or of a slice of it) in index order, as parallel arrays.
///
/// The points' indices into the whole series are not stored one per point: they run consecutively between
/// missing points, so only where they jump is kept (`jumps`). A series' sample shares the model's columns
/// (`SeriesPoints.finiteXs`, `finiteYs`), so it costs nothing a point even when values are missing.
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
        // The model keeps the measurable points (x and y finite) contiguous in its columns, the others beside
        // them: the sample is those columns (copy-on-write: no copy is made), and the side table's indices
        // are where the indices jump.
        let points = series.points
        xs = points.finiteXs
        ys = points.finiteYs
        count = points.count
        var position = 0, index = 0
        for skipped in points.nonFinitePoints {
            if skipped.index > index {
                jumps.append((position, index))
                position += skipped.index - index
            }
            index = skipped.index + 1
        }
        if index < count { jumps.append((position, index)) }
        lastIndex = ys.isEmpty ? Int.min : self.index(ys.count - 1)
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

    /// Appends consecutive measurable points (x and y finite) whose first has index `firstIndex`, one move
    /// per column.
    mutating func append(contentsOf pointXs: ArraySlice<Double>, ys pointYs: ArraySlice<Double>, firstIndex: Int) {
        guard !pointYs.isEmpty else { return }
        count += pointYs.count
        if firstIndex != lastIndex &+ 1 { jumps.append((ys.count, firstIndex)) }
        lastIndex = firstIndex + pointYs.count - 1
        xs.append(contentsOf: pointXs); ys.append(contentsOf: pointYs)
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
