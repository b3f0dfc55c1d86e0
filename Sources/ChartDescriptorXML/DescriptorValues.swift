/// The value syntax of the descriptor format, for readers that build descriptors from other inputs (CSV, Vega-Lite):
/// they accept exactly the numbers and dates the XML accepts, and normalise text the same way, so a chart read from
/// a CSV file and the descriptor written from it are the same model.
package enum DescriptorValues {
    /// A plain decimal number (`-12`, `3.5`, `.5`, `1e6`); nil for anything else (`inf`, hexadecimal, grouping).
    package static func number(_ text: Substring) -> Double? { DecimalNumber.parse(text) }

    /// `number(_:)` over UTF-8 bytes in place (a streaming reader's cells: no string is made).
    package static func number(bytes: UnsafeBufferPointer<UInt8>) -> Double? { DecimalNumber.parse(bytes: bytes) }

    /// An ISO 8601 date or date-time (`2024`, `2024-03`, `2024-03-05`, `2024-03-05T14:30:00Z`, …) in seconds since
    /// 1970-01-01T00:00:00Z, and whether it carried a time of day; nil when it is not one.
    package static func instant(_ text: Substring) -> (seconds: Double, hasTime: Bool)? {
        ISO8601Instant(text).map { ($0.seconds, $0.hasTime) }
    }

    /// `instant(_:)` over trimmed UTF-8 bytes in place.
    package static func instant(bytes: UnsafeBufferPointer<UInt8>) -> (seconds: Double, hasTime: Bool)? {
        ISO8601Instant(bytes: bytes).map { ($0.seconds, $0.hasTime) }
    }

    /// The shortest text of a number that reads back as the same value ("4200", "-3.5", "1e-07").
    package static func numberText(_ v: Double) -> String { DescriptorWriter.number(v) }

    /// Text as the reader keeps it: trimmed, inner runs of white space made single spaces.
    package static func text(_ raw: String) -> String { TextNormalizer.collapsed(raw) }

    /// At most 40 characters of `text`, for quoting a value in a message.
    package static func excerpt(_ text: String) -> String { TextNormalizer.excerpt(text) }
}
