import Foundation

/// The oracle of the text outputs: NaN, infinity, "-0" or a runaway digit string that the input did not hold
/// itself is a finding, and aborts so libFuzzer keeps the input.
enum OutputCheck {
    /// Remembers the input being run: what it says may come back in its own words (a series named "-0S" or
    /// "NaN"), so only a token the input does not contain is ours.
    static func begin(_ bytes: [UInt8]) {
        source = String(decoding: bytes, as: UTF8.self)
        // The readers collapse a title's line breaks and runs of spaces: rows of numbers written over several
        // lines come back joined by single spaces, and are still the input's.
        sourceOneSpaced = source.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }

    /// The input being run, as text.
    nonisolated(unsafe) static var source = ""
    /// The input with every run of white space as one space.
    nonisolated(unsafe) static var sourceOneSpaced = ""

    /// Aborts on NaN, infinity, a negative zero or more than 24 digits in a row (unless the input has them itself).
    static func check(_ text: String, _ what: String) {
        // A page's drawing and script hold coordinates and data, not sentences: an SVG path ("M 10.5 20.25 L …")
        // reads as one long run of digits. Only the page's text is checked.
        let text = text.contains("<svg") || text.contains("<script") ? pageText(text) : text
        for word in ["NaN", "∞", "ليس رقم", "Infinity"] where text.contains(word) && !source.contains(word) {
            fail(what, word, text)
        }
        for run in longDigitRuns(text) where !source.contains(run) && !sourceOneSpaced.contains(run) {
            fail(what, "a run of more than 24 digits", text)
        }
        let minusZeroIsOurs = !source.contains("-0")
        let chars = Array(text)
        for (i, c) in chars.enumerated() {
            // A minus, a zero, and neither more digits nor a letter around them: a number said as "-0".
            if minusZeroIsOurs, c == "-" || c == "−", i + 1 < chars.count, chars[i + 1] == "0" || chars[i + 1] == "٠",
               i + 2 >= chars.count || !(chars[i + 2].isNumber || chars[i + 2].isLetter || ".,٫".contains(chars[i + 2])),
               i == 0 || !(chars[i - 1].isNumber || chars[i - 1].isLetter) {
                fail(what, "-0", text)
            }
        }
    }

    /// `html` without its scripts and without the coordinates of its SVG shapes (d, points, viewBox, transform).
    static func pageText(_ html: String) -> String {
        var text = html
        for pattern in ["<script[^>]*>[\\s\\S]*?</script>", " (d|points|viewBox|transform|stroke-dasharray)=\"[^\"]*\""] {
            if let regex = try? NSRegularExpression(pattern: pattern) {
                text = regex.stringByReplacingMatches(in: text, range: NSRange(text.startIndex..., in: text), withTemplate: " ")
            }
        }
        return text
    }

    /// The runs of more than 24 digits in `text`, digits joined by one group or decimal separator or a space
    /// counting as one number ("1 234 567"). A run the input holds word for word is the input's, not ours: an
    /// attribute holding rows of numbers ("4372 4074 3889 …") comes back in the JSON's `id`.
    static func longDigitRuns(_ text: String) -> [String] {
        let chars = Array(text)
        var runs: [String] = []
        var start: Int?
        var digits = 0
        for i in chars.indices {
            let c = chars[i]
            if c.isNumber {
                if start == nil { start = i }
                digits += 1
            } else if start != nil, !(",. \u{a0}\u{202f}٬٫'".contains(c) && i + 1 < chars.count && chars[i + 1].isNumber) {
                if digits > 24 { runs.append(String(chars[start!..<i])) }
                start = nil
                digits = 0
            }
        }
        if let start, digits > 24 { runs.append(String(chars[start...])) }
        return runs
    }

    static func fail(_ what: String, _ problem: String, _ text: String) -> Never {
        FileHandle.standardError.write(Data("chartnarrate-fuzz: \(problem) in \(what):\n\(text.prefix(4000))\n".utf8))
        abort()
    }
}
