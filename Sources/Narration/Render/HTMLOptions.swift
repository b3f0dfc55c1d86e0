/// What the HTML output contains besides the narration: page or fragment, braille width, the audio player, the
/// explorer's tones.
public struct HTMLOptions: Sendable, Hashable {
    /// A whole page (`<!DOCTYPE html>`, `<html lang dir>`, a stylesheet) instead of a fragment to embed.
    public var standalone: Bool
    /// Cells of each braille sparkline.
    public var brailleWidth: Int
    /// The rendered briefing to offer in an `<audio>` player, or nil for none.
    public var audio: HTMLAudio?
    /// The points' tones the chart's keyboard explorer plays, or nil for an explorer without tones.
    public var tones: HTMLPointTones?

    /// Creates options; by default a fragment with 40-cell braille lines, no player and no tones.
    public init(standalone: Bool = false, brailleWidth: Int = 40, audio: HTMLAudio? = nil, tones: HTMLPointTones? = nil) {
        self.standalone = standalone
        self.brailleWidth = brailleWidth
        self.audio = audio
        self.tones = tones
    }
}

/// The audio briefing as the HTML output links it: where the page finds the file, its captions and its chapters.
public struct HTMLAudio: Sendable, Hashable {
    /// A chapter of the audio: where it starts and what it is called.
    public struct Chapter: Sendable, Hashable {
        /// Seconds from the start of the file.
        public var startTime: Double
        /// The chapter title in the narration language.
        public var title: String
        /// Creates a chapter.
        package init(startTime: Double, title: String) {
            self.startTime = startTime
            self.title = title
        }
    }

    /// The audio file's URL as the page refers to it (usually relative to the page).
    public var source: String
    /// The WebVTT captions' URL, or nil when there are none.
    public var captions: String?
    /// The chapters, in order.
    public var chapters: [Chapter]

    /// Creates an audio description.
    package init(source: String, captions: String? = nil, chapters: [Chapter] = []) {
        self.source = source
        self.captions = captions
        self.chapters = chapters
    }
}
