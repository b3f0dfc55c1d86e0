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
    /// Harmonics up to the last with a weight, at brightness 0 and at any brightness, rounded up to even
    /// (`sample` runs them in pairs and stops there: the rest add nothing).
    let baseCount: Int
    let fullCount: Int

    /// Harmonics in the mix (even: `sample` runs them in odd/even pairs).
    static let harmonicCount = 10

    init(harmonics: [Double]) {
        let n = Self.harmonicCount
        let base = Array((harmonics + Array(repeating: 0, count: n)).prefix(n))
        let bright = Array(([0, 0.5, 0.35, 0.25, 0.18, 0.12, 0.08, 0.05] + Array(repeating: 0, count: n)).prefix(n))
        self.harmonics = base
        brightHarmonics = bright
        normalization = 1 / max(Self.peak(base, bright, brightness: 0), Self.peak(base, bright, brightness: 1))
        func pairs(_ weights: [Double]) -> Int { ((weights.lastIndex { $0 != 0 } ?? -1) + 2) / 2 * 2 }
        baseCount = pairs(base)
        fullCount = pairs(zip(base, bright).map { $0 != 0 || $1 != 0 ? 1 : 0 })
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
        // sin(hφ) by the Chebyshev recurrence in steps of 2φ, odd and even harmonics as two independent chains
        // (sin((h+2)φ) = 2cos(2φ)·sin(hφ) − sin((h−2)φ)): one sin and one cos per sample instead of one per
        // harmonic, and half the dependent steps of a single chain, which bound its speed.
        let twoCos2 = 4 * cosPhase * cosPhase - 2
        var oddPrevious = -sinPhase, odd = sinPhase                    // sin(−φ), sin φ
        var evenPrevious = 0.0, even = 2 * sinPhase * cosPhase        // sin 0, sin 2φ
        var sumOdd = 0.0, sumEven = 0.0
        let fadeStart = 0.37 * sampleRate                             // the guard (0.42) less the fade width (0.05)
        let count = brightness == 0 ? baseCount : fullCount
        // Below the fade (every tone of a graph, in practice) the harmonics need no gain of their own.
        let faded = Double(count) * frequency > fadeStart
        harmonics.withUnsafeBufferPointer { base in
            brightHarmonics.withUnsafeBufferPointer { bright in
                var h = 0
                while h < count {
                    var wOdd = base[h] + brightness * bright[h]
                    var wEven = base[h + 1] + brightness * bright[h + 1]
                    if faded {
                        wOdd *= Self.nyquistFade(Double(h + 1) * frequency, fadeStart: fadeStart, sampleRate: sampleRate)
                        wEven *= Self.nyquistFade(Double(h + 2) * frequency, fadeStart: fadeStart, sampleRate: sampleRate)
                    }
                    sumOdd += wOdd * odd
                    sumEven += wEven * even
                    let nextOdd = twoCos2 * odd - oddPrevious
                    oddPrevious = odd
                    odd = nextOdd
                    let nextEven = twoCos2 * even - evenPrevious
                    evenPrevious = even
                    even = nextEven
                    h += 2
                }
            }
        }
        let sum = sumOdd + sumEven
        return sum * normalization
    }

    /// The gain of a harmonic at `frequency`: 1, fading to 0 over the 5 % of the rate below 0.42 of it.
    @inline(__always)
    private static func nyquistFade(_ frequency: Double, fadeStart: Double, sampleRate: Double) -> Double {
        frequency > fadeStart ? max(0, min(1, (0.42 * sampleRate - frequency) / (0.05 * sampleRate))) : 1
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
