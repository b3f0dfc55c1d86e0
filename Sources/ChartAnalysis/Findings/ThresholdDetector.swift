/// Reads a constant series (a goal, a limit) as a threshold for the others (see `ThresholdComparison`).
///
/// A constant series is never a competitor: it gets no overtake, dominance or crossing count. Every point of
/// another series whose x lies within the constant series' x range is counted above, below or equal (a goal
/// drawn with two end points still covers the days between). A count, no test needed.
///
/// Salience: 0.45 + 0.2 × |2 × share above − 1|: "above the goal on 83 of 366 days" is a story of the chart,
/// all the more when the series is mostly on one side.
///
/// Bounded (a count per series and reference would be S² findings when many series are flat: 10,000
/// two-point series held 1,100 constant ones, 11 million findings): a chart with more than `maxReferences`
/// constant series has no reference line at all — goals and limits come one or a few to a chart, and 1,100
/// flat series of 10,000 are data that did not move (the first 8 of them had been "references", and "S0 fell
/// short of S44 (8) on 1 of 2 points" led the short description). Each reference keeps its
/// `PairwiseLimit.maxSeries` most salient comparisons (ties in chart order). Every series is still counted,
/// so the cost is linear in the series.
enum ThresholdDetector {
    static let maxReferences = 8

    static func findings(_ context: FindingContext) -> [Finding] {
        guard !context.isScatter, context.constantSeries.count <= maxReferences else { return [] }
        let references = context.constantSeries
        let others = context.comparedSeries
        var found: [Finding] = []
        for reference in references {
            let sample = context.samples[reference]
            let level = sample.ys[0]
            guard let from = sample.xs.min(), let to = sample.xs.max() else { continue }
            var kept: [Finding] = []
            for s in others {
                var above = 0, below = 0, total = 0, differenceSum = 0.0
                let other = context.samples[s]
                for k in 0..<other.validCount where other.xs[k] >= from && other.xs[k] <= to {
                    total += 1
                    if other.ys[k] > level { above += 1 } else if other.ys[k] < level { below += 1 }
                    differenceSum += other.ys[k] - level
                }
                guard total > 0 else { continue }
                let share = Double(above) / Double(total)
                let comparison = ThresholdComparison(reference: reference, level: level, series: s, above: above,
                                                     below: below, total: total)
                let effect = differenceSum / Double(total)
                kept.append(Finding(series: [s, reference],
                                    salience: 0.45 + 0.2 * abs(2 * share - 1),
                                    effect: effect.isFinite ? effect : 0, detail: .threshold(comparison)))
            }
            found += Self.mostSalient(kept, PairwiseLimit.maxSeries)
        }
        return found
    }

    /// The `k` most salient of `findings` (in chart order, as they came), all of them when there are no more.
    static func mostSalient(_ findings: [Finding], _ k: Int) -> [Finding] {
        guard findings.count > k else { return findings }
        let chosen = findings.indices.sorted { a, b in
            findings[a].salience != findings[b].salience ? findings[a].salience > findings[b].salience : a < b
        }.prefix(k).sorted()
        return chosen.map { findings[$0] }
    }
}
