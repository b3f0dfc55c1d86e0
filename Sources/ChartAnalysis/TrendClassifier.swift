import ChartModel

/// Turns the least squares fit, Theil–Sen slope and Mann–Kendall test into a direction and a strength.
///
/// Thresholds and why:
/// - Significance: both the OLS slope t-test and Mann–Kendall at p < 0.05 (the conventional level), and the
///   Theil–Sen slope not of the opposite sign — so one outlier cannot make a flat series "rise" (OLS alone)
///   and a tiny monotone drift in a huge series cannot either (next rule).
/// - Both tests allow for autocorrelation, which otherwise makes every wander look significant (a random
///   walk "rises" in most samples): Mann–Kendall's variance is inflated by Hamed & Rao's (1998) factor
///   from the significant autocorrelations of the detrended ranks, the OLS slope's by (1 + r₁) / (1 − r₁)
///   from its residuals' lag-one autocorrelation (with n / that factor − 2 degrees of freedom). Above
///   2,000 points Mann–Kendall's z and p come from the same test on 1,000 bin means (S and tau stay those
///   of all points). And from 10 points on, a straight line (or a line broken once, both pieces going the
///   same way) must beat the constant level under AR(1) or random-walk noise (PersistentNoiseCriterion):
///   Hamed & Rao's correction is built for short memory and still lets about a third of random walks "trend". Only for x ascending: points out of order (a
///   scatter cloud) have no autocorrelation to speak of. See AutocorrelationCorrection.
/// - Rising/falling additionally needs the fitted change over the x span to be at least 1 % of
///   max(|mean|, range): with a million points almost any drift is significant, but a change of under 1 %
///   of the level is not something a reader would call a rise.
/// - Three or four points cannot reach p < 0.05 in Mann–Kendall (4 points: p ≈ 0.09 at best), so a
///   strictly monotone series of 2–4 points is still called rising/falling, at most moderately.
/// - Rising/falling also needs R² ≥ 0.1: when the line explains less than a tenth of the variation the eye
///   sees swings, not a direction — a year of daily steps with a summer hump and a marathon is
///   "significant" at p ≈ 0.02 (autocorrelated data overstate significance) yet reads as fluctuating.
/// - Strength of a rise/fall is R² of the line: ≥ 0.7 strong, ≥ 0.4 moderate, else weak (a common reading
///   of how much of the variation the line explains).
/// - Otherwise the series is fluctuating when its standard deviation is ≥ 5 % of max(|mean|, range), else
///   steady. For fluctuating, strength grows with that ratio (≥ 0.25 strong, ≥ 0.12 moderate); for steady
///   it says how flat (< 1 % strong, < 3 % moderate, else weak).
enum TrendClassifier {
    static let significanceLevel = 0.05
    static let minimumRelativeChange = 0.01
    static let fluctuationThreshold = 0.05
    static let minimumRSquared = 0.1
    /// Series of at least this many points must also pass the persistent-noise comparison.
    static let persistenceCheckMinimum = 10

