/// Replaces whole words only: an occurrence counts when no letter or digit touches it on either side,
/// so "mar" (an abbreviated month) is replaced in "13 mar," but not inside "marzo".
enum WholeWordReplacement {
    /// `text` with every whole-word occurrence of each key replaced by its value (longer keys first).
    static func apply(_ words: [String: String], to text: String) -> String {
        guard !words.isEmpty else { return text }
        var s = text
        for (word, replacement) in words.sorted(by: { ($0.key.count, $0.key) > ($1.key.count, $1.key) }) where !word.isEmpty {
            s = replace(word, with: replacement, in: s)
        }
        return s
    }

    private static func replace(_ word: String, with replacement: String, in text: String) -> String {
        var out = ""
        var rest = text[...]
        while let range = rest.range(of: word) {
            let before = rest[..<range.lowerBound]
            let prev = before.last ?? (out.last)
            let next = rest[range.upperBound...].first
            let touches = { (c: Character?) in c.map { $0.isLetter || $0.isNumber } ?? false }
            let nextTouches = touches(next)
            out += before
            if touches(prev) && word.first.map({ $0.isLetter || $0.isNumber }) == true || nextTouches {
                out += rest[range]
            } else {
                out += replacement
                // An abbreviation that ended a sentence also carried its full stop ("… 2024 г. Daily"):
                // the spoken word keeps it, so the voice still pauses there.
                let after = rest[range.upperBound...].drop { $0 == " " }
                if word.last == ".", replacement.last != ".", after.first.map({ $0.isUppercase || $0 == "\n" }) ?? true {
                    out += "."
                }
            }
            rest = rest[range.upperBound...]
        }
        return out + rest
    }
}
