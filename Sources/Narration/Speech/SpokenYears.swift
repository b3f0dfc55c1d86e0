import CICUBridge

/// How calendar years are said (the catalog's `speech.years`): English voices read "2019" as "two thousand
/// nineteen", while a listener expects "twenty nineteen"; ICU's year rule set says it that way.
///
/// A year is a standalone four-digit integer from 1000 to 2999 written without a grouping separator:
/// quantities of that size carry one in the languages that use this ("2,019 steps"), so they are left alone.
package struct SpokenYears: Sendable, Hashable, Decodable {
    /// The ICU spellout rule set, e.g. "%spellout-numbering-year".
    package var ruleSet: String
    /// Rule sets for years followed by a given word, for languages that decline a year by case: Russian
    /// "2008 г." is said in the genitive ("две тысячи восьмого года"), "в 2008 году" in the locative.
    /// The word must follow the year after spaces only and end there (not start a longer word).
    package var ruleSetBefore: [String: String]?

    /// The rule set for a year whose following text is `rest`.
    func ruleSet(before rest: Substring) -> String {
        guard let table = ruleSetBefore else { return ruleSet }
        let text = rest.drop { $0 == " " || $0 == "\u{a0}" || $0 == "\u{202f}" }
        for (word, set) in table.sorted(by: { $0.key.count > $1.key.count }) where text.hasPrefix(word) {
            let next = text.dropFirst(word.count).first
            if !(next?.isLetter ?? false) { return set }
        }
        return ruleSet
    }

    /// `text` with every year replaced by its words.
    func apply(to text: String, locale: String) -> String {
        let chars = Array(text)
        var out = ""
        var i = 0
        func isDigit(_ k: Int) -> Bool { k >= 0 && k < chars.count && chars[k].isASCII && chars[k].isNumber }
        while i < chars.count {
            guard isDigit(i), !isDigit(i - 1) else { out.append(chars[i]); i += 1; continue }
            var j = i
            while isDigit(j) { j += 1 }
            let before = i > 0 ? chars[i - 1] : " "
            let after = j < chars.count ? chars[j] : " "
            // Not part of a larger number: no sign, decimal or grouping mark touching it, no percent after it.
            let attached: Set<Character> = [".", ",", "-", "−", "+", "%", "$", "£", "€", "¥", "/", ":"]
            let followedByFraction = (after == "." || after == ",") && isDigit(j + 1)
            if j - i == 4, let year = Int(String(chars[i..<j])), (1000...2999).contains(year),
               !attached.contains(before),
               !followedByFraction, after != "%", !isDigit(j),
               case let set = ruleSet(before: Substring(String(chars[j..<min(chars.count, j + 24)]))),
               let words = try? ICUBuffer.string({ icub_spellout_rules(locale, set, Double(year), $0, $1) }) {
                out += words
            } else {
                out += String(chars[i..<j])
            }
            i = j
        }
        return out
    }
}
