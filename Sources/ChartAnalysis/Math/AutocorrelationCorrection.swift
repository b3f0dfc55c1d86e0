/// Corrections of trend tests for autocorrelated data, where neighbouring values are not independent and
/// the plain tests see trends in every wander (a random walk "rises" in most samples).
enum AutocorrelationCorrection {
    /// Series longer than this are tested on `binCount` bin means (the O(n²) autocorrelation sum would
    /// cost seconds); a trend in the series is a trend in its bin means.
    static let exactLimit = 2000
    static let binCount = 1000

    /// Hamed & Rao's (1998) variance inflation n / n*ₛ of the Mann–Kendall S: the values are detrended
    /// with `slope`, ranked, and the significant autocorrelations ρₛ(k) of the ranks (|ρₛ(k)| > 1.96 / √n)
    /// enter 1 + 2 / (n (n − 1) (n − 2)) · Σₖ (n − k)(n − k − 1)(n − k − 2) ρₛ(k).
    ///
    /// Floored at 1: negative autocorrelation would make the test more confident, and a claim should
    /// never rest on that. `xs` must be ascending.
    static func hamedRaoFactor(xs: [Double], ys: [Double], slope: Double) -> Double {
        let n = ys.count
        guard n >= 3 else { return 1 }
        let x0 = xs[0]
        let detrended = (0..<n).map { ys[$0] - slope * (xs[$0] - x0) }
        let order = (0..<n).sorted { detrended[$0] < detrended[$1] }
        var ranks = [Double](repeating: 0, count: n)
        var start = 0
        while start < n {
            var end = start
            while end + 1 < n && detrended[order[end + 1]] == detrended[order[start]] { end += 1 }
            let average = Double(start + end) / 2 + 1
            for k in start...end { ranks[order[k]] = average }
            start = end + 1
        }
        let centre = Double(n + 1) / 2
        for t in 0..<n { ranks[t] -= centre }
        var denominator = 0.0
        for r in ranks { denominator += r * r }
        guard denominator > 0 else { return 1 }
        let band = 1.96 / Double(n).squareRoot()
        let nd = Double(n)
        var sum = 0.0
        ranks.withUnsafeBufferPointer { r in
            for k in 1..<(n - 2) {
                var cross = 0.0
                for t in 0..<(n - k) { cross += r[t] * r[t + k] }
                let rho = cross / denominator
                guard abs(rho) > band else { continue }
                let m = nd - Double(k)
                sum += m * (m - 1) * (m - 2) * rho
            }
        }
        return max(1, 1 + 2 * sum / (nd * (nd - 1) * (nd - 2)))
    }

    /// The inflation n / n_eff of a least squares slope's variance when its residuals have lag-one
    /// autocorrelation r₁ > 0: (1 + r₁) / (1 − r₁) (Bretherton et al. 1999; 1 for r₁ ≤ 0).
    static func leastSquaresFactor(residualLagOne r1: Double) -> Double {
        guard r1 > 0 else { return 1 }
        let r = min(r1, 0.999)
        return (1 + r) / (1 - r)
    }
}
