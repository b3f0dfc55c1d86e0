/// Writes WebVTT captions: speech sentence by sentence (long sentences split at clauses), a bracketed cue
/// over each audio graph, and a cue for each spoken marker label within it (overlapping the graph's cue).
package struct CaptionWriter: Sendable {
    /// The cue text shown over an audio graph, given the series name (localize it for the narration language).
    package var graphCue: @Sendable (String) -> String

    /// Creates a writer; by default graphs are captioned "[audio graph: <series>]".
    package init(graphCue: @escaping @Sendable (String) -> String = { "[audio graph: \($0)]" }) {
        self.graphCue = graphCue
    }

    /// The WebVTT document for `timeline`.
    package func webVTT(_ timeline: Timeline) -> String {
        var out = "WEBVTT\n"
        // A graph's cue starts with the earcon that announces it.
        var earconStart: Double?
        for segment in timeline.segments {
            switch segment.kind {
            case .speech:
                earconStart = nil
                let sentences = segment.sentences ?? segment.text.map { [TimedText(text: $0, start: segment.start, end: segment.end)] } ?? []
                for sentence in sentences where sentence.end > sentence.start {
                    for cue in Self.cues(sentence) {
                        out += "\n\(Self.timestamp(cue.start)) --> \(Self.timestamp(cue.end))\n\(Self.escape(cue.text))\n"
                    }
                }
            case .sonification:
                let name = segment.series ?? ""
                let start = earconStart ?? segment.start
                earconStart = nil
                out += "\n\(Self.timestamp(start)) --> \(Self.timestamp(segment.end))\n\(Self.escape(graphCue(name)))\n"
                // Spoken marker labels over the graph, each while it is said.
                for marker in timeline.markers where segment.start <= marker.time && marker.time < segment.end {
                    guard let label = marker.label else { continue }
                    out += "\n\(Self.timestamp(label.start)) --> \(Self.timestamp(label.end))\n\(Self.escape(label.text))\n"
                }
            case .earcon:
                earconStart = segment.start
            case .silence:
                break
            }
        }
        return out
    }

    /// Widest cue, in columns (a CJK character counts two): two caption lines of about 42.
    static let maxColumns = 84

    /// A sentence as one cue, or, when it is too wide to read, split after clause punctuation
    /// (then at spaces) into cues whose times are shared out by width within the sentence. A cue never ends
    /// inside a number or a word: a Latin comma, semicolon or colon is a clause only when a space follows it
    /// ("$16,100" and "12:30" stay whole), and no-break spaces (French "16 100", "5 %") are not spaces to break at.
    static func cues(_ sentence: TimedText) -> [TimedText] {
        guard width(sentence.text) > maxColumns else { return [sentence] }
        let characters = Array(sentence.text)
        var pieces: [String] = []
        var current = ""
        var clauseBreak: String.Index?
        var spaceBreak: String.Index?
        for (i, ch) in characters.enumerated() {
            current.append(ch)
            let next = i + 1 < characters.count ? characters[i + 1] : nil
            if "，；：、".contains(ch) || (",;:".contains(ch) && (next.map(isBreakingSpace) ?? true)) {
                clauseBreak = current.endIndex
            } else if isBreakingSpace(ch) {
                spaceBreak = current.endIndex
            }
            if width(current) > maxColumns, let cut = clauseBreak ?? spaceBreak, cut < current.endIndex {
                pieces.append(String(current[..<cut]).trimmingSpaces)
                current = String(current[cut...])
                clauseBreak = nil
                spaceBreak = nil
            }
        }
        pieces.append(current.trimmingSpaces)
        pieces = pieces.filter { !$0.isEmpty }
        let total = Double(pieces.map(width).reduce(0, +))
        var start = sentence.start
        var used = 0.0
        return pieces.map { piece in
            used += Double(width(piece))
            let end = sentence.start + (sentence.end - sentence.start) * used / total
            defer { start = end }
            return TimedText(text: piece, start: start, end: end)
        }
    }

    /// White space a line may break at: not the no-break spaces ICU puts inside numbers and before units.
    static func isBreakingSpace(_ ch: Character) -> Bool {
        ch.isWhitespace && !ch.unicodeScalars.contains { [0x00A0, 0x2007, 0x202F, 0x2060, 0xFEFF].contains($0.value) }
    }

    /// Display columns: East Asian wide characters count two.
    static func width(_ text: String) -> Int {
        text.unicodeScalars.reduce(0) { sum, scalar in
            let v = scalar.value
            let wide = (0x1100...0x115F).contains(v) || (0x2E80...0xA4CF).contains(v) || (0xAC00...0xD7A3).contains(v)
                || (0xF900...0xFAFF).contains(v) || (0xFE30...0xFE4F).contains(v) || (0xFF00...0xFF60).contains(v)
                || (0x20000...0x3FFFD).contains(v)
            return sum + (wide ? 2 : 1)
        }
    }

    /// `hh:mm:ss.ttt`.
    static func timestamp(_ seconds: Double) -> String {
        let ms = max(Int((seconds * 1000).rounded()), 0)
        func pad(_ n: Int, _ width: Int) -> String {
            let s = String(n)
            return String(repeating: "0", count: max(width - s.count, 0)) + s
        }
        return "\(pad(ms / 3_600_000, 2)):\(pad(ms / 60_000 % 60, 2)):\(pad(ms / 1000 % 60, 2)).\(pad(ms % 1000, 3))"
    }

    /// Cue text is markup in WebVTT: `&`, `<` and `>` become entities (which also defuses `-->`),
    /// and line breaks become spaces so a cue cannot end early.
    static func escape(_ text: String) -> String {
        var out = ""
        for ch in text {
            switch ch {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\n", "\r", "\r\n": out += " "
            default: out.append(ch)
            }
        }
        return out
    }
}

private extension String {
    var trimmingSpaces: String {
        var s = Substring(self)
        while s.first?.isWhitespace == true { s.removeFirst() }
        while s.last?.isWhitespace == true { s.removeLast() }
        return String(s)
    }
}
