/// Where a rendered programme's samples go, in playing order, as they are made: an encoder writing a file
/// (`AudioFileEncoder`), or memory (`AudioRenderer.render(script:report:progress:)`). The renderer never holds
/// the whole programme, so a sink that does not either keeps memory bounded however long the programme is.
public protocol AudioSink: AnyObject {
    /// Called before the first sample with the programme's layout. Called again only if the renderer has to
    /// start over (a second limiting pass): the sink then drops what it was given so far.
    func begin(_ layout: AudioLayout) throws
    /// The next interleaved samples.
    func write(_ samples: UnsafeBufferPointer<Float>) throws
}

/// What a sink needs to know before the first sample.
public struct AudioLayout: Sendable, Hashable {
    /// Frames per second.
    public var sampleRate: Int
    /// 1 (mono) or 2 (stereo).
    public var channels: Int
    /// Frames the programme will have.
    public var frameCount: Int
    /// Chapter starts (an MP3 encoder writes them before the audio).
    public var chapters: [TimedChapter]

    /// Creates a layout.
    package init(sampleRate: Int, channels: Int, frameCount: Int, chapters: [TimedChapter]) {
        self.sampleRate = sampleRate
        self.channels = channels
        self.frameCount = frameCount
        self.chapters = chapters
    }

    /// Length in seconds.
    public var duration: Double { Double(frameCount) / Double(sampleRate) }
}

/// Keeps every sample in memory (for `RenderedAudio`).
final class SampleCollector: AudioSink {
    private(set) var samples: [Float] = []

    func begin(_ layout: AudioLayout) throws {
        samples = []
        samples.reserveCapacity(layout.frameCount * layout.channels)
    }

    func write(_ samples: UnsafeBufferPointer<Float>) throws { self.samples.append(contentsOf: samples) }
}
