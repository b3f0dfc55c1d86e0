/// What a prepared spoken text is made of, for estimating how long espeak-ng takes to say it before anything is
/// synthesised: its letters (numbers still in digits counted as the words they are said with), the Latin letters
/// among them when the language is written in another script (an English title read by the Arabic voice goes at
/// its own pace), its clause and sentence marks (each a pause) and its words.
///
/// Words alone were a poor measure across languages: an Arabic word carries its article and prepositions, a figure
/// in Arabic-Indic digits counted as one word while the voice took three seconds to say it, and the 45 s brief ran
/// 54 s with an estimate of 33 s (issue 39).
package struct SpokenMeasure: Sendable, Hashable {
    /// Letters and combining marks outside the Latin script, numbers written in digits spelled out first.
    package var letters = 0
    /// Latin letters.
    package var latin = 0
    /// Clause and sentence marks: each is a pause in the voice.
    package var pauses = 0
    /// Brackets: each a pause about half as long (espeak-ng: 0.11 s against a comma's 0.2 s in German).
    package var brackets = 0
    /// Words (space-separated tokens).
    package var words = 0

    /// The measure of `spokenText` (the form handed to the synthesizer); `spellOut` says a number in words in the
    /// narration language.
    package init(_ spokenText: String, spellOut: (Double) -> String) {
        let chars = Array(spokenText)
        var i = 0
        var previousIsLetter = false
        // A mark is a pause only when something is said after it: a final full stop ends the item, it adds nothing.
        var pending = 0, pendingBrackets = 0
        while i < chars.count {
            let c = chars[i]
            if c.isLetter || c.isNumber {
                pauses += pending; brackets += pendingBrackets
                pending = 0; pendingBrackets = 0
            }
            if CurrencySpeech.isDigit(c), let d = c.wholeNumberValue, !previousIsLetter {
                // A number: its digits in any script, with group and decimal separators between digits.
                var digits = [d], separators: [(at: Int, mark: Character)] = []
                var j = i + 1
                while j < chars.count {
                    if CurrencySpeech.isDigit(chars[j]), let e = chars[j].wholeNumberValue {
                        digits.append(e); j += 1
                    } else if Self.numberSeparators.contains(chars[j]), j + 1 < chars.count,
                              CurrencySpeech.isDigit(chars[j + 1]) {
                        separators.append((digits.count, chars[j])); j += 1
                    } else { break }
                }
                count(spellOut(Self.value(digits, separators)))
                words += 1
                previousIsLetter = false
                i = j
                continue
            }
            if c.isWhitespace {
                if previousIsLetter { words += 1 }
                previousIsLetter = false
            } else if c.isLetter || c.unicodeScalars.first?.properties.generalCategory == .spacingMark
                        || c.unicodeScalars.first?.properties.generalCategory == .nonspacingMark {
                if Self.isLatin(c) { latin += 1 } else { letters += 1 }
                previousIsLetter = true
            } else if c.isNumber {
                // A tone number in pinyin ("qi4"), part of its syllable.
                previousIsLetter = true
            } else {
                if Self.pauseMarks.contains(c) { pending += 1 } else if Self.bracketMarks.contains(c) { pendingBrackets += 1 }
                if previousIsLetter { words += 1 }
                previousIsLetter = false
            }
            i += 1
        }
        if previousIsLetter { words += 1 }
    }

    /// Counts the letters of a number said in words.
    private mutating func count(_ said: String) {
        for c in said where c.isLetter || c.unicodeScalars.first?.properties.generalCategory == .spacingMark
            || c.unicodeScalars.first?.properties.generalCategory == .nonspacingMark {
            if Self.isLatin(c) { latin += 1 } else { letters += 1 }
        }
    }

    /// Marks between digits of one number: grouping and decimal separators of the shipped locales.
    static let numberSeparators: Set<Character> = [".", ",", "\u{066B}", "\u{066C}", "\u{A0}", "\u{202F}", "'", "’"]
    /// Marks the voice pauses at.
    static let pauseMarks: Set<Character> = [",", ".", ";", ":", "!", "?", "،", "؛", "؟", "。", "，", "；", "：", "！",
                                             "？", "।", "—", "–", "…"]
    /// Brackets, a shorter pause.
    static let bracketMarks: Set<Character> = ["(", ")", "[", "]", "（", "）"]

    /// The pauses, a bracket counting half.
    package var weightedPauses: Double { Double(pauses) + 0.5 * Double(brackets) }

    /// The number the digits say: the last separator is a decimal mark unless exactly three digits follow it and
    /// another separator of the same kind came before (a grouped whole number, "1,204,300").
    static func value(_ digits: [Int], _ separators: [(at: Int, mark: Character)]) -> Double {
        var whole = digits
        var fraction: [Int] = []
        if let last = separators.last {
            let after = digits.count - last.at
            let grouped = after == 3 && (separators.count > 1 || [",", "\u{066C}", "\u{A0}", "\u{202F}", "'", "’"].contains(last.mark))
            if !grouped {
                whole = Array(digits[..<last.at])
                fraction = Array(digits[last.at...])
            }
        }
        let w = whole.reduce(0.0) { $0 * 10 + Double($1) }
        let f = fraction.reversed().reduce(0.0) { ($0 + Double($1)) / 10 }
        return w + f
    }

    /// Whether a letter is of the Latin script (ASCII, Latin-1, Latin Extended A/B and Additional).
    static func isLatin(_ c: Character) -> Bool {
        guard let v = c.unicodeScalars.first?.value else { return false }
        return (0x41...0x5A).contains(v) || (0x61...0x7A).contains(v) || (0xC0...0x24F).contains(v) || (0x1E00...0x1EFF).contains(v)
    }
}
