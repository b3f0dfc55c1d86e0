/// Settings for turning a series into sound; the defaults follow issue 4 and the field notes.
public struct SonificationOptions: Sendable, Hashable {
    /// Output sample rate in Hz.
    public var sampleRate: Double
    /// Frequency of the bottom of the y-axis range in Hz (default C3).
    public var lowFrequency: Double
    /// Frequency of the top of the y-axis range in Hz (default C6).
    public var highFrequency: Double
    /// Length of a continuous series' glide in seconds (`--graph-seconds`).
    public var graphSeconds: Double
    /// Length of one discrete tone in seconds, attack and release included.
    public var noteSeconds: Double
    /// Silence after each discrete tone in seconds.
    public var noteGapSeconds: Double
    /// Upper bound for a discrete series; notes and gaps shrink (and then points are grouped) to fit.
    public var maxSeriesSeconds: Double
    /// Width of the time slots in which dense series keep only their minimum and maximum.
    public var reductionSlotSeconds: Double
    /// Pan left to right with x (equal-power); false plays every sound centred.
    public var pan: Bool
    /// Play a soft click where the sound crosses an x-axis gridline.
    public var gridlineClicks: Bool
    /// Mark the minimum and maximum of the played points with an earcon.
    public var extremeEarcons: Bool
    /// Peak amplitude of a data tone (0…1); earcons and clicks are scaled from it.
    public var amplitude: Double
    /// Lets an additional numeric axis drive loudness or brightness; nil leaves both constant.
    public var additionalAxis: AdditionalAxisEncoding?
    /// The x range a continuous graph spreads over its length (axis units); nil for the played points' own.
    /// Series played together share one, so that the same x sounds at the same time in each.
    package var xDomain: ClosedRange<Double>? = nil

    /// Creates options; every parameter has the documented default.
    public init(sampleRate: Double = 48_000, lowFrequency: Double = 130.81, highFrequency: Double = 1046.50,
                graphSeconds: Double = 5, noteSeconds: Double = 0.2, noteGapSeconds: Double = 0.08,
                maxSeriesSeconds: Double = 8, reductionSlotSeconds: Double = 0.015, pan: Bool = true,
                gridlineClicks: Bool = true, extremeEarcons: Bool = true, amplitude: Double = 0.5,
                additionalAxis: AdditionalAxisEncoding? = nil) {
        self.sampleRate = sampleRate
        self.lowFrequency = lowFrequency
        self.highFrequency = highFrequency
        self.graphSeconds = graphSeconds
        self.noteSeconds = noteSeconds
        self.noteGapSeconds = noteGapSeconds
        self.maxSeriesSeconds = maxSeriesSeconds
        self.reductionSlotSeconds = reductionSlotSeconds
        self.pan = pan
        self.gridlineClicks = gridlineClicks
        self.extremeEarcons = extremeEarcons
        self.amplitude = amplitude
        self.additionalAxis = additionalAxis
    }
}
