/// Where the explorer stands: a chart, one of its series, and a point of it once one was reached.
package struct ExplorerPosition: Sendable, Hashable {
    /// Index into `Report.charts`.
    package var chart: Int
    /// Index into the chart's `series`.
    package var series: Int
    /// Index into the series' `points`; nil before the first move to a point.
    package var point: Int?
    /// The finding last moved to with `[`/`]` (index into `ChartNarration.findings`), if any.
    package var finding: Int?

    /// Creates a position.
    package init(chart: Int, series: Int, point: Int? = nil, finding: Int? = nil) {
        self.chart = chart
        self.series = series
        self.point = point
        self.finding = finding
    }
}

/// A point of a series to sound, or the start of an audio graph to play.
package struct ExplorerPointRef: Sendable, Hashable {
    /// Index into `Report.charts`.
    package var chart: Int
    /// Index into the chart's `series`.
    package var series: Int
    /// Index into the series' `points`.
    package var point: Int

    /// Creates a reference.
    package init(chart: Int, series: Int, point: Int) {
        self.chart = chart
        self.series = series
        self.point = point
    }
}

/// What one command produced: the lines to print (and speak), and what to sound.
package struct ExplorerStep: Sendable, Hashable {
    /// The lines, in the narration language, one per printed line.
    package var lines: [String]
    /// The point whose tone sounds (nil: no tone, e.g. a description or a missing value).
    package var tone: ExplorerPointRef?
    /// The audio graph to play, from this point to the end of its series.
    package var graph: ExplorerPointRef?
    /// Whatever is sounding stops (Esc).
    package var stopsSound: Bool
    /// The explorer ends.
    package var quits: Bool

    /// Creates a step.
    package init(lines: [String], tone: ExplorerPointRef? = nil, graph: ExplorerPointRef? = nil,
                stopsSound: Bool = false, quits: Bool = false) {
        self.lines = lines
        self.tone = tone
        self.graph = graph
        self.stopsSound = stopsSound
        self.quits = quits
    }
}
