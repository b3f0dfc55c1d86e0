/// Where each part of a rendered briefing sits in the audio, in playing order.
public struct Timeline: Codable, Sendable, Hashable {
    /// Every segment in order; together they cover the whole file without overlap.
    public var segments: [TimelineSegment]
    /// The marker earcons inside the audio graphs, in time order (they sound within sonification segments).
    public var markers: [TimelineMarker]

    /// Creates a timeline.
    package init(segments: [TimelineSegment], markers: [TimelineMarker] = []) {
        self.segments = segments
        self.markers = markers
    }

    /// Each chart's span and its seconds of speech, graphs and silence, measured on the segments.
    package var charts: [ChartTiming] { ChartTiming.measure(segments) }

    private enum CodingKeys: String, CodingKey { case segments, markers }

    /// Decodes a timeline; one written before markers existed has none.
    public init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        segments = try c.decode([TimelineSegment].self, forKey: .segments)
        markers = try c.decodeIfPresent([TimelineMarker].self, forKey: .markers) ?? []
    }

    /// The end of the last segment in seconds (the length of the audio).
    public var duration: Double { segments.last?.end ?? 0 }
}

/// What a timeline segment holds.
public enum SegmentKind: String, Codable, Sendable, Hashable, CaseIterable {
    /// espeak-ng narration.
    case speech
    /// An audio graph of a series or an interval of it.
    case sonification
    /// A short signal announcing the audio graph that follows.
    case earcon
    /// A gap between segments or a pause of the script.
    case silence
}

/// One stretch of the audio.
public struct TimelineSegment: Codable, Sendable, Hashable {
    /// Start in seconds from the beginning of the file.
    public var start: Double
    /// End in seconds (exclusive).
    public var end: Double
    /// What is heard.
    public var kind: SegmentKind
    /// The chart it belongs to, or nil for report-level parts and silence.
    public var chart: String?
    /// Speech: the text exactly as displayed (not the form given to the synthesizer).
    public var text: String?
    /// Speech: the text handed to the synthesizer (numbers rounded and said in words, months in full, pinyin for
    /// Chinese), when it differs from `text`.
    public var spoken: String?
    /// Speech: the display text split into sentences with their timings.
    public var sentences: [TimedText]?
    /// Speech: word timings, in display form where the spoken text aligns with it (a respelled stretch
    /// such as "4,000" → "four thousand" is one entry), else in spoken form (pinyin for Chinese).
    public var words: [TimedText]?
    /// Sonification: the series name.
    public var series: String?
    /// Sonification of part of a series: the first and last 0-based point indices played.
    public var points: [Int]?

    /// Creates a segment.
    package init(start: Double, end: Double, kind: SegmentKind, chart: String? = nil, text: String? = nil,
                spoken: String? = nil, sentences: [TimedText]? = nil, words: [TimedText]? = nil, series: String? = nil,
                points: [Int]? = nil) {
        self.spoken = spoken
        self.start = start
        self.end = end
        self.kind = kind
        self.chart = chart
        self.text = text
        self.sentences = sentences
        self.words = words
        self.series = series
        self.points = points
    }
}

/// A word or sentence with its place in the audio.
public struct TimedText: Codable, Sendable, Hashable {
    /// The text.
    public var text: String
    /// Start in seconds from the beginning of the file.
    public var start: Double
    /// End in seconds.
    public var end: Double

    /// Creates a timed piece of text.
    package init(text: String, start: Double, end: Double) {
        self.text = text
        self.start = start
        self.end = end
    }
}
