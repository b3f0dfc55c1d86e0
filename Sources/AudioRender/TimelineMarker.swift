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

    /// Creates a marker.
    public init(time: Double, chart: String, series: String, point: Int, finding: String, role: String) {
        self.time = time
        self.chart = chart
        self.series = series
        self.point = point
        self.finding = finding
        self.role = role
    }
}
