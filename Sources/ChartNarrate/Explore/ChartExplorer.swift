import ChartAnalysis
import ChartModel
import Narration

/// The keyboard explorer's navigation: where the listener is in a report and what each command says and
/// sounds. A value type with no input or output of its own, so a terminal, a test or another front end
/// drives it the same way (`chartnarrate explore` is one such front end).
///
/// Moves through points stay in the current series and stop at its ends; series and charts wrap around.
/// Findings are visited in the chart's ranking (most salient first), each said in its sentence and reached at its
/// first landmark.
package struct ChartExplorer: Sendable {
    /// The narrated report being explored.
    package let briefing: ChartBriefing
    /// The explorer's lines in the narration language.
    package let text: ExplorerText
    /// Whether `play` can be heard (sound on, or recorded); otherwise it says that sound is off.
    package var soundIsOn: Bool
    /// Sound was asked for but cannot be heard (no audio device): `play` says so instead of "start with --sound".
    package var soundUnavailable = false
    /// Where the listener is.
    package private(set) var position: ExplorerPosition

    /// An explorer at the start of the first chart, before its first point.
    package init(briefing: ChartBriefing, soundIsOn: Bool = false) throws(ChartNarrateError) {
        self.briefing = briefing
        self.soundIsOn = soundIsOn
        do {
            text = try ExplorerText(narrator: briefing.narrator, report: briefing.report, narration: briefing.narration)
        } catch {
            throw .internalError(error.description)
        }
        guard !briefing.report.charts.isEmpty else { throw .invalidContent("the descriptor has no chart to explore") }
        position = ExplorerPosition(chart: 0, series: 0)
    }

    /// The line said on arrival in the current chart (construction, how to get help).
    package func opening() throws(ChartNarrateError) -> ExplorerStep {
        do { return ExplorerStep(lines: [try text.opening(chart: position.chart)]) } catch { throw .internalError(error.description) }
    }

    /// Performs `command`: moves, and returns what to print and sound.
    package mutating func perform(_ command: ExplorerCommand) throws(ChartNarrateError) -> ExplorerStep {
        // A catalog problem is an internal error: `chartnarrate catalog check` and the tests catch it first.
        do { return try step(command) } catch { throw .internalError(error.description) }
    }

    // MARK: Moves

    private var chart: Chart { briefing.report.charts[position.chart] }
    private var points: SeriesPoints { chart.series[position.series].points }
    /// The findings as the narration says them (several findings one sentence says are one stop).
    private var findings: [NarratedFinding] { briefing.narration.charts[position.chart].findings }

    private mutating func step(_ command: ExplorerCommand) throws(NarrationError) -> ExplorerStep {
        let c = position.chart, s = position.series
        switch command {
        case .next, .previous, .first, .last:
            guard !points.isEmpty else { return ExplorerStep(lines: [try text.notice(.edge(.first, chart: c, series: s))]) }
            let last = points.count - 1
            // Steps go through the points' ranks: their own order, or by x in a scatter plot.
            let order = text.stepOrder(chart: c, series: s)
            let rank = position.point.map { p in order?.firstIndex(of: p) ?? p }
            var target: Int
            switch command {
            case .next: target = rank.map { $0 + 1 } ?? 0
            case .previous: target = rank.map { $0 - 1 } ?? 0
            case .first: target = 0
            default: target = last
            }
            if target > last { return ExplorerStep(lines: [try text.notice(.edge(.last, chart: c, series: s))]) }
            if target < 0 { return ExplorerStep(lines: [try text.notice(.edge(.first, chart: c, series: s))]) }
            // The first point reached in a chart of several series says which series it is in.
            let heading = position.point == nil && chart.series.count > 1 ? [try text.seriesHeading(chart: c, series: s)] : []
            return try move(to: order?[target] ?? target, before: heading)
        case .nextInterval, .previousInterval:
            return try moveByInterval(forward: command == .nextInterval)
        case .nextFinding, .previousFinding:
            return try moveByFinding(forward: command == .nextFinding)
        case .nextSeries, .previousSeries:
            let count = chart.series.count
            guard count > 1 else { return ExplorerStep(lines: [try text.notice(.only(.series, chart: c, series: s))]) }
            let target = (s + (command == .nextSeries ? 1 : count - 1)) % count
            return try switchSeries(to: target)
        case .play:
            guard soundIsOn else { return ExplorerStep(lines: [try text.notice(soundUnavailable ? .noDevice : .soundOff)]) }
            guard !points.isEmpty else { return ExplorerStep(lines: [try text.notice(.edge(.first, chart: c, series: s))]) }
            let from = position.point ?? 0
            return ExplorerStep(lines: [try text.notice(.playing(chart: c, series: s, index: from))],
                                graph: ExplorerPointRef(chart: c, series: s, point: from), stopsSound: true)
        case .stop:
            return ExplorerStep(lines: [try text.notice(.stopped)], stopsSound: true)
        case .short:
            return ExplorerStep(lines: [briefing.narration.charts[c].short])
        case .long:
            return ExplorerStep(lines: briefing.narration.charts[c].long)
        case .details:
            return ExplorerStep(lines: try text.details(chart: c))
        case .nextChart:
            guard text.chartCount > 1 else { return ExplorerStep(lines: [try text.notice(.only(.chart, chart: c, series: s))]) }
            position = ExplorerPosition(chart: (c + 1) % text.chartCount, series: 0)
            return ExplorerStep(lines: [try text.opening(chart: position.chart)], stopsSound: true)
        case .help:
            return ExplorerStep(lines: try text.help())
        case .quit:
            return ExplorerStep(lines: [], stopsSound: true, quits: true)
        }
    }

    /// Moves to a point of the current series and says it, with `before` said first on the same line.
    private mutating func move(to index: Int, before: [String] = []) throws(NarrationError) -> ExplorerStep {
        position.point = index
        let line = text.sentences(before + [try text.point(chart: position.chart, series: position.series, index: index)])
        return ExplorerStep(lines: [line], tone: toneRef(index), stopsSound: true)
    }

    /// The point to sound, unless it has no value.
    private func toneRef(_ index: Int) -> ExplorerPointRef? {
        guard let y = points[index].y, y.isFinite else { return nil }
        return ExplorerPointRef(chart: position.chart, series: position.series, point: index)
    }

    private mutating func switchSeries(to target: Int, before: [String] = []) throws(NarrationError) -> ExplorerStep {
        let x = position.point.map { points[$0].x }
        position.series = target
        let heading = try text.seriesHeading(chart: position.chart, series: target)
        guard let x, let index = Self.nearest(x, in: points) else {
            position.point = nil
            return ExplorerStep(lines: [text.sentences(before + [heading])], stopsSound: true)
        }
        return try move(to: index, before: before + [heading])
    }

    private mutating func moveByInterval(forward: Bool) throws(NarrationError) -> ExplorerStep {
        let c = position.chart, s = position.series
        let intervals = text.intervals(chart: c, series: s)
        guard !intervals.isEmpty else { return ExplorerStep(lines: [try text.notice(.only(.intervals, chart: c, series: s))]) }
        var target = 0
        if let p = position.point {
            // The interval holding the point, or the last one starting before it (a point between intervals).
            let current = intervals.lastIndex { $0.firstIndex <= p } ?? -1
            target = forward ? current + 1 : current - 1
            if current == -1 && !forward { target = -1 }
        }
        if target >= intervals.count { return ExplorerStep(lines: [try text.notice(.edge(.lastInterval, chart: c, series: s))]) }
        if target < 0 { return ExplorerStep(lines: [try text.notice(.edge(.firstInterval, chart: c, series: s))]) }
        position.point = intervals[target].firstIndex
        let line = try text.interval(chart: c, series: s, interval: target)
        return ExplorerStep(lines: [line], tone: toneRef(intervals[target].firstIndex), stopsSound: true)
    }

    private mutating func moveByFinding(forward: Bool) throws(NarrationError) -> ExplorerStep {
        let c = position.chart, s = position.series
        guard !findings.isEmpty else { return ExplorerStep(lines: [try text.notice(.only(.findings, chart: c, series: s))]) }
        let target = position.finding.map { forward ? $0 + 1 : $0 - 1 } ?? 0
        if target >= findings.count { return ExplorerStep(lines: [try text.notice(.edge(.lastFinding, chart: c, series: s))]) }
        if target < 0 { return ExplorerStep(lines: [try text.notice(.edge(.firstFinding, chart: c, series: s))]) }
        position.finding = target
        let finding = findings[target]
        // "Finding 2 of 5." and the finding's sentence, then the point it jumps to.
        let said = text.sentences([try text.finding(chart: c, index: target), finding.text])
        if let landmark = finding.landmarks.first, chart.series.indices.contains(landmark.series) {
            if landmark.series != position.series {
                position.series = landmark.series
                return try move(to: landmark.point.index,
                                before: [said, try text.seriesHeading(chart: c, series: landmark.series)])
            }
            return try move(to: landmark.point.index, before: [said])
        }
        if let series = finding.finding.series.first, series != position.series, chart.series.indices.contains(series) {
            return try switchSeries(to: series, before: [said])
        }
        return ExplorerStep(lines: [said], stopsSound: true)
    }

    /// The index of the point with the x nearest to `x` (the first of equals), or nil for an empty series.
    static func nearest(_ x: Double, in points: SeriesPoints) -> Int? {
        var best: Int?
        var bestDistance = Double.infinity
        for (i, p) in points.enumerated() {
            let d = abs(p.x - x)
            if d < bestDistance {
                best = i
                bestDistance = d
            }
        }
        return best
    }
}
