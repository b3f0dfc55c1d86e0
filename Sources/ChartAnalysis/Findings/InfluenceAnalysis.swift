/// Points whose removal would change a scatter's correlation a lot (see `InfluentialPoint` for the test).
///
/// Leverage and Cook's distance come from the least squares line; only points with Cook's distance above 4/n
/// are tried, and each is removed by updating sums around the means, so the whole pass is O(n).
enum InfluenceAnalysis {
    static let minimumShift = 0.3
    static let level = 0.05
    /// A point that moves p across `level` decides the relation only where the weaker side's |r| is at most this share
    /// of the stronger side's.
    static let flipStrengthShare = 0.5

    /// The influential points of `sample`: points that make or unmake its relation (with every point it passed its
    /// test, or without one of them it would).
    static func influentialPoints(_ sample: Sample, series: Int) -> [InfluentialPoint] {
        let n = sample.validCount
        guard n >= ScatterFit.minimumCount else { return [] }
        let meanX = sample.xs.reduce(0, +) / Double(n), meanY = sample.ys.reduce(0, +) / Double(n)
        var sxx = 0.0, syy = 0.0, sxy = 0.0
        for k in 0..<n {
            let dx = sample.xs[k] - meanX, dy = sample.ys[k] - meanY
            sxx += dx * dx; syy += dy * dy; sxy += dx * dy
        }
        guard sxx > 0, syy > 0, sxx.isFinite, syy.isFinite, sxy.isFinite else { return [] }
        let slope = sxy / sxx
        let variance = max(0, syy - slope * sxy) / Double(n - 2)
        let r = max(-1, min(1, sxy / (sxx * syy).squareRoot()))
        let pWith = CorrelationAnalysis.pValue(r, count: n)
        var found: [InfluentialPoint] = []
        for k in 0..<n {
            let dx = sample.xs[k] - meanX, dy = sample.ys[k] - meanY
            let leverage = min(1, 1 / Double(n) + dx * dx / sxx)
            let residual = dy - slope * dx
            let cook: Double
            if leverage >= 1 - 1e-9 {
                cook = .infinity
            } else {
                cook = variance > 0 ? residual * residual / (2 * variance) * leverage / ((1 - leverage) * (1 - leverage)) : 0
            }
            guard cook > 4 / Double(n) else { continue }
            // Sums of the other points around the full means, then around their own means.
            let m = Double(n - 1)
            let restXX = sxx - dx * dx - dx * dx / m, restYY = syy - dy * dy - dy * dy / m
            let restXY = sxy - dx * dy - dx * dy / m
            var without: Double?
            var pWithout = 1.0
            if restXX > 1e-12 * sxx && restYY > 1e-12 * syy {
                let value = max(-1, min(1, restXY / (restXX * restYY).squareRoot()))
                without = value
                pWithout = CorrelationAnalysis.pValue(value, count: n - 1)
            }
            // A flip across the level counts only where the relation on one side is at most half as strong as on
            // the other: at r = 0.10 over 456 points, ten points each moved p across 0.05 by 0.01 of r, and each
            // was said to "create the correlation".
            let flips = (pWith < level) != (pWithout < level)
                && without.map { min(abs($0), abs(r)) <= flipStrengthShare * max(abs($0), abs(r)) } ?? true
            guard without == nil || abs(without! - r) > minimumShift || flips else { continue }
            var point = InfluentialPoint(series: series, point: sample.ref(k), cooksDistance: cook, leverage: leverage,
                                         pearsonWith: r, pearsonWithout: without,
                                         createsRelation: pWith < level && pWithout >= level)
            point.othersRelate = without != nil && pWithout < level
            found.append(point)
        }
        return found
    }
}
