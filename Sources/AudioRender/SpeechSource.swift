/// Where the renderer's speech comes from. The shipped renderer speaks with espeak-ng (`SpeechSynthesizer`);
/// the fuzz target (Fuzz/chartnarrate-fuzz) puts a deterministic stand-in here, so that the programme planner,
/// marker times, graph labels, chapters and captions can be driven by hostile input thousands of times a
/// minute without synthesizing a word.
package protocol SpeechSource: Sendable {
    /// Speaks `text` with `voice`, handing 16-bit samples (at the returned speech's `sampleRate`) to `samples`
    /// as they are made; returns the word and sentence marks (the returned speech's `samples` are empty).
    func speak(_ text: String, voice: String, samples: @escaping (UnsafeBufferPointer<Int16>) throws -> Void) throws -> SynthesizedSpeech
}

extension SpeechSynthesizer: SpeechSource {}
