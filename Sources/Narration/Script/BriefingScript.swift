/// The ordered plan of a spoken briefing: what is said, what is played, in which order.
/// Narration produces it from Templates/; AudioRender turns it into sound without changing a word.
public struct BriefingScript: Sendable, Hashable {
    /// The narration language (BCP 47).
    public var language: String
    /// The espeak-ng voice named by the language's catalog (overridable by the caller).
    public var voice: String
    /// The segments in playing order.
    public var segments: [ScriptSegment]
    /// The speaking rate the language's catalog asks for (espeak-ng words per minute).
    public var wordsPerMinute: Int

    /// Creates a script.
    package init(language: String, voice: String, segments: [ScriptSegment], wordsPerMinute: Int = 165) {
        self.language = language
        self.voice = voice
        self.segments = segments
        self.wordsPerMinute = wordsPerMinute
    }
}

/// One step of a briefing.
public enum ScriptSegment: Sendable, Hashable {
    /// Narration to speak.
    case speech(SpeechItem)
    /// A series (or part of it) to play as an audio graph.
    case sonification(SonificationCue)
    /// Silence of the given length in seconds.
    case pause(Double)
    /// The start of a chapter (one per chart, plus intro/outro); takes no time.
    case chapter(ChapterMark)
}

/// Text to speak, in the display form (captions, transcript) and the form handed to the synthesizer.
public struct SpeechItem: Sendable, Hashable {
    /// The chart this text belongs to, or nil for report-level text.
    public var chartID: String?
    /// The template block that produced it ("title", "short", "digest", …).
    public var block: String
    /// The text as the text outputs show it, with numbers the voice rounds ("138 million" for "138.4 million")
    /// as they are heard: captions and transcripts show this.
    public var text: String
    /// The same text prepared for espeak-ng (e.g. numbers spelled out, Han transliterated to pinyin);
    /// plain text, never markup.
    public var spokenText: String
    /// The espeak-ng voice for this item (e.g. `cmn-latn-pinyin` for prepared Chinese).
    public var voice: String

    /// Creates a speech item.
    package init(chartID: String?, block: String, text: String, spokenText: String, voice: String) {
        self.chartID = chartID
        self.block = block
        self.text = text
        self.spokenText = spokenText
        self.voice = voice
    }
}

/// Which series, and which of its points, to sonify.
public struct SonificationCue: Sendable, Hashable {
    /// The chart's id.
    public var chartID: String
    /// Index of the chart in the report.
    public var chartIndex: Int
    /// Index of the series in the chart.
    public var seriesIndex: Int
    /// The series name as displayed in the narration language.
    public var seriesName: String
    /// The 0-based inclusive range of points to play, or nil for the whole series.
    public var points: ClosedRange<Int>?
    /// The landmarks within the played points of the findings the briefing speaks of, most salient first.
    public var markers: [GraphMarker]
    /// When not empty, these series (`seriesIndex` first) play at once, each at its own place from left to
    /// right: the whole-chart graph of series the briefing compares.
    public var together: [Int]
    /// The stretch an interval's graph plays, as a listener would name it ("Mar 1 – 31, 2024"); empty for a
    /// whole series (`--dry-run` lists it).
    public var span: String = ""
    /// The notes played when the series plays one note a point (its values are separate, not a line), for the
    /// length estimate; nil for a glide. Series played together: the notes of the longest of them.
    public var noteCount: Int?

    /// Creates a cue.
    package init(chartID: String, chartIndex: Int, seriesIndex: Int, seriesName: String, points: ClosedRange<Int>? = nil,
                markers: [GraphMarker] = [], together: [Int] = [], noteCount: Int? = nil) {
        self.chartID = chartID
        self.chartIndex = chartIndex
        self.seriesIndex = seriesIndex
        self.seriesName = seriesName
        self.points = points
        self.markers = markers
        self.together = together
        self.noteCount = noteCount
    }
}

/// A chapter boundary.
public struct ChapterMark: Sendable, Hashable {
    /// The chapter title in the narration language.
    public var title: String
    /// The chart it introduces, or nil for intro/outro.
    public var chartID: String?

    /// Creates a chapter mark.
    package init(title: String, chartID: String?) {
        self.title = title
        self.chartID = chartID
    }
}
