import Foundation

/// Predicts the programme's loudness after the true-peak limiter, so one streaming pass can hit the target.
///
/// Limiting takes energy off the loudest syllables: at −16 LUFS mono speech loses about 0.7 LU of it.
/// The first pass records, per millisecond tick, each sound's sample peak and K-weighted energy (spooled,
/// eight bytes a tick); the model runs the limiter's gain curve (`GainSmoother`) over the ticks for a given
/// programme gain and sums the energy left in each 100 ms cell. `gain(forTarget:)` then finds the gain whose
/// limited loudness is the target.
struct LimiterModel {
    /// One millisecond of one sound.
    struct Tick: BitwiseCopyable {
        var peak: Float
        var energy: Float
    }

    /// A sound's ticks in the spool.
    struct Run {
        var sound: Int
        var firstTick: Int
        var count: Int
        var offset: Int
    }

    static func tickFrames(sampleRate: Int) -> Int { max(1, sampleRate / 1000) }

    let sampleRate: Int
    let frameCount: Int
    let runs: [Run]
    let spool: SampleSpool
    var lookahead = 0.005
    var release = 0.08

    /// Integrated loudness (LUFS) after `gainDB` and limiting at `ceilingDB`, with each sound at `soundGains[i]`.
    /// `energyFactors[i]` corrects sound i's recorded energy.
    func loudness(gainDB: Double, ceilingDB: Double, soundGains: [Float], energyFactors: [Float]) throws -> Double {
        let tickFrames = Self.tickFrames(sampleRate: sampleRate)
        let tickSeconds = Double(tickFrames) / Double(sampleRate)
        let w = max(1, Int((lookahead / tickSeconds).rounded()))
        var smoother = GainSmoother(window: w, releaseCoefficient: Float(exp(-tickSeconds / release)))
        let g = Float(pow(10, gainDB / 20))
        let ceiling = Float(pow(10, ceilingDB / 20))
        var cells = LoudnessCells(sampleRate: sampleRate)
        let totalTicks = (frameCount + tickFrames - 1) / tickFrames
        let block = 65536
        var peaks = [Float](repeating: 0, count: block + 2 * w + 1)
        var energy = peaks
        var needed = peaks
        var gains = peaks
        var buffer: [Tick] = []
        var r = 0
        var t0 = 0
        while t0 < totalTicks {
            let count = min(block, totalTicks - t0)
            let lo = t0 - w, hi = t0 + count + w   // ticks lo ..< hi
            for i in 0..<(hi - lo) { peaks[i] = 0; energy[i] = 0 }
            while r < runs.count && runs[r].firstTick + runs[r].count <= lo { r += 1 }
            var k = r
            while k < runs.count && runs[k].firstTick < hi {
                let run = runs[k]
                let from = max(run.firstTick, lo), to = min(run.firstTick + run.count, hi)
                if from < to {
                    let n = to - from
                    if buffer.count < n { buffer = [Tick](repeating: Tick(peak: 0, energy: 0), count: n) }
                    try buffer.withUnsafeMutableBufferPointer {
                        try spool.read(Tick.self, at: run.offset + (from - run.firstTick) * MemoryLayout<Tick>.stride,
                                       count: n, into: $0)
                    }
                    let sg = soundGains[run.sound]
                    let scale = sg * sg * energyFactors[run.sound]
                    for i in 0..<n {
                        peaks[from - lo + i] = max(peaks[from - lo + i], buffer[i].peak * sg * g)
                        energy[from - lo + i] += buffer[i].energy * scale
                    }
                }
                k += 1
            }
            for i in 0..<(hi - lo) { needed[i] = peaks[i] > ceiling ? ceiling / peaks[i] : 1 }
            let gg = Double(g) * Double(g)
            needed.withUnsafeBufferPointer { need in
                _ = gains.withUnsafeMutableBufferPointer { smoother.run(needed: need, count: count, gains: $0) }
            }
            for t in 0..<count {
                let e = Double(energy[t + w])
                guard e > 0 else { continue }
                let gain = Double(gains[t])
                cells.add(e * gg * gain * gain, cell: (t0 + t) * tickFrames / cells.cellFrames)
            }
            t0 += count
        }
        return cells.integrated(frames: frameCount)
    }

    /// The programme gain (dB) whose limited loudness is `target`, starting from the unlimited estimate
    /// `unlimitedDB`; a few evaluations of `loudness`, stopping within 0.01 LU.
    func gain(forTarget target: Double, unlimitedDB: Double, ceilingDB: Double, soundGains: [Float],
              energyFactors: [Float]) throws -> Double {
        var gainDB = unlimitedDB
        for _ in 0..<5 {
            let l = try loudness(gainDB: gainDB, ceilingDB: ceilingDB, soundGains: soundGains, energyFactors: energyFactors)
            guard l.isFinite else { return unlimitedDB }
            let miss = target - l
            if abs(miss) < 0.01 { break }
            gainDB += miss
        }
        return gainDB
    }
}
