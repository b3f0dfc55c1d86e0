import AudioRender

/// A deterministic speaker for the fuzz target: espeak-ng's rate (22,050 Hz), a duration from the text's
/// length at about 15 characters a second (espeak-ng's pace at 165 words a minute; a sentence end adds a
/// breath), a mark at each word and sentence, and a quiet square wave for the sound. Text with nothing to
/// say (only spaces and punctuation) comes back silent, as espeak-ng's would, so the renderer's
/// "nothing was heard" path is reached too. It lives here, never in the shipped binary.
struct StandInSpeech: SpeechSource {
    static let sampleRate = 22050
    /// Seconds per letter or digit, per other character, and after a sentence's end.
    static let letterSeconds = 0.065, otherSeconds = 0.03, sentenceSeconds = 0.25

    func speak(_ text: String, voice: String, samples: @escaping (UnsafeBufferPointer<Int16>) throws -> Void) throws -> SynthesizedSpeech {
        let scalars = Array(text.unicodeScalars)
        var words: [SynthesizedSpeech.Mark] = []
        var sentences: [SynthesizedSpeech.Mark] = []
        var time = 0.02
        var wordStart: Int?
        var sentenceOpen = false
        var audible = false
        for (i, s) in scalars.enumerated() {
            let isSpace = s.properties.isWhitespace
            if !isSpace && wordStart == nil {
                wordStart = i
                words.append(.init(time: time, textOffset: i, textLength: 0))
                if !sentenceOpen { sentences.append(.init(time: time, textOffset: i, textLength: 0)); sentenceOpen = true }
            }
            if isSpace, let start = wordStart {
                words[words.count - 1].textLength = i - start
                wordStart = nil
            }
            let speakable = s.properties.isAlphabetic || s.properties.numericType != nil
            audible = audible || speakable
            time += speakable ? Self.letterSeconds : Self.otherSeconds
            if ".!?。！？؟".unicodeScalars.contains(s) {
                time += Self.sentenceSeconds
                sentenceOpen = false
            }
        }
        if let start = wordStart { words[words.count - 1].textLength = scalars.count - start }
        time += 0.02
        let total = scalars.isEmpty ? 0 : Int((time * Double(Self.sampleRate)).rounded())
        // Sound between 20 ms of silence at each end: the capture trims it as it trims espeak-ng's.
        let edge = Self.sampleRate / 50
        var chunk = [Int16](repeating: 0, count: 4096)
        var made = 0
        while made < total {
            let n = min(chunk.count, total - made)
            for k in 0..<n {
                let t = made + k
                chunk[k] = !audible || t < edge || t >= total - edge ? 0 : (t / 55) % 2 == 0 ? 3000 : -3000
            }
            try chunk.withUnsafeBufferPointer { try samples(UnsafeBufferPointer(rebasing: $0[..<n])) }
            made += n
        }
        return SynthesizedSpeech(sampleRate: Self.sampleRate, samples: [],
                                 words: audible ? words.filter { $0.textLength > 0 } : [],
                                 sentences: audible ? sentences : [])
    }
}
