/// A key of the explorer, as a terminal sends it or a script names it, and the command it is bound to.
///
/// Bindings follow chart2music where the issue allows (docs/explore.md): arrows move, Home/End jump to the
/// ends, PageUp/PageDown move by interval, `[`/`]` by finding, ↑/↓ or `p`/`n` switch series.
package enum ExplorerKey: Sendable, Hashable {
    /// →
    case right
    /// ←
    case left
    /// ↑
    case up
    /// ↓
    case down
    /// Home
    case home
    /// End
    case end
    /// Page Up
    case pageUp
    /// Page Down
    case pageDown
    /// Esc
    case escape
    /// Ctrl-C or Ctrl-D typed as a key (when the terminal does not turn them into signals or end-of-file).
    case interrupt
    /// A printable character, space included.
    case character(Character)

    /// The command the key is bound to, or nil for a key that does nothing.
    package var command: ExplorerCommand? {
        switch self {
        case .right: .next
        case .left: .previous
        case .home: .first
        case .end: .last
        case .pageDown: .nextInterval
        case .pageUp: .previousInterval
        case .up: .previousSeries
        case .down: .nextSeries
        case .escape: .stop
        case .interrupt: .quit
        case .character(let c):
            switch c {
            case "]": .nextFinding
            case "[": .previousFinding
            case "n": .nextSeries
            case "p": .previousSeries
            case " ": .play
            case "s": .short
            case "l": .long
            case "d": .details
            case "c": .nextChart
            case "?": .help
            case "q": .quit
            default: nil
            }
        }
    }

    /// How the key is written in messages and scripts ("→", "Home", "x").
    package var name: String {
        switch self {
        case .right: "→"
        case .left: "←"
        case .up: "↑"
        case .down: "↓"
        case .home: "Home"
        case .end: "End"
        case .pageUp: "PageUp"
        case .pageDown: "PageDown"
        case .escape: "Esc"
        case .interrupt: "Ctrl-C"
        case .character(" "): "Space"
        case .character(let c): String(c)
        }
    }

    /// Names a script may use for keys, case-insensitive (single characters stand for themselves).
    static let names: [String: ExplorerKey] = [
        "→": .right, "right": .right, "←": .left, "left": .left, "↑": .up, "up": .up, "↓": .down, "down": .down,
        "home": .home, "end": .end, "pageup": .pageUp, "pgup": .pageUp, "pagedown": .pageDown, "pgdn": .pageDown,
        "⇞": .pageUp, "⇟": .pageDown, "esc": .escape, "escape": .escape, "space": .character(" "),
        "spc": .character(" "), "␣": .character(" "),
    ]

    /// The keys of a script such as `"→ → ] s q"`: whitespace separates keys; a word is a key name
    /// (→ ← ↑ ↓, right, left, up, down, home, end, pageup/pgup, pagedown/pgdn, esc, space) or else a run of
    /// keys typed as characters or terminal escape sequences (`"]]s"` is three keys). A word holding a key
    /// that does nothing is an error naming it.
    package static func script(_ text: String) throws(ScriptError) -> [ExplorerKey] {
        var keys: [ExplorerKey] = []
        for word in text.split(whereSeparator: { $0.isWhitespace }) {
            if let key = names[word.lowercased()] {
                keys.append(key)
                continue
            }
            let decoded = decode(Array(word.utf8), final: true).keys
            guard !decoded.isEmpty, decoded.allSatisfy({ $0.command != nil }) else { throw ScriptError(word: String(word)) }
            keys += decoded
        }
        return keys
    }

    /// A script word that is not a key.
    package struct ScriptError: Error, Sendable, Hashable, CustomStringConvertible {
        /// The word as written.
        package var word: String
        /// An error about `word`.
        package init(word: String) { self.word = word }
        /// A sentence naming the word and what keys look like.
        package var description: String { "'\(word)' is not an explorer key (see docs/explore.md)" }
    }

    /// Decodes bytes a terminal sent into keys. An escape sequence cut off at the end of `bytes` is left
    /// unconsumed unless `final` (then a lone ESC is the Escape key); `consumed` says how many bytes were used.
    package static func decode(_ bytes: [UInt8], final: Bool) -> (keys: [ExplorerKey], consumed: Int) {
        var keys: [ExplorerKey] = []
        var i = 0
        while i < bytes.count {
            let b = bytes[i]
            if b == 0x1B {
                switch escapeSequence(bytes, at: i) {
                case .key(let key, let length):
                    keys.append(key)
                    i += length
                case .unknown(let length):
                    i += length
                case .incomplete:
                    if !final { return (keys, i) }
                    keys.append(.escape)
                    i += 1
                }
                continue
            }
            if b == 0x03 || b == 0x04 {
                keys.append(.interrupt)
                i += 1
                continue
            }
            // One UTF-8 scalar (a key like "é" or "→" typed in a script).
            let length = b < 0x80 ? 1 : b < 0xE0 ? 2 : b < 0xF0 ? 3 : 4
            if i + length > bytes.count {
                if !final { return (keys, i) }
                break
            }
            let scalarText = String(decoding: bytes[i..<(i + length)], as: UTF8.self)
            if let key = names[scalarText] {
                keys.append(key)
            } else if let c = scalarText.first, b >= 0x20, b != 0x7F {
                keys.append(.character(c))
            } else if b == 0x0D || b == 0x0A || b == 0x09 || b == 0x7F {
                // Enter, Tab and Backspace do nothing; they are ignored rather than reported.
            }
            i += length
        }
        return (keys, i)
    }

    private enum Escape {
        case key(ExplorerKey, length: Int)
        case unknown(length: Int)
        case incomplete
    }

    /// CSI and SS3 sequences of xterm, VT220 and the Linux console: arrows, Home/End, PageUp/PageDown.
    private static func escapeSequence(_ bytes: [UInt8], at start: Int) -> Escape {
        var i = start + 1
        guard i < bytes.count else { return .incomplete }
        let introducer = bytes[i]
        if introducer == 0x1B { return .key(.escape, length: 1) }
        guard introducer == UInt8(ascii: "[") || introducer == UInt8(ascii: "O") else {
            // ESC followed by another key: Alt+key; report Escape and let the key follow.
            return .key(.escape, length: 1)
        }
        i += 1
        var parameters = ""
        while i < bytes.count {
            let b = bytes[i]
            if (0x30...0x3F).contains(b) {
                parameters.append(Character(UnicodeScalar(b)))
                i += 1
                continue
            }
            let length = i - start + 1
            let first = parameters.split(separator: ";").first.map(String.init) ?? ""
            switch b {
            case UInt8(ascii: "A"): return .key(.up, length: length)
            case UInt8(ascii: "B"): return .key(.down, length: length)
            case UInt8(ascii: "C"): return .key(.right, length: length)
            case UInt8(ascii: "D"): return .key(.left, length: length)
            case UInt8(ascii: "H"): return .key(.home, length: length)
            case UInt8(ascii: "F"): return .key(.end, length: length)
            case UInt8(ascii: "~"):
                switch first {
                case "1", "7": return .key(.home, length: length)
                case "4", "8": return .key(.end, length: length)
                case "5": return .key(.pageUp, length: length)
                case "6": return .key(.pageDown, length: length)
                default: return .unknown(length: length)
                }
            default:
                return .unknown(length: length)
            }
        }
        return .incomplete
    }
}
