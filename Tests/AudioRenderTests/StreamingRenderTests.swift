import Foundation
import Narration
import Testing
@testable import AudioRender

/// The two-pass streaming renderer: what goes through the scratch file comes back, a sink sees the same
/// programme as memory, the loudness target is met in one pass, and word timings stay whole.
@Suite struct StreamingRenderTests {
    /// In memory (the default bound) and spilled to its file part-way (a bound of 100,000 bytes).
    @Test(arguments: [SampleSpool.memoryBytes, 100_000])
    func spoolGivesBackWhatWasWrittenAndCanDropItsTail(memoryLimit: Int) throws {
        let spool = try SampleSpool(memoryLimit: memoryLimit)
        let a = (0..<300_000).map { Int16(truncatingIfNeeded: $0 * 7) }
        let b = (0..<200_000).map { Float($0) / 7 }
        let offsetA = try a.withUnsafeBufferPointer { try spool.append($0) }
        let offsetB = try b.withUnsafeBufferPointer { try spool.append($0) }
        var backA = [Int16](repeating: 0, count: a.count)
        try backA.withUnsafeMutableBufferPointer { try spool.read(Int16.self, at: offsetA, count: a.count, into: $0) }
        var backB = [Float](repeating: 0, count: 1000)
        try backB.withUnsafeMutableBufferPointer { try spool.read(Float.self, at: offsetB + 4 * 150_000, count: 1000, into: $0) }
        #expect(backA == a)
        #expect(backB == Array(b[150_000..<151_000]))
        try spool.truncate(to: offsetB)
        #expect(spool.size == offsetB)
        try [Float](repeating: 9, count: 10).withUnsafeBufferPointer { _ = try spool.append($0) }
        var nine = [Float](repeating: 0, count: 10)
        try nine.withUnsafeMutableBufferPointer { try spool.read(Float.self, at: offsetB, count: 10, into: $0) }
        #expect(nine == [Float](repeating: 9, count: 10))
        #expect(spool.spilled == (memoryLimit < spool.size))
    }

    @Test func speechStreamResamplesLikeTheOneShotResampler() throws {
        let spool = try SampleSpool()
        let tone = TestSignals.sine(frequency: 440, seconds: 1.3, rate: 22050)
        let pcm = tone.map { Int16(($0 * 32767).rounded()) }
        let offset = try pcm.withUnsafeBufferPointer { try spool.append($0) }
        let stream = try SpeechStream(spool: spool, from: 22050, to: 48000)
        try stream.start(offset: offset, frames: pcm.count)
        var out: [Float] = []
        var chunk = [Float](repeating: 0, count: 1234)
        while stream.produced < stream.length {
            let n = try chunk.withUnsafeMutableBufferPointer { try stream.read(into: $0) }
            out += chunk[..<n]
        }
        let oneShot = try Resampler.resample(pcm.map { Float($0) / 32768 }, from: 22050, to: 48000)
        #expect(out.count == oneShot.count)
        #expect(zip(out, oneShot).allSatisfy { abs($0 - $1) < 2e-3 })
        #expect(abs(TestSignals.frequency(Array(out[2000..<60000]), rate: 48000) - 440) < 0.5)
    }

    final class Chunks: AudioSink {
        var samples: [Float] = []
        var begins = 0
        var layout: AudioLayout?
        func begin(_ layout: AudioLayout) throws { begins += 1; self.layout = layout; samples = [] }
        func write(_ chunk: UnsafeBufferPointer<Float>) throws { samples += chunk }
    }

    @Test func aSinkReceivesTheWholeProgrammeInOrderAfterItsLayout() throws {
        let sink = Chunks()
        let programme = try AudioRenderer().render(script: TestScripts.basic, report: TestScripts.report, into: sink)
        #expect(sink.begins == 1)
        #expect(sink.layout == AudioLayout(sampleRate: 48000, channels: 2, frameCount: programme.frameCount, chapters: programme.chapters))
        #expect(sink.samples.count == programme.frameCount * 2)
        #expect(abs(programme.duration - programme.timeline.duration) < 0.001)
        let measured = AudioRendererTests.measure(RenderedAudio(programme, samples: sink.samples))
        #expect(abs(measured.lufs - programme.loudness.integrated) < 0.01)
    }

    @Test(arguments: [AudioOptions.Channels.stereo, .mono])
    func oneStreamingPassMeetsTheLoudnessTarget(channels: AudioOptions.Channels) throws {
        var options = AudioOptions()
        options.channels = channels
        let audio = try AudioRenderer(options: options).render(script: TestScripts.long, report: TestScripts.report)
        let (lufs, truePeak) = AudioRendererTests.measure(audio)
        #expect(abs(lufs - -16) <= 0.05, "\(channels): \(lufs) LUFS")
        #expect(truePeak <= -1)
        #expect(abs(audio.loudness.integrated - lufs) < 0.001)
        #expect(abs(audio.loudness.truePeak - truePeak) < 0.1)
    }

    @Test func aNumberSaidInSeveralWordsIsOneWordOfTheTimeline() throws {
        let script = BriefingScript(language: "en", voice: "en-us", segments: [
            .speech(SpeechItem(chartID: nil, block: "title", text: "Personal activity, 2024: 48,600 steps.",
                               spokenText: "Personal activity, 2024: 48,600 steps.", voice: "en-us")),
        ])
        let audio = try AudioRenderer().render(script: script, report: TestScripts.report)
        let words = try #require(audio.timeline.segments.first?.words)
        #expect(words.map(\.text) == ["Personal", "activity", "2024", "48,600", "steps"])
        // "twenty twenty-four" takes longer than a short word.
        #expect(words[2].end - words[2].start > 0.4)
    }

    @Test func alignmentIsLinearAndPairsAroundRespelledStretches() {
        // 12,000 display words; every seventh is a number spoken as three words.
        var display: [String] = [], spoken: [String] = []
        for i in 0..<12_000 {
            if i % 7 == 3 {
                display.append("\(i),000")
                spoken += ["number", "\(i)", "thousand"]
            } else {
                display.append("w\(i % 50)")
                spoken.append("w\(i % 50)")
            }
        }
        let clock = ContinuousClock()
        var pairs: [(Int, Int)] = []
        let elapsed = clock.measure { pairs = SpeechTiming.alignment(display, spoken) }
        #expect(pairs.count == display.filter { $0.hasPrefix("w") }.count)
        #expect(pairs.allSatisfy { display[$0.0] == spoken[$0.1] })
        #expect(zip(pairs, pairs.dropFirst()).allSatisfy { $0.0 < $1.0 && $0.1 < $1.1 })
        #expect(elapsed < .seconds(2))
        #expect(SpeechTiming.alignment(["a", "b"], ["a", "b"]).map(\.1) == [0, 1])
    }
}
