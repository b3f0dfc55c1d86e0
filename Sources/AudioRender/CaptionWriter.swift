/// Writes WebVTT captions: speech sentence by sentence, and a bracketed cue over each audio graph.
public struct CaptionWriter: Sendable {
    /// The cue text shown over an audio graph, given the series name (localize it for the narration language).
    public var graphCue: @Sendable (String) -> String

    /// Creates a writer; by default graphs are captioned "[audio graph: <series>]".
    public init(graphCue: @escaping @Sendable (String) -> String = { "[audio graph: \($0)]" }) {
        self.graphCue = graphCue
    }

    /// The WebVTT document for `timeline`.
    public func webVTT(_ timeline: Timeline) -> String {
        var out = "WEBVTT\n"
        for segment in timeline.segments {
            switch segment.kind {
            case .speech:
                let sentences = segment.sentences ?? segment.text.map { [TimedText(text: $0, start: segment.start, end: segment.end)] } ?? []
                for sentence in sentences where sentence.end > sentence.start {
                    out += "\n\(Self.timestamp(sentence.start)) --> \(Self.timestamp(sentence.end))\n\(Self.escape(sentence.text))\n"
                }
            case .sonification:
                let name = segment.series ?? ""
                out += "\n\(Self.timestamp(segment.start)) --> \(Self.timestamp(segment.end))\n\(Self.escape(graphCue(name)))\n"
            case .earcon, .silence:
                break
            }
        }
        return out
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
