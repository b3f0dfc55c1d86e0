import Foundation

/// Measures a stream of interleaved frames as it is written: integrated loudness (BS.1770-4: K-weighting,
/// 400 ms blocks, absolute and relative gates) and true peak (`TruePeak`, 4× oversampled), in one pass and
/// constant memory. Agrees with libebur128 to a few hundredths of a LU and dB (tests compare them).
struct ProgrammeMeter {
    let channels: Int
    let sampleRate: Int
    private let lanes: KWeightingLanes
    private var cells: LoudnessCells
    /// Frames added, from index `start` on not yet weighed; before `start` at least the lanes' warm-up
    /// history (which also holds the frames the interpolation across chunks needs). Consumed frames are
    /// dropped only now and then, so a chunk costs one copy, not a shift of everything behind it.
    private var pending: [Float]
    private var start: Int
    private var weighedCells = 0
    private var frames = 0
    private var peak: Float = 0
    private static let tailFrames = 2 * TruePeak.reach

    init(channels: Int, sampleRate: Int) {
        self.channels = channels
        self.sampleRate = sampleRate
        lanes = KWeightingLanes(sampleRate: sampleRate)
        cells = LoudnessCells(sampleRate: sampleRate)
        precondition(lanes.warmUp >= Self.tailFrames)
        pending = [Float](repeating: 0, count: lanes.warmUp * channels)
        start = pending.count
    }

    /// Measures the next interleaved frames.
    mutating func add(_ chunk: UnsafeBufferPointer<Float>) {
        let count = chunk.count / channels
        guard count > 0 else { return }
        pending.append(contentsOf: chunk)
        frames += count
        let from = pending.count - (count + Self.tailFrames) * channels
        pending.withUnsafeBufferPointer { scanPeaks($0.baseAddress! + from, frames: Self.tailFrames + count) }
        weigh()
    }

    /// Integrated loudness (LUFS) and true peak (dBTP) of everything added so far.
    mutating func result() -> Loudness {
        // The points between the last frames and the silence after them.
        let last = Array(pending[(pending.count - Self.tailFrames * channels)...]) + [Float](repeating: 0, count: Self.tailFrames * channels)
        last.withUnsafeBufferPointer { scanPeaks($0.baseAddress!, frames: 2 * Self.tailFrames) }
        weighRest()
        let lufs = cells.integrated(frames: frames)
        return Loudness(integrated: lufs, truePeak: peak > 0 ? 20 * log10(Double(peak)) : -.infinity)
    }

    /// K-weighted energy into 100 ms cells, four cells at a time (`KWeightingLanes`); stretches where both
    /// channels are identical (speech in stereo) are filtered once and counted twice. Frames wait in
    /// `pending` until four cells are complete; the cells left at the end are weighed in `result()`.
    private mutating func weigh() {
        let cellFrames = cells.cellFrames
        let group = 4 * cellFrames * channels
        let history = lanes.warmUp * channels
        while pending.count - start >= group {
            let at = start
            pending.withUnsafeBufferPointer { buffer in
                let x = buffer.baseAddress! + at
                var energy = SIMD4<Double>(repeating: 0)
                if channels == 2 && SampleScan.isDualMono(x - history, frames: (group + history) / 2) {
                    energy = 2 * lanes.energies(x, cellFrames: cellFrames, channel: 0, channels: 2)
                } else {
                    for c in 0..<channels { energy += lanes.energies(x, cellFrames: cellFrames, channel: c, channels: channels) }
                }
                for j in 0..<4 { cells.add(energy[j], cell: weighedCells + j) }
            }
            weighedCells += 4
            start += group
        }
        if start - history >= 4 * group {
            pending.removeFirst(start - history)
            start = history
        }
    }

    /// The cells not yet weighed (fewer than four, the last one possibly part-filled: BS.1770 ignores it).
    private mutating func weighRest() {
        let cellFrames = cells.cellFrames
        let history = lanes.warmUp * channels
        var start = self.start
        while (pending.count - start) / channels >= cellFrames {
            // A lone cell: lanes 1–3 read zeros.
            var padded = [Float](repeating: 0, count: history + 4 * cellFrames * channels)
            for i in 0..<(history + cellFrames * channels) { padded[i] = pending[start - history + i] }
            let energy = padded.withUnsafeBufferPointer { buffer in
                (0..<channels).reduce(0.0) { sum, c in
                    sum + lanes.energies(buffer.baseAddress! + history, cellFrames: cellFrames, channel: c, channels: channels)[0]
                }
            }
            cells.add(energy, cell: weighedCells)
            weighedCells += 1
            start += cellFrames * channels
        }
    }

    /// Sample and inter-sample peaks of `x` (interleaved, `frames` frames): the points between
    /// frames n and n + 1 for every n with its full reach inside. A stretch whose points cannot beat the
    /// peak so far (`TruePeak.limit` of its largest sample and step) is skipped: the result is exact.
    private mutating func scanPeaks(_ x: UnsafePointer<Float>, frames total: Int) {
        let ch = channels
        let reach = TruePeak.reach
        var best = peak
        TruePeak.taps.withUnsafeBufferPointer { tapBuffer in
            let taps = tapBuffer.baseAddress!
            let span = 16
            var s = reach - 1
            let last = total - reach - 1
            // Largest magnitude per span of frames from `s` on (one more span either side for reach).
            let spans = (last - s + span) / span
            let (spanPeak, spanStep) = SampleScan.spanTable(x, start: s, count: spans + 2, lowest: 0, end: total, channels: ch)
            while s <= last {
                let e = min(s + span, last + 1)
                let lo = (s - reach + 1) * ch, hi = (e + reach) * ch
                let q = (s - reach + 1) / span + 1
                let local = max(spanPeak[q - 1], spanPeak[q], spanPeak[q + 1])
                best = max(best, local)
                if TruePeak.limit(samplePeak: local, stepPeak: max(spanStep[q - 1], spanStep[q], spanStep[q + 1])) > best {
                    let scanned = ch == 2 && SampleScan.isDualMono(x + lo, frames: (hi - lo) / 2) ? 1 : ch
                    for f in s..<e {
                        for c in 0..<scanned {
                            best = max(best, TruePeak.between(x, frame: f, channel: c, channels: ch, taps: taps))
                        }
                    }
                }
                s = e
            }
        }
        peak = best
    }
}
