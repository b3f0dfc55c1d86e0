import ChartModel

/// The non-missing points of a series (or of a slice of it) in index order, as parallel arrays.
struct Sample {
    /// Indices into the whole series.
    var indices: [Int] = []
    var xs: [Double] = []
    var ys: [Double] = []
    /// Points in the slice, missing ones included.
    var count = 0

    var validCount: Int { ys.count }

    init() {}

    init(_ series: Series) {
        reserve(series.points.count)
        for (i, p) in series.points.enumerated() { append(index: i, x: p.x, y: p.y) }
    }

    mutating func reserve(_ n: Int) {
        indices.reserveCapacity(n); xs.reserveCapacity(n); ys.reserveCapacity(n)
    }

    mutating func append(index: Int, x: Double, y: Double?) {
        count += 1
        // Non-finite values cannot be measured or said; they count as missing, as NaN does in the reader.
        guard let y, y.isFinite, x.isFinite else { return }
        indices.append(index); xs.append(x); ys.append(y)
    }

    func ref(_ k: Int) -> PointRef { PointRef(index: indices[k], x: xs[k], y: ys[k]) }
}
