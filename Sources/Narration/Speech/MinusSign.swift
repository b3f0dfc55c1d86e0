/// Says the sign of negative numbers for voices that drop it (espeak-ng es, hi, ko and ar read "-3,3" as
/// "3,3"): a minus directly before a digit, and not inside a word or a range such as "2020-2024",
/// becomes the catalog's `speech.minusWord`.
enum MinusSign {
    /// `text` with the minus of every negative number replaced by `word` and a space.
    static func apply(word: String, to text: String) -> String {
        let chars = Array(text)
        var out = ""
        out.reserveCapacity(text.utf8.count)
        for (i, c) in chars.enumerated() {
            let isMinus = c == "-" || c == "−"
            let next = i + 1 < chars.count ? chars[i + 1] : nil
            let prev = i > 0 ? chars[i - 1] : nil
            if isMinus, next?.isNumber == true, !(prev.map { $0.isLetter || $0.isNumber } ?? false) {
                out += word + " "
            } else {
                out.append(c)
            }
        }
        return out
    }
}
