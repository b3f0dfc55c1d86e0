import Foundation

/// Short fixed sounds that frame and annotate audio graphs; each is distinct from the data tones.
package enum Earcon: String, Sendable, Hashable, CaseIterable {
    /// A soft rising two-note chime: "here comes an audio graph" (0.3 s).
    case seriesStart
    /// A low downward "bloop" marking the smallest value (0.15 s).
    case minimum
    /// A bright rising "ti-ting" marking the largest value (0.15 s).
    case maximum
    /// A soft short click marking an x-axis gridline (8 ms).
    case gridline
    /// A soft high pip marking a landmark of a finding the briefing speaks of (60 ms, quieter than the
    /// extremes' earcons: a pointer, not a second melody).
    case marker

    /// Mono samples at `sampleRate`, scaled so a full-scale data tone of `amplitude` stays on top.
    func samples(sampleRate: Double, amplitude: Double) -> [Float] {
        switch self {
        case .seriesStart:
            return Self.bells([(0, 783.99), (0.12, 1046.50)], length: 0.3, decay: 0.07,
                              sampleRate: sampleRate, amplitude: 0.6 * amplitude)
        case .maximum:
            return Self.bells([(0, 1760), (0.05, 2637.02)], length: 0.15, decay: 0.035,
                              sampleRate: sampleRate, amplitude: 0.45 * amplitude)
        case .minimum:
            return Self.sweep(from: 330, to: 110, length: 0.15, sampleRate: sampleRate, amplitude: 0.6 * amplitude)
        case .gridline:
            return Self.click(sampleRate: sampleRate, amplitude: 0.3 * amplitude)
        case .marker:
            return Self.bells([(0, Self.markerFrequency)], length: 0.06, decay: 0.018,
                              sampleRate: sampleRate, amplitude: 0.35 * amplitude)
        }
    }

    /// The marker's pitch, D7: above every data tone's fundamental (C3–C6) and apart from the other earcons.
    package static let markerFrequency = 2349.32

    /// Struck notes with an inharmonic upper partial (bell colour) and exponential decay.
    private static func bells(_ notes: [(onset: Double, frequency: Double)], length: Double, decay: Double,
                              sampleRate: Double, amplitude: Double) -> [Float] {
        let count = Int((length * sampleRate).rounded())
        var out = [Float](repeating: 0, count: count)
        let attack = 0.002 * sampleRate
        for note in notes {
            let start = Int((note.onset * sampleRate).rounded())
            guard start < count else { continue }
            for i in start..<count {
                let n = Double(i - start)
                let t = n / sampleRate
                let rise = n < attack ? 0.5 - 0.5 * cos(Double.pi * n / attack) : 1
                let tailFrames = Double(count - i)
                let tail = tailFrames < attack ? 0.5 - 0.5 * cos(Double.pi * tailFrames / attack) : 1
                let partial2 = note.frequency * 2.76 < 0.42 * sampleRate ? 0.3 * sin(2 * Double.pi * note.frequency * 2.76 * t) : 0
                let s = (sin(2 * Double.pi * note.frequency * t) + partial2) / 1.3
                out[i] += Float(amplitude * rise * tail * exp(-t / decay) * s)
            }
        }
        return out
    }

    /// A sine gliding down exponentially under a raised-cosine (Hann) envelope.
    private static func sweep(from f0: Double, to f1: Double, length: Double, sampleRate: Double,
                              amplitude: Double) -> [Float] {
        let count = Int((length * sampleRate).rounded())
        var out = [Float](repeating: 0, count: count)
        var phase = 0.0
        for i in 0..<count {
            let u = Double(i) / Double(max(1, count - 1))
            let f = f0 * pow(f1 / f0, u)
            phase += 2 * Double.pi * f / sampleRate
            let env = 0.5 - 0.5 * cos(2 * Double.pi * u)
            out[i] = Float(amplitude * env * sin(phase))
        }
        return out
    }

    /// A damped 2.5 kHz ping: audible as a tick, soft because it has no broadband edge.
    private static func click(sampleRate: Double, amplitude: Double) -> [Float] {
        let count = Int((0.008 * sampleRate).rounded())
        let attack = 0.0005 * sampleRate
        let f = min(2500, 0.3 * sampleRate)
        return (0..<count).map { i in
            let n = Double(i)
            let t = n / sampleRate
            let rise = n < attack ? 0.5 - 0.5 * cos(Double.pi * n / attack) : 1
            let fall = 0.5 + 0.5 * cos(Double.pi * n / Double(count))
            return Float(amplitude * rise * fall * exp(-t / 0.0015) * sin(2 * Double.pi * f * t))
        }
    }
}
