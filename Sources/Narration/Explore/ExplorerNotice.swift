/// A fixed message of the explorer (see `ExplorerText.notice`).
package enum ExplorerNotice: Sendable, Hashable {
    /// A move ran into the end of what it moves through, in this chart's series.
    case edge(ExplorerEdge, chart: Int, series: Int)
    /// A move that has nothing to move to (one series, one chart, no intervals, no findings).
    case only(ExplorerOnly, chart: Int, series: Int)
    /// The audio graph of a series starts playing from point `index`.
    case playing(chart: Int, series: Int, index: Int)
    /// Playing was stopped.
    case stopped
    /// The audio graph was asked for but sound is off.
    case soundOff
    /// Sound or speech was asked for but there is no audio device.
    case noDevice
    /// A key that does nothing, as typed.
    case unknownKey(String)
}

/// Which end a move ran into.
package enum ExplorerEdge: String, Sendable, Hashable, CaseIterable {
    /// The first point of the series.
    case first
    /// The last point of the series.
    case last
    /// The first interval of the series.
    case firstInterval
    /// The last interval of the series.
    case lastInterval
    /// The first finding of the chart.
    case firstFinding
    /// The last finding of the chart.
    case lastFinding
}

/// What there is only one of (or none).
package enum ExplorerOnly: String, Sendable, Hashable, CaseIterable {
    /// The chart has one series.
    case series
    /// The report has one chart.
    case chart
    /// The series is not split into intervals.
    case intervals
    /// The chart has no findings.
    case findings
}

/// The groups of keys the help lists, in order.
package enum ExplorerHelpTopic: String, Sendable, Hashable, CaseIterable {
    /// ← →
    case points
    /// Home End
    case ends
    /// PageUp PageDown
    case intervals
    /// [ ]
    case findings
    /// ↑ ↓ n p
    case series
    /// Space, Esc
    case play
    /// s
    case short
    /// l
    case long
    /// d
    case details
    /// c
    case chart
    /// ?
    case help
    /// q
    case quit
}
