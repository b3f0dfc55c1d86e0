/// Dates written as text the way CSV cells are read, for other readers of the same data (a Vega-Lite spec's
/// inline JSON values and its data files): ISO 8601, slashes, a space before the time, English month names.
package enum TextDate {
    /// The instant in `text` in seconds since 1970-01-01T00:00:00Z, and whether it has a time of day; nil otherwise.
    package static func instant(_ text: String) -> (seconds: Double, hasTime: Bool)? {
        CSVValueParser(decimalMark: ".").date(text)
    }
}
