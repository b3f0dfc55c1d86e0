import Foundation

/// Tail probabilities of the normal and Student t distributions for significance tests.
enum Distributions {
    /// Two-sided p-value of a standard normal score.
    static func normalTwoSided(_ z: Double) -> Double {
        erfc(abs(z) / 2.0.squareRoot())
    }

    /// Two-sided p-value of a Student t statistic with `df` degrees of freedom.
    static func studentTwoSided(_ t: Double, df: Double) -> Double {
        guard df > 0, !t.isNaN else { return 1 }
        if t.isInfinite { return 0 }
        return regularizedIncompleteBeta(df / (df + t * t), df / 2, 0.5)
    }

    /// Upper tail P(F > f) of Fisher's F distribution with `d1` and `d2` degrees of freedom (ANOVA and nested
    /// regression tests): I_{d2/(d2 + d1·f)}(d2/2, d1/2).
    static func fisherUpper(_ f: Double, _ d1: Double, _ d2: Double) -> Double {
        guard d1 > 0, d2 > 0, !f.isNaN else { return 1 }
        if f <= 0 { return 1 }
        if f.isInfinite { return 0 }
        return regularizedIncompleteBeta(d2 / (d2 + d1 * f), d2 / 2, d1 / 2)
    }

    /// I_x(a, b) by the continued fraction of Numerical Recipes (Lentz's method), using the symmetry
    /// I_x(a, b) = 1 − I_{1−x}(b, a) where the fraction converges slowly.
    static func regularizedIncompleteBeta(_ x: Double, _ a: Double, _ b: Double) -> Double {
        if x <= 0 { return 0 }
        if x >= 1 { return 1 }
        let logFront = lgamma(a + b) - lgamma(a) - lgamma(b) + a * log(x) + b * log1p(-x)
        if x < (a + 1) / (a + b + 2) {
            return exp(logFront) * continuedFraction(x, a, b) / a
        }
        return 1 - exp(logFront) * continuedFraction(1 - x, b, a) / b
    }

    private static func continuedFraction(_ x: Double, _ a: Double, _ b: Double) -> Double {
        let tiny = 1e-300
        var c = 1.0
        var d = 1 - (a + b) * x / (a + 1)
        if abs(d) < tiny { d = tiny }
        d = 1 / d
        var h = d
        // Converges in O(√max(a, b)) terms: about a thousand for a million degrees of freedom.
        for m in 1...100_000 {
            let m = Double(m)
            let m2 = 2 * m
            var aa = m * (b - m) * x / ((a + m2 - 1) * (a + m2))
            d = 1 + aa * d; if abs(d) < tiny { d = tiny }
            c = 1 + aa / c; if abs(c) < tiny { c = tiny }
            d = 1 / d
            h *= d * c
            aa = -(a + m) * (a + b + m) * x / ((a + m2) * (a + m2 + 1))
            d = 1 + aa * d; if abs(d) < tiny { d = tiny }
            c = 1 + aa / c; if abs(c) < tiny { c = tiny }
            d = 1 / d
            let delta = d * c
            h *= delta
            if abs(delta - 1) < 1e-15 { break }
        }
        return h
    }
}
