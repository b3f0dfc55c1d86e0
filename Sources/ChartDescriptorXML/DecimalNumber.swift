/// Strict decimal numbers as the format writes them: `-12`, `3.5`, `.5`, `1e6`, `2.5E-3`.
///
/// Swift's `Double(_:)` also accepts hexadecimal, `inf` and `nan` spellings; the format does not,
/// so the syntax is checked first. `NaN` (missing value) is handled by callers.
enum DecimalNumber {
    /// The value of `text`, or nil when it is not a plain decimal number.
    static func parse(_ text: Substring) -> Double? {
        var cursor = ByteCursor(text.utf8)
        _ = cursor.sign()
        var mantissaDigits = 0
        while cursor.digit() != nil { mantissaDigits += 1 }
        if cursor.take(UInt8(ascii: ".")) {
            while cursor.digit() != nil { mantissaDigits += 1 }
        }
        guard mantissaDigits > 0 else { return nil }
        if cursor.take(UInt8(ascii: "e")) || cursor.take(UInt8(ascii: "E")) {
            _ = cursor.sign()
            guard cursor.digit() != nil else { return nil }
            while cursor.digit() != nil {}
        }
        guard cursor.atEnd, let value = Double(text), value.isFinite else { return nil }
        return value
    }

    /// True for the spellings of a missing value: empty, or NaN in any case.
    static func isMissing(_ text: Substring) -> Bool {
        text.isEmpty || (text.utf8.count == 3 && text.lowercased() == "nan")
    }
}
