/// What the explorer can be asked to do; keys map onto commands (`ExplorerKey.command`).
package enum ExplorerCommand: String, Sendable, Hashable, CaseIterable {
    /// The next point of the series.
    case next
    /// The previous point of the series.
    case previous
    /// The first point of the series.
    case first
    /// The last point of the series.
    case last
    /// The first point of the next interval, with its digest.
    case nextInterval
    /// The first point of the previous interval, with its digest.
    case previousInterval
    /// The next finding in the chart's ranking, at its first landmark.
    case nextFinding
    /// The previous finding in the chart's ranking, at its first landmark.
    case previousFinding
    /// The next series (wrapping), at the point nearest the same x.
    case nextSeries
    /// The previous series (wrapping), at the point nearest the same x.
    case previousSeries
    /// Play the audio graph of the series from the current point to the end.
    case play
    /// Stop what is sounding.
    case stop
    /// The short description of the chart.
    case short
    /// The long description of the chart.
    case long
    /// The chart details: axes, ranges, counts.
    case details
    /// The next chart of the report (wrapping), from its start.
    case nextChart
    /// The keys.
    case help
    /// Leave the explorer.
    case quit
}
