import ChartModel

/// Text bound for a terminal (standard output, standard error, the explorer) with the control characters an
/// input could carry shown escaped: ESC, BEL or an OSC sequence in a CSV header or a Vega-Lite string reached
/// the terminal raw and could recolour it, retitle the window or worse. Line feeds and tabs stay.
enum TerminalText {
    /// `text` with every C0 control but tab and line feed, DEL and every C1 control written as `\u{1B}`.
    static func escaped(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: needsEscape) else { return text }
        var out = String.UnicodeScalarView()
        for s in text.unicodeScalars {
            guard needsEscape(s) else { out.append(s); continue }
            out.append(contentsOf: "\\u{\(String(s.value, radix: 16, uppercase: true))}".unicodeScalars)
        }
        return String(out)
    }

    /// True for the characters `escaped` rewrites (a carriage return too: it could overwrite a line shown).
    static func needsEscape(_ s: Unicode.Scalar) -> Bool {
        s.value != 0x0A && s.value != 0x09 && (InputText.isControl(s) || s.value == 0x0D)
    }
}
