import Foundation

/// True-peak estimation by 4× oversampling (ITU-R BS.1770-4, Annex 2): the signal between two samples is
/// interpolated at ¼, ½ and ¾ of the way with 12-tap windowed-sinc fractional delays (Hann window, unity
/// gain at DC), and the peak is the largest magnitude among the samples and those points.
enum TruePeak {
    /// Frames either side used for the points between frames n and n + 1: x[n−5] … x[n+6].
    static let reach = 6
    /// Taps of the ¼, ½ and ¾ fractional delays, twelve each, for x[n−5] … x[n+6].
    static let taps: [Float] = [0.25, 0.5, 0.75].flatMap { d -> [Float] in
        let raw = (-5...6).map { m -> Double in
            let t = d - Double(m)
            return sin(Double.pi * t) / (Double.pi * t) * (0.5 + 0.5 * cos(Double.pi * t / Double(reach)))
        }
        let sum = raw.reduce(0, +)
        return raw.map { Float($0 / sum) }
    }
    /// The largest sum of tap magnitudes of one delay: an interpolated point never exceeds this times the
    /// largest sample magnitude within reach, which lets quiet stretches skip the interpolation exactly.
    static let bound: Float = (0..<3).map { p in taps[(12 * p)..<(12 * p + 12)].reduce(0) { $0 + abs($1) } }.max()! * 1.0001

    /// A bound that knows the signal is smooth. Each delay's taps are linear interpolation between x[n] and
    /// x[n+1] plus a kernel d whose sum is (nearly) zero; summed by parts, d·x = Σₖ Fₖ·(x[k] − x[k+1]) + F₁₁·x[n+6]
    /// with Fₖ the running sums of d. So |point| ≤ M + C·D + |F₁₁|·M, with M the largest sample magnitude
    /// within reach, D the largest step between neighbouring samples and C = max over the delays of Σ|Fₖ|
    /// (0.43). For speech and tones at 48 kHz D is well below M, and this bound sits a few tenths of a dB
    /// above the sample peak where `bound` sits 5.4 dB above it: far fewer stretches need interpolating.
    static let stepWeights: (c: Float, residual: Float) = {
        var c: Float = 0, residual: Float = 0
        for (p, fraction) in [0.25, 0.5, 0.75].enumerated() {
            var running: Double = 0, sum: Double = 0
            for m in 0..<12 {
                let linear = m == 5 ? 1 - fraction : m == 6 ? fraction : 0
                running += Double(taps[12 * p + m]) - linear
                if m < 11 { sum += abs(running) }
            }
            c = max(c, Float(sum))
            residual = max(residual, Float(abs(running)))
        }
        return (c, residual)
    }()

    /// The smaller of the two bounds on any interpolated point whose reach has largest sample magnitude
    /// `samplePeak` and largest neighbouring step `stepPeak`, with room for the rounding of the sums
    /// (a point as computed never exceeds it).
    @inline(__always)
    static func limit(samplePeak: Float, stepPeak: Float) -> Float {
        min(samplePeak * bound, (samplePeak * (1 + stepWeights.residual) + stepWeights.c * stepPeak) * 1.0001)
    }

    /// The largest magnitude of the points strictly between frames `n` and `n + 1` of `channel`, in the
    /// interleaved `x` (`channels` channels) where frames `n − 5 … n + 6` are readable; `taps` points at `TruePeak.taps`.
    @inline(__always)
    static func between(_ x: UnsafePointer<Float>, frame n: Int, channel: Int, channels: Int,
                        taps: UnsafePointer<Float>) -> Float {
        let base = x + (n - 5) * channels + channel
        var a: Float = 0, b: Float = 0, c: Float = 0
        for m in 0..<12 {
            let v = base[m * channels]
            a += taps[m] * v
            b += taps[12 + m] * v
            c += taps[24 + m] * v
        }
        return max(abs(a), abs(b), abs(c))
    }
}
