import Sonification

/// How a briefing is turned into sound.
public struct AudioOptions: Sendable, Hashable {
    /// Channel layout of the output.
    public enum Channels: String, Sendable, Hashable, CaseIterable {
        /// Mono when the script only speaks, stereo when it plays (panned) audio graphs.
        case auto
        /// Always one channel (graphs are downmixed).
        case mono
        /// Always two channels (speech in the centre).
        case stereo
    }

    /// The mixing and output rate: 48000 (default) or 44100 Hz.
    public var sampleRate: Int = 48000
    /// An espeak-ng voice used for every speech item instead of the script's voices.
    public var voiceOverride: String? = nil
    /// Speaking rate in espeak-ng words per minute; nil for the rate the script's language catalog names.
    public var rate: Int? = nil
    /// Base pitch 0…100.
    public var pitch: Int = 50
    /// Silence between consecutive segments where the script has no explicit pause, in seconds.
    public var gapSeconds: Double = 0.35
    /// Length of a continuous series' audio graph, in seconds (overrides `sonification.graphSeconds`).
    public var graphSeconds: Double = 5
    /// Length of the audio graph of one interval (after its digest), in seconds; discrete intervals get
    /// at most twice this. Shorter than a whole series so a twelve-month digest stays a briefing, not a concert.
    public var intervalGraphSeconds: Double = 2.5
    /// Pitch range, timbre, earcons and other sonification settings (its sample rate follows `sampleRate`).
    public var sonification: SonificationOptions = SonificationOptions()
    /// Play a short earcon before each audio graph (a timeline segment of kind `earcon`).
    public var seriesStartEarcon: Bool = true
    /// Channel layout.
    public var channels: Channels = .auto
    /// Integrated loudness of the whole programme, in LUFS.
    public var targetLUFS: Double = -16
    /// Highest allowed true peak, in dBTP.
    public var truePeakLimit: Double = -1
    /// Loudness of audio graphs relative to speech, in LU (negative: graphs sit under the voice).
    public var sonificationLevel: Double = -2.5
    /// Say each marker's short label over its audio graph, the graph ducked under it (`GraphLabelLayout`).
    public var graphLabels: Bool = false
    /// The longest programme to render, in seconds (nil: no limit). Rendering stops with
    /// `AudioRenderError.programmeTooLong` as soon as the pieces made so far pass it, before mixing.
    public var maxDuration: Double? = nil

    /// Creates options; every parameter has the documented default.
    public init(sampleRate: Int = 48000, voiceOverride: String? = nil, rate: Int? = nil, pitch: Int = 50,
                gapSeconds: Double = 0.35, graphSeconds: Double = 5,
                sonification: SonificationOptions = SonificationOptions(), seriesStartEarcon: Bool = true,
                channels: Channels = .auto,
                targetLUFS: Double = -16, truePeakLimit: Double = -1, sonificationLevel: Double = -2.5) {
        self.sampleRate = sampleRate
        self.voiceOverride = voiceOverride
        self.rate = rate
        self.pitch = pitch
        self.gapSeconds = gapSeconds
        self.graphSeconds = graphSeconds
        self.sonification = sonification
        self.seriesStartEarcon = seriesStartEarcon
        self.channels = channels
        self.targetLUFS = targetLUFS
        self.truePeakLimit = truePeakLimit
        self.sonificationLevel = sonificationLevel
    }
}
