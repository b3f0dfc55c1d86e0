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
        var sumX = 0.0, sumY = 0.0
        for i in 0..<n { sumX += xs[i]; sumY += ys[i] }
        let meanX = sumX / Double(n), meanY = sumY / Double(n)
        var sxx = 0.0, sxy = 0.0, syy = 0.0
        for i in 0..<n {
            let dx = xs[i] - meanX, dy = ys[i] - meanY
            sxx += dx * dx; sxy += dx * dy; syy += dy * dy
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
        var cross = 0.0, squares = 0.0, previous = 0.0
        for i in 0..<n {
            let r = ys[i] - intercept - slope * xs[i]
            squares += r * r
            if i > 0 { cross += r * previous }
            previous = r
        }
        residualLagOneAutocorrelation = squares > 0 ? cross / squares : 0
    }
}
