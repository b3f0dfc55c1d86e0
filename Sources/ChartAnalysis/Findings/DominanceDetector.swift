/// Finds one series above all the others at (nearly) every x they share (see `Dominance`).
///
/// Test: at the x values every compared series has (at least three), one series is strictly above every other
/// at ≥ 90 % of them, and its mean gap to the nearest other is positive. Comparing only shared x keeps a series
/// that starts late from being "lowest" over years it has no data for. This is a description of the chart,
/// not an inference: two random walks often keep their order for long (see docs/findings.md).
///
/// Salience: 0.3 + 0.3 × min(1, mean gap / range of the compared values) — context for the comparisons that
/// change (an overtake outranks "fossil fuels are highest").
enum DominanceDetector {
    static let minimumFraction = 0.9
    static let minimumCount = 3

    static func findings(_ context: FindingContext) -> [Finding] {
        let series = context.comparedSeries
        guard series.count >= 2 else { return [] }
        let shared = context.sharedPoints(series)
        let samples = series.map { context.samples[$0] }
        guard shared.count >= minimumCount else { return [] }
        var wins = [Int](repeating: 0, count: series.count)
        var low = Double.infinity, high = -Double.infinity
        for position in shared.positions {
            let values = position.enumerated().map { samples[$0.offset].ys[$0.element] }
            low = min(low, values.min()!); high = max(high, values.max()!)
            let top = values.indices.max { values[$0] < values[$1] }!
            if values.indices.allSatisfy({ $0 == top || values[$0] < values[top] }) { wins[top] += 1 }
        }
        let leader = wins.indices.max { wins[$0] < wins[$1] }!
        let fraction = Double(wins[leader]) / Double(shared.count)
        guard fraction >= minimumFraction else { return [] }
        var gapSum = 0.0
        for position in shared.positions {
            let lead = samples[leader].ys[position[leader]]
            let nearest = position.enumerated().filter { $0.offset != leader }
                .map { samples[$0.offset].ys[$0.element] }.max()!
            gapSum += lead - nearest
        }
        let meanGap = gapSum / Double(shared.count)
        guard meanGap > 0, meanGap.isFinite else { return [] }
        let range = high - low
        let dominance = Dominance(leader: series[leader], others: series.filter { $0 != series[leader] },
                                  fraction: fraction, meanGap: meanGap, comparedCount: shared.count)
        return [Finding(kind: .dominance, series: [series[leader]] + dominance.others,
                        salience: 0.3 + 0.3 * (range > 0 ? min(1, meanGap / range) : 0), effect: meanGap,
                        detail: .dominance(dominance))]
    }
}
