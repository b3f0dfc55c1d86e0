import Foundation

/// Renders one discrete tone: steady pitch under a raised-cosine attack and release, so notes start
/// and stop without clicks.
struct NoteSynthesizer {
    let timbre: Timbre
    let amplitude: Double

    /// Mixes a note of `duration` seconds starting at `onset` into `buffer`.
    func render(onset: Double, duration: Double, frequency: Double, pan: Double, level: Double,
                brightness: Double, into buffer: inout StereoBuffer) {
        let sr = buffer.sampleRate
        let start = max(0, Int((onset * sr).rounded()))
        let count = Int((duration * sr).rounded())
        guard count > 1 else { return }
        buffer.ensureFrames(start + count)
        let attack = max(1, min(0.01, duration / 4) * sr)
        let release = max(1, min(0.03, duration / 3) * sr)
        let gains = StereoBuffer.gains(pan: pan)
        let step = 2 * Double.pi * frequency / sr
        var phasor = Phasor()
        for i in 0..<count {
            let n = Double(i)
            let remaining = Double(count - 1 - i)
            var envelope = 1.0
            if n < attack { envelope = 0.5 - 0.5 * cos(Double.pi * n / attack) }
            if remaining < release { envelope = min(envelope, 0.5 - 0.5 * cos(Double.pi * remaining / release)) }
            let s = amplitude * level * envelope * timbre.sample(cos: phasor.cos, sin: phasor.sin, frequency: frequency,
                                                                 brightness: brightness, sampleRate: sr)
            buffer.left[start + i] += Float(s * gains.left)
            buffer.right[start + i] += Float(s * gains.right)
            phasor.advance(by: step)
        }
    }
}
