/// A marker earcon sounding inside an audio graph at a landmark point of a finding the briefing speaks of.
public struct TimelineMarker: Codable, Sendable, Hashable {
    /// Always `marker`, so a reader of the JSON can tell markers from segments.
    public var kind: String = "marker"
    /// When the marker (and the landmark point's tone) starts, in seconds from the beginning of the file.
    public var time: Double
    /// The chart.
    public var chart: String
    /// The series name as displayed.
    public var series: String
    /// The 0-based index of the point in its series.
    public var point: Int
    /// The kind of finding the landmark belongs to (`overtake`, `shape`, `record`, …).
    public var finding: String
    /// Why the point matters (`turningPoint`, `record`, `overtake`, `levelShift`, …).
    public var role: String
    /// The label said over the ducked graph after the marker (`AudioOptions.graphLabels`); nil when labels
    /// are off or this one was dropped (it would overlap a more salient label or run past the graph's end).
    public var label: TimelineLabel?

    /// Creates a marker.
    package init(time: Double, chart: String, series: String, point: Int, finding: String, role: String,
                label: TimelineLabel? = nil) {
        self.label = label
        self.time = time
        self.chart = chart
        self.series = series
        self.point = point
        self.finding = finding
        self.role = role
    }
}

/// A marker's spoken label and where it is heard.
public struct TimelineLabel: Codable, Sendable, Hashable {
    /// The label as displayed ("2008", "record, Dec 2015").
    public var text: String
    /// The label as handed to the synthesizer, when it differs from `text`.
    public var spoken: String?
    /// When the label's speech starts, in seconds from the beginning of the file.
    public var start: Double
    /// When it ends.
    public var end: Double

    /// Creates a label.
    package init(text: String, spoken: String?, start: Double, end: Double) {
        self.text = text
        self.spoken = spoken
        self.start = start
        self.end = end
    }
}
