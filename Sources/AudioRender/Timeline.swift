/// Where each part of a rendered briefing sits in the audio, in playing order.
public struct Timeline: Codable, Sendable, Hashable {
    /// Every segment in order; together they cover the whole file without overlap.
    public var segments: [TimelineSegment]

    /// Creates a timeline.
    public init(segments: [TimelineSegment]) { self.segments = segments }

    /// The end of the last segment in seconds (the length of the audio).
    public var duration: Double { segments.last?.end ?? 0 }
}

/// What a timeline segment holds.
public enum SegmentKind: String, Codable, Sendable, Hashable, CaseIterable {
    case speech, sonification, earcon, silence
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
    /// Speech: the display text split into sentences with their timings.
    public var sentences: [TimedText]?
    /// Speech: word timings; words are in spoken form (what espeak-ng was given, e.g. pinyin for Chinese).
    public var words: [TimedText]?
    /// Sonification: the series name.
    public var series: String?
    /// Sonification of part of a series: the first and last 0-based point indices played.
    public var points: [Int]?

    /// Creates a segment.
    public init(start: Double, end: Double, kind: SegmentKind, chart: String? = nil, text: String? = nil,
                sentences: [TimedText]? = nil, words: [TimedText]? = nil, series: String? = nil, points: [Int]? = nil) {
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
    public init(text: String, start: Double, end: Double) {
        self.text = text
        self.start = start
        self.end = end
    }
}
