import Foundation

/// Finds several series peaking (or bottoming) at the same x (see `SharedExtreme`).
///
/// Test: at the x values every compared series has (n of them), every series reaches its highest (lowest)
/// value there at one same x, and such a coincidence would be unlikely by chance: the expected number of x
/// where k series' extremes meet at random, Π tᵢ / n^(k−1) with tᵢ the x where series i reaches its extreme
/// (ties), is below 0.05 — (1/n)^(k−1) for extremes reached once (two series need 21 shared x, three need 5,
/// four need 3). A minimum of 0 mm reached on 838 of 2,922 days meets any other series' minimum by chance
/// (0.29), so it is no shared extreme. Only when all compared series share it — "all three cities peak in July".
///
/// Salience: 0.5 for a shared high, 0.45 for a shared low, 0.05 more per series beyond two (at most 0.1);
/// 0.1 less when the highs and lows lie at opposite ends of the shared x: series that all rise (or fall) share
/// their extremes as a matter of course. Over ordered categories, when in addition every series moves the same
/// way at every step (`SharedExtreme.monotoneInEverySeries`), the pair is said as a rise (fall) in every series.
enum SharedExtremeDetector {
    /// The expected number of x where the extremes would meet at random must be below this.
    static let chanceLevel = 0.05

    static func findings(_ context: FindingContext) -> [Finding] {
        let series = context.comparedSeries
        guard series.count >= 2 else { return [] }
        let shared = context.sharedPoints(series)
        let n = shared.count
        guard n >= 2, pow(1 / Double(n), Double(series.count - 1)) < chanceLevel else { return [] }
        let samples = series.map { context.samples[$0] }
        var found: [Finding] = []
        var positions: [Bool: Int] = [:]
        for isHigh in [true, false] {
            // Positions (shared index) where each series reaches its extreme; intersect over series.
            var common: Set<Int>?
            var expectedByChance = Double(n)
            for s in series.indices {
                let values = shared.ys(s, in: samples)
                let extreme = isHigh ? values.max()! : values.min()!
                let at = values.indices.filter { values[$0] == extreme }
                expectedByChance *= Double(at.count) / Double(n)
                if common == nil { common = Set(at) } else { common!.formIntersection(at) }
                if common!.isEmpty { break }
            }
            positions[isHigh] = expectedByChance < chanceLevel ? common?.min() : nil
        }
        // Highs and lows at opposite ends: the series all rose (or fell), and the extremes say nothing more.
        let endToEnd = Set([positions[true], positions[false]]) == Set([0, n - 1])
        // Over ordered categories, highs and lows at opposite ends with every step of every series the same way
        // is a rise (fall) in every group ("death rates rise with age in all four groups"), said as such.
        var monotone = false
        if endToEnd, context.chart.xAxis.kind == .category, context.chart.xAxis.isOrdered, n >= 3 {
            let rising = positions[true] == n - 1
            monotone = series.indices.allSatisfy { s in
                let values = shared.ys(s, in: samples)
                return (1..<n).allSatisfy { rising ? values[$0] > values[$0 - 1] : values[$0] < values[$0 - 1] }
            }
        }
        for isHigh in [true, false] {
            guard let k = positions[isHigh] else { continue }
            let points = series.indices.map { samples[$0].ref(shared.columns[$0][k]) }
            let extreme = SharedExtreme(series: series, isHigh: isHigh, x: points[0].x, points: points,
                                        monotoneInEverySeries: monotone)
            found.append(Finding(series: series,
                                 salience: (isHigh ? 0.5 : 0.45) + min(0.1, 0.05 * Double(series.count - 2))
                                    - (endToEnd && !monotone ? 0.1 : 0),
                                 landmarks: zip(series, points).map { Landmark(series: $0, point: $1, role: .extreme) },
                                 detail: .sharedExtreme(extreme)))
        }
        return found
    }
}
