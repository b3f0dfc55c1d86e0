/// Rendered stereo audio of one series (or an earcon) with the times of what it contains.
package struct SonificationClip: Sendable, Hashable {
    /// Sample rate of `left` and `right` in Hz.
    package var sampleRate: Double
    /// Left channel samples, peak at most 0.9.
    package var left: [Float]
    /// Right channel samples, as many as `left`.
    package var right: [Float]
    /// The events in time order.
    package var events: [SonificationEvent]

    /// Creates a clip.
    package init(sampleRate: Double, left: [Float], right: [Float], events: [SonificationEvent]) {
        self.sampleRate = sampleRate
        self.left = left
        self.right = right
        self.events = events
    }

    /// Number of sample frames.
    package var frameCount: Int { left.count }
    /// Length in seconds.
    package var duration: Double { Double(left.count) / sampleRate }
    /// The largest absolute sample value over both channels.
    package var peak: Float {
        var p: Float = 0
        for s in left { p = max(p, abs(s)) }
        for s in right { p = max(p, abs(s)) }
        return p
    }
}
