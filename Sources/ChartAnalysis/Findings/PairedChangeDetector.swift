/// Finds two series over the same categories where the second is lower (or higher) than the first in all but
/// a few categories (see `PairedChange`).
///
/// Test: a category x-axis, exactly two compared series, at least five categories both have a value for, and
/// the exceptions (categories going the other way, or equal) are at least one and at most one in ten (one
/// below twenty categories), and never more than three. No exception is the dominance finding's "stayed above … throughout"; more would
/// be no pattern a reader sees at a glance. A count of categories describes the chart as given; it needs no test.
///
/// Salience: 0.55 + 0.1 × min(1, the exception's change against the median change of the others, in absolute
/// value, / 2): Morris rising by 12.2 where the others fell by a median 6.3 is the barley chart's story, above
/// either year's ranking (0.3–0.4 beside another series).
enum PairedChangeDetector {
    static let minimumCategories = 5
    static let maximumExceptions = 3
    /// One exception is allowed per this many categories, and one below `fewCategories`.
    static let categoriesPerException = 10
    static let fewCategories = 20

    static func findings(_ context: FindingContext) -> [Finding] {
        guard context.chart.xAxis.kind == .category else { return [] }
        let series = context.comparedSeries
        guard series.count == 2 else { return [] }
        let shared = context.sharedPoints(series)
        let n = shared.count
        guard n >= minimumCategories else { return [] }
        let samples = series.map { context.samples[$0] }
        let first = shared.ys(0, in: samples), second = shared.ys(1, in: samples)
        let changes = zip(first, second).map { $1 - $0 }
        guard changes.allSatisfy(\.isFinite) else { return [] }
        let lower = changes.filter { $0 < 0 }.count, higher = changes.filter { $0 > 0 }.count
        let secondIsLower = lower > higher
        let exceptions = changes.indices.filter { secondIsLower ? changes[$0] >= 0 : changes[$0] <= 0 }
        // At most three exceptions, each named with its values: "for all but" a list of thousands is no glance.
        let allowed = min(maximumExceptions, n < fewCategories ? 1 : n / categoriesPerException)
        guard !exceptions.isEmpty, exceptions.count <= allowed else { return [] }
        // The others are the categories going the common way (a linear pass: a million categories with a
        // hundred thousand exceptions must not compare every pair).
        let others = changes.filter { secondIsLower ? $0 < 0 : $0 > 0 }.map(abs).sorted()
        let typical = others[others.count / 2]
        let largestException = exceptions.map { abs(changes[$0]) }.max() ?? 0
        let contrast = typical > 0 ? min(1, largestException / typical / 2) : 0
        let points = exceptions.map { k in
            PairedException(firstPoint: samples[0].ref(shared.columns[0][k]), secondPoint: samples[1].ref(shared.columns[1][k]))
        }
        let change = PairedChange(first: series[0], second: series[1], secondIsLower: secondIsLower,
                                  comparedCount: n, exceptions: points)
        return [Finding(series: series, salience: 0.55 + 0.1 * contrast,
                        landmarks: points.map { Landmark(series: series[1], point: $0.secondPoint, role: .outlier) },
                        detail: .pairedChange(change))]
    }
}
