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
            let structure = SeriesStructure(course: course)
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
        let n = Double(structure.course.count)
        for (shift, position) in zip(structure.shifts, structure.shiftPositions) {
            // A single step's own variance: step² · q (1 − q), q the share of points after it.
            let q = Double(structure.course.count - position) / n
            let share = structure.variance > 0 ? min(1, shift.step * shift.step * q * (1 - q) / structure.variance) : 0
            found.append(Finding(kind: .levelShift, series: [s], salience: salience(share: share), effect: shift.step,
                                 varianceExplained: share,
                                 landmarks: [Landmark(series: s, point: shift.after, role: .levelShift)],
                                 detail: .levelShift(shift)))
        }
        return found
    }
}
