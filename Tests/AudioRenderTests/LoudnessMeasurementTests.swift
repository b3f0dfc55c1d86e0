import CEbur128
import Foundation
import Testing
@testable import AudioRender

/// Our streaming BS.1770 meter, true-peak interpolator and limiter against libebur128, the reference.
@Suite struct LoudnessMeasurementTests {
    /// libebur128's integrated loudness and true peak (dBTP) of interleaved samples.
    static func reference(_ samples: [Float], channels: Int, rate: Int) -> (lufs: Double, truePeak: Double) {
        let mode = Int32(EBUR128_MODE_I.rawValue | EBUR128_MODE_TRUE_PEAK.rawValue)
        var state = ebur128_init(UInt32(channels), UInt(rate), mode)
        defer { ebur128_destroy(&state) }
        _ = samples.withUnsafeBufferPointer { ebur128_add_frames_float(state, $0.baseAddress, samples.count / channels) }
        var lufs = 0.0
        _ = ebur128_loudness_global(state, &lufs)
        var peak = 0.0
        for c in 0..<channels {
            var p = 0.0
            _ = ebur128_true_peak(state, UInt32(c), &p)
            peak = max(peak, p)
        }
        return (lufs, 20 * log10(peak))
    }

    /// Our meter fed in chunks of `chunk` frames.
    static func measure(_ samples: [Float], channels: Int, rate: Int, chunk: Int) -> Loudness {
        var meter = ProgrammeMeter(channels: channels, sampleRate: rate)
        samples.withUnsafeBufferPointer { all in
            var i = 0
            while i < all.count {
                let end = min(i + chunk * channels, all.count)
                meter.add(UnsafeBufferPointer(rebasing: all[i..<end]))
                i = end
            }
        }
        return meter.result()
    }

    /// Seconds of a programme-like signal: tones that glide and pause, noise bursts, silence, and a
    /// stretch where both channels are the same (speech in stereo).
    static func programme(seconds: Double, rate: Int, channels: Int) -> [Float] {
        var state: UInt64 = 7
        func noise() -> Float {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return Float(Double(state >> 11) / Double(1 << 53) - 0.5)
        }
        let n = Int(seconds * Double(rate))
        var out = [Float](repeating: 0, count: n * channels)
        var phase = 0.0
        for i in 0..<n {
            let t = Double(i) / Double(rate)
            let section = Int(t / 1.3) % 4
            let f = 200 + 600 * (0.5 + 0.5 * sin(t * 0.7))
            phase += 2 * Double.pi * f / Double(rate)
            let tone = Float(0.4 * sin(phase) * (0.5 + 0.5 * sin(t * 3)))
            let burst = section == 2 ? 0.6 * noise() : 0
            let left = section == 3 ? 0 : tone + burst
            for c in 0..<channels {
                out[i * channels + c] = section == 1 || c == 0 ? left : tone * 0.7 - burst
            }
        }
        return out
    }

    @Test(arguments: [(48000, 2), (48000, 1), (44100, 2)])
    func meterAgreesWithLibebur128(rate: Int, channels: Int) {
        let samples = Self.programme(seconds: 12.3, rate: rate, channels: channels)
        let reference = Self.reference(samples, channels: channels, rate: rate)
        for chunk in [1000, 16384, 77777] {
            let ours = Self.measure(samples, channels: channels, rate: rate, chunk: chunk)
            #expect(abs(ours.integrated - reference.lufs) < 0.001, "chunk \(chunk): \(ours.integrated) vs \(reference.lufs)")
            #expect(abs(ours.truePeak - reference.truePeak) < 0.1, "chunk \(chunk): \(ours.truePeak) vs \(reference.truePeak) dBTP")
        }
    }

    @Test func truePeakFindsTheOverBetweenSamples() {
        // A sine at a quarter of the rate, sampled 45° off its crest: samples reach 0.707 of the true peak.
        let rate = 48000
        let samples = (0..<48000).map { Float(0.9 * sin(Double.pi / 2 * Double($0) + Double.pi / 4)) }
        let ours = Self.measure(samples, channels: 1, rate: rate, chunk: 4096)
        let samplePeak = 20 * log10(Double(samples.map(abs).max()!))
        #expect(abs(ours.truePeak - 20 * log10(0.9)) < 0.1)
        #expect(ours.truePeak > samplePeak + 2.5)
        #expect(abs(ours.truePeak - Self.reference(samples, channels: 1, rate: rate).truePeak) < 0.1)
    }

