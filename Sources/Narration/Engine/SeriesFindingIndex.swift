import ChartAnalysis

/// What the findings say about each series, gathered in one pass over them, so that each series' arguments
/// (`ChartFacts.makeSeriesContext`) do not walk every finding again: with
/// thousands of series and as many findings, those walks were quadratic (a third of the time at 300 series).
struct SeriesFindingIndex {
    /// Per series: points whose values a narrated finding states.
    private(set) var mentioned: [Int: Set<Int>] = [:]
    /// Per series: points inside an episode (an outlier group of several points) a narrated finding says as a range.
    private(set) var episodes: [Int: Set<Int>] = [:]
    /// Per series: points a narrated shared extreme names the place of.
    private(set) var placesSaid: [Int: Set<Int>] = [:]
    /// Per series: the missing values the gap findings name.
    private(set) var namedMissing: [Int: Int] = [:]
    /// Series whose course (shape, level shift, season, cycle, or a visible course from end to end) a finding describes.
    private(set) var courseSaid: Set<Int> = []
    // @_optimize(none) here and below: Swift 6.3.1's CopyPropagation crashes on code like this in ChartFacts.
    @_optimize(none)
    init(findings: [Finding]) {
        let courseKinds: Set<FindingKind> = [.shape, .levelShift, .seasonality, .cycle]
        for f in findings {
            if case .gap(let run) = f.detail { namedMissing[run.series, default: 0] += run.count }
            if courseKinds.contains(f.kind), let first = f.series.first { courseSaid.insert(first) }
            // A course whose moves run from the first point to the last says both ends already.
            if case .course(let c) = f.detail, c.moves.first?.start == c.first, c.moves.last?.end == c.last {
                courseSaid.insert(c.series)
            }
        }
    }

    /// Adds what the narrated findings state, once they are built.
    @_optimize(none)
    mutating func add(narrated: [NarratedFinding]) {
        for f in narrated {
            for point in f.mentionedPoints { mentioned[point.series, default: []].insert(point.index) }
            if case .outliers(let o) = f.finding.detail {
                for g in o.groups where g.points.count > 1 { episodes[o.series, default: []].formUnion(g.points.map(\.index)) }
            }
            for g in [f.finding] + f.alsoCovers {
                guard case .sharedExtreme(let e) = g.detail else { continue }
                for (series, point) in zip(e.series, e.points) { placesSaid[series, default: []].insert(point.index) }
            }
        }
    }
}
