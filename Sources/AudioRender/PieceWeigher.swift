/// K-weighted energy of one sound as it is placed in the programme, fed chunk by chunk: per 100 ms cell of
/// the sound itself (for its own loudness), per 100 ms cell of the programme (for the programme's), and
/// with the sample peak per programme tick (`LimiterModel`). The filters start from silence at the sound's
/// first frame. A sound may be weighed at its own rate (speech at espeak-ng's 22,050 Hz, before resampling):
/// its energy is then expressed per programme frame.
struct PieceWeigher {
    let channels: Int
    /// Samples in one cell of the sound (at its own rate).
    let localCellSamples: Int
    let cellFrames: Int
    let tickFrames: Int
    /// Programme frames per sample of the sound.
    let ratio: Double
    /// Each channel's energy counts this many times (2 for mono speech played on both stereo channels),
    /// times `ratio` so that energy is per programme frame.
    let weight: Double
    /// The programme frame the sound starts at.
    let start: Int
    private let lanes: KWeightingLanes
    /// Each channel's filter where the last chunk ended.
    private var states: [KWeighting.Lane]
    /// Squared filtered samples of the chunk being weighed, summed over channels.
    private var squares: [Double] = []
    private var samples = 0
    /// Energy per cell of the sound (cell 0 starts at its first sample).
    private(set) var local: [Double] = []
    /// Energy per programme cell, from cell `firstCell` on.
    private(set) var placed: [Double] = []
    var firstCell: Int { start / cellFrames }
    /// Peak magnitude and energy per programme tick, from tick `firstTick` on.
    private(set) var ticks: [LimiterModel.Tick] = []
    var firstTick: Int { start / tickFrames }

    /// A sound with `channels` channels at `sampleRate`, placed at programme frame `start` of a programme at `programmeRate`.
    init(channels: Int, sampleRate: Int, programmeRate: Int, start: Int, weight: Double = 1) {
        self.channels = channels
        localCellSamples = sampleRate / 10
        cellFrames = programmeRate / 10
        tickFrames = LimiterModel.tickFrames(sampleRate: programmeRate)
        ratio = Double(programmeRate) / Double(sampleRate)
        self.weight = weight * ratio
        self.start = start
        lanes = KWeightingLanes(sampleRate: sampleRate)
        states = Array(repeating: KWeighting.Lane(), count: channels)
    }

    /// The first sample (of the sound) at or after programme frame `frame`.
    private func sample(atFrame frame: Int) -> Int {
        ratio == 1 ? frame - start : Self.ceiling(Double(frame - start) / ratio)
    }

    /// The programme frame where sample `i` of the sound plays.
    private func frame(ofSample i: Int) -> Int {
        ratio == 1 ? start + i : start + Self.floor(Double(i) * ratio)
    }

    /// ⌈x⌉ and ⌊x⌋ by truncation and a comparison: the baseline x86-64 instruction set has no rounding
    /// instruction, so `rounded(.up)` is a library call, and these run once per tick.
    @inline(__always)
    private static func ceiling(_ x: Double) -> Int { let t = Int(x); return Double(t) < x ? t + 1 : t }
    @inline(__always)
    private static func floor(_ x: Double) -> Int { let t = Int(x); return Double(t) > x ? t - 1 : t }

    /// Weighs the next interleaved samples. The filter runs over the whole chunk first (in four parallel
    /// lanes when it is long enough: `KWeightingLanes.addSquares`, a billionth from one filter run from the
    /// start), then its squares are summed per cell and tick.
    mutating func add(_ chunk: UnsafeBufferPointer<Float>) {
        let count = chunk.count / channels
        guard count > 0 else { return }
        if squares.count < count { squares = [Double](repeating: 0, count: count) }
        let laned = count >= 8 * lanes.warmUp
        squares.withUnsafeMutableBufferPointer { sq in
            let out = sq.baseAddress!
            out.update(repeating: 0, count: count)
            let x = chunk.baseAddress!
            let shelf = lanes.filter.shelf, highPass = lanes.filter.highPass
            for c in 0..<channels {
                if laned {
                    lanes.addSquares(x, count: count, channel: c, channels: channels, state: &states[c], into: out)
                } else {
                    var state = states[c]
                    for i in 0..<count {
                        let z = state.step(Double(x[i * channels + c]), shelf, highPass)
                        out[i] += z * z
                    }
                    states[c] = state
                }
            }
        }
        var f = 0
        while f < count {
            // Split where a local cell, a programme cell or a tick ends.
            let i = samples + f
            let localCell = i / localCellSamples
            let at = frame(ofSample: i)
            let placedCell = at / cellFrames
            let tick = at / tickFrames
            let boundary = min((placedCell + 1) * cellFrames, (tick + 1) * tickFrames)
            let end = min(count, (localCell + 1) * localCellSamples - samples, max(sample(atFrame: boundary), i + 1) - samples)
            let n = end - f
            let peak = SampleScan.peak(chunk.baseAddress! + f * channels, count: n * channels)
            var energy = 0.0
            squares.withUnsafeBufferPointer { sq in
                guard laned else { for k in f..<end { energy += sq[k] }; return }
                // In frame order through the lanes' side-by-side layout (the same sum as a plain run).
                var k = f
                while k < end {
                    let lane = min(k / (count / 4), 4)
                    let stop = lane < 4 ? min(end, (lane + 1) * (count / 4)) : end
                    var at = KWeightingLanes.squareIndex(k, count: count)
                    let stride = lane < 4 ? 4 : 1
                    for _ in k..<stop { energy += sq[at]; at += stride }
                    k = stop
                }
            }
            energy *= weight
            let l = localCell, c = placedCell - firstCell, t = tick - firstTick
            if l >= local.count { local.append(0) }
            local[l] += energy
            if c >= placed.count { placed.append(0) }
            placed[c] += energy
            if t >= ticks.count { ticks.append(LimiterModel.Tick(peak: 0, energy: 0)) }
            ticks[t].peak = max(ticks[t].peak, peak)
            ticks[t].energy += Float(energy)
            f = end
        }
        samples += count
    }

    /// Mean-square power (per programme frame) of the sound's complete 400 ms blocks, or of the whole sound
    /// when it is shorter.
    func blocks() -> [Double] {
        let complete = samples / localCellSamples
        let frames = Double(samples) * ratio
        if complete >= 4 {
            let scale = 1 / (4 * Double(localCellSamples) * ratio)
            return (0...(complete - 4)).map { j in (local[j] + local[j + 1] + local[j + 2] + local[j + 3]) * scale }
        }
        guard samples > 0 else { return [] }
        return [local.reduce(0, +) / frames]
    }

    /// The sound's own integrated loudness (BS.1770 gating over its blocks).
    func loudness() -> Double { LoudnessCells.integrated(blocks: blocks()) }
}
