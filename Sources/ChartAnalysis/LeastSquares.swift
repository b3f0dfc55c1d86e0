/// An ordinary least squares line y = intercept + slope·x with its fit and slope test.
struct LeastSquares {
    var slope = 0.0
    var intercept = 0.0
    var rSquared = 0.0
    var slopePValue = 1.0
    /// slope / standard error with n − 2 degrees of freedom (nil when the test is undefined or the fit perfect).
    var slopeTStatistic: Double?
    /// Lag-one autocorrelation of the residuals in the given order (0 when undefined).
    var residualLagOneAutocorrelation = 0.0

    /// Fits the line. Sums are taken around the means (two passes) because date x values near 1.7e9
    /// would otherwise cancel catastrophically. The residuals' autocorrelation takes a third pass, left out
    /// when `residualAutocorrelation` is false (a digest interval's line is not tested for it).
    init(xs: [Double], ys: [Double], residualAutocorrelation: Bool = true) {
        let n = xs.count
        guard n >= 2 else {
            intercept = ys.first ?? 0
            return
        }
        let meanX = LaneSums.sum(xs) / Double(n), meanY = LaneSums.sum(ys) / Double(n)
        // The three sums of products in four chains each (`LaneSums`), values read through pointers.
        var sxx = 0.0, sxy = 0.0, syy = 0.0
        xs.withUnsafeBufferPointer { x in
            ys.withUnsafeBufferPointer { y in
                var xx = SIMD4<Double>(), xy = SIMD4<Double>(), yy = SIMD4<Double>()
                let mx = SIMD4<Double>(repeating: meanX), my = SIMD4<Double>(repeating: meanY)
                let wide = n - n % 4
                var i = 0
                while i < wide {
                    let dx = UnsafeRawPointer(x.baseAddress! + i).loadUnaligned(as: SIMD4<Double>.self) - mx
                    let dy = UnsafeRawPointer(y.baseAddress! + i).loadUnaligned(as: SIMD4<Double>.self) - my
                    xx += dx * dx; xy += dx * dy; yy += dy * dy
                    i += 4
                }
                while i < n {
                    let dx = x[i] - meanX, dy = y[i] - meanY
                    xx[0] += dx * dx; xy[0] += dx * dy; yy[0] += dy * dy
                    i += 1
                }
                sxx = (xx[0] + xx[1]) + (xx[2] + xx[3])
                sxy = (xy[0] + xy[1]) + (xy[2] + xy[3])
                syy = (yy[0] + yy[1]) + (yy[2] + yy[3])
            }
        }
        guard sxx > 0 else {
            intercept = meanY
            return
        }
        slope = sxy / sxx
        intercept = meanY - slope * meanX
        rSquared = syy > 0 ? min(1, (sxy * sxy) / (sxx * syy)) : 0
        guard n > 2 else { return }
        let residualSquares = max(0, syy - slope * sxy)
        if slope == 0 {
            slopePValue = 1
        } else if residualSquares <= syy * 1e-24 {
            slopePValue = 0  // a perfect line: the slope is certain
        } else {
            let standardError = (residualSquares / Double(n - 2) / sxx).squareRoot()
            slopeTStatistic = slope / standardError
            slopePValue = Distributions.studentTwoSided(slope / standardError, df: Double(n - 2))
        }
        guard residualAutocorrelation else { return }
        // Each residual is computed where it is used (the one before it again), so the four chains need no
        // carried value.
        let a = intercept, b = slope
        let (squares, cross) = xs.withUnsafeBufferPointer { x in
            ys.withUnsafeBufferPointer { y in
                (LaneSums.sum(over: 0..<n) { k in let r = y[k] - a - b * x[k]; return r * r },
                 LaneSums.sum(over: 1..<n) { k in (y[k] - a - b * x[k]) * (y[k - 1] - a - b * x[k - 1]) })
            }
        }
        residualLagOneAutocorrelation = squares > 0 ? cross / squares : 0
    }
}
