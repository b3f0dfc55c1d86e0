/// First-order autoregressive noise e_t = φ · e_{t−1} + u_t: the simplest model of residuals that wander
/// (φ near 1: a random walk) rather than jitter (φ near 0: white noise).
///
/// Model comparisons that assume independent noise cut a random walk into "trends"; comparing models by
/// the variance of the innovations u_t instead (conditional Gaussian likelihood) lets a random walk be
/// explained by its own persistence (docs/findings.md).
enum AutoregressiveNoise {
    /// Least squares φ̂ = Σ e_t e_{t−1} / Σ e_{t−1}² of residuals (0 when undefined), not clamped.
    /// `e` is any random-access collection indexed from 0, so that residuals can be computed as they are read.
    static func lagOneCoefficient<E: RandomAccessCollection<Double>>(_ e: E) -> Double where E.Index == Int {
        guard e.count >= 3 else { return 0 }
        var cross = 0.0, square = 0.0
        for t in 1..<e.count {
            cross += e[t] * e[t - 1]
            square += e[t - 1] * e[t - 1]
        }
        return square > 0 ? cross / square : 0
    }

    /// Lag-one autocorrelation r₁ of values around their mean (0 when undefined).
    static func lagOneAutocorrelation<Values: RandomAccessCollection<Double>>(_ values: Values) -> Double
    where Values.Index == Int {
        let n = values.count
        guard n >= 3 else { return 0 }
        // In four chains a sum (`LaneSums`), as `OutlierFinder` takes the residuals' that gate it.
        let mean = LaneSums.sum(values) / Double(n)
        let (square, cross) = LaneSums.squaresAndLagProducts(values, around: mean)
        return square > 0 ? cross / square : 0
    }

    /// Mean squared innovation (1/(n−1)) Σ (e_t − φ e_{t−1})² over t = 1…n−1 (0 below two residuals).
    static func innovationVariance<E: RandomAccessCollection<Double>>(_ e: E, phi: Double) -> Double
        where E.Index == Int {
        guard e.count >= 2 else { return 0 }
        var sum = 0.0
        for t in 1..<e.count {
            let u = e[t] - phi * e[t - 1]
            sum += u * u
        }
        return sum / Double(e.count - 1)
    }

    /// `lagOneCoefficient` of two series of one length in one pass (each sum taken in the same order, so the
    /// results are those of two separate calls).
    static func lagOneCoefficients<A: RandomAccessCollection<Double>, B: RandomAccessCollection<Double>>(
        _ a: A, _ b: B) -> (Double, Double) where A.Index == Int, B.Index == Int {
        precondition(a.count == b.count)
        guard a.count >= 3 else { return (0, 0) }
        var crossA = 0.0, squareA = 0.0, crossB = 0.0, squareB = 0.0
        var previousA = a[0], previousB = b[0]
        for t in 1..<a.count {
            let currentA = a[t], currentB = b[t]
            crossA += currentA * previousA
            squareA += previousA * previousA
            crossB += currentB * previousB
            squareB += previousB * previousB
            previousA = currentA
            previousB = currentB
        }
        return (squareA > 0 ? crossA / squareA : 0, squareB > 0 ? crossB / squareB : 0)
    }

    /// `innovationVariance` of two series of one length, each at two coefficients, in one pass (each sum taken
    /// in the same order, so the results are those of four separate calls).
    static func innovationVariances<A: RandomAccessCollection<Double>, B: RandomAccessCollection<Double>>(
        _ a: A, phis phisA: (Double, Double), _ b: B, phis phisB: (Double, Double))
        -> (a: (Double, Double), b: (Double, Double)) where A.Index == Int, B.Index == Int {
        precondition(a.count == b.count)
        guard a.count >= 2 else { return ((0, 0), (0, 0)) }
        var a0 = 0.0, a1 = 0.0, b0 = 0.0, b1 = 0.0
        var previousA = a[0], previousB = b[0]
        for t in 1..<a.count {
            let currentA = a[t], currentB = b[t]
            let u0 = currentA - phisA.0 * previousA, u1 = currentA - phisA.1 * previousA
            let v0 = currentB - phisB.0 * previousB, v1 = currentB - phisB.1 * previousB
            a0 += u0 * u0
            a1 += u1 * u1
            b0 += v0 * v0
            b1 += v1 * v1
            previousA = currentA
            previousB = currentB
        }
        let m = Double(a.count - 1)
        return ((a0 / m, a1 / m), (b0 / m, b1 / m))
    }
}
