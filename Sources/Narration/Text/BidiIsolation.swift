/// Unicode bidi isolation for right-to-left narration: a left-to-right fragment (a Latin title, a number
/// in Western digits, a unit symbol, a date) inside Arabic text is wrapped in LRI … PDI so that the bidi
/// algorithm cannot reorder it with the punctuation and numbers around it (UAX #9, isolates).
enum BidiIsolation {
    /// LEFT-TO-RIGHT ISOLATE.
    static let lri: Unicode.Scalar = "\u{2066}"
    /// POP DIRECTIONAL ISOLATE.
    static let pdi: Unicode.Scalar = "\u{2069}"

    /// `text` with each maximal left-to-right run (between right-to-left letters, trimmed of neutral
    /// punctuation and spaces at both ends) wrapped in LRI … PDI. Runs already inside isolates are left
    /// alone, so applying it again (to a message that embeds an isolated argument) changes nothing.
    static func isolatingLeftToRightRuns(_ text: String) -> String {
        let scalars = Array(text.unicodeScalars)
        var out = String.UnicodeScalarView()
        var depth = 0
        var run: [Unicode.Scalar] = []

        func flush() {
            defer { run.removeAll() }
            guard var first = run.firstIndex(where: startsRun(at: run)),
                  var last = run.lastIndex(where: endsRun), first <= last,
                  run[first...last].contains(where: { isLatinLike($0) || isASCIIDigit($0) }) else {
                out.append(contentsOf: run)
                return
            }
            // Brackets opened or closed inside the fragment go into the isolate with their partner, so that
            // "(Motor Trend, 1974)" is not split into an isolated "(Motor Trend, 1974" and a mirrored ")".
            while last + 1 < run.count, Self.pairs.values.contains(run[last + 1]),
                  balance(of: run[last + 1], in: run[first...last]) > 0 {
                last += 1
            }
            while first > 0, Self.pairs.keys.contains(run[first - 1]),
                  balance(of: run[first - 1], in: run[first...last]) < 0 {
                first -= 1
            }
            out.append(contentsOf: run[..<first])
            out.append(lri)
            out.append(contentsOf: run[first...last])
            out.append(pdi)
            out.append(contentsOf: run[(last + 1)...])
        }

        for s in scalars {
            if isIsolateOpener(s) {
                flush(); depth += 1; out.append(s); continue
            }
            if s == pdi {
                flush(); depth = max(0, depth - 1); out.append(s); continue
            }
            if depth > 0 { out.append(s); continue }
            if isRightToLeft(s) {
                flush(); out.append(s)
            } else {
                run.append(s)
            }
        }
        flush()
        return String(out)
    }

    /// Closing bracket by opening bracket.
    static let pairs: [Unicode.Scalar: Unicode.Scalar] = ["(": ")", "[": "]", "{": "}"]

    /// Openers minus closers, in `fragment`, of the bracket pair `bracket` belongs to.
    private static func balance(of bracket: Unicode.Scalar, in fragment: ArraySlice<Unicode.Scalar>) -> Int {
        let (open, close): (Unicode.Scalar, Unicode.Scalar) = pairs[bracket].map { (bracket, $0) }
            ?? (pairs.first { $0.value == bracket }!.key, bracket)
        return fragment.reduce(0) { $0 + ($1 == open ? 1 : $1 == close ? -1 : 0) }
    }

    /// `text` without bidi control characters (isolates, embeddings, marks), for speech.
    static func removingControls(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: isControl) else { return text }
        var view = String.UnicodeScalarView()
        view.append(contentsOf: text.unicodeScalars.filter { !isControl($0) })
        return String(view)
    }

    static func isControl(_ s: Unicode.Scalar) -> Bool {
        switch s.value {
        case 0x200E, 0x200F, 0x061C, 0x202A...0x202E, 0x2066...0x2069: return true
        default: return false
        }
    }

    private static func isIsolateOpener(_ s: Unicode.Scalar) -> Bool { (0x2066...0x2068).contains(s.value) }

    /// Strong right-to-left scripts (Hebrew, Arabic, Syriac, Thaana, N'Ko, presentation forms), except the
    /// Arabic-Indic digits and their separators, which are numbers and stay with the text around them.
    static func isRightToLeft(_ s: Unicode.Scalar) -> Bool {
        switch s.value {
        case 0x0660...0x0669, 0x066B, 0x066C, 0x06F0...0x06F9: return false
        case 0x0590...0x08FF, 0xFB1D...0xFDFF, 0xFE70...0xFEFF, 0x200F, 0x061C: return true
        case 0x10800...0x10FFF, 0x1E800...0x1EFFF: return true
        default: return false
        }
    }

    private static func isASCIIDigit(_ s: Unicode.Scalar) -> Bool { (0x30...0x39).contains(s.value) }

    /// A letter of a left-to-right script.
    private static func isLatinLike(_ s: Unicode.Scalar) -> Bool {
        s.properties.isAlphabetic && !isRightToLeft(s)
    }

    /// A run starts at a letter or digit, at a currency symbol directly before a digit, or at a sign
    /// directly before either.
    private static func startsRun(at run: [Unicode.Scalar]) -> (Unicode.Scalar) -> Bool {
        var index = -1
        return { s in
            index += 1
            if isLatinLike(s) || isASCIIDigit(s) { return true }
            let next = index + 1 < run.count ? run[index + 1] : nil
            let beforeDigit = next.map(isASCIIDigit) ?? false
            let beforeAmount = beforeDigit || next?.properties.generalCategory == .currencySymbol
            return (beforeAmount && "+-−".unicodeScalars.contains(s))
                || (beforeDigit && s.properties.generalCategory == .currencySymbol)
        }
    }

    /// A run ends at a letter, a digit, or a unit-like sign that follows a number (%, ‰, °, ′, ″).
    private static func endsRun(_ s: Unicode.Scalar) -> Bool {
        isLatinLike(s) || isASCIIDigit(s) || "%‰°′″".unicodeScalars.contains(s) || s.properties.generalCategory == .currencySymbol
    }
}
