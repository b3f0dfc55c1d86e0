import Foundation

/// The K-weighting filter of ITU-R BS.1770 (its coefficients; a `Lane` holds one channel's state): a high shelf (+4 dB above about 1.7 kHz, the
/// head's acoustic effect) followed by the RLB high-pass (about 38 Hz). Both stages are the standard's
/// analogue prototypes brought to the sample rate by the bilinear transform, so at 48 kHz they are the
/// coefficients printed in the standard and at 44.1 kHz they agree with libebur128.
struct KWeighting: Sendable {
    /// Stage coefficients (b0, b1, b2, a1, a2), a0 = 1.
    struct Coefficients: Sendable, Hashable {
        var b0, b1, b2, a1, a2: Double
    }

    let shelf: Coefficients
    let highPass: Coefficients

    init(sampleRate: Int) {
        let fs = Double(sampleRate)
        // Stage 1: high shelf.
        var f0 = 1681.974450955533
        let gainDB = 3.999843853973347
        var q = 0.7071752369554196
        var k = tan(Double.pi * f0 / fs)
        let vh = pow(10, gainDB / 20)
        let vb = pow(vh, 0.4996667741545416)
        var a0 = 1 + k / q + k * k
        shelf = Coefficients(b0: (vh + vb * k / q + k * k) / a0, b1: 2 * (k * k - vh) / a0,
                             b2: (vh - vb * k / q + k * k) / a0, a1: 2 * (k * k - 1) / a0, a2: (1 - k / q + k * k) / a0)
        // Stage 2: RLB high-pass (numerator 1, −2, 1 as in the standard).
        f0 = 38.13547087602444
        q = 0.5003270373238773
        k = tan(Double.pi * f0 / fs)
        a0 = 1 + k / q + k * k
        highPass = Coefficients(b0: 1, b1: -2, b2: 1, a1: 2 * (k * k - 1) / a0, a2: (1 - k / q + k * k) / a0)
    }

    /// One channel's state (the two stages in transposed direct form II) and one step of the filter; loops
    /// that run several channels or cells at once keep one each.
    struct Lane {
        private var s1 = 0.0, s2 = 0.0, h1 = 0.0, h2 = 0.0

        @inline(__always)
        mutating func step(_ x: Double, _ shelf: Coefficients, _ highPass: Coefficients) -> Double {
            let y = shelf.b0 * x + s1
            s1 = shelf.b1 * x - shelf.a1 * y + s2
            s2 = shelf.b2 * x - shelf.a2 * y
            let z = y + h1
            h1 = -2 * y - highPass.a1 * z + h2
            h2 = y - highPass.a2 * z
            return z
        }
    }
}
