/// Turns espeak-ng's marks (which index the spoken text) into timed words and display sentences.
struct SpeechTiming {
    /// The item's display text.
    var text: String
    /// The text espeak-ng spoke.
    var spokenText: String
    /// Word starts relative to the clip, in seconds.
    var words: [SynthesizedSpeech.Mark]
    /// Clip length in seconds.
    var duration: Double

    /// Words in spoken form with absolute times; each word lasts until the next begins.
    func timedWords(offset: Double) -> [TimedText] {
        let spoken = Array(spokenText.unicodeScalars)
        var result: [TimedText] = []
        for (i, mark) in words.enumerated() where mark.textOffset < spoken.count {
            let end = min(mark.textOffset + mark.textLength, spoken.count)
            let word = String(String.UnicodeScalarView(spoken[mark.textOffset..<end]))
            let next = i + 1 < words.count ? words[i + 1].time : duration
            result.append(TimedText(text: word, start: offset + mark.time, end: offset + max(next, mark.time)))
        }
        return result
    }

    /// Display sentences with absolute times. When display and spoken text split into the same number
    /// of sentences, each starts with the first spoken word of its spoken counterpart; otherwise
    /// the time is shared out in proportion to the sentences' lengths.
    func timedSentences(offset: Double) -> [TimedText] {
        let display = SentenceSplitter.split(text)
        guard !display.isEmpty else { return [] }
        let spoken = SentenceSplitter.split(spokenText)
        var starts: [Double] = []
        if spoken.count == display.count {
            for (i, sentence) in spoken.enumerated() {
                if i == 0 { starts.append(0); continue }
                let first = words.first { $0.textOffset >= sentence.offset }?.time ?? duration
                starts.append(max(first, starts[i - 1]))
            }
        } else {
            let lengths = display.map { Double($0.text.unicodeScalars.count) }
            let total = lengths.reduce(0, +)
            var acc = 0.0
            for length in lengths {
                starts.append(duration * acc / total)
                acc += length
            }
        }
        return display.enumerated().map { i, sentence in
            let end = i + 1 < starts.count ? starts[i + 1] : duration
            return TimedText(text: sentence.text, start: offset + starts[i], end: offset + end)
        }
    }
}
