import Foundation

/// Finds a repeating cycle not tied to the calendar (sunspots' 11 years, the lynx's 10) in what the
/// level model leaves over.
///
/// Test, on the residuals of the bin means (at most 1,000): the autocorrelation function must fall below
/// zero, reach a trough, and rise again to a peak at lag L with
/// - ρ(L) ≥ `minimumCorrelation` and above `bandWidth` times its Bartlett standard error
///   √((1 + 2 Σ_{k<L} ρ(k)²) / m) — the band that allows for the autocorrelation at shorter lags, so that a
///   random walk's slow, wavy autocorrelation does not pass;
/// - the trough below zero by the same band (a cycle has a half-period of opposite sign);
/// - L ≤ m / `minimumCycles` (at least three cycles in view).
/// The period is refined between lags by a parabola through ρ(L − 1), ρ(L), ρ(L + 1).
enum CycleFinder {
    static let minimumCorrelation = 0.2
    static let bandWidth = 2.0
    static let minimumCycles = 3.0
    static let minimumBins = 24

    /// The period in bins and the autocorrelation there, or nil.
    static func period(residuals e: [Double]) -> (lag: Double, correlation: Double)? {
        let m = e.count
        guard m >= minimumBins else { return nil }
        let maximumLag = Int(Double(m) / minimumCycles)
        guard maximumLag >= 4 else { return nil }
        var mean = 0.0
        for v in e { mean += v }
        mean /= Double(m)
        let c = e.map { $0 - mean }
        var denominator = 0.0
        for v in c { denominator += v * v }
        guard denominator > 0 else { return nil }
        var rho = [Double](repeating: 0, count: maximumLag + 2)
        rho[0] = 1
        for k in 1...min(maximumLag + 1, m - 1) {
            var s = 0.0
            for t in 0..<(m - k) { s += c[t] * c[t + k] }
            rho[k] = s / denominator
        }
        func band(_ lag: Int) -> Double {
            var s = 1.0
            for k in 1..<max(1, lag) { s += 2 * rho[k] * rho[k] }
            return bandWidth * (s / Double(m)).squareRoot()
        }
        var k = 1
        while k <= maximumLag && rho[k] > 0 { k += 1 }
        while k < maximumLag && rho[k + 1] < rho[k] { k += 1 }
        let trough = k
        guard trough < maximumLag, -rho[trough] > band(trough) else { return nil }
        var peak: Int?
        for lag in (trough + 1)..<maximumLag where rho[lag] >= rho[lag - 1] && rho[lag] >= rho[lag + 1] {
            peak = lag
            break
        }
        guard let lag = peak, rho[lag] >= minimumCorrelation, rho[lag] > band(lag) else { return nil }
        let a = rho[lag - 1], b = rho[lag], d = rho[lag + 1]
        let curvature = a - 2 * b + d
        let offset = curvature < 0 ? max(-0.5, min(0.5, 0.5 * (a - d) / curvature)) : 0
        return (Double(lag) + offset, b)
    }

    /// A cycle found on bin means must show in the points with at least this share of its amplitude there.
    static let minimumAmplitudeInPoints = 0.5

    /// The amplitude of the sinusoid with `cycles` cycles over u = 0…1 that fits `residuals` best (least squares
    /// on sine and cosine, taken as orthogonal over whole cycles).
    ///
    /// Bin means are a boxcar filter sampled once a bin, so a cycle shorter than about two bins folds into a
    /// slow false one (a sine of 97.7 points in bins of 100 reads as a cycle of about 4,250): a cycle found on
    /// bin means is kept only when the points carry it as well. A real cycle is as strong in the points as in
    /// the bins (stronger: the bins smooth it); a folded one is not in the points at that period at all.
    static func amplitude<R: RandomAccessCollection<Double>, U: RandomAccessCollection<Double>>(
        _ residuals: R, u: U, cycles: Double) -> Double where R.Index == Int, U.Index == Int {
        let n = residuals.count
        guard n > 0 else { return 0 }
        var sine = 0.0, cosine = 0.0
        for k in 0..<n {
            let phase = 2 * Double.pi * cycles * u[k]
            sine += residuals[k] * sin(phase)
            cosine += residuals[k] * cos(phase)
        }
        return 2 * (sine * sine + cosine * cosine).squareRoot() / Double(n)
    }

    /// Crests (or troughs) of a cycle of `period` points in `residuals`: the extremes of a moving average
    /// over a quarter period, at least 0.6 periods apart, on the right side of zero; each moved to the
    /// highest (lowest) value of `values` within a quarter period. Positions, in order.
    static func extremes<R: RandomAccessCollection<Double>>(residuals: R, values: [Double], period: Double,
                                                          crests: Bool) -> [Int] where R.Index == Int {
        let n = residuals.count
        guard n > 0 else { return [] }
        // The moving average is read in order, its window's ends only move forward: two running prefix sums
        // (added as a prefix array was, so the same bits) and the local maxima's values are all that is kept,
        // not two arrays the length of the series.
        var smoothing = MovingAverage(values: residuals, half: max(0, Int(period / 8)))
        let sign = crests ? 1.0 : -1.0
        var candidates: [(position: Int, smooth: Double)] = []
        var previous = 0.0, current = smoothing.next()
        for k in 0..<n {
            let following = k + 1 < n ? smoothing.next() : 0
            if sign * current > 0 {
                let left = k == 0 || sign * current >= sign * previous
                let right = k == n - 1 || sign * current > sign * following
                if left && right { candidates.append((k, current)) }
            }
            previous = current
            current = following
        }
        candidates.sort { sign * $0.smooth > sign * $1.smooth }
        // Chosen positions are kept in order, so the nearest chosen one on each side is found by bisection:
        // comparing with every chosen crest made a long series with many crests quadratic.
        var chosen: [Int] = []
        let separation = 0.6 * period
        for (k, _) in candidates {
            var low = 0, high = chosen.count
            while low < high {
                let mid = (low + high) / 2
                if chosen[mid] < k { low = mid + 1 } else { high = mid }
            }
            if low > 0, Double(k - chosen[low - 1]) < separation { continue }
            if low < chosen.count, Double(chosen[low] - k) < separation { continue }
            chosen.insert(k, at: low)
        }
        let reach = max(0, Int(period / 4))
        return chosen.map { k in
            var best = k
            for j in max(0, k - reach)...min(n - 1, k + reach) where sign * values[j] > sign * values[best] { best = j }
            return best
        }
    }
}
