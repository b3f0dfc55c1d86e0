import Foundation

/// Finds the one series whose values spread far wider than every other's around the same values
/// (`SpreadContrast`): what the eye sees first where one line fills the plot and the others lie flat beside it.
///
/// Rule (docs/findings.md, "One series far wider than the rest"), a description of the values drawn, no test:
/// along an ordered x, not a scatter plot, at least two compared series of at least `fewestPoints` values each;
/// the widest series' range (highest minus lowest value) is at least `leastRatio` times every other's, and every
/// other series' median lies inside it (the same values, not a series on another scale: China's population is ten
/// times Japan's, a level, not a swing), and the wide series goes back and forth (lag-one autocorrelation at most
/// `maximumAutocorrelation`: a swing, not a course across the others' values). Claimed as `Claim.spreadContrast` and the wide series' two extremes.
///
/// Salience 0.5 + 0.25 × min(1, ln(ratio / leastRatio) / ln 4): the wide line is the chart, so it ranks with a
/// strong course and above the others' own small findings.
enum SpreadContrastDetector {
    static let leastRatio = 4.0
    static let fewestPoints = 8
    /// The most lag-one autocorrelation of the wide series: values that swing back and forth.
    static let maximumAutocorrelation = 0.5

    static func findings(_ context: FindingContext) -> [Finding] {
        guard context.xIsOrdered, !context.isScatter else { return [] }
        let compared = context.comparedSeries
        guard compared.count >= 2 else { return [] }
        var spans: [(series: Int, low: Int, high: Int, median: Double)] = []
        for s in compared {
            let ys = context.samples[s].ys
            guard ys.count >= fewestPoints else { return [] }
            var lo = 0, hi = 0
            for k in ys.indices {
                if ys[k] < ys[lo] { lo = k }
                if ys[k] > ys[hi] { hi = k }
            }
            var copy = ys
            spans.append((s, lo, hi, Selection.median(&copy)))
        }
        func range(_ e: (series: Int, low: Int, high: Int, median: Double)) -> Double {
            let ys = context.samples[e.series].ys
            return ys[e.high] - ys[e.low]
        }
        let byRange = spans.sorted { range($0) > range($1) || (range($0) == range($1) && $0.series < $1.series) }
        let wide = byRange[0], widest = range(wide), next = range(byRange[1])
        guard widest.isFinite, next > 0, widest >= leastRatio * next else { return [] }
        let ys = context.samples[wide.series].ys
        // Swings, not a course: values that go back and forth like changes (lag-one autocorrelation at most
        // `maximumAutocorrelation`); a series that grew across the others' values (China's car production from
        // 0.5 to 29 million beside Japan's 10) rose, it did not swing.
        guard AutoregressiveNoise.lagOneAutocorrelation(ys) <= maximumAutocorrelation else { return [] }
        let others = byRange.dropFirst()
        guard others.allSatisfy({ ys[wide.low] <= $0.median && $0.median <= ys[wide.high] }) else { return [] }
        var othersLow = Double.infinity, othersHigh = -Double.infinity
        for o in others {
            let oys = context.samples[o.series].ys
            othersLow = min(othersLow, oys[o.low])
            othersHigh = max(othersHigh, oys[o.high])
        }
        let ratio = widest / next
        let sample = context.samples[wide.series]
        let contrast = SpreadContrast(series: wide.series, others: others.map(\.series).sorted(),
                                      low: sample.ref(wide.low), high: sample.ref(wide.high),
                                      othersLow: othersLow, othersHigh: othersHigh, ratio: ratio)
        let salience = 0.5 + 0.25 * min(1, log(ratio / leastRatio) / log(4))
        return [Finding(series: [wide.series] + contrast.others, salience: salience, effect: ratio,
                        landmarks: [Landmark(series: wide.series, point: contrast.low, role: .extreme),
                                    Landmark(series: wide.series, point: contrast.high, role: .extreme)],
                        detail: .spreadContrast(contrast))]
    }
}
