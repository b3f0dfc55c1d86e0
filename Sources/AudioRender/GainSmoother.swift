import Foundation

/// The gain curve of the look-ahead limiter: given the gain each step needs on its own (`needed`, ≤ 1), a
/// gain that is never above it, falls smoothly *before* it is needed and returns exponentially.
///
/// held[j] = min(needed[j … j+w]); the box average of held over [t−w, t] is then ≤ needed[t], so every step
/// gets at most what it needs while the gain ramps over w steps; the release follows a one-pole curve and
/// snaps to exactly 1 within a millionth of it. Work is spent only where it matters: stretches with a
/// reduction in reach get the full computation (minima by van Herk / Gil–Werman), releasing stretches only
/// the one-pole step, and stretches at rest nothing. The state (the gain) carries from block to block.
struct GainSmoother {
    /// Look-ahead in steps.
    let window: Int
    let releaseCoefficient: Float
    /// The current gain (1 at rest).
    private(set) var gain: Float = 1
    private var held: [Float] = []
    private var prefix: [Float] = []
    private var suffix: [Float] = []
    private var reducedBefore: [Int] = []
    /// c¹ … c^span of the release coefficient c.
    private let releasePowers: [Float]
    private static let span = 64

    init(window: Int, releaseCoefficient: Float) {
        self.window = window
        self.releaseCoefficient = releaseCoefficient
        releasePowers = (1...Self.span).map { Float(pow(Double(releaseCoefficient), Double($0))) }
    }

    /// Runs `count` steps. `needed` holds steps −w … count + w − 1 relative to the first (count + 2w positive values);
    /// `gains` receives each step's gain. Returns false when every gain was 1 (nothing to apply).
    mutating func run(needed: UnsafeBufferPointer<Float>, count: Int, gains: UnsafeMutableBufferPointer<Float>) -> Bool {
        let w = window, span = Self.span
        let total = count + 2 * w
        // reducedBefore[s] = how many of the first s spans of `needed` hold a value below 1.
        let spans = (total + span - 1) / span
        if reducedBefore.count < spans + 1 { reducedBefore = [Int](repeating: 0, count: spans + 1) }
        for s in 0..<spans {
            let low = SampleScan.smallestPositive(needed.baseAddress! + s * span, count: min(total, (s + 1) * span) - s * span)
            reducedBefore[s + 1] = reducedBefore[s] + (low < 1 ? 1 : 0)
        }
        /// Whether steps [a, b) have a reduction within reach (needed indices a ..< b + 2w).
        func active(_ a: Int, _ b: Int) -> Bool {
            reducedBefore[min(spans, (b + 2 * w + span - 1) / span)] - reducedBefore[a / span] > 0
        }
        var anyBelowOne = false
        var t = 0
        while t < count {
            var end = min(t + span, count)
            if active(t, end) {
                while end < count && active(end, min(end + span, count)) { end = min(end + span, count) }
                smooth(needed: needed, from: t, to: end, gains: gains)
                anyBelowOne = true
            } else if gain != 1 {
                // At rest ahead: the release in closed form, 1 − (1 − g)·c^(i+1), with no chain between steps.
                let d = 1 - gain
                releasePowers.withUnsafeBufferPointer { powers in
                    let c = powers.baseAddress!, out = gains.baseAddress! + t
                    for i in 0..<(end - t) {
                        let r = d * c[i]
                        out[i] = r < 1e-6 ? 1 : 1 - r
                    }
                }
                gain = gains[end - 1]
                anyBelowOne = true
            } else {
                for i in t..<end { gains[i] = 1 }
            }
            t = end
        }
        return anyBelowOne
    }

    /// The full computation for steps [a, b).
    private mutating func smooth(needed: UnsafeBufferPointer<Float>, from a: Int, to b: Int,
                                 gains: UnsafeMutableBufferPointer<Float>) {
        let w = window
        // held for indices a ..< b + w (index k is step k − w), from needed a ..< b + 2w.
        let n = b - a + w
        let m = n + w
        if held.count < n { held = [Float](repeating: 1, count: n) }
        if prefix.count < m { prefix = [Float](repeating: 1, count: m); suffix = prefix }
        let k = w + 1
        prefix.withUnsafeMutableBufferPointer { g in
            suffix.withUnsafeMutableBufferPointer { h in
                var s = 0
                while s < m {
                    let e = min(s + k, m)
                    g[s] = needed[a + s]
                    var i = s + 1
                    while i < e { g[i] = min(g[i - 1], needed[a + i]); i += 1 }
                    h[e - 1] = needed[a + e - 1]
                    i = e - 2
                    while i >= s { h[i] = min(h[i + 1], needed[a + i]); i -= 1 }
                    s = e
                }
                held.withUnsafeMutableBufferPointer { held in
                    for j in 0..<n { held[j] = min(h[j], g[j + w]) }
                }
            }
        }
        var sum = 0.0
        for i in 0...w { sum += Double(held[i]) }
        let norm = 1 / Double(w + 1)
        var g = gain
        let release = releaseCoefficient
        held.withUnsafeBufferPointer { held in
            for t in 0..<(b - a) {
                let i = t + w
                if t > 0 { sum += Double(held[i]) - Double(held[i - w - 1]) }
                let target = min(Float(sum * norm), needed[a + i])
                if target < g {
                    g = target
                } else if g != 1 {
                    g = target + (g - target) * release
                    // Float rounding would leave the release a hair below 1 forever; at rest is exactly 1.
                    if g > 1 - 1e-6 && target == 1 { g = 1 }
                }
                gains[a + t] = g
            }
        }
        gain = g
    }
}
