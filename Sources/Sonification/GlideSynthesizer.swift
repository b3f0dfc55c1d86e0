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
        var phasor = Phasor()
        var k = 0
        buffer.left.withUnsafeMutableBufferPointer { left in
            buffer.right.withUnsafeMutableBufferPointer { right in
                for n in startFrame..<endFrame {
                    let t = Double(n) / sr
                    while k + 1 < anchors.count && anchors[k + 1].time <= t { k += 1 }
                    let a = anchors[k]
                    var position = a.position, pan = a.pan, level = a.level, brightness = a.brightness
                    if k + 1 < anchors.count && t > a.time {
                        let b = anchors[k + 1]
                        let span = b.time - a.time
                        let u = span > 0 ? (t - a.time) / span : 1
                        position += (b.position - position) * u
                        pan += (b.pan - pan) * u
                        level += (b.level - level) * u
                        brightness += (b.brightness - brightness) * u
                    }
                    let frequency = lowFrequency * exp(position * logRatio)
                    let frame = Double(n)
                    var envelope = 1.0
                    if frame < fadeInEnd {
                        envelope = 0.5 - 0.5 * cos(Double.pi * (frame - Double(startFrame)) / fadeInLength)
                    } else if frame > fadeOutStart {
                        envelope = 0.5 + 0.5 * cos(Double.pi * min(1, (frame - fadeOutStart) / fadeOutLength))
                    }
                    let s = amplitude * level * envelope
                        * timbre.sample(cos: phasor.cos, sin: phasor.sin, frequency: frequency, brightness: brightness, sampleRate: sr)
                    let gains = StereoBuffer.gains(pan: pan)
                    left[n] += Float(s * gains.left)
                    right[n] += Float(s * gains.right)
                    phasor.advance(by: twoPi * frequency / sr)
                }
            }
        }
    }
}
