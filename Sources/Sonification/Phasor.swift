/// A unit vector (cos φ, sin φ) turned by the phase step of each sample, so an oscillator needs no `sin`
/// or `cos` call per sample. The step's own sine and cosine come from their Taylor series, exact to about
/// 1e-12 for the steps of audible tones (below a quarter turn), and the vector is renormalized now and then
/// so rounding cannot make it drift.
struct Phasor {
    private(set) var cos: Double = 1
    private(set) var sin: Double = 0
    private var steps = 0
    /// The last step and its cosine and sine: a steady tone turns by the same step every sample.
    private var lastDelta = 0.0, stepCos = 1.0, stepSin = 0.0

    /// Starts at phase `phase` (radians).
    init(phase: Double = 0) {
        cos = Foundation.cos(phase)
        sin = Foundation.sin(phase)
    }

    /// Turns by `delta` radians (|delta| small: the step of one sample).
    @inline(__always)
    mutating func advance(by delta: Double) {
        if delta != lastDelta {
            let d2 = delta * delta
            stepCos = 1 - d2 * (0.5 - d2 * (1.0 / 24 - d2 * (1.0 / 720 - d2 / 40320)))
            stepSin = delta * (1 - d2 * (1.0 / 6 - d2 * (1.0 / 120 - d2 * (1.0 / 5040 - d2 / 362880))))
            lastDelta = delta
        }
        let c = stepCos, s = stepSin
        let x = cos * c - sin * s
        let y = sin * c + cos * s
        cos = x
        sin = y
        steps += 1
        if steps & 1023 == 0 {
            let k = 1 / (x * x + y * y).squareRoot()
            cos *= k
            sin *= k
        }
    }
}

import Foundation
