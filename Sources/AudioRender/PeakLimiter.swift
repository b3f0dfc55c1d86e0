import Foundation

/// A look-ahead peak limiter: the gain falls smoothly *before* a peak, so no sample exceeds the ceiling
/// and nothing is clipped. Channels are linked (one gain for all), which keeps the stereo image.
struct PeakLimiter {
    /// Highest allowed sample magnitude (linear).
    var ceiling: Float
    /// How far ahead the gain starts to fall, in seconds (also the attack time).
    var lookahead: Double = 0.005
    /// Time constant of the gain's return towards 1, in seconds.
    var release: Double = 0.08

    /// Limits interleaved `samples` in place.
    func apply(_ samples: inout [Float], channels: Int, sampleRate: Int) {
        let frames = samples.count / channels
        guard frames > 0 else { return }
        // Gain each frame needs on its own.
        var needed = [Float](repeating: 1, count: frames)
        var any = false
        for f in 0..<frames {
            var peak: Float = 0
            for c in 0..<channels { peak = max(peak, abs(samples[f * channels + c])) }
            if peak > ceiling { needed[f] = ceiling / peak; any = true }
        }
        guard any else { return }
        let window = max(1, Int(lookahead * Double(sampleRate)))
        // held[j] = min(needed[j ... j+window]) (monotonic deque); the box average of held over
        // [n-window, n] is then ≤ needed[n], so peaks are met exactly while the gain ramps smoothly.
        var held = [Float](repeating: 1, count: frames)
        var deque = [Int]()
        deque.reserveCapacity(window + 1)
        var head = 0
        var next = 0
        for j in 0..<frames {
            while next < frames && next <= j + window {
                while deque.count > head && needed[deque[deque.count - 1]] >= needed[next] { deque.removeLast() }
                deque.append(next)
                next += 1
            }
            while deque[head] < j { head += 1 }
            held[j] = needed[deque[head]]
            if head > 4096 { deque.removeFirst(head); head = 0 }
        }
        let releaseCoefficient = Float(exp(-1 / (release * Double(sampleRate))))
        var sum: Double = 0
        var gain: Float = 1
        for n in 0..<frames {
            sum += Double(held[n])
            let count: Int
            if n > window { sum -= Double(held[n - window - 1]); count = window + 1 } else { count = n + 1 }
            // Frames before the start count as gain 1.
            let average = Float((sum + Double(window + 1 - count)) / Double(window + 1))
            let target = min(average, needed[n])
            gain = target < gain ? target : target + (gain - target) * releaseCoefficient
            for c in 0..<channels { samples[n * channels + c] *= gain }
        }
    }
}
