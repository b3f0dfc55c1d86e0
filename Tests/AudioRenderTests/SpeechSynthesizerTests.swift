import Testing
@testable import AudioRender

@Suite struct SpeechSynthesizerTests {
    let synthesizer = SpeechSynthesizer()

    @Test func speaksNonSilentAudioAt22050WithWordEvents() throws {
        let text = "Daily steps rose steadily in March."
        let speech = try synthesizer.speak(text, voice: "en-us")
        #expect(speech.sampleRate == 22050)
        #expect(speech.duration > 1 && speech.duration < 5)
        #expect(TestSignals.rms(speech.samples[...]) > 0.01)
        let words = speech.words.map { String(Array(text.unicodeScalars)[$0.textOffset..<($0.textOffset + $0.textLength)].map(Character.init)) }
        #expect(words == ["Daily", "steps", "rose", "steadily", "in", "March"])
        #expect(speech.words.map(\.time) == speech.words.map(\.time).sorted())
        #expect(speech.words.allSatisfy { $0.textLength > 0 })
    }

    @Test func missingVoiceIsATypedErrorThatSaysHowToListVoices() {
        #expect(throws: AudioRenderError.voiceNotFound("xx-no-such-voice")) {
            try synthesizer.speak("Hello", voice: "xx-no-such-voice")
        }
        #expect(AudioRenderError.voiceNotFound("x").description.contains("espeak-ng --voices"))
    }

    @Test func languageTagsResolveLikeTheCommandLine() throws {
        let british = try synthesizer.speak("Hello.", voice: "en-gb")
        #expect(british.duration > 0.2)
    }

    @Test func rateChangesDuration() throws {
        let text = "The quick brown fox jumps over the lazy dog."
        let slow = try SpeechSynthesizer(rate: 120).speak(text, voice: "en-us")
        let fast = try SpeechSynthesizer(rate: 300).speak(text, voice: "en-us")
        #expect(slow.duration > fast.duration * 1.5)
    }

    @Test func concurrentCallsGiveTheSameOutputAsSequentialOnes() async throws {
        let texts = (1...8).map { "Series \($0) rose by \($0 * 12) percent over the year, then fell." }
        let voices = ["en-us", "en-gb", "de", "fr"]
        let sequential = try texts.enumerated().map { try synthesizer.speak($1, voice: voices[$0 % voices.count]) }
        let shared = synthesizer
        let concurrent = try await withThrowingTaskGroup(of: (Int, SynthesizedSpeech).self) { group in
            for (i, text) in texts.enumerated() {
                group.addTask { (i, try shared.speak(text, voice: voices[i % voices.count])) }
            }
            var results = [SynthesizedSpeech?](repeating: nil, count: texts.count)
            for try await (i, speech) in group { results[i] = speech }
            return results.compactMap { $0 }
        }
        // espeak-ng keeps state across calls (e.g. a function-static pitch-flutter index in wavegen.c), so
        // even two sequential calls of the same text differ slightly in phase and length. Corruption from
        // unserialised calls shows up as different words, lengths or loudness contours.
        #expect(concurrent.count == sequential.count)
        for (a, b) in zip(concurrent, sequential) {
            #expect(a.words.map(\.textOffset) == b.words.map(\.textOffset))
            #expect(abs(a.duration - b.duration) < 0.03 * b.duration)
            #expect(zip(a.words, b.words).allSatisfy { abs($0.time - $1.time) < 0.1 })
            // Measured over 24 pairs with the stretch: 0.82 to 0.99 (0.80 once without it, which made the test
            // flaky). In the full suite other tests speak at the same time and move espeak-ng's state between the
            // two runs: 0.46 and 0.64 were seen there (2026-12-01), with words and lengths still matching.
            // Mixed-up texts fail the word and length checks above; this bound is left for gross corruption.
            #expect(TestSignals.envelopeCorrelation(a.samples, b.samples, rate: a.sampleRate) > 0.3)
        }
    }

    @Test func markupInTextIsSpokenAsTextAndNeverChangesVoice() throws {
        let plain = try synthesizer.speak("Steps by day, the voice name x, audio source file.", voice: "en-us")
        let markupText = "Steps by day <voice name=\"x\"> <audio src=\"file.wav\"/>."
        let markup = try synthesizer.speak(markupText, voice: "en-us")
        let stripped = try synthesizer.speak("Steps by day .", voice: "en-us")
        // Interpreted SSML would swallow the tags; read as text they take as long as ordinary words.
        #expect(markup.duration > stripped.duration * 2)
        #expect(abs(markup.duration - plain.duration) / plain.duration < 0.8)
        let spoken = markup.words.map { String(Array(markupText.unicodeScalars)[$0.textOffset..<($0.textOffset + $0.textLength)].map(Character.init)) }
        #expect(["voice", "name", "audio", "src"].allSatisfy(spoken.contains))
        // The voice is unchanged: a following call sounds like the one before the markup. Within 6 %: in the full
        // suite other tests speak between the two calls and move espeak-ng's state (3.4 % was seen, 2026-12-01);
        // another voice changes the length of the words far more.
        let after = try synthesizer.speak("Steps by day .", voice: "en-us")
        #expect(abs(after.duration - stripped.duration) < 0.06 * stripped.duration)
        #expect(TestSignals.envelopeCorrelation(after.samples, stripped.samples, rate: after.sampleRate) > 0.8)
    }

    @Test func mandarinPinyinSpeaksWithThePinyinVoice() throws {
        let pinyin = "mei3 ri4 bu4 shu4 zai4 san1 yue4 wen3 bu4 shang4 sheng1, cong2 yi1 wan4 er4 qian1 dao4 yi1 wan4 wu3 qian1."
        let speech = try synthesizer.speak(pinyin, voice: "cmn-latn-pinyin")
        #expect(speech.duration > 2)
        #expect(TestSignals.rms(speech.samples[...]) > 0.01)
        #expect(speech.words.count >= 15)
    }
}
