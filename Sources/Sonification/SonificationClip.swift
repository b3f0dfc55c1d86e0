/// Rendered stereo audio of one series (or an earcon) with the times of what it contains.
public struct SonificationClip: Sendable, Hashable {
    /// Sample rate of `left` and `right` in Hz.
    public var sampleRate: Double
    /// Left channel samples, peak at most 0.9.
    public var left: [Float]
    /// Right channel samples, as many as `left`.
    public var right: [Float]
    /// The events in time order.
    public var events: [SonificationEvent]

    /// Creates a clip.
    public init(sampleRate: Double, left: [Float], right: [Float], events: [SonificationEvent]) {
        self.sampleRate = sampleRate
        self.left = left
        self.right = right
        self.events = events
    }

    /// Number of sample frames.
    public var frameCount: Int { left.count }
    /// Length in seconds.
    public var duration: Double { Double(left.count) / sampleRate }
    /// The largest absolute sample value over both channels.
    public var peak: Float {
        var p: Float = 0
        for s in left { p = max(p, abs(s)) }
        for s in right { p = max(p, abs(s)) }
        return p
    }
}
