import Foundation

/// A mixture of k two-dimensional Gaussians with full covariance, fitted by EM from k-means++ starts.
///
/// Deterministic: the starts come from a fixed-seed generator, so the same points give the same mixture.
struct GaussianMixture {
    struct Component {
        var weight: Double
        var mean: (Double, Double)
        /// Covariance [[a, b], [b, c]].
        var a: Double, b: Double, c: Double
    }

    let components: [Component]
    let logLikelihood: Double
    /// For each point, the index of its most probable component.
    let assignment: [Int]

    /// BIC = −2 ln L + p ln n, p = 6k − 1 (two means, three covariances and a weight per component, less one).
    func bic(count n: Int) -> Double { -2 * logLikelihood + Double(6 * components.count - 1) * log(Double(n)) }

    /// Variances are floored at this share of the data's (standardized: 1) so that a component cannot collapse
    /// onto a few points with equal values.
    static let varianceFloor = 1e-3

    /// The best of `starts` EM runs, nil without at least 5k points.
    static func fit(xs: [Double], ys: [Double], k: Int, starts: Int = 2, iterations: Int = 100) -> GaussianMixture? {
        let n = xs.count
        guard k >= 1, n >= 5 * k else { return nil }
        var generator = SplitMix64(seed: 0x9E37_79B9_7F4A_7C15 &+ UInt64(k))
        var best: GaussianMixture?
        for _ in 0..<(k == 1 ? 1 : starts) {
            let centres = plusPlusStarts(xs: xs, ys: ys, k: k, generator: &generator)
            let fitted = em(xs: xs, ys: ys, centres: centres, iterations: iterations)
            if let fitted, best == nil || fitted.logLikelihood > best!.logLikelihood { best = fitted }
        }
        return best
    }

    /// k-means++ centres: the first at random, each next with probability proportional to squared distance.
    private static func plusPlusStarts(xs: [Double], ys: [Double], k: Int,
                                       generator: inout SplitMix64) -> [(Double, Double)] {
        let n = xs.count
        let first = generator.index(n)
        var centres = [(xs[first], ys[first])]
        while centres.count < k {
            let d = (0..<n).map { i in centres.map { pow(xs[i] - $0.0, 2) + pow(ys[i] - $0.1, 2) }.min()! }
            let total = d.reduce(0, +)
            guard total > 0 else { break }
            var r = generator.uniform() * total, pick = n - 1
            for i in 0..<n { r -= d[i]; if r <= 0 { pick = i; break } }
            centres.append((xs[pick], ys[pick]))
        }
        return centres
    }

    private static func em(xs: [Double], ys: [Double], centres: [(Double, Double)], iterations: Int) -> GaussianMixture? {
        let n = xs.count, k = centres.count
        var comps = centres.map { Component(weight: 1 / Double(k), mean: $0, a: 1, b: 0, c: 1) }
        var resp = [[Double]](repeating: [Double](repeating: 0, count: k), count: n)
        var previous = -Double.infinity, logL = -Double.infinity
        for _ in 0..<iterations {
            // E step, in logs for points far from every component.
            logL = 0
            for i in 0..<n {
                var logs = [Double](repeating: 0, count: k)
                for j in 0..<k { logs[j] = log(comps[j].weight) + logDensity(comps[j], xs[i], ys[i]) }
                let top = logs.max()!
                guard top.isFinite else { return nil }
                var sum = 0.0
                for j in 0..<k { logs[j] = exp(logs[j] - top); sum += logs[j] }
                for j in 0..<k { resp[i][j] = logs[j] / sum }
                logL += top + log(sum)
            }
            // M step.
            for j in 0..<k {
                var w = 0.0, mx = 0.0, my = 0.0
                for i in 0..<n { w += resp[i][j]; mx += resp[i][j] * xs[i]; my += resp[i][j] * ys[i] }
                guard w > 1e-9 else { return nil }
                mx /= w; my /= w
                var a = 0.0, b = 0.0, c = 0.0
                for i in 0..<n {
                    let dx = xs[i] - mx, dy = ys[i] - my
                    a += resp[i][j] * dx * dx; b += resp[i][j] * dx * dy; c += resp[i][j] * dy * dy
                }
                a = max(a / w, varianceFloor); c = max(c / w, varianceFloor); b /= w
                // Keep the covariance positive definite.
                let limit = 0.999 * (a * c).squareRoot()
                b = max(-limit, min(limit, b))
                comps[j] = Component(weight: w / Double(n), mean: (mx, my), a: a, b: b, c: c)
            }
            if abs(logL - previous) < 1e-8 * max(1, abs(logL)) { break }
            previous = logL
        }
        let assignment = (0..<n).map { i in (0..<k).max { resp[i][$0] < resp[i][$1] }! }
        return GaussianMixture(components: comps, logLikelihood: logL, assignment: assignment)
    }

    private static func logDensity(_ g: Component, _ x: Double, _ y: Double) -> Double {
        let det = g.a * g.c - g.b * g.b
        guard det > 0 else { return -.infinity }
        let dx = x - g.mean.0, dy = y - g.mean.1
        let q = (g.c * dx * dx - 2 * g.b * dx * dy + g.a * dy * dy) / det
        return -0.5 * q - log(2 * Double.pi) - 0.5 * log(det)
    }
}

extension SplitMix64 {
    /// A uniform value in [0, 1).
    mutating func uniform() -> Double { Double(next() >> 11) / Double(UInt64(1) << 53) }
    /// A uniform index below `n`.
    mutating func index(_ n: Int) -> Int { Int(next() % UInt64(n)) }
}
