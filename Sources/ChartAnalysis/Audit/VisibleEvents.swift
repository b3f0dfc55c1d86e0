import ChartModel

/// A rise or fall a sighted reader sees on the drawn chart: a move of one series' visible course that spans at
/// least `VisibleEvents.eventShare` of the chart's plotted range (issue 37). Whichever detector describes the
/// series, the chart's description must say it; the claim audit checks that it does (`ClaimCheck.coverage`).
package struct VisibleEvent: Sendable, Hashable {
    /// The series.
    package var series: Int
    /// The move: from a data point to a data point.
    package var move: VisibleCourse.Move
    /// Its size as a share of the plotted range (every series, as the y axis is drawn).
    package var share: Double
}

/// Finds the visible events of a chart and whether its findings say them.
///
/// Each series along x (not a scatter, not unordered categories) is read as `VisibleCourseFinder` reads it —
/// point by point up to `VisibleCourseFinder.pointByPointLimit` points, else with a pen (a cycle wide under a season its findings name) — and every
/// move of at least `eventShare` of the plotted range is an event. A finding says an event when it concerns the
/// series and claims a move the same way over at least half of the event's x span, marks a landmark within a
/// pen's width of where the event ends (a trough, a record, a step, a shared peak), has fitted segments the same
/// way within the span that make half its change, or a step the same way inside it; a finding that describes
/// several series' common move says it for each of them. A series with a cycle is told by its cycle.
enum VisibleEvents {
    /// A move of this share of the plotted range is an event every description must say.
    static let eventShare = 0.3
    /// The series holding the chart's highest (lowest) value ends at least this share of the plotted range back
    /// from it, also at a glance: the end against the peak is an event.
    static let endShare = 0.1
    /// Up to this many points the end against the peak is read point by point.
    static let endPointByPoint = 30
    /// Only the series that span the most of the plotted range are read (a chart of thousands of series).
    static let mostSeries = 50

    /// The events, and the course of each series that has any (to say them by, where no finding does).
    static func events(_ context: FindingContext, findings: [Finding]) -> (events: [VisibleEvent], courses: [Int: VisibleCourse]) {
        guard !context.isScatter, context.xIsOrdered else { return ([], [:]) }
        let plotted = context.plottedRange
        guard plotted > 0 else { return ([], [:]) }
        let constant = Set(context.constantSeries)
        let read = context.samples.indices.filter { !constant.contains($0) }
            .sorted { range(context, $0) > range(context, $1) }.prefix(mostSeries)
        var events: [VisibleEvent] = []
        var courses: [Int: VisibleCourse] = [:]
        // A series a cycle finding tells (sunspots' eleven years) is told by its cycle and its highest peak: its
        // pen, a cycle wide, still passes from one cycle's extreme to another's, which no reader sees as one move.
        let cyclic = Set(findings.compactMap { f -> Int? in if case .cycle(let c) = f.detail { c.series } else { nil } })
        for s in read where !cyclic.contains(s) {
            guard range(context, s) >= eventShare * plotted,
                  let series = CourseSeries(series: s, sample: context.samples[s], chart: context.chart) else { continue }
            var course = VisibleCourseFinder.course(series: s, sample: series.sample, ratioScale: context.values.percentChangesMean,
                                                    pointsPerCycle: pointsPerCycle(s, series, findings), plottedRange: plotted)
            course?.alongTime = context.chart.xIsTime
            for move in course?.moves ?? [] where abs(move.change) >= eventShare * plotted {
                events.append(VisibleEvent(series: s, move: move, share: abs(move.change) / plotted))
                courses[s] = course
            }
        }
        // The end against the chart's peak: the series that reaches the chart's highest value before its end and
        // ends `endShare` of the plotted range below it shows the fall after the peak first (China's 29.0 million
        // vehicles in 2017, 25.7 in 2019); likewise the rise from the chart's lowest value.
        let lines = ClaimAudit.Lines(samples: context.samples)
        for high in [true, false] {
            let holders = read.filter { !cyclic.contains($0) }
            let extreme: (Int) -> Double? = { high ? context.statistics[$0].maximum?.value : context.statistics[$0].minimum?.value }
            guard let s = (high ? holders.max { (extreme($0) ?? -.infinity) < (extreme($1) ?? -.infinity) }
                                : holders.min { (extreme($0) ?? .infinity) < (extreme($1) ?? .infinity) }),
                  let points = high ? context.statistics[s].maximum?.points : context.statistics[s].minimum?.points,
                  let turn = points.max(by: { $0.index < $1.index }) else { continue }
            let sample = context.samples[s]
            guard sample.validCount >= 2, let series = CourseSeries(series: s, sample: sample, chart: context.chart) else { continue }
            let last = sample.ref(sample.validCount - 1)
            let back = high ? turn.y - last.y : last.y - turn.y
            guard last.index > turn.index, back >= endShare * plotted else { continue }
            // The peak is a turn of a course, not the highest of noise: the series shows a course (the audit's
            // `noCourse` check fails), and a glance (point by point up to `endPointByPoint` points, else a moving
            // average a tenth of the points wide) falls back as far from there to the end.
            let n = sample.validCount
            guard !ClaimAudit.holds(.noCourse(series: s), lines) else { continue }
            var width = n <= endPointByPoint ? 1 : max(3, Int(Double(n) * ClaimAudit.glanceWidthShare) | 1)
            // Under a season its findings name, a cycle wide: July's peak and December's value are the season.
            let cycle = pointsPerCycle(s, series, findings)
            if cycle >= 2 { width = max(width, min(n, Int(cycle.rounded()) | 1)) }
            let glance = VisibleCourseFinder.movingAverage(sample.ys, width: width)
            let at = sample.position(ofIndex: turn.index)
            guard at < n, (high ? glance[at] - glance[n - 1] : glance[n - 1] - glance[at]) >= endShare * plotted else { continue }
            let move = VisibleCourse.Move(start: turn, end: last, isRise: !high,
                                          relativeChange: turn.y > 0 && last.y > 0 ? (last.y - turn.y) / turn.y : nil)
            guard !events.contains(where: { $0.series == s && $0.move.end.index == last.index && $0.move.isRise == !high })
            else { continue }
            events.append(VisibleEvent(series: s, move: move, share: back / plotted))
            if courses[s] == nil {
                var course = VisibleCourseFinder.course(series: s, sample: series.sample, ratioScale: context.values.percentChangesMean,
                                                        pointsPerCycle: cycle)
                course?.alongTime = context.chart.xIsTime
                courses[s] = course
            }
        }
        return (events, courses)
    }

