import Foundation

/// A look-ahead limiter on the true peak of a stream of interleaved frames: the gain falls smoothly *before*
/// a peak, so neither a sample nor the 4× interpolated signal between samples (`TruePeak`) exceeds the
/// ceiling, and nothing is clipped. Channels are linked (one gain for all), which keeps the stereo image.
///
/// The stream is processed in fixed blocks, each with the look-ahead it needs, so the output depends only
/// on the input, never on how the input was chunked. The output is the input delayed; `finish` drains it.
/// Blocks without a peak near the ceiling, with the gain at rest, pass through untouched.
final class TruePeakLimiter {
    let channels: Int
    /// Highest allowed true-peak magnitude (linear).
    let ceiling: Float
    /// Look-ahead (and attack) in frames.
    let window: Int
    /// Frames per processed block.
    let blockFrames: Int

    /// Interleaved frames from absolute frame `bufferStart` on (negative frames are the silence before the start).
    private var buffer: [Float]
    private var bufferStart: Int
    private var received = 0
    private var next = 0
    private var smoother: GainSmoother
    private var needed: [Float] = []
    private var gains: [Float] = []
    /// Blocks in which the limiter lowered the gain (for tests and measurements).
    private(set) var limitedBlocks = 0

    /// `lookahead` and `release` in seconds, as in the limiter's earlier whole-programme form.
    init(channels: Int, sampleRate: Int, ceiling: Float, lookahead: Double = 0.005, release: Double = 0.08,
         blockFrames: Int = 16384) {
        self.channels = channels
        self.ceiling = ceiling
        window = max(1, Int(lookahead * Double(sampleRate)))
        smoother = GainSmoother(window: window, releaseCoefficient: Float(exp(-1 / (release * Double(sampleRate)))))
        self.blockFrames = blockFrames
        let context = window + TruePeak.reach
        bufferStart = -context
        buffer = [Float](repeating: 0, count: context * channels)
    }

    /// Appends interleaved frames and emits every block whose look-ahead has arrived.
    func process(_ input: UnsafeBufferPointer<Float>, emit: (UnsafeBufferPointer<Float>) throws -> Void) rethrows {
        buffer.append(contentsOf: input)
        received += input.count / channels
        while received >= next + blockFrames + window + TruePeak.reach + 1 {
            try runBlock(frames: blockFrames, emit: emit)
        }
    }

    /// Emits the frames still held back (the stream ends; silence follows it).
    func finish(emit: (UnsafeBufferPointer<Float>) throws -> Void) rethrows {
        buffer.append(contentsOf: repeatElement(0, count: (window + TruePeak.reach + 1) * channels))
        while next < received {
            try runBlock(frames: min(blockFrames, received - next), emit: emit)
        }
    }

    private func runBlock(frames count: Int, emit: (UnsafeBufferPointer<Float>) throws -> Void) rethrows {
        let a = next
        let w = window
        let ch = channels
        let first = a - w                      // first frame whose `needed` is computed
        let n = count + 2 * w + 1              // frames a − w … a + count + w
        if needed.count < n { needed = [Float](repeating: 1, count: n) }
        var anyLimited = false
        buffer.withUnsafeBufferPointer { buf in TruePeak.taps.withUnsafeBufferPointer { tapBuffer in
            let x = buf.baseAddress!
            let origin = first - bufferStart     // index in `buffer` of frame `first`
            let taps = tapBuffer.baseAddress!
            needed.withUnsafeMutableBufferPointer { need in
                // Quiet stretches (where `TruePeak.limit` of the largest sample and step within reach is at most
                // the ceiling) need no gain reduction: checked 16 frames at a time. Elsewhere each interval between
                // two frames is interpolated once, on one channel when both carry the same samples (speech).
                let span = 16
                var between = [Float](repeating: 0, count: span + 1)
                // Largest magnitude per span (spans start at frame `first`; one span before and after for reach).
                let spans = (n + span - 1) / span
                // And the steepest step between neighbouring frames of a channel (the smooth-signal bound).
                let (spanPeak, spanStep) = SampleScan.spanTable(x, start: origin, count: spans + 2, lowest: origin - TruePeak.reach,
                                                                end: buf.count / ch, channels: ch)
                var s = 0
                while s < n {
                    let e = min(s + span, n)
                    let lo = (origin + s - TruePeak.reach) * ch, hi = (origin + e + TruePeak.reach) * ch
                    let q = s / span + 1
                    let peak = max(spanPeak[q - 1], spanPeak[q], spanPeak[q + 1])
                    let step = max(spanStep[q - 1], spanStep[q], spanStep[q + 1])
                    if TruePeak.limit(samplePeak: peak, stepPeak: step) <= ceiling {
                        for k in s..<e { need[k] = 1 }
                        s = e
                        continue
                    }
                    let scanned = ch == 2 && SampleScan.isDualMono(x + lo, frames: (hi - lo) / 2) ? 1 : ch
                    // between[j]: the interval after frame origin + s − 1 + j.
                    for j in 0...(e - s) {
                        var p: Float = 0
                        for c in 0..<scanned {
                            p = max(p, TruePeak.between(x, frame: origin + s - 1 + j, channel: c, channels: ch, taps: taps))
                        }
                        between[j] = p
                    }
                    for k in s..<e {
                        let f = origin + k
                        var p = max(between[k - s], between[k - s + 1])
                        for c in 0..<ch { p = max(p, abs(x[f * ch + c])) }
                        if p > ceiling { need[k] = ceiling / p; anyLimited = true } else { need[k] = 1 }
                    }
                    s = e
                }
            }
        } }
        // The gain is applied in place and the block emitted from the buffer; the frames the next block
        // looks back on (its input, not its output) are kept aside and put back after the emit.
        let start = (a - bufferStart) * ch
        let keepFrom = a + count - w - TruePeak.reach
        let kept = max(keepFrom, a)
        var saved: [Float] = []
        if anyLimited || smoother.gain != 1 {
            if anyLimited { limitedBlocks += 1 }
            if gains.count < count { gains = [Float](repeating: 1, count: count) }
            let apply = needed.withUnsafeBufferPointer { need in
                gains.withUnsafeMutableBufferPointer { smoother.run(needed: need, count: count, gains: $0) }
            }
            if apply {
                saved = Array(buffer[((kept - bufferStart) * ch)..<(start + count * ch)])
                buffer.withUnsafeMutableBufferPointer { b in
                    gains.withUnsafeBufferPointer { g in
                        let o = b.baseAddress! + start
                        if ch == 2 {
                            for t in 0..<count { o[2 * t] *= g[t]; o[2 * t + 1] *= g[t] }
                        } else {
                            for t in 0..<count { for c in 0..<ch { o[t * ch + c] *= g[t] } }
                        }
                    }
                }
            }
        }
        try buffer.withUnsafeBufferPointer { try emit(UnsafeBufferPointer(rebasing: $0[start..<(start + count * ch)])) }
        if !saved.isEmpty {
            buffer.withUnsafeMutableBufferPointer { b in
                saved.withUnsafeBufferPointer { (b.baseAddress! + (kept - bufferStart) * ch).update(from: $0.baseAddress!, count: $0.count) }
            }
        }
        next = a + count
        // Drop what the next block no longer looks back on, once there are a few blocks of it (dropping
        // shifts everything behind it).
        if keepFrom - bufferStart >= 4 * blockFrames {
            buffer.removeFirst((keepFrom - bufferStart) * ch)
            bufferStart = keepFrom
        }
    }
}

