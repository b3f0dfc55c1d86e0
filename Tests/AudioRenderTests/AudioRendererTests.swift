import CEbur128
import Foundation
import Narration
import Testing
@testable import AudioRender

@Suite struct AudioRendererTests {
    /// Integrated loudness and true peak measured directly with libebur128.
    static func measure(_ audio: RenderedAudio) -> (lufs: Double, truePeak: Double) {
        let mode = Int32(EBUR128_MODE_I.rawValue | EBUR128_MODE_TRUE_PEAK.rawValue)
        var state = ebur128_init(UInt32(audio.channels), UInt(audio.sampleRate), mode)
        defer { ebur128_destroy(&state) }
        _ = audio.samples.withUnsafeBufferPointer { ebur128_add_frames_float(state, $0.baseAddress, audio.frameCount) }
        var lufs = 0.0
        _ = ebur128_loudness_global(state, &lufs)
        var peak = 0.0
        for c in 0..<audio.channels {
            var p = 0.0
            _ = ebur128_true_peak(state, UInt32(c), &p)
            peak = max(peak, p)
        }
        return (lufs, 20 * log10(peak))
    }

    static func frames(_ audio: RenderedAudio, from start: Double, to end: Double) -> ArraySlice<Float> {
        let a = Int((start * Double(audio.sampleRate)).rounded()) * audio.channels
        let b = Int((end * Double(audio.sampleRate)).rounded()) * audio.channels
        return audio.samples[max(a, 0)..<min(b, audio.samples.count)]
    }

    @Test func renderedScriptHitsMinus16LUFSWithTruePeakBelowMinus1() throws {
        let audio = try AudioRenderer().render(script: TestScripts.basic, report: TestScripts.report)
        let (lufs, truePeak) = Self.measure(audio)
        #expect(abs(lufs - -16) <= 0.5)
        #expect(truePeak <= -1)
        #expect(abs(audio.loudness.integrated - lufs) < 0.01)
    }

    @Test func speechOnlyIsMonoAndGraphsMakeItStereo() throws {
        let speech = try AudioRenderer().render(script: TestScripts.speechOnly, report: TestScripts.report)
        #expect(speech.channels == 1)
        let graphs = try AudioRenderer().render(script: TestScripts.basic, report: TestScripts.report)
        #expect(graphs.channels == 2)
        #expect(graphs.sampleRate == 48000)
        let (lufs, truePeak) = Self.measure(speech)
        #expect(abs(lufs - -16) <= 0.5 && truePeak <= -1)
    }

