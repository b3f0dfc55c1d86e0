import Foundation

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

    /// Words with absolute times; each word lasts until the next begins.
    ///
    /// espeak-ng's word events index the spoken text. Where spoken and display text agree word for
    /// word, the display words are given; a stretch that was respelled for speech ("4,000" spoken as
    /// "four thousand") becomes one entry with the display words, timed over the spoken ones. When
    /// fewer than a quarter of the spoken words align (Chinese display text spoken as pinyin), the words are
    /// given in spoken form.
    func timedWords(offset: Double) -> [TimedText] {
        let spoken = spokenWords(offset: offset)
        let display = text.split(whereSeparator: { $0.isWhitespace }).map { Self.trimmed(String($0)) }.filter { !$0.isEmpty }
        let pairs = Self.alignment(display.map { $0.lowercased() }, spoken.map { Self.trimmed($0.text).lowercased() })
        guard !pairs.isEmpty && pairs.count * 4 >= spoken.count else { return spoken }
        var result: [TimedText] = []
        var d = 0, s = 0
        // Display words espeak-ng gave no event of their own (it says an unstressed "the" with the next word)
        // are kept, joined to the word that follows them (or, at the end, to the last word).
        var unspoken: [String] = []
        func flush(untilDisplay dEnd: Int, spoken sEnd: Int) {
            if s == sEnd, d < dEnd {
                unspoken += display[d..<dEnd]
            } else if s < sEnd {
                if d < dEnd {
                    result.append(TimedText(text: display[d..<dEnd].joined(separator: " "),
                                            start: spoken[s].start, end: spoken[sEnd - 1].end))
                } else {
                    result += spoken[s..<sEnd]
                }
            }
            d = dEnd
            s = sEnd
        }
        for (i, k) in pairs {
            flush(untilDisplay: i, spoken: k)
            result.append(TimedText(text: (unspoken + [display[i]]).joined(separator: " "), start: spoken[k].start, end: spoken[k].end))
            unspoken = []
            d = i + 1
            s = k + 1
        }
        flush(untilDisplay: display.count, spoken: spoken.count)
        if !unspoken.isEmpty, let last = result.indices.last {
            result[last].text += " " + unspoken.joined(separator: " ")
        }
        return result
    }

    /// The words as espeak-ng reported them, in spoken form. espeak-ng reports one event per word it *says*,
    /// so a number said in several words ("2024": "twenty twenty-four") gives several events pointing into the
    /// same written token; those become one word spanning the token and their time. Events that cover only
    /// spaces belong to the word before them.
    private func spokenWords(offset: Double) -> [TimedText] {
        let spoken = Array(spokenText.unicodeScalars)
        var spans: [(start: Int, end: Int, time: Double)] = []
        for mark in words where mark.textOffset < spoken.count {
            let end = min(mark.textOffset + mark.textLength, spoken.count)
            let blank = spoken[mark.textOffset..<end].allSatisfy { $0.properties.isWhitespace }
            if let last = spans.last, mark.textOffset < last.end || blank {
                spans[spans.count - 1].end = max(last.end, end)
                continue
            }
            spans.append((mark.textOffset, end, mark.time))
        }
        var result: [TimedText] = []
        for (i, span) in spans.enumerated() {
            let word = String(String.UnicodeScalarView(spoken[span.start..<span.end]))
                .trimmingCharacters(in: .whitespaces)
            let next = i + 1 < spans.count ? spans[i + 1].time : duration
            result.append(TimedText(text: word, start: offset + span.time, end: offset + max(next, span.time)))
        }
        return result
    }

    /// A word without the sentence punctuation, quotes and brackets around it ("(“rose,”" → "rose";
    /// "4,000" and "5%" stay as they are).
    private static func trimmed(_ word: String) -> String {
        var scalars = Substring(word).unicodeScalars[...]
        while let first = scalars.first, Self.wrapping.contains(first) { scalars.removeFirst() }
        while let last = scalars.last, Self.wrapping.contains(last) { scalars.removeLast() }
        return String(String.UnicodeScalarView(scalars))
    }

    private static let wrapping = Set(".,;:!?…\"'“”‘’«»()[]{}<>。，、；：！？（）「」『』《》".unicodeScalars)

    /// Index pairs of words of `a` and `b` that correspond, in order: equal words are paired where the two
    /// agree; after a difference (a respelled stretch) the nearest pair of equal words — fewest words skipped
    /// on both sides, within `window` words — resumes the pairing. Linear in the length (a text spoken word
    /// for word as displayed is not aligned at all), where a full longest-common-subsequence table grows
    /// with the square of it (12,000 words took 1.1 GB).
    static func alignment(_ a: [String], _ b: [String], window: Int = 48) -> [(Int, Int)] {
        guard !a.isEmpty, !b.isEmpty else { return [] }
        if a == b { return a.indices.map { ($0, $0) } }
        var pairs: [(Int, Int)] = []
        var i = 0, k = 0
        var firstAt: [String: Int] = [:]
        while i < a.count && k < b.count {
            if a[i] == b[k] {
                pairs.append((i, k))
                i += 1
                k += 1
                continue
            }
            firstAt.removeAll(keepingCapacity: true)
            for dk in 0..<min(window, b.count - k) where firstAt[b[k + dk]] == nil { firstAt[b[k + dk]] = dk }
            var best: (di: Int, dk: Int)?
            for di in 0..<min(window, a.count - i) {
                if let best, di >= best.di + best.dk { break }
                if let dk = firstAt[a[i + di]], best.map({ di + dk < $0.di + $0.dk }) ?? true { best = (di, dk) }
            }
            guard let best else {
                // Nothing in reach pairs up: skip the window on both sides.
                i += window
                k += window
                continue
            }
            i += best.di
            k += best.dk
        }
        return pairs
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