    static func trend(_ sample: Sample, mannKendall mk: MannKendall, mean: Double, minimum: Double,
                      maximum: Double, standardDeviation: Double) -> Trend {
        let n = sample.validCount
        guard n >= 2 else { return .undetermined }
        let xs = sample.xs, ys = sample.ys
        let fit = LeastSquares(xs: xs, ys: ys)
        let theilSen = TheilSen.slope(xs: xs, ys: ys)
        // Autocorrelation is a property of a course along x; points out of x order (a scatter cloud) have none.
        let ascending = FiniteExtremes.ascends(xs)
        // Ascending x (every course) has its extremes at its ends: no pass over a million x.
        var xMin = xs[0], xMax = xs[n - 1]
        if !ascending {
            xMax = xs[0]
            for x in xs { xMin = min(xMin, x); xMax = max(xMax, x) }
        }
        let fittedChange = fit.slope * (xMax - xMin)
        let scale = max(abs(mean), maximum - minimum)
        let relativeChange = scale > 0 ? abs(fittedChange) / scale : 0

        let olsSign = signum(fit.slope)
        // The bin means both autocorrelation-aware tests read, built once when the first asks.
        var cachedBins: EqualCountBins?
        func bins() -> EqualCountBins {
            if let cachedBins { return cachedBins }
            let built = EqualCountBins(xs: xs, ys: ys, limit: AutocorrelationCorrection.binCount)
            cachedBins = built
            return built
        }
        let (mkZ, mkP) = ascending ? correctedMannKendall(sample, mannKendall: mk, theilSen: theilSen, bins: bins) : (mk.z, mk.pValue)
        let olsP = ascending ? correctedSlopePValue(fit, count: n) : fit.slopePValue
        let agree = olsSign != 0 && olsSign == signum(mk.s) && signum(theilSen) != -olsSign
        var significant = agree && olsP < significanceLevel && mkP < significanceLevel
        if significant && ascending && n >= persistenceCheckMinimum {
            significant = levelMovesBeyondPersistentNoise(bins(), sign: olsSign)
        }

        var direction: TrendDirection
        var strength: TrendStrength
        let monotoneSign = n <= 4 ? strictMonotoneSign(ys) : 0
        let supported = (significant && fit.rSquared >= minimumRSquared) || (monotoneSign != 0 && monotoneSign == olsSign)
        if supported && relativeChange >= minimumRelativeChange {
            direction = olsSign > 0 ? .rising : .falling
            strength = fit.rSquared >= 0.7 ? .strong : fit.rSquared >= 0.4 ? .moderate : .weak
            if !significant && strength == .strong { strength = .moderate }
        } else {
            let variability = scale > 0 ? standardDeviation / scale : 0
            if variability >= fluctuationThreshold {
                direction = .fluctuating
                strength = variability >= 0.25 ? .strong : variability >= 0.12 ? .moderate : .weak
            } else {
                direction = .steady
                strength = variability < 0.01 ? .strong : variability < 0.03 ? .moderate : .weak
            }
        }
        return Trend(direction: direction, strength: strength, slope: fit.slope, intercept: fit.intercept,
                     rSquared: fit.rSquared, slopePValue: olsP, theilSenSlope: theilSen,
                     kendallTau: mk.tau, mannKendallS: mk.s, mannKendallZ: mkZ, mannKendallPValue: mkP,
                     isSignificant: significant, fittedChange: fittedChange, relativeChange: relativeChange)
    }

    /// Mann–Kendall z and p with Hamed & Rao's variance correction (on bin means above the exact limit).
    private static func correctedMannKendall(_ sample: Sample, mannKendall mk: MannKendall,
                                             theilSen: Double, bins: () -> EqualCountBins) -> (z: Double, p: Double) {
        let n = sample.validCount
        guard n >= 3 else { return (mk.z, mk.pValue) }
        var xs = sample.xs, ys = sample.ys
        var z = mk.z
        if n > AutocorrelationCorrection.exactLimit {
            let bins = bins()
            xs = bins.xs
            ys = bins.ys
            z = MannKendall(xs: xs, ys: ys).z
        }
        let factor = AutocorrelationCorrection.hamedRaoFactor(xs: xs, ys: ys, slope: theilSen)
        guard factor > 1 || n > AutocorrelationCorrection.exactLimit else { return (mk.z, mk.pValue) }
        z /= factor.squareRoot()
        return (z, Distributions.normalTwoSided(z))
    }

    /// The OLS slope's p-value with its variance inflated for autocorrelated residuals.
    private static func correctedSlopePValue(_ fit: LeastSquares, count n: Int) -> Double {
        let factor = AutocorrelationCorrection.leastSquaresFactor(residualLagOne: fit.residualLagOneAutocorrelation)
        guard factor > 1, let t = fit.slopeTStatistic else { return fit.slopePValue }
        return Distributions.studentTwoSided(t / factor.squareRoot(), df: max(1, Double(n) / factor - 2))
    }

    /// True when a line (or a once-broken line going the same way) beats the constant level under AR(1) or
    /// random-walk noise (on at most 1,000 bin means).
    private static func levelMovesBeyondPersistentNoise(_ bins: EqualCountBins, sign: Int) -> Bool {
        let first = bins.xs[0], span = bins.xs[bins.count - 1] - first
        guard span > 0 else { return false }
        return PersistentNoiseCriterion.monotoneLevelBeatsConstant(u: bins.xs.map { ($0 - first) / span }, values: bins.ys,
                                                                  sign: sign)
    }

    private static func signum(_ v: Double) -> Int { v > 0 ? 1 : v < 0 ? -1 : 0 }

    /// +1 or −1 when every step is a strict rise or fall, else 0.
    private static func strictMonotoneSign(_ ys: [Double]) -> Int {
        guard ys.count >= 2 else { return 0 }
        let first = signum(ys[1] - ys[0])
        for i in 1..<ys.count where signum(ys[i] - ys[i - 1]) != first { return 0 }
        return first
    }
}
