/// Text from an input made safe to show: control characters removed (an ESC or OSC sequence in a CSV header
/// reached the terminal raw) and bidirectional controls contained (an unbalanced right-to-left override in a
/// series name ran on into the sentence after it). Every `LocalizedText.Variant` goes through it.
package enum InputText {
    /// `text` without C0 controls other than tab, line feed and carriage return, without DEL and C1 controls;
    /// if it holds bidi controls, with the unmatched closers dropped, the unclosed ones closed, and the whole
    /// isolated between FSI and PDI (UAX #9), so that it cannot reorder the text around it. Text without any of
    /// these characters is returned as it is, and cleaning is idempotent.
    package static func cleaned(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: { isControl($0) || isBidiControl($0) }) else { return text }
        var kept = String.UnicodeScalarView()
        // Open embeddings (true) and isolates (false), innermost last.
        var open: [Bool] = []
        var hasBidi = false
        for s in text.unicodeScalars where !isControl(s) {
            switch s.value {
            case 0x202A, 0x202B, 0x202D, 0x202E: open.append(true); hasBidi = true; kept.append(s)
            case 0x2066, 0x2067, 0x2068: open.append(false); hasBidi = true; kept.append(s)
            case 0x202C:
                // A PDF closes the innermost embedding, and only inside the isolate it opened in.
                guard open.last == true else { continue }
                open.removeLast()
                kept.append(s)
            case 0x2069:
                // A PDI closes the innermost isolate and every embedding opened inside it.
                guard let isolate = open.lastIndex(of: false) else { continue }
                for _ in open[(isolate + 1)...] { kept.append("\u{202C}") }
                open.removeSubrange(isolate...)
                kept.append(s)
            default:
                if isBidiControl(s) { hasBidi = true }
                kept.append(s)
            }
        }
        for embedding in open.reversed() { kept.append(embedding ? "\u{202C}" : "\u{2069}") }
        let result = String(kept)
        guard hasBidi, !isIsolated(result) else { return result }
        return "\u{2068}" + result + "\u{2069}"
    }

    /// True for C0 controls other than tab, LF and CR, for DEL, and for C1 controls.
    package static func isControl(_ s: Unicode.Scalar) -> Bool {
        (s.value < 0x20 && s.value != 0x09 && s.value != 0x0A && s.value != 0x0D) || (0x7F...0x9F).contains(s.value)
    }

    /// True for the explicit bidi formatting characters and marks (LRM, RLM, ALM, embeddings, overrides, isolates).
    package static func isBidiControl(_ s: Unicode.Scalar) -> Bool {
        (0x202A...0x202E).contains(s.value) || (0x2066...0x2069).contains(s.value) || s.value == 0x200E || s.value == 0x200F || s.value == 0x061C
    }

    /// True when balanced `text` is one FSI … PDI isolate from its first scalar to its last.
    private static func isIsolated(_ text: String) -> Bool {
        let scalars = Array(text.unicodeScalars)
        guard scalars.first == "\u{2068}", scalars.last == "\u{2069}" else { return false }
        var depth = 0
        for (i, s) in scalars.enumerated() {
            if (0x2066...0x2068).contains(s.value) { depth += 1 }
            if s.value == 0x2069 { depth -= 1; if depth == 0 { return i == scalars.count - 1 } }
        }
        return false
    }
}
