import Foundation

/// Decides whether a shape's rise is said as growth (`ShapeGrowth`).
///
/// - **Factor:** the shape is one rise, the values are on a ratio scale (`valuesAreRatioScale`) and the level
///   said at its start is above zero; the factor is the level said at its end over it, said from
///   `minimumFactor` (doubling) on, as the visible course says a rise of doubling or more. A shape that holds
///   before it rises gets none: from a level said "around 2 billion" the factor would not be the one a reader
///   works out, and beside other series the growth comparison already gives it from the first value.
/// - **Doubling time:** growth that speeds up as a steady rate on the log scale: a factor of at least
///   `minimumDoublingFactor` (two doublings in view), every value above zero, the least-squares line through
///   ln y explaining at least `minimumLogFit` of its variance, the slopes of that line fitted to the first and
///   to the second half of the points agreeing within `steadyRateRatio` (a straight rise from 10 to 40 has log
///   slopes 2 times apart: its relative growth slows), and the exponential it gives following the values
///   themselves at least as closely as the least-squares straight line does (the rise speeds up). The time is
///   ln 2 over the whole line's slope, in x units, said as "about". US airlines' passenger miles (1937–1960)
///   doubled every 2.7 years to 1948 and every 5 years after, and a straight line follows them more closely
///   than the exponential: they are said as a 74-fold rise, with no doubling time.
enum ShapeGrowthFinder {
    static let minimumFactor = 2.0
    static let minimumDoublingFactor = 4.0
    static let minimumLogFit = 0.95
    static let steadyRateRatio = 1.5

    static func growth(of shape: SeriesShape, xs: [Double], ys: [Double], ratioScale: Bool) -> ShapeGrowth? {
        guard ratioScale, shape.segments.count == 1, let segment = shape.segments.first,
              segment.direction == .rising else { return nil }
        let from = shape.isApproximate ? segment.startLevel : segment.start.y
        let to = shape.isApproximate ? segment.endLevel : segment.end.y
        guard from > 0, to.isFinite else { return nil }
        let factor = to / from
        guard factor >= minimumFactor, factor.isFinite else { return nil }
        return ShapeGrowth(factor: factor, doublingTime: doublingTime(xs: xs, ys: ys, factor: factor))
    }

    /// x units per doubling where the values grew at a steady rate on the log scale (see the type).
    static func doublingTime(xs: [Double], ys: [Double], factor: Double) -> Double? {
        guard factor >= minimumDoublingFactor, xs.count == ys.count, xs.count >= 8, ys.allSatisfy({ $0 > 0 })
        else { return nil }
        let logs = ys.map { log($0) }
        guard let whole = logLine(xs[...], logs[...]), whole.slope > 0, whole.rSquared >= minimumLogFit else { return nil }
        let half = xs.count / 2
        guard let early = logLine(xs[..<half], logs[..<half]), let late = logLine(xs[half...], logs[half...]),
              early.slope > 0, late.slope > 0,
              max(early.slope, late.slope) <= steadyRateRatio * min(early.slope, late.slope) else { return nil }
        // The exponential must follow the values at least as closely as a straight line does.
        let mx = xs.reduce(0, +) / Double(xs.count), my = ys.reduce(0, +) / Double(ys.count)
        var sxx = 0.0, sxy = 0.0
        for (x, y) in zip(xs, ys) { sxx += (x - mx) * (x - mx); sxy += (x - mx) * (y - my) }
        let slope = sxx > 0 ? sxy / sxx : 0
        var curve = 0.0, line = 0.0
        for (x, y) in zip(xs, ys) {
            let e = y - exp(whole.intercept + whole.slope * x), l = y - (my + slope * (x - mx))
            curve += e * e; line += l * l
        }
        guard curve <= line else { return nil }
        return log(2) / whole.slope
    }

    /// The least-squares line through (x, ln y): its slope, intercept and R².
    private static func logLine(_ xs: ArraySlice<Double>, _ ys: ArraySlice<Double>)
        -> (slope: Double, intercept: Double, rSquared: Double)? {
        let n = Double(xs.count)
        guard n >= 3 else { return nil }
        let mx = xs.reduce(0, +) / n, my = ys.reduce(0, +) / n
        var sxx = 0.0, sxy = 0.0, syy = 0.0
        for (x, y) in zip(xs, ys) {
            sxx += (x - mx) * (x - mx); sxy += (x - mx) * (y - my); syy += (y - my) * (y - my)
        }
        guard sxx > 0, syy > 0 else { return nil }
        return (sxy / sxx, my - sxy / sxx * mx, sxy * sxy / (sxx * syy))
    }
}
