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
    func apply(to text: String, decimal: Character) -> String {
        // Most sentences hold no scale word: they are left as they are before a pattern is compiled (building
        // the expression for every spoken item was a sixtieth of a briefing's rendering).
        guard !words.isEmpty, significant > 0, words.contains(where: { text.contains($0) }) else { return text }
        let alternatives = words.map(NSRegularExpression.escapedPattern(for:)).joined(separator: "|")
        let point = NSRegularExpression.escapedPattern(for: String(decimal))
        // Not preceded by a digit, a separator or a Latin letter (Chinese text runs straight into numbers): the whole number, not the tail of "2,138.4".
        let pattern = "(?<![\\p{Nd}.,\\p{Script=Latin}])(\\d+)(?:\(point)(\\d+))?(?=\\s?(?:\(alternatives)))"
        guard let regex = try? NSRegularExpression(pattern: pattern) else { return text }
        let ns = text as NSString
        var out = text
        for match in regex.matches(in: text, range: NSRange(location: 0, length: ns.length)).reversed() {
            let whole = ns.substring(with: match.range(at: 1))
            let fraction = match.range(at: 2).location == NSNotFound ? "" : ns.substring(with: match.range(at: 2))
            guard let rounded = round(whole: whole, fraction: fraction, decimal: decimal),
                  let range = Range(match.range, in: out) else { continue }
            out.replaceSubrange(range, with: rounded)
        }
        return out
    }

    /// The number rounded to `significant` digits (whole digits are never dropped), written as in the text;
    /// nil when nothing changes.
    private func round(whole: String, fraction: String, decimal: Character) -> String? {
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
        return s.replacingOccurrences(of: ".", with: String(decimal))
    }
}
