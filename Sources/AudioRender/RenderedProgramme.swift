/// What a render produced, without its samples (they went to an `AudioSink`): layout, timeline, chapters
/// and the loudness measured on the samples as they were written.
public struct RenderedProgramme: Sendable, Hashable {
    /// Frames per second.
    public var sampleRate: Int
    /// 1 (mono) or 2 (stereo).
    public var channels: Int
    /// Number of frames.
    public var frameCount: Int
    /// Every segment with its timing.
    public var timeline: Timeline
    /// Chapter starts, one per chapter mark of the script.
    public var chapters: [TimedChapter]
    /// Loudness of the written samples.
    public var loudness: Loudness

    /// Creates a programme description.
    package init(sampleRate: Int, channels: Int, frameCount: Int, timeline: Timeline, chapters: [TimedChapter], loudness: Loudness) {
        self.sampleRate = sampleRate
        self.channels = channels
        self.frameCount = frameCount
        self.timeline = timeline
        self.chapters = chapters
        self.loudness = loudness
    }

    /// Length in seconds.
    public var duration: Double { Double(frameCount) / Double(sampleRate) }
}
