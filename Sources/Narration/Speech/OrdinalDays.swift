import CICUBridge

/// How a day of the month is said before a month name (the catalog's `speech.ordinalDays`): German
/// "am 14. Sept." → "am vierzehnten Sept.", Russian "14 сент." → "четырнадцатое сент.". espeak-ng reads
/// such days as cardinals, and German "14." even as the end of a sentence.
package struct OrdinalDays: Sendable, Hashable, Decodable {
    /// The ICU spellout rule set, e.g. "%spellout-ordinal-n".
    package var ruleSet: String
    /// The month names and abbreviations (as ICU writes them in dates) a day number must precede.
    package var before: [String]
    /// How a month is said after a day, when that differs from how it is said alone: Russian "13 мар." is
    /// "тринадцатое марта" (genitive) while "мар. 2024 г." is "март …"; keys are entries of `before`.
    package var monthAfterDay: [String: String]?

    /// `text` with every day number (1–31, optionally followed by "."), separated by spaces from one of
    /// `before`, replaced by its ordinal in words.
    func apply(to text: String, locale: String) -> String {
        let chars = Array(text)
        var out = ""
        var i = 0
        while i < chars.count {
            guard chars[i].isASCII, chars[i].isNumber, i == 0 || !(chars[i - 1].isLetter || chars[i - 1].isNumber
                                                                    || chars[i - 1] == "." || chars[i - 1] == ",") else {
                out.append(chars[i]); i += 1; continue
            }
            var j = i
            while j < chars.count, chars[j].isASCII, chars[j].isNumber { j += 1 }
            var k = j
            if k < chars.count, chars[k] == "." { k += 1 }
            var gap = k
            while gap < chars.count, chars[gap] == " " || chars[gap] == "\u{a0}" || chars[gap] == "\u{202f}" { gap += 1 }
            let rest = String(chars[gap..<min(chars.count, gap + 12)])
            if gap > k, let day = Int(String(chars[i..<j])), (1...31).contains(day),
               let month = before.filter({ rest.hasPrefix($0) }).max(by: { $0.count < $1.count }),
               let words = try? ICUBuffer.string({ icub_spellout_rules(locale, ruleSet, Double(day), $0, $1) }) {
                // ICU marks German compounds with soft hyphens, which espeak-ng reads as pauses.
                out += words.replacingOccurrences(of: "\u{ad}", with: "") + " "
                i = gap
                if let said = monthAfterDay?[month] {
                    out += said
                    i = gap + month.count
                    // An abbreviation that ended a sentence keeps its full stop (see WholeWordReplacement).
                    let next = chars[i...].first { $0 != " " && $0 != "\u{a0}" && $0 != "\u{202f}" }
                    if month.hasSuffix("."), !said.hasSuffix("."), next.map({ $0.isUppercase || $0 == "\n" }) ?? true { out += "." }
                }
            } else {
                out += String(chars[i..<j])
                i = j
            }
        }
        return out
    }
}
