/// The programme after the first rendering pass: where every sound sits, at which gain, in the scratch
/// file; the timeline and chapters; and the loudness the sounds will have together. The second pass
/// (`ProgrammeMixer`) reads it to write the samples.
struct ProgrammePlan {
    /// A sound at its place in the programme.
    struct Sound {
        enum Source: Hashable {
            /// Spooled speech: `frames` 16-bit mono samples at the synthesizer's rate, from byte `offset`.
            case speech(offset: Int, frames: Int)
            /// A spooled clip in the output layout (32-bit float interleaved), from byte `offset`.
            case clip(offset: Int)
        }
        /// First frame in the programme.
        var start: Int
        /// Length in frames at the mixing rate.
        var frames: Int
        var source: Source
        /// Linear gain relative to speech (audio graphs and earcons are matched to the speech).
        var gain: Float
    }

    var sampleRate: Int
    var channels: Int
    var frameCount: Int
    /// Audible sounds in order of their start; the frames between them are silence. Only a graph's spoken
    /// marker labels overlap a sound (the graph they are said over) and they end within it.
    var sounds: [Sound]
    var segments: [TimelineSegment]
    /// The marker earcons within the graphs.
    var markers: [TimelineMarker]
    var chapters: [TimedChapter]
    /// Integrated loudness (LUFS) of the sounds at their gains, before the programme gain.
    var loudness: Double
    /// The synthesizer's sample rate (spooled speech).
    var speechRate: Int
    /// Each sound's peaks and energy per millisecond, spooled (`LimiterModel`).
    var tickRuns: [LimiterModel.Run]
    /// Per sound, the factor its weighed energy needs (speech weighed at the synthesizer's rate is corrected
    /// to what it measures after resampling).
    var energyFactors: [Float]
}
