import ChartModel

/// Four or more series that moved the same way together (`CommonMove`): what a reader of a chart of many lines
/// sees first, before any one line.
///
/// Which charts: not a scatter plot, at least `minimumSeries` series, all on the same x values (a course of
/// numbers or dates, at least 12 points, none missing). Test: the series are each standardized (mean 0,
/// standard deviation 1) and averaged; that average must have a shape by the one-series test (structure against
/// persistent noise, `SeriesStructure`), and over its segment with the largest change at least
/// `agreementShare` of the series, and at least `minimumSeries`, must have moved the same way, each measured by
/// its own mean over a window of `windowShare` of the points around the segment's ends (so that one noisy
/// month does not decide). Fourteen independent random walks pass the first step about as often as one does
/// (1–2 %) and then need twelve of fourteen coin flips to agree. The total is said only where values add up.
///
/// Salience 0.6 + 0.15 × the share that moved: above any one series' own course.
enum CommonMoveDetector {
    static let minimumSeries = 4
    static let agreementShare = 0.8
    static let minimumPoints = 12
    static let windowShare = 1.0 / 40

    static func findings(_ context: FindingContext) -> [Finding] {
        guard let move = commonMove(context) else { return [] }
        let share = Double(move.series.count) / Double(move.seriesCount)
        return [Finding(series: move.series, salience: 0.6 + 0.15 * share, effect: 0,
                        detail: .commonMove(move))]
    }

    static func commonMove(_ context: FindingContext) -> CommonMove? {
        let samples = context.samples, m = samples.count
        guard !context.isScatter, m >= minimumSeries else { return nil }
        let xs = samples[0].xs, n = xs.count
        guard n >= minimumPoints, samples.allSatisfy({ $0.count == $0.validCount && $0.xs == xs }),
              CourseSeries(series: 0, sample: samples[0], chart: context.chart) != nil else { return nil }
        // The standardized series averaged: each counts alike, whatever its scale.
        var average = [Double](repeating: 0, count: n)
        for sample in samples {
            guard let (mean, deviation) = LevelModelSelector.meanAndDeviation(sample.ys), deviation > 0 else { return nil }
            let ys = sample.ys
            for k in 0..<n { average[k] += (ys[k] - mean) / deviation / Double(m) }
        }
        var combined = Sample()
        combined.reserve(n)
        for k in 0..<n { combined.append(index: k, x: xs[k], y: average[k]) }
        guard let course = CourseSeries(series: 0, sample: combined) else { return nil }
        let structure = SeriesStructure(course: course, xAxis: context.chart.xAxis)
        guard let segment = structure.shape?.segments.filter({ $0.direction != .flat })
            .max(by: { abs($0.change) < abs($1.change) }) else { return nil }
        let from = segment.start.index, to = segment.end.index, rising = segment.direction == .rising
        let half = max(1, Int((windowShare * Double(n)).rounded()))
        func around(_ ys: [Double], _ k: Int) -> Double {
            let lo = max(0, k - half), hi = min(n - 1, k + half)
            return ys[lo...hi].reduce(0, +) / Double(hi - lo + 1)
        }
        let moved = samples.indices.filter { s in
            let change = around(samples[s].ys, to) - around(samples[s].ys, from)
            return rising ? change > 0 : change < 0
        }
        let needed = max(minimumSeries, Int((agreementShare * Double(m)).rounded(.up)))
        guard moved.count >= needed else { return nil }
        let adds = context.valuesAddUp
        return CommonMove(series: moved, seriesCount: m, isRising: rising, fromX: xs[from], toX: xs[to],
                          totalFrom: adds ? samples.reduce(0) { $0 + around($1.ys, from) } : nil,
                          totalTo: adds ? samples.reduce(0) { $0 + around($1.ys, to) } : nil)
    }

    /// A series' shape of one segment that goes the common move's way over (nearly) the same stretch says what
    /// the common move says ("All 4 series rose from Jul 1, 1991 to Aug 14, 1998. DAX and SMI both rose from
    /// Jul 1, 1991 to Aug 14, 1998"): it is left out. Each end may differ by a tenth of the move's stretch.
    static func leavingOutSaid(_ findings: [Finding]) -> [Finding] {
        let moves = findings.compactMap { f -> CommonMove? in if case .commonMove(let c) = f.detail { c } else { nil } }
        guard !moves.isEmpty else { return findings }
        return findings.filter { f in
            guard case .shape(let shape) = f.detail, shape.segments.count == 1, let segment = shape.segments.first else { return true }
            return !moves.contains { move in
                let slack = 0.1 * (move.toX - move.fromX)
                return move.series.contains(shape.series) && (segment.direction == .rising) == move.isRising
                    && segment.direction != .flat
                    && abs(segment.start.x - move.fromX) <= slack && abs(segment.end.x - move.toX) <= slack
            }
        }
    }
}
