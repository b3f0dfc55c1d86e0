/// Speech audio from espeak-ng with the timings of its words and sentences.
package struct SynthesizedSpeech: Sendable, Hashable {
    /// A word or sentence boundary reported by espeak-ng.
    package struct Mark: Sendable, Hashable {
        /// Seconds from the start of `samples`.
        package var time: Double
        /// Offset of the unit in the spoken text, in Unicode scalars (Swift `unicodeScalars` indices).
        package var textOffset: Int
        /// Length of the unit in Unicode scalars (0 for sentences, whose length espeak-ng does not report).
        package var textLength: Int
        /// Creates a mark.
        package init(time: Double, textOffset: Int, textLength: Int) {
            self.time = time
            self.textOffset = textOffset
            self.textLength = textLength
        }
    }

    /// Samples per second of `samples` (22,050 for espeak-ng).
    package var sampleRate: Int
    /// Mono PCM in −1…1.
    package var samples: [Float]
    /// Word starts in order; zero-length words are dropped.
    package var words: [Mark]
    /// Sentence starts in order.
    package var sentences: [Mark]

    /// Creates speech.
    package init(sampleRate: Int, samples: [Float], words: [Mark], sentences: [Mark]) {
        self.sampleRate = sampleRate
        self.samples = samples
        self.words = words
        self.sentences = sentences
    }

    /// Length in seconds.
    package var duration: Double { Double(samples.count) / Double(sampleRate) }

    /// The speech without espeak-ng's leading and trailing near-silence (10 ms kept), so the gaps around it
    /// are what the caller chooses; marks move with it.
    package func trimmingSilence() -> SynthesizedSpeech {
        let threshold: Float = 1e-3
        let margin = sampleRate / 100
        guard let first = samples.firstIndex(where: { abs($0) > threshold }),
              let last = samples.lastIndex(where: { abs($0) > threshold }) else {
            return SynthesizedSpeech(sampleRate: sampleRate, samples: [], words: [], sentences: [])
        }
        let start = max(first - margin, 0)
        let end = min(last + 1 + margin, samples.count)
        let shift = Double(start) / Double(sampleRate)
        let duration = Double(end - start) / Double(sampleRate)
        func moved(_ m: Mark) -> Mark {
            var m = m
            m.time = min(max(m.time - shift, 0), duration)
            return m
        }
        return SynthesizedSpeech(sampleRate: sampleRate, samples: Array(samples[start..<end]),
                                 words: words.map(moved), sentences: sentences.map(moved))
    }
}
