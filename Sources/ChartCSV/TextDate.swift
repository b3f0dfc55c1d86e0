import ChartDescriptorXML

/// Dates written as text the way CSV cells are read, for other readers of the same data (a Vega-Lite spec's
/// inline JSON values and its data files): ISO 8601, slashes, a space before the time, English month names.
package enum TextDate {
    /// The instant in `text` in seconds since 1970-01-01T00:00:00Z, and whether it has a time of day; nil otherwise.
    package static func instant(_ text: String) -> (seconds: Double, hasTime: Bool)? {
        if let d = CSVValueParser(decimalMark: ".").date(text) { return d }
        return javaScriptDate(text)
    }

    private static let weekdays: Set<Substring> = ["sun", "mon", "tue", "wed", "thu", "fri", "sat", "sunday", "monday",
                                                   "tuesday", "wednesday", "thursday", "friday", "saturday"]

    /// The forms JavaScript's `Date.parse` reads that Vega-Lite specs write (and Vega parses): an English month
    /// name with a time of day and an optional weekday and zone, "10 Oct 2011 22:48:00", "December 17, 1995
    /// 03:00:00", "Sun, 01 Jan 2012 23:00:00" (RFC 2822), "… GMT". Read in UTC, as chartnarrate reads every date.
    static func javaScriptDate(_ text: String) -> (seconds: Double, hasTime: Bool)? {
        var tokens = text.split(separator: " ", omittingEmptySubsequences: true)
        guard tokens.count >= 2 else { return nil }
        if let first = tokens.first, weekdays.contains(Substring(first.lowercased().trimmingSuffix(","))) { tokens.removeFirst() }
        if let last = tokens.last, ["gmt", "utc", "z", "+0000"].contains(last.lowercased()) { tokens.removeLast() }
        var time: Substring?
        if let last = tokens.last, last.contains(":") {
            let parts = last.split(separator: ":", omittingEmptySubsequences: false)
            guard (2...3).contains(parts.count), parts.allSatisfy({ (1...2).contains($0.count) && $0.allSatisfy { $0.isASCII && $0.isNumber } }),
                  let h = Int(parts[0]), h < 24, let m = Int(parts[1]), m < 60, parts.count == 2 || Int(parts[2])! < 60 else { return nil }
            time = parts.map { $0.count == 1 ? "0" + $0 : String($0) }.joined(separator: ":")[...]
            if parts.count == 2 { time = time! + ":00" }
            tokens.removeLast()
        }
        guard let day = CSVValueParser.monthNameDate(tokens.joined(separator: " ")), day.count == 10 else { return nil }
        guard let time else { return DescriptorValues.instant(Substring(day)) }
        return DescriptorValues.instant(Substring(day + "T" + time))
    }
}

private extension String {
    func trimmingSuffix(_ suffix: String) -> String { hasSuffix(suffix) ? String(dropLast(suffix.count)) : self }
}
