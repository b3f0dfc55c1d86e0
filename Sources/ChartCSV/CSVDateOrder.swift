/// The order of day and month in numeric dates (01/05/2024, 1.5.2024, 01-05-2024), which ISO 8601 settles and
/// these do not: US exports write the month first, most of the world the day.
public enum CSVDateOrder: String, Sendable, Hashable, CaseIterable {
    /// Month, day, year: 01/13/2024 is January 13.
    case mdy
    /// Day, month, year: 13/01/2024 is January 13.
    case dmy

    /// The ISO 8601 date of `text` in this order ("2024-01-13"), nil when it is not a numeric date with a
    /// four-digit year or names no real day.
    func iso(_ text: String) -> String? {
        let parts = text.split(whereSeparator: { $0 == "/" || $0 == "." || $0 == "-" })
        guard parts.count == 3, parts[2].count == 4, parts[0].count <= 2, parts[1].count <= 2,
              parts.allSatisfy({ $0.allSatisfy { $0.isASCII && $0.isNumber } }),
              let a = Int(parts[0]), let b = Int(parts[1]), let y = Int(parts[2]) else { return nil }
        let (m, d) = self == .mdy ? (a, b) : (b, a)
        guard (1...12).contains(m), (1...31).contains(d) else { return nil }
        func two(_ n: Int) -> String { n < 10 ? "0\(n)" : "\(n)" }
        return "\(y)-\(two(m))-\(two(d))"
    }

    /// The order a column proves: a first part above 12 is a day (dmy), a second part above 12 is a day (mdy).
    /// Nil when no value settles it, when values contradict each other, or when the cells are not such dates.
    static func proven(by cells: [String]) -> CSVDateOrder? {
        var firstIsDay = false, secondIsDay = false, any = false
        for text in cells where !text.isEmpty {
            let parts = text.split(whereSeparator: { $0 == "/" || $0 == "." || $0 == "-" })
            guard CSVValueParser.isAmbiguousDate(text), parts[2].count == 4, let a = Int(parts[0]), let b = Int(parts[1]) else { return nil }
            any = true
            if a > 12 { firstIsDay = true }
            if b > 12 { secondIsDay = true }
        }
        guard any, firstIsDay != secondIsDay else { return nil }
        return firstIsDay ? .dmy : .mdy
    }
}