    @Test func truePeakLimitBoundsEveryInterpolatedPointOfAnySignal() {
        // Smooth tones, noise, alternating full-scale samples (the worst case for the step bound) and steps.
        var state: UInt64 = 3
        func noise() -> Float {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return Float(Double(state >> 11) / Double(1 << 53) * 2 - 1)
        }
        let signals: [[Float]] = [
            (0..<4000).map { Float(0.9 * sin(Double($0) * 0.07)) },
            (0..<4000).map { Float(0.7 * sin(Double($0) * 2.9)) },
            (0..<4000).map { _ in noise() },
            (0..<4000).map { $0 % 2 == 0 ? 1 : -1 },
            (0..<4000).map { $0 % 300 < 150 ? 0.8 : -0.8 },
        ]
        for x in signals {
            x.withUnsafeBufferPointer { buffer in TruePeak.taps.withUnsafeBufferPointer { taps in
                let p = buffer.baseAddress!
                for n in 5..<(x.count - 7) {
                    let window = UnsafeBufferPointer(rebasing: buffer[(n - 5)...(n + 6)])
                    let samplePeak = SampleScan.peak(window.baseAddress!, count: 12)
                    let stepPeak = SampleScan.stepPeak(window.baseAddress!, count: 11, stride: 1)
                    let point = TruePeak.between(p, frame: n, channel: 0, channels: 1, taps: taps.baseAddress!)
                    #expect(point <= TruePeak.limit(samplePeak: samplePeak, stepPeak: stepPeak))
                }
            } }
        }
        // For a smooth loud tone the bound is within a dB of the samples, where Σ|taps| is 5.4 dB above.
        let tone = signals[0]
        let limit = TruePeak.limit(samplePeak: 0.9, stepPeak: SampleScan.stepPeak(tone, count: tone.count - 1, stride: 1))
        #expect(limit < 0.9 * 1.13 && TruePeak.bound > 1.8)
    }

    @Test func spanTableAgreesWithPlainScans() {
        var state: UInt64 = 5
        let x: [Float] = (0..<(2 * 1000)).map { _ in
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return Float(Double(state >> 11) / Double(1 << 53) - 0.5)
        }
        for (channels, start, lowest) in [(2, 7, 1), (1, 40, 0), (2, 20, 0)] {
            let frames = x.count / channels
            let count = (frames - start) / 16 + 2
            let table = SampleScan.spanTable(x, start: start, count: count, lowest: lowest, end: frames, channels: channels)
            for q in 0..<count {
                let a = max(lowest, start + (q - 1) * 16), b = min(frames, start + q * 16)
                var peak: Float = 0, step: Float = 0
                if a < b {
                    for f in a..<b {
                        for c in 0..<channels {
                            peak = max(peak, abs(x[f * channels + c]))
                            if f + 1 < frames { step = max(step, abs(x[(f + 1) * channels + c] - x[f * channels + c])) }
                        }
                    }
                }
                #expect(table.peaks[q] == peak && table.steps[q] == step, "channels \(channels), run \(q)")
            }
        }
    }

    @Test func silenceMeasuresMinusInfinity() {
        let ours = Self.measure([Float](repeating: 0, count: 96000), channels: 2, rate: 48000, chunk: 5000)
        #expect(ours.integrated == -.infinity && ours.truePeak == -.infinity)
    }

    /// The limiter's output, fed in chunks of `chunk` frames.
    static func limit(_ samples: [Float], channels: Int, ceiling: Float, chunk: Int) -> [Float] {
        let limiter = TruePeakLimiter(channels: channels, sampleRate: 48000, ceiling: ceiling)
        var out: [Float] = []
        samples.withUnsafeBufferPointer { all in
            var i = 0
            while i < all.count {
                let end = min(i + chunk * channels, all.count)
                limiter.process(UnsafeBufferPointer(rebasing: all[i..<end])) { out.append(contentsOf: $0) }
                i = end
            }
        }
        limiter.finish { out.append(contentsOf: $0) }
        return out
    }

    @Test func limiterHoldsTheTruePeakAndDoesNotDependOnChunking() {
        let loud = Self.programme(seconds: 6, rate: 48000, channels: 2).map { $0 * 2.2 }
        let ceiling = Float(pow(10, -1.3 / 20))
        let a = Self.limit(loud, channels: 2, ceiling: ceiling, chunk: 1000)
        let b = Self.limit(loud, channels: 2, ceiling: ceiling, chunk: 50000)
        #expect(a.count == loud.count)
        #expect(a == b)
        #expect(Self.reference(loud, channels: 2, rate: 48000).truePeak > 3)
        #expect(Self.reference(a, channels: 2, rate: 48000).truePeak <= -1.2)
        // Output is aligned with the input: where the input is quiet, it passes unchanged.
        let quiet = (0..<a.count).filter { abs(loud[$0]) < 0.05 }
        #expect(quiet.count > 1000)
    }

    @Test func limiterPassesAQuietSignalBitForBit() {
        let quiet = Self.programme(seconds: 3, rate: 48000, channels: 2).map { $0 * 0.5 }
        #expect(Self.limit(quiet, channels: 2, ceiling: 0.86, chunk: 3000) == quiet)
    }

    @Test func releaseReturnsExactlyToOne() {
        var smoother = GainSmoother(window: 4, releaseCoefficient: 0.9)
        var needed = [Float](repeating: 1, count: 400 + 8)
        needed[10] = 0.5
        var gains = [Float](repeating: 0, count: 400)
        _ = needed.withUnsafeBufferPointer { n in gains.withUnsafeMutableBufferPointer { smoother.run(needed: n, count: 400, gains: $0) } }
        #expect(gains[6] <= 0.5 + 1e-6 && gains[6] > 0.49)
        #expect(gains[2] < 1 && gains[2] > 0.5, "the gain falls before the peak")
        #expect(gains.last == 1 && smoother.gain == 1)
        #expect(zip(gains.dropFirst(7), gains.dropFirst(8)).allSatisfy { $0 <= $1 }, "then it only rises")
    }
}
