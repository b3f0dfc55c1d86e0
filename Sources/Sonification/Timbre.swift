import Foundation

/// A band-limited harmonic mix that tells series apart by colour while keeping pitch obvious.
/// Harmonics are summed additively (no naive waveforms), each faded out as it nears Nyquist, so
/// nothing aliases at any sample rate.
struct Timbre: Sendable, Hashable {
    /// Harmonic weights, index 0 = fundamental.
    let harmonics: [Double]
    /// Extra harmonic weights added in proportion to brightness (0…1).
    let brightHarmonics: [Double]
    /// Scales the mix so its peak over a period is 1 at any brightness.
    let normalization: Double

    static let harmonicCount = 10

    init(harmonics: [Double]) {
        let n = Self.harmonicCount
        let base = Array((harmonics + Array(repeating: 0, count: n)).prefix(n))
        let bright = Array(([0, 0.5, 0.35, 0.25, 0.18, 0.12, 0.08, 0.05] + Array(repeating: 0, count: n)).prefix(n))
        self.harmonics = base
        brightHarmonics = bright
        normalization = 1 / max(Self.peak(base, bright, brightness: 0), Self.peak(base, bright, brightness: 1))
    }

    /// Series colours in order, repeating after the last: near-sine, triangle-like, soft square,
    /// soft saw, hollow (odd-heavy) and reedy.
    static let palette: [Timbre] = [
        Timbre(harmonics: [1, 0.12, 0.04]),
        Timbre(harmonics: [1, 0, -1.0 / 9, 0, 1.0 / 25, 0, -1.0 / 49]),
        Timbre(harmonics: [1, 0, 0.3, 0, 0.15, 0, 0.08, 0, 0.04]),
        Timbre(harmonics: [1, 0.5, 0.33, 0.22, 0.15, 0.1, 0.06]),
        Timbre(harmonics: [1, 0.05, 0.55, 0.03, 0.3]),
        Timbre(harmonics: [1, 0.35, 0.6, 0.12, 0.3, 0.05, 0.1]),
    ]

    /// The timbre of the series at this index in its chart.
    static func forSeries(_ index: Int) -> Timbre { palette[((index % palette.count) + palette.count) % palette.count] }

    /// One sample at `phase` (radians) of a tone at `frequency`; peak about 1.
    @inline(__always)
    func sample(phase: Double, frequency: Double, brightness: Double, sampleRate: Double) -> Double {
        sample(cos: cos(phase), sin: sin(phase), frequency: frequency, brightness: brightness, sampleRate: sampleRate)
    }

    /// One sample at the phase whose cosine and sine are given (an oscillator's `Phasor`).
    @inline(__always)
    func sample(cos cosPhase: Double, sin sinPhase: Double, frequency: Double, brightness: Double, sampleRate: Double) -> Double {
        // sin(hφ) by the Chebyshev recurrence: one sin and one cos per sample instead of one per harmonic.
        let twoCos = 2 * cosPhase
        var previous = 0.0
        var current = sinPhase
        var sum = 0.0
        let nyquistGuard = 0.42 * sampleRate
        let fadeWidth = 0.05 * sampleRate
        for h in 0..<Self.harmonicCount {
            let w = harmonics[h] + brightness * brightHarmonics[h]
            if w != 0 {
                let hf = Double(h + 1) * frequency
                var g = 1.0
                if hf > nyquistGuard - fadeWidth { g = max(0, min(1, (nyquistGuard - hf) / fadeWidth)) }
                sum += w * g * current
            }
            let next = twoCos * current - previous
            previous = current
            current = next
        }
        return sum * normalization
    }

    /// Steps per period at which `peak` samples the mix.
    private static let peakSteps = 4096
    /// sin(2πj / peakSteps) for every step j: harmonic h at step i is entry (h·i) mod peakSteps, so the
    /// palette's peaks take one table instead of half a million `sin` calls at start-up.
    private static let sineTable = (0..<peakSteps).map { sin(2 * Double.pi * Double($0) / Double(peakSteps)) }

    private static func peak(_ base: [Double], _ bright: [Double], brightness: Double) -> Double {
        var p = 0.0
        let steps = peakSteps
        let table = sineTable
        for i in 0..<steps {
            var s = 0.0
            for h in 0..<base.count {
                s += (base[h] + brightness * bright[h]) * table[(h + 1) * i % steps]
            }
            p = max(p, abs(s))
        }
        return p
    }
}
