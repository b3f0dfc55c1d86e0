import Foundation

/// A growing stereo mix bus with equal-power panning.
struct StereoBuffer {
    let sampleRate: Double
    var left: [Float]
    var right: [Float]

    init(sampleRate: Double, frameCount: Int) {
        self.sampleRate = sampleRate
        left = [Float](repeating: 0, count: frameCount)
        right = left
    }

    var frameCount: Int { left.count }

    /// Equal-power gains for a pan position −1 (left) … 1 (right): constant total power, −3 dB each at 0.
    static func gains(pan: Double) -> (left: Double, right: Double) {
        // cos and sin of (pan + 1)·π/4 from their series around π/4 (|u| ≤ π/4, error below 1e-10): the glide
        // pans every sample, and two library calls per sample cost more than the tone itself.
        let u = min(1, max(-1, pan)) * Double.pi / 4
        let u2 = u * u
        let c = 1 - u2 * (0.5 - u2 * (1.0 / 24 - u2 * (1.0 / 720 - u2 * (1.0 / 40320 - u2 / 3628800))))
        let s = u * (1 - u2 * (1.0 / 6 - u2 * (1.0 / 120 - u2 * (1.0 / 5040 - u2 * (1.0 / 362880 - u2 / 39916800)))))
        let h = 0.5.squareRoot()
        return (h * (c - s), h * (c + s))
    }

    mutating func ensureFrames(_ count: Int) {
        guard count > left.count else { return }
        left.append(contentsOf: repeatElement(0, count: count - left.count))
        right.append(contentsOf: repeatElement(0, count: count - right.count))
    }

    /// Mixes a mono sound in at a time (seconds), growing the buffer when it runs past the end.
    mutating func add(_ mono: [Float], atTime time: Double, pan: Double) {
        let start = max(0, Int((time * sampleRate).rounded()))
        ensureFrames(start + mono.count)
        let g = Self.gains(pan: pan)
        let gl = Float(g.left), gr = Float(g.right)
        for i in 0..<mono.count {
            left[start + i] += mono[i] * gl
            right[start + i] += mono[i] * gr
        }
    }

    /// Fades the last `seconds` out with a raised cosine, so a sound cut at the end cannot click.
    mutating func fadeOutTail(seconds: Double) {
        let count = min(left.count, Int((seconds * sampleRate).rounded()))
        guard count > 0 else { return }
        let start = left.count - count
        for i in 0..<count {
            let g = Float(0.5 + 0.5 * cos(Double.pi * Double(i + 1) / Double(count)))
            left[start + i] *= g
            right[start + i] *= g
        }
    }

    /// The largest magnitude in `samples`: a float's magnitude orders like its bit pattern with the sign
    /// cleared, and an integer maximum vectorizes where a floating-point one does not (NaN reads as largest).
    private static func peak(_ samples: [Float]) -> Float {
        var m: Int32 = 0
        samples.withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return }
            let bits = UnsafeRawPointer(base).assumingMemoryBound(to: Int32.self)
            for i in 0..<buffer.count { m = max(m, bits[i] & 0x7fff_ffff) }
        }
        return Float(bitPattern: UInt32(m))
    }

    /// Scales the whole mix down (never up) so its peak is at most `ceiling`; tones are already well
    /// below it, so this only acts when earcons and clicks pile onto a loud tone.
    mutating func limitPeak(to ceiling: Float) {
        let peak = max(Self.peak(left), Self.peak(right))
        guard peak > ceiling else { return }
        let k = ceiling / peak
        for i in 0..<left.count {
            left[i] *= k
            right[i] *= k
        }
    }
}
