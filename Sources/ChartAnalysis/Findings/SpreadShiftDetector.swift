import Foundation

/// Finds a series of changes around zero whose spread shifted once: calm, then wild, or the reverse (see
/// `SpreadShift`).
///
/// Which series: along an ordered x (not a scatter), at least `minimumCount` values, at least
/// `SeriesFacts.leastSideShare` of them on each side of zero (changes, returns, anomalies: a series of levels has
/// a course instead). Test: Sansó, Aragó & Carrion-i-Silvestre's κ₁ (2004), the Inclán–Tiao cumulative sum of
/// squares made robust to heavy tails: with e the distances from the median and C_k the sum of the first k
/// squares, κ₁ = max_k |C_k − (k/T)·C_T| / √(T·(η₄ − σ⁴)), where σ² = C_T/T and η₄ the mean fourth power.
/// Under a constant spread it is the supremum of a Brownian bridge's absolute value; it must pass
/// `criticalValue` 1.358 (5 %). The split is the k where it peaks; each stretch holds at least `leastStretchShare`
/// of the points, and the wider stretch's spread is at least `leastRatio` times the calmer one's, so the shift
/// is plain on the drawing. The values move like noise (lag-one autocorrelation at most `maximumAutocorrelation`):
/// a level's dip and recovery moves the values from their median as a wider spread would.
///
/// Salience: 0.35 + 0.35 × min(1, ln(ratio) / ln 4): the two bands fill the drawing, so a crash stretch four times
/// as wide as the calm one ranks with a strong course, above the unusual days it holds.
enum SpreadShiftDetector {
    static let minimumCount = 30
    static let criticalValue = 1.358
    static let leastStretchShare = 0.15
    static let leastRatio = 2.0
    /// The most lag-one autocorrelation of the values: changes that move like noise, not a level's course.
    static let maximumAutocorrelation = 0.3

    static func findings(_ context: FindingContext) -> [Finding] {
        guard context.xIsOrdered, !context.isScatter else { return [] }
        return context.samples.indices.compactMap { s in
            guard let shift = shift(context.samples[s], series: s) else { return nil }
            let wide = shift.widens ? shift.after : shift.before
            let salience = 0.35 + 0.35 * min(1, log(max(shift.ratio, 1 / shift.ratio)) / log(4))
            return Finding(series: [s], salience: salience, effect: shift.ratio,
                           // The wild stretch's extremes, the points a listener is pointed to; no role word (the
                           // split is no level shift, the extremes no outliers of a model).
                           landmarks: [Landmark(series: s, point: wide.low, role: .extreme),
                                       Landmark(series: s, point: wide.high, role: .extreme)],
                           detail: .spreadShift(shift))
        }
    }

    /// κ₁ of the values' squared distances from their median: the split where it peaks (each side at least
    /// `leastStretchShare` of the values) and the statistic, where it passes `criticalValue`; else nil.
    static func kappa(_ ys: [Double]) -> (split: Int, statistic: Double)? {
        let n = ys.count
        guard n >= 4 else { return nil }
        var copy = ys
        let median = Selection.median(&copy)
        let squares = ys.map { ($0 - median) * ($0 - median) }
        let total = squares.reduce(0, +)
        let sigma2 = total / Double(n), eta4 = squares.reduce(0) { $0 + $1 * $1 } / Double(n)
        let scale = (Double(n) * (eta4 - sigma2 * sigma2)).squareRoot()
        guard total > 0, scale > 0, scale.isFinite else { return nil }
        var cumulative = 0.0, best = 0.0, split = 0
        let shortest = max(2, Int((leastStretchShare * Double(n)).rounded(.up)))
        for k in 1..<n {
            cumulative += squares[k - 1]
            guard k >= shortest, n - k >= shortest else { continue }
            let d = abs(cumulative - Double(k) / Double(n) * total)
            if d > best { best = d; split = k }
        }
        guard split > 0, best / scale > criticalValue else { return nil }
        return (split, best / scale)
    }

    /// The spreads before and after position `split`: root mean square distance from the median of all the values;
    /// nil where either is zero or a side is empty. The audit's `spreadShift` check recomputes them with this.
    static func spreads(_ ys: [Double], split k: Int) -> (before: Double, after: Double)? {
        guard k > 0, k < ys.count else { return nil }
        var copy = ys
        let median = Selection.median(&copy)
        let spread = { (r: Range<Int>) -> Double in
            (r.reduce(0) { $0 + (ys[$1] - median) * (ys[$1] - median) } / Double(r.count)).squareRoot()
        }
        let (before, after) = (spread(0..<k), spread(k..<ys.count))
        return before > 0 && after > 0 ? (before, after) : nil
    }

    /// The shift of one series, or nil.
    static func shift(_ sample: Sample, series s: Int) -> SpreadShift? {
        let ys = sample.ys, n = ys.count
        guard n >= minimumCount, ys.allSatisfy(\.isFinite) else { return nil }
        guard SeriesFacts.SignCounts.around(ys) != nil else { return nil }
        // Changes that move like noise, each day nearly unrelated to the day before: a dip and recovery (the US change
        // in jobs, down to -802 thousand in 2009, r₁ 0.9) moves values from the median as a wider spread would.
        let mean = ys.reduce(0, +) / Double(n)
        let (square, cross) = (ys.reduce(0) { $0 + ($1 - mean) * ($1 - mean) },
                               (1..<n).reduce(0) { $0 + (ys[$1] - mean) * (ys[$1 - 1] - mean) })
        guard square > 0, abs(cross / square) <= maximumAutocorrelation, let (split, _) = kappa(ys) else { return nil }
        guard let (first, second) = spreads(ys, split: split) else { return nil }
        let ratio = second / first
        guard max(ratio, 1 / ratio) >= leastRatio else { return nil }
        func stretch(_ r: Range<Int>) -> SpreadShift.Stretch {
            let lo = r.min { ys[$0] < ys[$1] }!, hi = r.max { ys[$0] < ys[$1] }!
            return .init(start: sample.ref(r.lowerBound), end: sample.ref(r.upperBound - 1), low: sample.ref(lo), high: sample.ref(hi))
        }
        return SpreadShift(series: s, before: stretch(0..<split), after: stretch(split..<n), ratio: ratio)
    }
}
