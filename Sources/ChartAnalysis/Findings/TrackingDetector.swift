/// Finds pairs of series that follow each other closely (see `Tracking` for the test).
///
/// Only along an ordered x (a change from one x to the next must mean something). Salience 0.45 + 0.25 × the
/// correlation of the changes: a pair that moves together is a story of the chart, and it replaces the
/// crossings such a pair has by the dozen (the overtake detector skips tracking pairs).
enum TrackingDetector {
    static let minimumCount = 8
    static let minimumCorrelation = 0.8
    static let maximumGapToSpread = 0.25
    /// The changes must correlate positively at this level (Student t): independent walks never do in their steps.
    static let changeLevel = 0.05

    static func findings(_ context: FindingContext) -> [Finding] {
        guard context.xIsOrdered else { return [] }
        return SeriesPair.all(context.comparedSeries, in: context).compactMap { pair in
            guard let tracking = tracking(pair, in: context) else { return nil }
            return Finding(series: [pair.first, pair.second],
                           salience: 0.45 + 0.25 * max(0, min(1, tracking.changeCorrelation)),
                           effect: tracking.meanAbsoluteDifference,
                           varianceExplained: tracking.correlation * tracking.correlation, detail: .tracking(tracking))
        }
    }

    /// The pair's tracking, or nil when it fails the test.
    static func tracking(_ pair: SeriesPair, in context: FindingContext) -> Tracking? {
        let n = pair.count
        guard n >= minimumCount,
              let r = CorrelationAnalysis.pearson(pair.firstValues, pair.secondValues), r >= minimumCorrelation
        else { return nil }
        let changesA = zip(pair.firstValues.dropFirst(), pair.firstValues).map { $0 - $1 }
        let changesB = zip(pair.secondValues.dropFirst(), pair.secondValues).map { $0 - $1 }
        guard let rChanges = CorrelationAnalysis.pearson(changesA, changesB), rChanges > 0 else { return nil }
        let df = Double(changesA.count - 2)
        let t = rChanges >= 1 ? Double.infinity : rChanges * (df / (1 - rChanges * rChanges)).squareRoot()
        guard df > 0, Distributions.studentTwoSided(t, df: df) < changeLevel else { return nil }

        let gaps = pair.differences.map(abs)
        let meanGap = gaps.reduce(0, +) / Double(n)
        let spread = min(standardDeviation(pair.firstValues), standardDeviation(pair.secondValues))
        guard meanGap <= maximumGapToSpread * spread, meanGap.isFinite else { return nil }
        let widest = gaps.indices.max { gaps[$0] < gaps[$1] }!
        let level = (pair.firstValues.reduce(0) { $0 + abs($1) } + pair.secondValues.reduce(0) { $0 + abs($1) })
            / Double(2 * n)
        return Tracking(first: pair.first, second: pair.second, meanAbsoluteDifference: meanGap,
                        relativeDifference: context.valuesAreRatioScale && level > 0 ? meanGap / level : nil,
                        largestDifferenceFirst: pair.point(0, widest, in: context),
                        largestDifferenceSecond: pair.point(1, widest, in: context),
                        correlation: r, changeCorrelation: rChanges, comparedCount: n)
    }

    /// Population standard deviation, from values centred on their mean.
    static func standardDeviation(_ values: [Double]) -> Double {
        let mean = values.reduce(0, +) / Double(values.count)
        return (values.reduce(0) { $0 + ($1 - mean) * ($1 - mean) } / Double(values.count)).squareRoot()
    }
}
