/// A rendered briefing: interleaved PCM with the timeline and chapters that describe it.
public struct RenderedAudio: Sendable, Hashable {
    /// Frames per second.
    public var sampleRate: Int
    /// 1 (mono) or 2 (stereo).
    public var channels: Int
    /// Interleaved samples in −1…1.
    public var samples: [Float]
    /// Every segment with its timing.
    public var timeline: Timeline
    /// Chapter starts, one per chapter mark of the script.
    public var chapters: [TimedChapter]
    /// Loudness of `samples` as measured after normalization.
    public var loudness: Loudness

    /// Creates rendered audio.
    package init(sampleRate: Int, channels: Int, samples: [Float], timeline: Timeline, chapters: [TimedChapter], loudness: Loudness) {
        self.sampleRate = sampleRate
        self.channels = channels
        self.samples = samples
        self.timeline = timeline
        self.chapters = chapters
        self.loudness = loudness
    }

    /// Rendered audio from a programme description and its samples.
    package init(_ programme: RenderedProgramme, samples: [Float]) {
        self.init(sampleRate: programme.sampleRate, channels: programme.channels, samples: samples,
                  timeline: programme.timeline, chapters: programme.chapters, loudness: programme.loudness)
    }

    /// Everything but the samples.
    public var programme: RenderedProgramme {
        RenderedProgramme(sampleRate: sampleRate, channels: channels, frameCount: frameCount, timeline: timeline,
                          chapters: chapters, loudness: loudness)
    }

    /// Number of frames.
    public var frameCount: Int { samples.count / channels }
    /// Length in seconds.
    public var duration: Double { Double(frameCount) / Double(sampleRate) }
}
