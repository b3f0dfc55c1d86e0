import Foundation

/// The second rendering pass: reads the planned sounds back from the scratch file block by block, applies
/// their gains and the programme gain, limits true peaks and hands the result to the sink while measuring
/// it. Memory holds a block or two, whatever the programme's length.
struct ProgrammeMixer {
    let plan: ProgrammePlan
    let spool: SampleSpool
    /// Frames per block.
    static let blockFrames = 16384

    /// Writes the programme to `sink` at `gainDB` with true peaks held to `ceilingDB`; returns the
    /// loudness measured on what was written.
    func run(gainDB: Double, ceilingDB: Double, into sink: AudioSink,
             progress: ((Double) -> Void)?) throws -> Loudness {
        let channels = plan.channels
        try sink.begin(AudioLayout(sampleRate: plan.sampleRate, channels: channels, frameCount: plan.frameCount,
                                   chapters: plan.chapters))
        let programmeGain = Float(pow(10, gainDB / 20))
        let limiter = TruePeakLimiter(channels: channels, sampleRate: plan.sampleRate, ceiling: Float(pow(10, ceilingDB / 20)))
        var meter = ProgrammeMeter(channels: channels, sampleRate: plan.sampleRate)
        let speech = try SpeechStream(spool: spool, from: plan.speechRate, to: plan.sampleRate)
        var block = [Float](repeating: 0, count: Self.blockFrames * channels)
        var scratch = [Float](repeating: 0, count: Self.blockFrames * channels)
        var next = 0            // the first sound not yet finished
        var started = -1        // the speech sound the stream is reading
        var position = 0
        func emit(_ out: UnsafeBufferPointer<Float>) throws {
            meter.add(out)
            try sink.write(out)
        }
        while position < plan.frameCount {
            let count = min(Self.blockFrames, plan.frameCount - position)
            let end = position + count
            block.withUnsafeMutableBufferPointer { $0.baseAddress!.update(repeating: 0, count: count * channels) }
            var k = next
            while k < plan.sounds.count && plan.sounds[k].start < end {
                let sound = plan.sounds[k]
                let from = max(sound.start, position), to = min(sound.start + sound.frames, end)
                if from < to {
                    let n = to - from
                    let gain = sound.gain * programmeGain
                    let at = (from - position) * channels
                    switch sound.source {
                    case .speech(let offset, let frames):
                        if started != k {
                            try speech.start(offset: offset, frames: frames)
                            started = k
                        }
                        let got = try scratch.withUnsafeMutableBufferPointer {
                            try speech.read(into: UnsafeMutableBufferPointer(rebasing: $0[..<n]))
                        }
                        Self.add(scratch, count: got, gain: gain, into: &block, at: at, spread: channels)
                    case .clip(let offset):
                        let skip = (from - sound.start) * channels
                        try scratch.withUnsafeMutableBufferPointer {
                            try spool.read(Float.self, at: offset + skip * 4, count: n * channels, into: $0)
                        }
                        Self.add(scratch, count: n * channels, gain: gain, into: &block, at: at, spread: 1)
                    }
                }
                if sound.start + sound.frames <= end && k == next { next += 1 }
                k += 1
            }
            try block.withUnsafeBufferPointer { buffer in
                try limiter.process(UnsafeBufferPointer(rebasing: buffer[..<(count * channels)]), emit: emit)
            }
            position = end
            progress?(Double(position) / Double(max(plan.frameCount, 1)))
        }
        try limiter.finish(emit: emit)
        return meter.result()
    }

    /// Adds `count` samples of `source` times `gain` into `block` from index `at`, each to `spread`
    /// consecutive samples (a mono sound on every channel of a frame).
    private static func add(_ source: [Float], count: Int, gain: Float, into block: inout [Float], at: Int, spread: Int) {
        precondition(count <= source.count && at + count * spread <= block.count)
        source.withUnsafeBufferPointer { src in
            block.withUnsafeMutableBufferPointer { dst in
                let s = src.baseAddress!, d = dst.baseAddress! + at
                switch spread {
                case 1: for i in 0..<count { d[i] += s[i] * gain }
                case 2: for i in 0..<count { let v = s[i] * gain; d[2 * i] += v; d[2 * i + 1] += v }
                default: for i in 0..<count { for c in 0..<spread { d[i * spread + c] += s[i] * gain } }
                }
            }
        }
    }
}
