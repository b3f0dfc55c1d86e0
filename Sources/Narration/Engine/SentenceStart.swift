/// A sentence begins with a capital letter in the languages that have them, whatever its first word is: a
/// lower-case column name ("health rose as income rose") or a month a language writes in lower case
/// ("mars 2024 : 12"). A first word that carries a capital of its own later on is written as its author wrote
/// it ("iPhone", "eBay", "pH", "mRNA"), so is one with digits glued to it ("c39"), and a sentence opening with
/// a quotation mark or a digit is left as it is.
enum SentenceStart {
    /// `text` with its first letter raised when that letter opens an all-lower-case word, in a catalog whose
    /// language capitalizes sentences (`Catalog.capitalizesSentenceStart`).
    static func capitalized(_ text: String, in catalog: Catalog) -> String {
        catalog.capitalizesSentenceStart == false ? text : capitalized(text)
    }

    /// `text` with its first letter raised when that letter opens an all-lower-case word.
    static func capitalized(_ text: String) -> String {
        guard let first = text.first, first.isLetter, first.isLowercase else { return text }
        // A word with digits glued to it is a name, not a word ("c39", a cabbage cultivar; "x2"): as written.
        let word = text.prefix { $0.isLetter || $0.isNumber }
        guard !word.dropFirst().contains(where: \.isUppercase), !word.contains(where: \.isNumber) else { return text }
        let raised = first.uppercased()
        // A letter without a single-letter capital ("ß" → "SS") is left alone.
        guard raised.count == 1 else { return text }
        return raised + text.dropFirst()
    }
}
