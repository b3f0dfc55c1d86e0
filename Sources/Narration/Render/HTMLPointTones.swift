/// The tone of every point as the audio graphs sound it, for the HTML page's keyboard explorer to play through
/// Web Audio. Computed by the caller from the sonification's pitch mapping (narration never touches audio); the
/// page only plays these numbers.
public struct HTMLPointTones: Sendable, Hashable {
    /// A point's tone: frequency in Hz and stereo pan (−1 left … 1 right).
    public struct Tone: Sendable, Hashable {
        /// Hz.
        public var frequency: Double
        /// −1 … 1.
        public var pan: Double
        /// Creates a tone.
        package init(frequency: Double, pan: Double) {
            self.frequency = frequency
            self.pan = pan
        }
    }

    /// Per chart, per series, per point index: the tone, or nil for a point without a value.
    public var tones: [[[Tone?]]]
    /// How long one point's note lasts, in seconds (the audio graph's discrete note length).
    public var noteSeconds: Double

    /// Creates the tones of a report.
    package init(tones: [[[Tone?]]], noteSeconds: Double) {
        self.tones = tones
        self.noteSeconds = noteSeconds
    }

    /// The tone of a point, or nil when there is none.
    func tone(chart: Int, series: Int, point: Int) -> Tone? {
        guard tones.indices.contains(chart), tones[chart].indices.contains(series),
              tones[chart][series].indices.contains(point) else { return nil }
        return tones[chart][series][point]
    }
}
