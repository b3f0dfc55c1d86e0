/// The findings about one series' course along x: its shape or level shifts, calendar cycles, other
/// cycles, records and drawdowns, outliers from the residuals, and near-steady levels.
///
/// Applies to every series of a chart that is not a scatter plot, on a numeric or date x axis or on
/// ordered categories, with x ascending (see `CourseSeries`). Constant series are left to `SteadyDetector`.
/// The tests, thresholds and salience formulas are documented in docs/findings.md and beside each builder.
enum StructureDetector {
    static func findings(_ context: FindingContext) -> [Finding] {
        let constant = Set(context.constantSeries)
        var found: [Finding] = []
        for s in context.samples.indices where !constant.contains(s) {
            guard let course = CourseSeries(series: s, sample: context.samples[s], chart: context.chart) else { continue }
            let structure = SeriesStructure(course: course, xAxis: context.chart.xAxis)
            found += findings(of: structure)
        }
        return found
    }

    /// Salience of a component that carries `share` of the variance: 0.3 + 0.65 · share.
    static func salience(share: Double) -> Double { 0.3 + 0.65 * min(1, max(0, share)) }

    private static func findings(of structure: SeriesStructure) -> [Finding] {
        var found: [Finding] = []
        let s = structure.course.series
        if let shape = structure.shape {
            let share = structure.share(of: structure.level)
            let turns = shape.segments.dropFirst().map { Landmark(series: s, point: $0.start, role: .turningPoint) }
            found.append(Finding(kind: .shape, series: [s], salience: salience(share: share),
                                 effect: shape.segments.map { abs($0.change) }.max() ?? 0,
                                 varianceExplained: share, landmarks: turns, detail: .shape(shape)))
        }
        for cycle in structure.calendarCycles {
            let seasonality = cycle.seasonality(series: s)
            let share = structure.share(of: cycle.component)
            let crests = cycle.crests(of: structure.course, high: seasonality.high)
            found.append(Finding(kind: .seasonality, series: [s], salience: salience(share: share),
                                 effect: seasonality.swing, varianceExplained: share,
                                 landmarks: crests.map { Landmark(series: s, point: $0, role: .cyclePeak) },
                                 detail: .seasonality(seasonality)))
        }
        if let cycle = structure.cycle {
            let ys = structure.course.ys
            let peaks = cycle.crests.map(structure.course.sample.ref)
            let strongest = peaks.max { $0.y < $1.y }!
            // Effect: mean crest minus mean trough of the values; share: the cycle's part of the variance,
            // measured as the variance of the residuals from the level (what the cycle explains at most).
            let crestMean = cycle.crests.map { ys[$0] }.reduce(0, +) / Double(cycle.crests.count)
            let troughMean = cycle.troughs.isEmpty ? crestMean
                : cycle.troughs.map { ys[$0] }.reduce(0, +) / Double(cycle.troughs.count)
            let share = cycle.correlation * structure.share(of: zip(structure.adjusted, structure.level).map { $0 - $1 })
            found.append(Finding(kind: .cycle, series: [s], salience: salience(share: share), effect: crestMean - troughMean,
                                 varianceExplained: share,
                                 landmarks: peaks.map { Landmark(series: s, point: $0, role: .cyclePeak) },
                                 detail: .cycle(Cycle(series: s, period: cycle.period, periodPoints: cycle.periodPoints,
                                                      strength: cycle.correlation, peaks: peaks, strongestPeak: strongest))))
        }
        for (shift, share) in zip(structure.shifts, structure.shiftShares) {
            found.append(Finding(kind: .levelShift, series: [s], salience: salience(share: share), effect: shift.step,
                                 varianceExplained: share,
                                 landmarks: [Landmark(series: s, point: shift.after, role: .levelShift)],
                                 detail: .levelShift(shift)))
        }
        return found
    }
}
