import Foundation

/// Finds which series grew most (see `GrowthComparison`).
///
/// Only along an ordered x, with values on a ratio scale (all positive, not °C), over the x values every
/// compared series has (at least `SystematicChange.minimumCount`): each series' ratio of its last to its first
/// value there. Test: the log ratio of the fastest to the second fastest series changes systematically and
/// upward (`SystematicChange`), so two random walks or two noisy flat series do not get a "grew most"; and the
/// fastest series' rise holds as one rise on its drawing (the claim audit's `course` check).
///
/// Salience: 0.3 + 0.25 × min(1, ln(fastest ratio / second ratio) / ln 4) — below an overtake of the same
/// series, which a reader sees first.
enum GrowthDetector {
    static func findings(_ context: FindingContext) -> [Finding] {
        let series = context.comparedSeries
        guard context.xIsOrdered, context.valuesAreRatioScale, series.count >= 2 else { return [] }
        let shared = context.sharedPoints(series)
        let samples = series.map { context.samples[$0] }
        guard shared.count >= SystematicChange.minimumCount else { return [] }
        let last = shared.count - 1
        var entries = series.indices.map { s in
            let from = samples[s].ref(shared.columns[s][0]), to = samples[s].ref(shared.columns[s][last])
            return SeriesGrowth(series: series[s], from: from, to: to, ratio: to.y / from.y)
        }
        guard entries.allSatisfy({ $0.ratio.isFinite && $0.ratio > 0 }) else { return [] }
        entries.sort { $0.ratio != $1.ratio ? $0.ratio > $1.ratio : $0.series < $1.series }
        guard entries[0].ratio > entries[1].ratio else { return [] }
        let top = series.firstIndex(of: entries[0].series)!, second = series.firstIndex(of: entries[1].series)!
        let logRatio = (0...last).map {
            log(samples[top].ys[shared.columns[top][$0]]) - log(samples[second].ys[shared.columns[second][$0]])
        }
        guard let change = SystematicChange(logRatio), change.change > 0 else { return [] }
        // "Grew the most, from … to …" says one rise: asked here, as the audit would (its `course` check), so the
        // detector does not propose what the audit stops. Schizophrenia's diagnoses by age band "grew" from the
        // first band to the last over a peak at 20–24; corporate jets' air deaths "grew" over a fall after 1991.
        let top0 = entries[0], sample = context.samples[top0.series]
        let claim = Claim.course(series: top0.series, moves: [ClaimMove(top0.from, top0.to)],
                                 pointByPoint: sample.validCount <= ClaimAudit.pointByPointLimit)
        guard ClaimAudit.holds(claim, ClaimAudit.Lines(samples: context.samples)) else { return [] }
        let salience = 0.3 + 0.25 * min(1, log(entries[0].ratio / entries[1].ratio) / log(4))
        return [Finding(series: entries.map(\.series), salience: salience,
                        effect: entries[0].to.y - entries[0].from.y, detail: .growth(GrowthComparison(entries: entries)))]
    }
}
