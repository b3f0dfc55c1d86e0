import ChartAnalysis

/// A landmark point to mark with a soft earcon while an audio graph plays: a turning point, record, overtake
/// or level shift of a finding the briefing speaks of.
public struct GraphMarker: Sendable, Hashable {
    /// The 0-based index of the series in the chart.
    public var series: Int
    /// The series name as displayed in the narration language.
    public var seriesName: String
    /// The 0-based index of the point in its series.
    public var point: Int
    /// The kind of finding the landmark belongs to.
    public var finding: FindingKind
    /// Why the point matters to that finding.
    public var role: LandmarkRole
    /// The finding's salience (0…1); of two markers too close to hear apart, the more salient is kept.
    public var salience: Double
    /// The landmark's short label as displayed ("2008", "record, Dec 2015"), said over the graph with `--graph-labels`.
    public var label: String
    /// The label as handed to the synthesizer (numbers and years in words, pinyin for Chinese).
    public var spokenLabel: String
    /// Where the marker sounds, as a listener would place it: the point's position and value and what it is
    /// ("Feb 2010, 129.7 million, a turning point"), in the narration language (`--dry-run` lists it).
    public var place: String = ""

    /// Creates a marker.
    package init(series: Int, seriesName: String, point: Int, finding: FindingKind, role: LandmarkRole, salience: Double,
                label: String = "", spokenLabel: String = "") {
        self.label = label
        self.spokenLabel = spokenLabel
        self.series = series
        self.seriesName = seriesName
        self.point = point
        self.finding = finding
        self.role = role
        self.salience = salience
    }
}
