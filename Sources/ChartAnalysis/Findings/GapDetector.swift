/// Names runs of missing values.
///
/// Test: at least `minimumRun` consecutive points with a missing y (single missing points are only counted,
/// in the statistics). Salience grows with the run's share of the series but stays low: a gap is context for
/// the shape, not the story.
enum GapDetector {
    static let minimumRun = 2

    static func findings(_ context: FindingContext) -> [Finding] {
        var found: [Finding] = []
        for (s, series) in context.chart.series.enumerated() {
            let sample = context.samples[s]
            guard sample.validCount > 0 else { continue }
            // Positions of valid points in `sample`, by series index, to find the neighbours of a run.
            var runStart: Int?
            var validBefore: Int? = nil  // position in `sample` of the last valid point seen
            var nextValid = 0
            func close(_ end: Int) {
                guard let start = runStart, end - start + 1 >= minimumRun else { runStart = nil; return }
                let before = validBefore.map(sample.ref)
                let after = nextValid < sample.validCount ? sample.ref(nextValid) : nil
                let run = MissingRun(series: s, firstIndex: start, lastIndex: end, firstX: series.points[start].x,
                                     lastX: series.points[end].x, before: before, after: after)
                let share = Double(run.count) / Double(max(sample.count, 1))
                found.append(Finding(series: [s], salience: min(0.4, 0.1 + 0.6 * share),
                                     landmarks: after.map { [Landmark(series: s, point: $0, role: .gapEnd)] } ?? [],
                                     detail: .gap(run)))
                runStart = nil
            }
            // The missing runs are the indices between the sample's runs of consecutive indices.
            var end = 0  // the index after the last valid point seen
            sample.forEachRun { positions, firstIndex in
                if firstIndex > end { runStart = end; nextValid = positions.lowerBound; close(firstIndex - 1) }
                validBefore = positions.upperBound - 1
                end = firstIndex + positions.count
            }
            if end < series.points.count { runStart = end; nextValid = sample.validCount; close(series.points.count - 1) }
        }
        return found
    }
}
