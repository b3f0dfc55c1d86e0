import Foundation

/// Series named for periods ("2022" and "2023", "Q1 2023" and "Q2 2023", "FY2022", "2021/22"): grouped bars whose
/// series are years or quarters compare each category between periods (`PeriodChangeDetector`).
///
/// The analysis reads only these plain forms (a series name is a legend entry, not a column of dates): a year
/// (1000–2999, with "FY" or "年" as reports write it), a fiscal year of two digits ("FY22"), a quarter or half of a
/// year ("Q1 2023", "2023 Q1", "2023-Q1", "1Q23", "H2 2022"), a month of a year ("June 2022", "Jun 2023") and a year
/// across two ("2021/22", "2021-22").
enum PeriodNames {
    /// What a name names: its granularity and a key that sorts periods in time.
    struct Period: Hashable {
        /// 1 for a year, 2 for a half, 4 for a quarter, 12 for a month.
        var perYear: Int
        /// The year plus the part's share of it (2023.25 for the second quarter of 2023).
        var key: Double
    }

    /// The period `name` names, or nil.
    static func period(_ name: String) -> Period? {
        let text = name.trimmingCharacters(in: .whitespaces).lowercased()
        guard text.count <= 24 else { return nil }
        let year = #"(\d{4})"#, short = #"(\d{2})"#, gap = #"[\s\-/'_.]?"#
        // A year, or a fiscal year as reports write it.
        if let m = match(text, #"(?:fy\s?)?"# + year + #"(?:年|年度|财年|財年)?"#), let y = fullYear(m[0]) {
            return Period(perYear: 1, key: Double(y))
        }
        if let m = match(text, #"fy\s?'?"# + short), let y = shortYear(m[0]) { return Period(perYear: 1, key: Double(y)) }
        // A year across two calendar years: the second is the first's next.
        if let m = match(text, year + #"[/\-]"# + short), let y = fullYear(m[0]), let next = Int(m[1]), next == (y + 1) % 100 {
            return Period(perYear: 1, key: Double(y))
        }
        // A month of a year as a legend writes it ("June 2022", "Jun 2023", "Sep. 2021").
        if let m = match(text, #"([a-z]+)\.?"# + gap + year), let k = months.firstIndex(where: { m[0] == $0 || m[0] == String($0.prefix(3)) }),
           let y = fullYear(m[1]) {
            return Period(perYear: 12, key: Double(y) + Double(k) / 12)
        }
        for (mark, perYear) in [("q", 4), ("h", 2)] {
            let part = "([1-\(perYear)])"
            let forms: [(String, Bool, Bool)] = [  // pattern, part first, short year
                (mark + part + gap + year, true, false), (year + gap + mark + part, false, false),
                (part + mark + gap + short, true, true), (part + mark + gap + year, true, false),
                (mark + part + gap + short, true, true),
            ]
            for (pattern, partFirst, isShort) in forms {
                guard let m = match(text, pattern), let k = Int(partFirst ? m[0] : m[1]) else { continue }
                let yearText = partFirst ? m[1] : m[0]
                guard let y = isShort ? shortYear(yearText) : fullYear(yearText) else { continue }
                return Period(perYear: perYear, key: Double(y) + Double(k - 1) / Double(perYear))
            }
        }
        return nil
    }

    /// The periods of `names` when every one names a period of one granularity and no two the same, else nil.
    static func periods(_ names: [[String]]) -> [Period]? {
        var found: [Period] = []
        for texts in names {
            guard let p = texts.lazy.compactMap(period).first else { return nil }
            found.append(p)
        }
        guard let first = found.first, found.allSatisfy({ $0.perYear == first.perYear }),
              Set(found.map(\.key)).count == found.count else { return nil }
        return found
    }

    /// English month names, read whole or by their first three letters ("June", "Jun").
    private static let months = ["january", "february", "march", "april", "may", "june", "july", "august", "september",
                                 "october", "november", "december"]

    private static func fullYear(_ text: String) -> Int? { Int(text).flatMap { (1000...2999).contains($0) ? $0 : nil } }

    /// A two-digit year is 1950–2049, as the period reader reads it.
    private static func shortYear(_ text: String) -> Int? { Int(text).map { $0 < 50 ? 2000 + $0 : 1900 + $0 } }

    /// The captured groups when `pattern` matches the whole of `text`.
    private static func match(_ text: String, _ pattern: String) -> [String]? {
        guard let regex = try? NSRegularExpression(pattern: "^" + pattern + "$"),
              let m = regex.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)) else { return nil }
        return (1..<m.numberOfRanges).compactMap { Range(m.range(at: $0), in: text).map { String(text[$0]) } }
    }
}
