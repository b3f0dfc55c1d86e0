import Foundation

/// Rounds a number said with a scale word ("138.4 million", zh "1.384亿") to what a listener can hold:
/// at most `significant` significant digits ("138 million", "1.38亿"). The text keeps its own precision;
/// only the spoken form is rounded, as a newsreader would say it (issue: "about 41 million").
package struct ScaledNumberRounding: Sendable, Hashable, Decodable {
    /// The scale words a number must precede (en "million", "billion"; zh "万", "亿").
    package var words: [String]
    /// Significant digits kept (3 unless the catalog says otherwise).
    package var significant: Int

    private enum CodingKeys: String, CodingKey { case words, significant }

    /// Decodes `{"words": [...], "significant": 3}`.
    package init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        words = try c.decode([String].self, forKey: .words)
        significant = try c.decodeIfPresent(Int.self, forKey: .significant) ?? 3
    }

    /// A rounding for `words`, keeping `significant` digits.
    package init(words: [String], significant: Int = 3) {
        self.words = words
        self.significant = significant
    }

    /// `text` with every number directly before a scale word (a space between allowed) rounded. `decimal`
    /// is the locale's decimal separator; numbers with digit grouping are left alone (they are not scaled).
    /// Rounding never makes two different values of the text sound equal: where it would ("between 130.2 million
    /// and 130.9 million, averaging 130.4 million" heard "130 million … 131 million, averaging 130 million"),
    /// every number before that scale word keeps a digit more, up to all it has. As rounding keeps order, no
    /// order is inverted either.
    func apply(to text: String, decimal: Character) -> String {
        // Most sentences hold no scale word: they are left as they are before a pattern is compiled (building
        // the expression for every spoken item was a sixtieth of a briefing's rendering).
        guard !words.isEmpty, significant > 0, words.contains(where: { text.contains($0) }) else { return text }
        let alternatives = words.map(NSRegularExpression.escapedPattern(for:)).joined(separator: "|")
        let point = NSRegularExpression.escapedPattern(for: String(decimal))
        // Not preceded by a digit, a separator or a Latin letter (Chinese text runs straight into numbers): the whole number, not the tail of "2,138.4".
        let pattern = "(?<![\\p{Nd}.,\\p{Script=Latin}])(\\d+)(?:\(point)(\\d+))?(?=\\s?(\(alternatives)))"
        guard let regex = try? NSRegularExpression(pattern: pattern) else { return text }
        let ns = text as NSString
        let matches = regex.matches(in: text, range: NSRange(location: 0, length: ns.length))
        let numbers = matches.map { match in
            (whole: ns.substring(with: match.range(at: 1)),
             fraction: match.range(at: 2).location == NSNotFound ? "" : ns.substring(with: match.range(at: 2)),
             word: ns.substring(with: match.range(at: 3)))
        }
        // The fewest digits, from `significant` up, at which the values before each scale word stay as distinct
        // as they are written.
        var digits: [String: Int] = [:]
        for word in Set(numbers.map(\.word)) {
            let same = numbers.filter { $0.word == word }
            func value(_ n: (whole: String, fraction: String, word: String)) -> Double? {
                Double(n.whole + (n.fraction.isEmpty ? "" : "." + n.fraction))
            }
            let written = Set(same.compactMap(value))
            var keep = significant
            let most = same.map { $0.whole.drop { $0 == "0" }.count + $0.fraction.count }.max() ?? significant
            while keep < most {
                let heard = Set(same.compactMap { n in round(whole: n.whole, fraction: n.fraction, significant: keep).flatMap(Double.init) ?? value(n) })
                if heard.count >= written.count { break }
                keep += 1
            }
            digits[word] = keep
        }
        var out = text
        for (match, number) in zip(matches, numbers).reversed() {
            guard let rounded = round(whole: number.whole, fraction: number.fraction, significant: digits[number.word] ?? significant),
                  let range = Range(match.range(at: 0), in: out) else { continue }
            out.replaceSubrange(range, with: rounded.replacingOccurrences(of: ".", with: String(decimal)))
        }
        return out
    }

    /// The number rounded to `significant` digits (whole digits are never dropped), written with a "." as
    /// decimal point; nil when nothing changes.
    private func round(whole: String, fraction: String, significant: Int) -> String? {
        let integerDigits = whole.drop { $0 == "0" }.count
        guard !fraction.isEmpty, integerDigits + fraction.count > significant,
              let value = Double("\(whole).\(fraction)") else { return nil }
        let decimals = integerDigits > 0 ? max(0, significant - integerDigits)
            : fraction.prefix { $0 == "0" }.count + significant
        guard decimals < fraction.count else { return nil }
        var s = String(format: "%.\(decimals)f", value)
        if s.contains(".") {
            while s.hasSuffix("0") { s.removeLast() }
            if s.hasSuffix(".") { s.removeLast() }
        }
        return s
    }
}