    @Test func timelineMatchesTheSamples() throws {
        let audio = try AudioRenderer().render(script: TestScripts.basic, report: TestScripts.report)
        let segments = audio.timeline.segments
        #expect(segments.first?.start == 0)
        #expect(abs(audio.timeline.duration - audio.duration) < 0.001)
        for (a, b) in zip(segments, segments.dropFirst()) { #expect(abs(a.end - b.start) < 1e-9) }
        for segment in segments {
            let inside = Self.frames(audio, from: segment.start, to: segment.end)
            if segment.kind == .silence {
                #expect(inside.allSatisfy { $0 == 0 }, "silence at \(segment.start)")
            } else {
                // Sound begins within 10 ms of the segment start and ends within 10 ms of its end.
                let head = Self.frames(audio, from: segment.start, to: segment.start + 0.02)
                let tail = Self.frames(audio, from: segment.end - 0.02, to: segment.end)
                #expect(head.contains { abs($0) > 1e-4 }, "\(segment.kind) at \(segment.start)")
                #expect(tail.contains { abs($0) > 1e-4 } || segment.kind == .sonification, "\(segment.kind) ends at \(segment.end)")
            }
        }
        // Segment kinds in script order, gaps and the explicit pause as silence.
        #expect(segments.map(\.kind) == [.speech, .silence, .speech, .silence, .speech, .silence, .sonification, .silence,
                                         .speech, .silence, .sonification, .silence, .sonification, .silence, .speech])
        let pause = segments[7]
        #expect(abs(pause.end - pause.start - 0.5) < 0.001)
        let gap = segments[1]
        #expect(abs(gap.end - gap.start - 0.35) < 0.001)
    }

    @Test func speechSegmentsCarryDisplayTextSentencesAndSpokenWords() throws {
        let audio = try AudioRenderer().render(script: TestScripts.basic, report: TestScripts.report)
        let short = try #require(audio.timeline.segments.first { $0.text == "Steps rose from 4,000 to 9,500." })
        #expect(short.chart == "steps")
        #expect(short.sentences?.map(\.text) == ["Steps rose from 4,000 to 9,500."])
        #expect(short.words?.map(\.text) == ["Steps", "rose", "from", "four", "thousand", "to", "nine", "thousand", "five", "hundred"])
        let words = try #require(short.words)
        #expect(words.first!.start >= short.start && words.last!.end <= short.end + 1e-9)
        #expect(zip(words, words.dropFirst()).allSatisfy { $0.start < $1.start })
        let outro = try #require(audio.timeline.segments.last)
        #expect(outro.sentences?.map(\.text) == ["That is all.", "Thank you for listening!"])
        let second = try #require(outro.sentences?.last)
        let thank = try #require(outro.words?.first { $0.text == "Thank" })
        #expect(second.start == thank.start)
    }

    @Test func intervalsNameTheirPointsAndGraphsSitBelowSpeech() throws {
        let audio = try AudioRenderer().render(script: TestScripts.basic, report: TestScripts.report)
        let graphs = audio.timeline.segments.filter { $0.kind == .sonification }
        #expect(graphs.map(\.series) == ["Steps", "Steps", "Goal"])
        #expect(graphs.map(\.points) == [nil, [3, 6], nil])
        #expect(abs(graphs[0].end - graphs[0].start - 5) < 0.01)
        func loudness(_ kind: SegmentKind) throws -> Double {
            var samples: [Float] = []
            for s in audio.timeline.segments where s.kind == kind { samples += Self.frames(audio, from: s.start, to: s.end) }
            return try LoudnessMeter.integrated(samples, channels: 2, sampleRate: audio.sampleRate)
        }
        let difference = try loudness(.sonification) - loudness(.speech)
        #expect(abs(difference - -2.5) < 1.5)
    }

    @Test func chaptersStartWithTheirFirstSound() throws {
        let audio = try AudioRenderer().render(script: TestScripts.basic, report: TestScripts.report)
        #expect(audio.chapters.map(\.title) == ["Introduction", "Daily steps", "Summary"])
        #expect(audio.chapters.map(\.chartID) == [nil, "steps", nil])
        #expect(audio.chapters[0].startTime == 0)
        let starts = audio.timeline.segments.filter { $0.kind != .silence }.map(\.start)
        #expect(audio.chapters[1].startTime == starts[1])
        #expect(audio.chapters[2].startTime == starts.last)
    }

    @Test func progressRisesToOne() throws {
        var fractions: [Double] = []
        _ = try AudioRenderer().render(script: TestScripts.speechOnly, report: TestScripts.report) { fractions.append($0) }
        #expect(fractions == fractions.sorted())
        #expect(fractions.last == 1)
        #expect(fractions.count >= 3)
    }

    @Test func cueForAMissingSeriesIsATypedError() {
        let script = BriefingScript(language: "en", voice: "en-us", segments: [
            .sonification(SonificationCue(chartID: "steps", chartIndex: 0, seriesIndex: 7, seriesName: "Nope"))])
        #expect(throws: AudioRenderError.missingSeries(chartID: "steps", seriesIndex: 7)) {
            try AudioRenderer().render(script: script, report: TestScripts.report)
        }
    }

    @Test func mixesAt44100WhenAsked() throws {
        let audio = try AudioRenderer(options: AudioOptions(sampleRate: 44100)).render(script: TestScripts.basic, report: TestScripts.report)
        #expect(audio.sampleRate == 44100)
        let (lufs, truePeak) = Self.measure(audio)
        #expect(abs(lufs - -16) <= 0.5 && truePeak <= -1)
        #expect(throws: AudioRenderError.unsupportedSampleRate(22050)) {
            try AudioRenderer(options: AudioOptions(sampleRate: 22050)).render(script: TestScripts.basic, report: TestScripts.report)
        }
    }

    @Test func twoMinuteBriefingRenderTime() throws {
        let clock = ContinuousClock()
        var audio: RenderedAudio?
        let elapsed = try clock.measure {
            audio = try AudioRenderer().render(script: TestScripts.long, report: TestScripts.report)
        }
        let rendered = try #require(audio)
        let (lufs, truePeak) = Self.measure(rendered)
        print("benchmark: \(String(format: "%.1f", rendered.duration)) s of audio rendered in \(elapsed); "
              + "\(String(format: "%.2f", lufs)) LUFS, \(String(format: "%.2f", truePeak)) dBTP")
        #expect(rendered.duration > 100)
        #expect(abs(lufs - -16) <= 0.5 && truePeak <= -1)
    }
}

@Suite struct MandarinRenderTests {
    @Test func chineseDisplayTextWithPinyinSpeechGetsSentenceTimesAndSpokenWords() throws {
        let script = BriefingScript(language: "zh", voice: "cmn-latn-pinyin", segments: [
            .speech(SpeechItem(chartID: "steps", block: "short", text: "每日步数稳步上升。三月最高。",
                               spokenText: "mei3 ri4 bu4 shu4 wen3 bu4 shang4 sheng1. san1 yue4 zui4 gao1.",
                               voice: "cmn-latn-pinyin")),
        ])
        let audio = try AudioRenderer().render(script: script, report: TestScripts.report)
        let segment = try #require(audio.timeline.segments.first)
        #expect(segment.text == "每日步数稳步上升。三月最高。")
        #expect(segment.sentences?.map(\.text) == ["每日步数稳步上升。", "三月最高。"])
        let words = try #require(segment.words)
        #expect(words.map(\.text) == ["mei3", "ri4", "bu4", "shu4", "wen3", "bu4", "shang4", "sheng1", "san1", "yue4", "zui4", "gao1"])
        // The second sentence starts when "san1" is spoken.
        #expect(segment.sentences?[1].start == words[8].start)
        #expect(segment.sentences![1].start > segment.start + 1)
        let vtt = CaptionWriter().webVTT(audio.timeline)
        #expect(vtt.contains("\n三月最高。\n"))
    }
}
