/// Finds a relation that reverses when a scatter plot's groups are pooled (see `GroupReversal`).
///
/// Test, on a scatter plot of at least two series (groups) of at least `minimumPoints` each:
/// - all points together: Pearson's r with p < `pooledLevel` and |r| ≥ `minimumPooled` (a relation a reader
///   sees in the whole cloud);
/// - at least two series with their own Pearson's r of the opposite sign at p < 0.05, and no series with a
///   significant r of the pooled sign.
/// Groups drawn from one cloud have neither the pooled nor the group relations; groups that differ only in
/// their means have no group relations (ScatterFindingTests pins both).
///
/// Salience 0.8: the reversal is what the chart's colours say and what its single relations would hide.
enum GroupReversalDetector {
    static let minimumPoints = 10
    static let pooledLevel = 0.01
    static let groupLevel = 0.05
    static let minimumPooled = 0.2

    static func findings(_ context: FindingContext) -> [Finding] {
        guard context.isScatter, context.samples.count >= 2,
              context.samples.allSatisfy({ $0.validCount >= minimumPoints }) else { return [] }
        let xs = context.samples.flatMap(\.xs), ys = context.samples.flatMap(\.ys)
        guard let all = CorrelationAnalysis.pearson(xs, ys), abs(all) >= minimumPooled,
              CorrelationAnalysis.pValue(all, count: ys.count) < pooledLevel else { return [] }
        var against: [(series: Int, r: Double)] = []
        for (s, sample) in context.samples.enumerated() {
            guard let r = CorrelationAnalysis.pearson(sample.xs, sample.ys),
                  CorrelationAnalysis.pValue(r, count: sample.validCount) < groupLevel else { continue }
            guard (r > 0) != (all > 0) else { return [] }
            against.append((s, r))
        }
        guard against.count >= 2 else { return [] }
        let reversal = GroupReversal(series: against.map(\.series), groupPearsons: against.map(\.r),
                                     pooledPearson: all, pooledCount: ys.count)
        return [Finding(series: reversal.series, salience: 0.8, effect: abs(all),
                        detail: .groupReversal(reversal))]
    }
}
