import ChartAnalysis

/// A finding of the analysis with its sentence in the narration language.
public struct NarratedFinding: Sendable, Hashable {
    /// The finding and its numbers.
    public var finding: Finding
    /// Its place in the chart's ranking, 1 for the most salient.
    public var rank: Int
    /// The sentence with numbers as precise as the data (long description, explorer).
    public var text: String
    /// The same sentence with three or four significant digits (short description, speech).
    public var briefText: String
    /// What to listen for in the audio graph when this finding leads a briefing.
    public var listenText: String = ""
    /// Further findings the same sentence says (a shared low said together with the shared peak).
    public var alsoCovers: [Finding] = []
    /// The x position and y value of each of `finding.landmarks` (the first 20) as the sentences say them.
    public var landmarkLabels: [LandmarkLabel] = []
    /// The x stretch the sentence gives a rate per (a correlation's "per 1,000 lb"), where it says one.
    public var rateUnit: RateUnit?
    /// The points whose values the sentence says with their positions (so the statistics need not repeat them).
    var mentionedPoints: [MentionedPoint] = []
    /// What the sentence claims, as the audit checked it (`FindingDetail.claims`): the evidence `--format json` gives.
    package var claims: [Claim] = []

    /// Landmarks the sentence places elsewhere than their own finding does, by series and point: a common
    /// course's shared turn ("all rose from Jan to Jul": Guangzhou's own turn was Aug).
    var movedLandmarks: [MentionedPoint: PointRef] = [:]

    /// The landmarks of this finding and of those its sentence also covers, where the sentence says they are
    /// (a badge, a marker or the explorer's jump never sits on a point the text does not name: issue 39).
    public var landmarks: [Landmark] {
        (finding.landmarks + alsoCovers.flatMap(\.landmarks)).map { l in
            guard let moved = movedLandmarks[MentionedPoint(series: l.series, index: l.point.index)] else { return l }
            return Landmark(series: l.series, point: moved, role: l.role)
        }
    }

    /// Creates a narrated finding.
    package init(finding: Finding, rank: Int, text: String, briefText: String) {
        self.finding = finding
        self.rank = rank
        self.text = text
        self.briefText = briefText
    }
}

/// A point of a series whose value a finding's sentence says.
struct MentionedPoint: Sendable, Hashable {
    var series: Int
    var index: Int
}
