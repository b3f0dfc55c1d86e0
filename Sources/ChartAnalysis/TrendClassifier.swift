/// Turns the least squares fit, Theil–Sen slope and Mann–Kendall test into a direction and a strength.
///
/// Thresholds and why:
/// - Significance: both the OLS slope t-test and Mann–Kendall at p < 0.05 (the conventional level), and the
///   Theil–Sen slope not of the opposite sign — so one outlier cannot make a flat series "rise" (OLS alone)
///   and a tiny monotone drift in a huge series cannot either (next rule).
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

    static func trend(_ sample: Sample, mannKendall mk: MannKendall, mean: Double, minimum: Double,
                      maximum: Double, standardDeviation: Double) -> Trend {
        let n = sample.validCount
        guard n >= 2 else { return .undetermined }
        let xs = sample.xs, ys = sample.ys
        let fit = LeastSquares(xs: xs, ys: ys)
        let theilSen = TheilSen.slope(xs: xs, ys: ys)
        var xMin = xs[0], xMax = xs[0]
        for x in xs { xMin = min(xMin, x); xMax = max(xMax, x) }
        let fittedChange = fit.slope * (xMax - xMin)
        let scale = max(abs(mean), maximum - minimum)
        let relativeChange = scale > 0 ? abs(fittedChange) / scale : 0

        let olsSign = signum(fit.slope)
        let agree = olsSign != 0 && olsSign == signum(mk.s) && signum(theilSen) != -olsSign
        let significant = agree && fit.slopePValue < significanceLevel && mk.pValue < significanceLevel

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
                     rSquared: fit.rSquared, slopePValue: fit.slopePValue, theilSenSlope: theilSen,
                     kendallTau: mk.tau, mannKendallS: mk.s, mannKendallZ: mk.z, mannKendallPValue: mk.pValue,
                     isSignificant: significant, fittedChange: fittedChange, relativeChange: relativeChange)
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
