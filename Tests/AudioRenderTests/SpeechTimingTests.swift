import Testing
@testable import AudioRender

/// Timed words keep every display word, also those espeak-ng says without a word event of their own.
@Suite struct SpeechTimingTests {
    @Test func aWordWithoutAnEventOfItsOwnJoinsTheNextWord() {
        // "on the right": espeak-ng marked "on" and "right" but not "the".
        let text = "tone on the right."
        let timing = SpeechTiming(text: text, spokenText: text,
                                  words: [.init(time: 0, textOffset: 0, textLength: 4), .init(time: 0.3, textOffset: 5, textLength: 2),
                                          .init(time: 0.5, textOffset: 12, textLength: 6)],
                                  duration: 1)
        let words = timing.timedWords(offset: 10)
        #expect(words.map(\.text) == ["tone", "on", "the right"])
        #expect(words.last?.start == 10.5)
    }

    @Test func trailingWordsWithoutEventsJoinTheLastWord() {
        let text = "listen for it"
        let timing = SpeechTiming(text: text, spokenText: text,
                                  words: [.init(time: 0, textOffset: 0, textLength: 6), .init(time: 0.4, textOffset: 7, textLength: 3)],
                                  duration: 1)
        #expect(timing.timedWords(offset: 0).map(\.text) == ["listen", "for it"])
    }

    @Test func everyDisplayWordOfARealUtteranceIsInTheTimeline() throws {
        let text = "Goal plays as a steady tone on the right. Listen for the peaks above it."
        let speech = try SpeechSynthesizer().speak(text, voice: "en-us")
        let timing = SpeechTiming(text: text, spokenText: text, words: speech.words,
                                  duration: Double(speech.samples.count) / Double(speech.sampleRate))
        let said = timing.timedWords(offset: 0).map(\.text).joined(separator: " ")
        #expect(said == "Goal plays as a steady tone on the right Listen for the peaks above it")
    }
}
