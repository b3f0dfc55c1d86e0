/// Reads scientific notation out: "1.7E308" (ICU's form in the locale, "١٫٧اس٣٠٨" in Arabic) becomes the
/// catalog's `speech.scientific` message, "1.7 times ten to the power of 308", whose numbers the later
/// steps spell out like any other. Voices would otherwise say "one point seven E three hundred eight".
struct ScientificNotationSpeech: Sendable {
    /// The exponent symbol ICU writes in this locale ("E" in most, "اس" in Arabic, "×10^" in a few).
    let symbol: String
    let pattern: String
    let locale: String

    init?(locale: String, pattern: String?) {
        guard let pattern,
              let sample = try? NumberFormatting(locale: locale).format(1.5e10, skeleton: "scientific"),
              let symbol = Self.symbol(in: sample) else { return nil }
        self.symbol = symbol
        self.pattern = pattern
        self.locale = locale
    }

    /// What stands between the mantissa and the exponent in ICU's "1.5E10": the run of non-digits after the
    /// last digit of the mantissa.
    private static func symbol(in sample: String) -> String? {
        let chars = Array(BidiIsolation.removingControls(sample))
        guard let start = chars.indices.dropFirst(3).first(where: { !chars[$0].isNumber }) else { return nil }
        var end = start
        while end < chars.count, !chars[end].isNumber { end += 1 }
        let symbol = String(chars[start..<end])
        return symbol.isEmpty || end == chars.count ? nil : symbol
    }

    /// `text` with every number in scientific notation said in words.
    func apply(to text: String) -> String {
        guard text.contains(symbol) else { return text }
        let chars = Array(text), marker = Array(symbol)
        var out = ""
        var i = 0, copied = 0
        while i + marker.count < chars.count {
            guard i > 0, chars[i - 1].isNumber, Array(chars[i..<(i + marker.count)]) == marker else { i += 1; continue }
            // Exponent: an optional sign, then digits.
            var j = i + marker.count
            var exponent = ""
            if j < chars.count, "-−+".contains(chars[j]) { if chars[j] != "+" { exponent.append("-") }; j += 1 }
            let digitsStart = j
            while j < chars.count, chars[j].isNumber { exponent.append(chars[j]); j += 1 }
            guard j > digitsStart else { i += 1; continue }
            // Mantissa: digits and one decimal separator back from the symbol, with a sign before them.
            var m = i - 1
            while m > copied, chars[m - 1].isNumber || ((".,٫".contains(chars[m - 1])) && m - 2 >= copied && chars[m - 2].isNumber) {
                m -= 1
            }
            if m > copied, "-−".contains(chars[m - 1]), m - 1 == copied || !chars[m - 2].isLetter && !chars[m - 2].isNumber { m -= 1 }
            let mantissa = String(chars[m..<i])
            guard let said = try? MessageFormatting(locale: locale).format(pattern, ["mantissa": .string(mantissa),
                                                                                     "exponent": .string(exponent)])
            else { i += 1; continue }
            out += String(chars[copied..<m]) + said
            copied = j
            i = j
        }
        return out + String(chars[copied...])
    }
}
