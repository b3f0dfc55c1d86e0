import Foundation

/// Prepares display text for espeak-ng as the catalog's "speech" section says: numbers spelled out with
/// ICU's rule-based spellout (including grouped digits, decimals, signs and percentages), then the
/// pronunciation lexicon, literal replacements, and finally an ICU transform (zh: tone-numbered pinyin).
package struct SpeechPreparer: Sendable {
    /// The catalog's speech settings.
    package let settings: SpeechSettings
    let locale: String
    let percentPattern: String?
    let timePattern: String?
    let grouping: Character?
    let decimal: Character
    let scientific: ScientificNotationSpeech?
    let currency: CurrencySpeech?

    /// A preparer for a narrator's language.
    package init(narrator: Narrator) {
        self.init(settings: narrator.speech, locale: narrator.renderer.locale,
                  percentPattern: narrator.catalog.message("speech.percent"),
                  timePattern: narrator.catalog.message("speech.time"),
                  scientificPattern: narrator.catalog.message("speech.scientific"))
    }

    init(settings: SpeechSettings, locale: String, percentPattern: String?, timePattern: String?,
         scientificPattern: String? = nil) {
        self.settings = settings
        self.locale = locale
        self.percentPattern = percentPattern
        self.timePattern = timePattern
        // Learn the locale's separators from ICU itself rather than assuming "," and ".".
        let latin = locale.contains("-u-nu-") ? locale : "\(locale)-u-nu-latn"
        let sample = Array((try? NumberFormatting(locale: latin).format(1234.5, skeleton: ".0")) ?? "1,234.5")
        grouping = sample.count > 6 && !sample[1].isNumber ? sample[1] : nil
        decimal = sample.count >= 2 ? sample[sample.count - 2] : "."
        scientific = ScientificNotationSpeech(locale: locale, pattern: scientificPattern)
        currency = CurrencySpeechCache.shared.speech(locale: locale, decimal: decimal)
    }

    /// The display text with its numbers as the voice says them (before a scale word, rounded as `prepare` rounds
    /// them: "138 million" for "138.4 million"): what captions show, so that they carry the words heard (issue 39).
    package func heard(_ text: String) -> String {
        guard let rounding = settings.roundScaled else { return text }
        return rounding.apply(to: text, decimal: decimal)
    }

    /// The text to hand to the synthesizer (plain text, never markup).
    package func prepare(_ text: String) -> String {
        // Bidi controls (isolates around left-to-right fragments in Arabic text) are for display only.
        var s = BidiIsolation.removingControls(text)
        if let currency { s = currency.apply(to: s) }
        if let scientific { s = scientific.apply(to: s) }
        if let rounding = settings.roundScaled { s = rounding.apply(to: s, decimal: decimal) }
        if let ordinals = settings.ordinalDays { s = ordinals.apply(to: s, locale: locale) }
        if let years = settings.years { s = years.apply(to: s, locale: locale) }
        if let minus = settings.minusWord, !settings.spellOutNumbers { s = MinusSign.apply(word: minus, to: s) }
        if settings.spellOutNumbers { s = spellOutNumbers(in: s) }
        for (word, reading) in settings.lexicon.sorted(by: { ($0.key.count, $0.key) > ($1.key.count, $1.key) }) {
            s = s.replacingOccurrences(of: word, with: " \(reading) ")
        }
        s = WholeWordReplacement.apply(settings.words, to: s)
        for (from, to) in settings.replacements.sorted(by: { ($0.key.count, $0.key) > ($1.key.count, $1.key) }) {
            s = s.replacingOccurrences(of: from, with: to)
        }
        if let transform = settings.transform, let t = try? Transliteration.transform(s, id: transform) {
            s = t
        }
        // Every kind of space ICU emits (no-break, narrow, thin around range dashes) is one plain space
        // to the synthesizer; earlier steps still see them, e.g. French digit grouping.
        return s.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }

    private func spellOutNumbers(in text: String) -> String {
        let chars = Array(text)
        let numbers = NumberFormatting(locale: locale)
        var out = ""
        var i = 0
        while i < chars.count {
            let c = chars[i]
            let startsSign = (c == "-" || c == "−") && i + 1 < chars.count && chars[i + 1].isASCIIDigit
                && (i == 0 || !chars[i - 1].isASCIIDigit)
            guard c.isASCIIDigit || startsSign else {
                out.append(c)
                i += 1
                continue
            }
            // A time of day "H:MM" or "HH:MM" is said with the catalog's speech.time message.
            if !startsSign, let pattern = timePattern, let (hour, minute, end) = time(at: i, in: chars),
               let said = try? MessageFormatting(locale: locale).format(pattern, [
                   "hour": .string(spellWhole(hour, before: ":")), "minute": .string(numbers.spellOut(Double(minute))),
                   "hasMinutes": .flag(minute != 0)]) {
                out += said
                i = end
                continue
            }
            var j = startsSign ? i + 1 : i
            var digits = ""
            var grouped = false
            while j < chars.count {
                if chars[j].isASCIIDigit {
                    digits.append(chars[j]); j += 1
                } else if let g = grouping, chars[j] == g, !digits.isEmpty,
                          (1...3).allSatisfy({ j + $0 < chars.count && chars[j + $0].isASCIIDigit }),
                          !(j + 4 < chars.count && chars[j + 4].isASCIIDigit) {
                    // A grouping separator counts only when exactly three digits follow it.
                    grouped = true; j += 1
                } else { break }
            }
            var fraction = ""
            if j + 1 < chars.count, chars[j] == decimal, chars[j + 1].isASCIIDigit {
                j += 1
                while j < chars.count, chars[j].isASCIIDigit { fraction.append(chars[j]); j += 1 }
            }
            let rest = String(chars[j...].prefix(6).drop(while: { $0 == " " }))
            // The first number of a range is read like the second ("2001–2017 年": both years digit by digit).
            var afterRange = j
            if afterRange < chars.count, ["–", "—", "-", "~", "至", "到"].contains(chars[afterRange]) {
                afterRange += 1
                let start = afterRange
                while afterRange < chars.count, chars[afterRange].isASCIIDigit { afterRange += 1 }
                if afterRange == start { afterRange = j }
            }
            let restOfRange = afterRange == j ? "" : String(chars[afterRange...].prefix(6).drop(while: { $0 == " " }))
            if !grouped, fraction.isEmpty, !startsSign,
               settings.digitsBefore.contains(where: { rest.hasPrefix($0) || (!restOfRange.isEmpty && restOfRange.hasPrefix($0)) }) {
                // Years and similar codes are read digit by digit.
                out += digits.map { numbers.spellOut(Double(String($0))!) }.joined()
                i = j
                continue
            }
            let literal = (startsSign ? "-" : "") + digits + (fraction.isEmpty ? "" : "." + fraction)
            var words = Double(literal).map { numbers.spellOut($0) } ?? literal
            if !grouped, fraction.isEmpty, !startsSign, let whole = Int(digits) {
                words = spellWhole(whole, before: rest)
            }
            // "7,3 %" (fr, ru, de put a no-break space before the sign) is a percentage too; `value` lets the
            // message choose the plural form of its word ("5 процентов", "7,3 процента").
            var sign = j
            while sign < chars.count, sign - j < 2, chars[sign] == " " || chars[sign] == "\u{a0}" || chars[sign] == "\u{202f}" { sign += 1 }
            if sign < chars.count, chars[sign] == "%" || chars[sign] == "％", let pattern = percentPattern,
               let said = try? MessageFormatting(locale: locale).format(pattern, [
                   "number": .string(words), "value": .number(Double(literal) ?? 0)]) {
                words = said
                j = sign + 1
            }
            out += words
            i = j
        }
        return out
    }
}

extension SpeechPreparer {
    /// A whole number in words, using a catalog number word when it precedes one of its counters.
    func spellWhole(_ n: Int, before rest: String) -> String {
        if let w = settings.numberWords.first(where: { $0.value == n && $0.before.contains(where: { rest.hasPrefix($0) }) }) {
            return w.word
        }
        return NumberFormatting(locale: locale).spellOut(Double(n))
    }

    /// Hour, minute and the index after "H:MM" / "HH:MM" starting at `i`, if there is one.
    func time(at i: Int, in chars: [Character]) -> (Int, Int, Int)? {
        var j = i
        var hour = ""
        while j < chars.count, chars[j].isASCIIDigit, hour.count < 3 { hour.append(chars[j]); j += 1 }
        guard (1...2).contains(hour.count), j + 2 < chars.count, chars[j] == ":",
              chars[j + 1].isASCIIDigit, chars[j + 2].isASCIIDigit,
              !(j + 3 < chars.count && chars[j + 3].isASCIIDigit),
              let h = Int(hour), let m = Int(String(chars[(j + 1)...(j + 2)])), h < 24, m < 60 else { return nil }
        return (h, m, j + 3)
    }
}

private extension Character {
    var isASCIIDigit: Bool { isASCII && isNumber }
}