    /// Whether some finding says the event.
    static func isSaid(_ e: VisibleEvent, by findings: [Finding], context: FindingContext) -> Bool {
        let sample = context.samples[e.series]
        let a = sample.position(ofIndex: e.move.start.index), b = sample.position(ofIndex: e.move.end.index)
        let tolerance = max(1, Int((Double(sample.validCount) * VisibleCourseFinder.penWidthShare).rounded()))
        let count: (Int) -> Int = { context.samples.indices.contains($0) ? context.samples[$0].validCount : 0 }
        func overlaps(_ from: Double, _ to: Double) -> Bool {
            let lo = max(min(from, to), e.move.start.x), hi = min(max(from, to), e.move.end.x)
            return e.move.end.x > e.move.start.x && (hi - lo) >= 0.5 * (e.move.end.x - e.move.start.x)
        }
        // Only what a description says counts: a finding below the long description's bar is data only.
        for f in findings where f.series.contains(e.series) && f.salience >= SayAt.longBar {
            switch f.detail {
            case .course(let c) where c.series == e.series:
                return true  // its long sentence says every move
            case .commonMove(let m) where m.isRising == e.move.isRise && overlaps(m.fromX, m.toX):
                return true
            case .shape(let shape) where shape.series == e.series:
                // Fitted segments the same way within the event's span that make at least half its change say it
                // ("rose from … to … in 1985, held around … until 2000, then rose to …").
                let way: SegmentDirection = e.move.isRise ? .rising : .falling
                let said = shape.segments.filter { seg in
                    seg.direction == way && seg.end.x > e.move.start.x && seg.start.x < e.move.end.x
                }.reduce(0) { $0 + abs($1.endLevel - $1.startLevel) }
                if said >= 0.5 * abs(e.move.change) { return true }
            case .levelShift(let shift) where shift.series == e.series:
                // A step the same way inside the event's span is the event, told as a step.
                let up = shift.levelAfter > shift.levelBefore
                if up == e.move.isRise, shift.after.x >= e.move.start.x, shift.before.x <= e.move.end.x { return true }
            default:
                break
            }
            for claim in f.detail.claims(pointCount: count) {
                guard case .course(let s, let moves, _, _) = claim, s == e.series else { continue }
                if moves.contains(where: { $0.rise == e.move.isRise && overlaps($0.from.x, $0.to.x) }) { return true }
            }
            // A landmark nearer the move's start than its end is where the move begins, not where it lands: the
            // record of 12.49 % in 1980 does not say the fall to 7.96 % in 1985.
            for landmark in f.landmarks where landmark.series == e.series {
                let at = sample.position(ofIndex: landmark.point.index)
                if abs(at - b) <= tolerance, abs(at - b) < abs(at - a), a < b { return true }
            }
        }
        return false
    }

    private static func range(_ context: FindingContext, _ s: Int) -> Double {
        guard let lo = context.statistics[s].minimum?.value, let hi = context.statistics[s].maximum?.value else { return 0 }
        return hi - lo
    }

    /// Under a season or cycle a finding names (of this series or shared with it), the pen is a cycle wide: the
    /// swing the finding already tells is no event (a daily load curve is not a rise from Monday to Thursday).
    private static func pointsPerCycle(_ s: Int, _ series: CourseSeries, _ findings: [Finding]) -> Double {
        var widest = 0.0
        for f in findings where f.series.contains(s) {
            switch f.detail {
            case .seasonality(let season):
                guard let first = series.sample.xs.first, let last = series.sample.xs.last, last > first else { continue }
                widest = max(widest, Double(series.count) / ((last - first) / season.period.approximateSeconds))
            case .cycle(let cycle):
                widest = max(widest, cycle.periodPoints)
            default:
                continue
            }
        }
        return widest
    }
}
