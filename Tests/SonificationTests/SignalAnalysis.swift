import Foundation

/// Small DSP measurements for checking rendered audio: written here, independent of the code under test.
enum SignalAnalysis {
    /// Frequency from upward zero crossings (linearly interpolated) between the first and the last one.
    /// Exact for any waveform that crosses zero twice per period.
    static func zeroCrossingFrequency(_ s: ArraySlice<Float>, sampleRate: Double) -> Double {
        var crossings: [Double] = []
        var i = s.startIndex + 1
        while i < s.endIndex {
            let a = Double(s[i - 1]), b = Double(s[i])
            if a < 0 && b >= 0 { crossings.append(Double(i - 1) + (-a) / (b - a)) }
            i += 1
        }
        guard crossings.count >= 2 else { return 0 }
        return Double(crossings.count - 1) * sampleRate / (crossings.last! - crossings.first!)
    }

    /// Pitch by normalized autocorrelation: the shortest lag whose peak is within 10 % of the best,
    /// refined by parabolic interpolation (avoids octave errors on harmonic-rich tones).
    static func autocorrelationPitch(_ s: ArraySlice<Float>, sampleRate: Double,
                                     minHz: Double = 100, maxHz: Double = 1200) -> Double {
        let x = s.map(Double.init)
        let minLag = max(2, Int(sampleRate / maxHz) - 1)
        let maxLag = min(x.count / 2, Int(sampleRate / minHz) + 1)
        guard maxLag > minLag + 2 else { return 0 }
        var r = [Double](repeating: 0, count: maxLag + 2)
        for lag in (minLag - 1)...(maxLag + 1) {
            var num = 0.0, e0 = 0.0, e1 = 0.0
            for i in 0..<(x.count - lag) {
                num += x[i] * x[i + lag]
                e0 += x[i] * x[i]
                e1 += x[i + lag] * x[i + lag]
            }
            r[lag] = e0 > 0 && e1 > 0 ? num / (e0 * e1).squareRoot() : 0
        }
        var best = -Double.infinity
        for lag in minLag...maxLag { best = max(best, r[lag]) }
        for lag in minLag...maxLag where r[lag] >= r[lag - 1] && r[lag] >= r[lag + 1] && r[lag] >= 0.9 * best {
            let a = r[lag - 1], b = r[lag], c = r[lag + 1]
            let denominator = a - 2 * b + c
            let shift = denominator != 0 ? 0.5 * (a - c) / denominator : 0
            return sampleRate / (Double(lag) + shift)
        }
        return 0
    }

    /// Power of one frequency (Goertzel), normalized by the number of samples.
    static func goertzelPower(_ s: ArraySlice<Float>, frequency: Double, sampleRate: Double) -> Double {
        let w = 2 * Double.pi * frequency / sampleRate
        let coefficient = 2 * cos(w)
        var s1 = 0.0, s2 = 0.0
        for v in s {
            let s0 = Double(v) + coefficient * s1 - s2
            s2 = s1
            s1 = s0
        }
        let power = s1 * s1 + s2 * s2 - coefficient * s1 * s2
        return power / Double(s.count * s.count)
    }

    /// Sum of squares.
    static func energy(_ s: ArraySlice<Float>) -> Double { s.reduce(0) { $0 + Double($1) * Double($1) } }

    /// Root mean square.
    static func rms(_ s: ArraySlice<Float>) -> Double { s.isEmpty ? 0 : (energy(s) / Double(s.count)).squareRoot() }

    /// Largest absolute difference between neighbouring samples.
    static func maxJump(_ s: ArraySlice<Float>) -> Float {
        var m: Float = 0
        var i = s.startIndex + 1
        while i < s.endIndex {
            m = max(m, abs(s[i] - s[i - 1]))
            i += 1
        }
        return m
    }

    /// Spearman rank correlation (average ranks for ties).
    static func spearman(_ a: [Double], _ b: [Double]) -> Double {
        let ra = ranks(a), rb = ranks(b)
        let n = Double(a.count)
        let ma = ra.reduce(0, +) / n, mb = rb.reduce(0, +) / n
        var num = 0.0, da = 0.0, db = 0.0
        for i in a.indices {
            num += (ra[i] - ma) * (rb[i] - mb)
            da += (ra[i] - ma) * (ra[i] - ma)
            db += (rb[i] - mb) * (rb[i] - mb)
        }
        return num / (da * db).squareRoot()
    }

    private static func ranks(_ v: [Double]) -> [Double] {
        let order = v.indices.sorted { v[$0] < v[$1] }
        var r = [Double](repeating: 0, count: v.count)
        var i = 0
        while i < order.count {
            var j = i
            while j + 1 < order.count && v[order[j + 1]] == v[order[i]] { j += 1 }
            for k in i...j { r[order[k]] = Double(i + j) / 2 + 1 }
            i = j + 1
        }
        return r
    }
}

/// A fixed-seed linear congruential generator, so "random" test data is the same on every run.
struct SeededGenerator: RandomNumberGenerator {
    private var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state = state &* 6364136223846793005 &+ 1442695040888963407
        return state
    }
}
