/// The sound of one sonification cue, as the renderer mixes it.
struct GraphClip: Sendable {
    /// Frames per second of `left` and `right`.
    var sampleRate: Int
    /// Left channel.
    var left: [Float]
    /// Right channel (same length as `left`).
    var right: [Float]
    /// The marker earcons in the clip: seconds from its start and the series and point each marks.
    var markers: [(time: Double, series: Int, point: Int)] = []
}
