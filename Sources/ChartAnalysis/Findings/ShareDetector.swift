import ChartModel

/// Finds each series' share of the total and how the shares moved (see `ShareShift`).
///
/// Only where a total means something: area, bar and column charts (stacked or part-to-whole; a line chart of
/// prices is not parts of a whole) of values that add up (`FindingContext.valuesAddUp`), none negative, at the
/// x values every compared series has. A share "moved" when its sequence over an ordered x changes
/// systematically (`SystematicChange`) in the direction of its start-to-end shift; the largest such shift is
/// the mover.
///
/// Salience: 0.3 + 0.3 × min(1, |mover's shift| / 0.25) with a mover, else 0.3 (the shares alone are context).
enum ShareDetector {
    static let chartTypes: Set<ChartType> = [.area, .bar, .column]
    /// Series whose totals differ by at most this share of the largest are each a whole, not parts of one.
    static let wholesTolerance = 0.01

    static func findings(_ context: FindingContext) -> [Finding] {
        let series = context.comparedSeries
        guard let type = context.chart.type, chartTypes.contains(type), context.valuesAddUp, series.count >= 2,
              series.allSatisfy({ (context.statistics[$0].minimum?.value ?? 0) >= 0 })
        else { return [] }
        let samples = series.map { context.samples[$0] }
        let shared = context.sharedPoints(series)
        let allValues = series.indices.map { shared.ys($0, in: samples) }
        // Shared x with a positive total: shares of a zero total do not exist.
        let allTotals = (0..<shared.count).map { k in allValues.reduce(0) { $0 + $1[k] } }
        let kept = allTotals.indices.filter { allTotals[$0] > 0 }
        guard kept.count >= 2 else { return [] }
        let totals = kept.map { allTotals[$0] }
        let grandTotal = totals.reduce(0, +)
        guard grandTotal.isFinite, grandTotal > 0 else { return [] }
        // Series whose totals are equal (within `wholesTolerance`) are each a whole: two survey waves of answers
        // that each add up to 100 %, husbands' and wives' answers of the same couples. Their shares of the sum of
        // both say nothing ("2006 made up the largest share, 50% of the total" of two waves of percentages).
        let seriesTotals = series.indices.map { s in kept.reduce(0) { $0 + allValues[s][$1] } }
        if let low = seriesTotals.min(), let high = seriesTotals.max(), low > 0, high - low <= wholesTolerance * high { return [] }
        var shares: [[Double]] = []  // per series, per shared x
        var entries: [SeriesShare] = []
        for s in series.indices {
            let values = kept.map { allValues[s][$0] }
            let sequence = zip(values, totals).map { $0 / $1 }
            shares.append(sequence)
            entries.append(SeriesShare(series: series[s], startShare: sequence.first!, endShare: sequence.last!,
                                       overallShare: values.reduce(0, +) / grandTotal))
        }
        var mover: Int?
        if context.xIsOrdered {
            let byShift = series.indices.sorted {
                abs(entries[$0].endShare - entries[$0].startShare) > abs(entries[$1].endShare - entries[$1].startShare)
            }
            mover = byShift.first { s in
                let shift = entries[s].endShare - entries[s].startShare
                guard shift != 0, let change = SystematicChange(shares[s], questions: series.count) else { return false }
                return (change.change > 0) == (shift > 0)
            }
        }
        let shift = mover.map { abs(entries[$0].endShare - entries[$0].startShare) } ?? 0
        let ordered = entries.enumerated().sorted {
            $0.element.overallShare != $1.element.overallShare
                ? $0.element.overallShare > $1.element.overallShare : $0.offset < $1.offset
        }.map(\.element)
        // Two series with the same share have no largest: "Husbands made up the largest share, 50% of the total"
        // of 91 couples' answers was false of the wives' equal 50 %.
        if mover == nil, ordered.count >= 2, ordered[0].overallShare == ordered[1].overallShare { return [] }
        let x = { (k: Int) in shared.x(kept[k], in: samples) }
        let detail = ShareShift(entries: ordered, startX: x(0), endX: x(kept.count - 1),
                                largestMover: mover.map { series[$0] })
        var about = ordered.map(\.series)
        if let mover { about.removeAll { $0 == series[mover] }; about.insert(series[mover], at: 0) }
        return [Finding(series: about,
                        salience: mover == nil ? 0.3 : 0.3 + 0.3 * min(1, shift / 0.25),
                        effect: 0, detail: .shares(detail))]
    }
}
