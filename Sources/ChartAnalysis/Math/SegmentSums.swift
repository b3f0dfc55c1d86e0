/// Prefix sums of a series that give the least squares cost of any run of it in O(1): the squared error
/// around the run's mean (a level) or around its own straight line (a trend).
///
/// Costs are sums of squares, so they add over runs: what optimal partitioning minimises. Callers should
/// pass centred, scaled values (e.g. x in 0…1, y as z-scores) so that the differences of sums keep their digits.
struct SegmentSums {
    private var count: [Double] = [0]
    private var sx: [Double] = [0], sy: [Double] = [0]
    private var sxx: [Double] = [0], sxy: [Double] = [0], syy: [Double] = [0]

    init(xs: [Double], ys: [Double]) {
        let n = ys.count
        count.reserveCapacity(n + 1); sx.reserveCapacity(n + 1); sy.reserveCapacity(n + 1)
        sxx.reserveCapacity(n + 1); sxy.reserveCapacity(n + 1); syy.reserveCapacity(n + 1)
        for i in 0..<n {
            let x = xs[i], y = ys[i]
            count.append(count[i] + 1)
            sx.append(sx[i] + x); sy.append(sy[i] + y)
            sxx.append(sxx[i] + x * x); sxy.append(sxy[i] + x * y); syy.append(syy[i] + y * y)
        }
    }

    /// Σ (y − mean)² over the run i..<j.
    func levelCost(_ i: Int, _ j: Int) -> Double {
        let n = count[j] - count[i]
        guard n > 0 else { return 0 }
        let y = sy[j] - sy[i]
        return max(0, syy[j] - syy[i] - y * y / n)
    }

    /// Σ (y − a − b·x)² over the run i..<j for its own least squares line (the level cost when x has no spread).
    func lineCost(_ i: Int, _ j: Int) -> Double {
        let n = count[j] - count[i]
        guard n > 0 else { return 0 }
        let x = sx[j] - sx[i], y = sy[j] - sy[i]
        let vxx = sxx[j] - sxx[i] - x * x / n
        let vxy = sxy[j] - sxy[i] - x * y / n
        let vyy = syy[j] - syy[i] - y * y / n
        guard vxx > 1e-12 * max(1, abs(sxx[j] - sxx[i])) else { return max(0, vyy) }
        return max(0, vyy - vxy * vxy / vxx)
    }
}
