import Foundation
@testable import AudioRender

/// Test-only signals: sine tones standing in for audio graphs, and simple signal measurements.
enum TestSignals {
    static func sine(frequency: Double, seconds: Double, rate: Int, amplitude: Float = 0.5) -> [Float] {
        let n = Int(seconds * Double(rate))
        return (0..<n).map { amplitude * Float(sin(2 * Double.pi * frequency * Double($0) / Double(rate))) }
    }

    /// A stereo tone clip panned by giving the right channel a different level.
    static func toneClip(frequency: Double, seconds: Double, rate: Int = 48000) -> GraphClip {
        let tone = sine(frequency: frequency, seconds: seconds, rate: rate, amplitude: 0.3)
        return GraphClip(sampleRate: rate, left: tone, right: tone.map { $0 * 0.5 })
    }

    /// Frequency from the interval between the first and last upward zero crossings.
    static func frequency(_ samples: [Float], rate: Int) -> Double {
        var crossings: [Double] = []
        for i in 1..<samples.count where samples[i - 1] < 0 && samples[i] >= 0 {
            let fraction = Double(-samples[i - 1] / (samples[i] - samples[i - 1]))
            crossings.append(Double(i - 1) + fraction)
        }
        guard let first = crossings.first, let last = crossings.last, crossings.count > 1 else { return 0 }
        return Double(crossings.count - 1) * Double(rate) / (last - first)
    }

    /// Normalized cross-correlation at lag 0 over the common length.
    static func correlation(_ a: [Float], _ b: [Float]) -> Double {
        var ab = 0.0, aa = 0.0, bb = 0.0
        for (x, y) in zip(a, b) {
            ab += Double(x) * Double(y)
            aa += Double(x) * Double(x)
            bb += Double(y) * Double(y)
        }
        return aa > 0 && bb > 0 ? ab / (aa * bb).squareRoot() : 0
    }

    /// Correlation of the 20 ms RMS envelopes (insensitive to phase, sensitive to what is said).
    static func envelopeCorrelation(_ a: [Float], _ b: [Float], rate: Int) -> Double {
        func envelope(_ x: [Float]) -> [Float] {
            let hop = rate / 50
            return stride(from: 0, to: x.count - hop, by: hop).map { rms(x[$0..<($0 + hop)]) }
        }
        // espeak-ng's pitch flutter carries over from call to call, so the same text can come out a few percent
        // longer or shorter: `b`'s envelope is stretched to `a`'s length before the two are compared, or the
        // drift alone pulls the correlation of identical words down to about 0.8 by the end of a sentence.
        let ea = envelope(a)
        let raw = envelope(b)
        let eb: [Float] = raw.count > 1 && ea.count > 1 ? (0..<ea.count).map { i in
            let t = Float(i) * Float(raw.count - 1) / Float(ea.count - 1)
            let k = min(Int(t), raw.count - 2), f = t - Float(k)
            return raw[k] * (1 - f) + raw[k + 1] * f
        } : raw
        let n = min(ea.count, eb.count)
        let ma = ea.prefix(n).reduce(0, +) / Float(n), mb = eb.prefix(n).reduce(0, +) / Float(n)
        return correlation(ea.prefix(n).map { $0 - ma }, eb.prefix(n).map { $0 - mb })
    }

    static func rms(_ samples: ArraySlice<Float>) -> Float {
        guard !samples.isEmpty else { return 0 }
        return (samples.reduce(0) { $0 + $1 * $1 } / Float(samples.count)).squareRoot()
    }

    static func temporaryDirectory() throws -> URL {
        let url = FileManager.default.temporaryDirectory
            .appendingPathComponent("audiorender-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }
}
