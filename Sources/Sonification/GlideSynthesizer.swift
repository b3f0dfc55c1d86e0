import Foundation

/// A point the glide passes through: time in seconds, pitch position 0…1, pan −1…1, level 0…1,
/// brightness 0…1.
struct GlideAnchor: Sendable, Hashable {
    var time: Double
    var position: Double
    var pan: Double
    var level: Double
    var brightness: Double
}

/// Renders a run of anchors as one phase-continuous tone whose log-frequency, pan, level and
/// brightness are interpolated linearly between anchors, faded in and out with raised cosines.
struct GlideSynthesizer {
    let timbre: Timbre
    let lowFrequency: Double
    let highFrequency: Double
    let amplitude: Double
    /// Seconds of fade before the first and after the last anchor.
    let fade: Double

    /// Mixes the glide into `buffer`. A lone anchor is held for `hold` seconds either side so it is heard.
    func render(_ anchors: [GlideAnchor], hold: Double, into buffer: inout StereoBuffer) {
        guard !anchors.isEmpty else { return }
        let sr = buffer.sampleRate
        let firstTime = anchors[0].time - (anchors.count == 1 ? hold : 0)
        let lastTime = anchors[anchors.count - 1].time + (anchors.count == 1 ? hold : 0)
        let startFrame = max(0, Int(((firstTime - fade) * sr).rounded()))
        let endFrame = min(buffer.frameCount, Int(((lastTime + fade) * sr).rounded()))
        guard endFrame > startFrame else { return }
        let fadeInEnd = firstTime * sr, fadeOutStart = lastTime * sr
        let fadeInLength = max(1, fadeInEnd - Double(startFrame))
        let fadeOutLength = max(1, Double(endFrame) - fadeOutStart)
        let logRatio = log(highFrequency / lowFrequency)
        let twoPi = 2 * Double.pi
        let perSample = 1 / sr
        var phasor = Phasor()
        var k = 0
        // 1 / (the time from anchor k to the next): a multiplication per sample instead of a division.
        func inverseSpan(_ k: Int) -> Double {
            guard k + 1 < anchors.count else { return 0 }
            let span = anchors[k + 1].time - anchors[k].time
            return span > 0 ? 1 / span : 0
        }
        var invSpan = inverseSpan(0)
        // Between exact evaluations (every `reseed` samples and wherever the anchor pair changes), frequency
        // and pan follow recurrences: log-frequency and pan angle are linear in time between anchors, so the
        // frequency is multiplied by a constant ratio per sample and the equal-power gains, (cos θ, sin θ) with
        // θ = (pan + 1)·π/4, turn by a constant angle. That saves an `exp` and a polynomial per sample; the
        // difference from evaluating every sample is below 1e-13.
        let reseed = 64
        var seededAt = startFrame - reseed, seededK = -1, seededInterpolating = false
        var frequency = 0.0, frequencyRatio = 1.0
        var gainLeft = 0.0, gainRight = 0.0, turnCos = 1.0, turnSin = 0.0, panFixed = true
        buffer.left.withUnsafeMutableBufferPointer { left in
            buffer.right.withUnsafeMutableBufferPointer { right in
                for n in startFrame..<endFrame {
                    let t = Double(n) * perSample
                    if k + 1 < anchors.count && anchors[k + 1].time <= t {
                        while k + 1 < anchors.count && anchors[k + 1].time <= t { k += 1 }
                        invSpan = inverseSpan(k)
                    }
                    let a = anchors[k]
                    var level = a.level, brightness = a.brightness
                    let interpolating = k + 1 < anchors.count && t > a.time
                    let b = interpolating ? anchors[k + 1] : a
                    let u = interpolating ? (invSpan > 0 ? (t - a.time) * invSpan : 1) : 0
                    if interpolating {
                        level += (b.level - level) * u
                        brightness += (b.brightness - brightness) * u
                    }
                    // Position and pan are needed only where the recurrences are seeded (or the pan is clamped).
                    func pan() -> Double { interpolating ? a.pan + (b.pan - a.pan) * u : a.pan }
                    if n - seededAt >= reseed || k != seededK || interpolating != seededInterpolating {
                        let position = interpolating ? a.position + (b.position - a.position) * u : a.position
                        if k != seededK || interpolating != seededInterpolating {
                            let positionStep = interpolating ? (b.position - a.position) * invSpan * perSample : 0
                            let panStep = interpolating ? (b.pan - a.pan) * invSpan * perSample : 0
                            // The steps are the segment's: computed once per anchor pair.
                            frequencyRatio = exp(positionStep * logRatio)
                            // Beyond ±1 the pan is clamped (the gains stay put) and is then evaluated every sample.
                            panFixed = abs(a.pan) > 1 || (interpolating && abs(anchors[k + 1].pan) > 1)
                            turnCos = cos(panStep * Double.pi / 4)
                            turnSin = sin(panStep * Double.pi / 4)
                        }
                        seededAt = n
                        seededK = k
                        seededInterpolating = interpolating
                        frequency = lowFrequency * exp(position * logRatio)
                        let gains = StereoBuffer.gains(pan: pan())
                        gainLeft = gains.left
                        gainRight = gains.right
                    } else if panFixed {
                        let gains = StereoBuffer.gains(pan: pan())
                        gainLeft = gains.left
                        gainRight = gains.right
                    }
                    let frame = Double(n)
                    var envelope = 1.0
                    if frame < fadeInEnd {
                        envelope = 0.5 - 0.5 * cos(Double.pi * (frame - Double(startFrame)) / fadeInLength)
                    } else if frame > fadeOutStart {
                        envelope = 0.5 + 0.5 * cos(Double.pi * min(1, (frame - fadeOutStart) / fadeOutLength))
                    }
                    let s = amplitude * level * envelope
                        * timbre.sample(cos: phasor.cos, sin: phasor.sin, frequency: frequency, brightness: brightness, sampleRate: sr)
                    left[n] += Float(s * gainLeft)
                    right[n] += Float(s * gainRight)
                    phasor.advance(by: twoPi * frequency * perSample)
                    frequency *= frequencyRatio
                    if !panFixed {
                        // (left, right) = (cos θ, sin θ) turned by the pan step's angle.
                        let l = gainLeft * turnCos - gainRight * turnSin
                        gainRight = gainRight * turnCos + gainLeft * turnSin
                        gainLeft = l
                    }
                }
            }
        }
    }
}
