import ChartDescriptorXML

/// Reads CSV cells as numbers and dates the way the descriptor format does, with the decimal mark of the file
/// and the grouping separators spreadsheets write ("1,234.5"; with a decimal comma "1.234,5" or "1 234,5").
struct CSVValueParser {
    let decimalMark: Character
    /// The order of numeric dates (01/05/2024), when given or proven by the column; nil: they are not dates.
    var dateOrder: CSVDateOrder? = nil

    /// Spellings of a missing value: empty, NA, N/A, NaN, null, a lone dash.
    static let missing: Set<String> = ["", "na", "n/a", "nan", "null", "none", "-", "—", "–"]

    /// Called once a cell: a cell longer than every spelling (most numbers) is not lower-cased.
    static func isMissing(_ text: String) -> Bool { text.utf8.count <= 4 && missing.contains(text.lowercased()) }

    /// The grouping separators a number may hold, with a decimal point and with a decimal comma.
    private static let groupingAfterPoint: Set<Character> = [",", " ", "\u{00A0}", "\u{202F}", "'"]
    private static let groupingAfterComma: Set<Character> = [".", " ", "\u{00A0}", "\u{202F}", "'"]

    /// The number in `text` (trimmed), or nil.
    func number(_ text: String) -> Double? {
        // Plain ASCII digits, sign, point and exponent (nearly every cell): no grouping to undo.
        if decimalMark == ".", text.utf8.allSatisfy({ ($0 >= 0x30 && $0 <= 0x39) || $0 == 0x2E || $0 == 0x2D || $0 == 0x2B || $0 == 0x65 || $0 == 0x45 }) {
            return DescriptorValues.number(Substring(text))
        }
        var t = text
        let grouping = decimalMark == "," ? Self.groupingAfterComma : Self.groupingAfterPoint
        if let g = t.first(where: { grouping.contains($0) }) {
            // Grouping only in the integer part, in threes: 1,234,567.5
            let integer = t.split(separator: decimalMark, maxSplits: 1).first.map(String.init) ?? t
            let groups = integer.trimmingPrefix(while: { $0 == "-" || $0 == "+" }).split(separator: g, omittingEmptySubsequences: false)
            guard groups.count > 1, (1...3).contains(groups[0].count), groups.dropFirst().allSatisfy({ $0.count == 3 }),
                  groups.allSatisfy({ $0.allSatisfy(\.isASCII) && $0.allSatisfy(\.isNumber) }) else { return nil }
            t.removeAll { $0 == g }
        }
        if decimalMark == "," {
            guard !t.contains(".") else { return nil }
            t = t.replacingOccurrences(of: ",", with: ".")
        }
        return DescriptorValues.number(Substring(t))
    }

    /// The instant in `text`: ISO 8601, also with slashes in the date (2024/03/05) and a space before the time
    /// (2024-03-05 14:30, 2015/01/01 01:00:00: how spreadsheets and SQL exports write them; RFC 3339 allows
    /// the space), or a date with an English month name (`monthNameDate`); nil otherwise.
    func date(_ text: String) -> (seconds: Double, hasTime: Bool)? {
        if let d = DescriptorValues.instant(Substring(text)) { return d }
        if let iso = Self.monthNameDate(text) { return DescriptorValues.instant(Substring(iso)) }
        if let dateOrder, let iso = dateOrder.iso(text) { return DescriptorValues.instant(Substring(iso)) }
        var characters = Array(text)
        guard characters.count >= 10, characters[4] == "/" || characters[4] == "-",
              characters[7] == characters[4] else { return nil }
        characters[4] = "-"; characters[7] = "-"
        if characters.count > 10 {
            guard characters[10] == " ", characters.count > 11 else { return nil }
            characters[10] = "T"
        }
        return DescriptorValues.instant(Substring(String(characters)))
    }

    /// English month names and their abbreviations, lower-cased, numbered from 1.
    static let monthNumbers: [Substring: Int] = {
        let names = ["january", "february", "march", "april", "may", "june", "july", "august", "september",
                     "october", "november", "december"]
        var numbers: [Substring: Int] = [:]
        for (k, name) in names.enumerated() {
            numbers[Substring(name)] = k + 1
            numbers[name.prefix(3)] = k + 1
        }
        numbers["sept"] = 9
        return numbers
    }()

    /// A date written with an English month name, as ISO 8601 ("2000-01-01", or "2000-01" for a month): "Jan 1
    /// 2000" (how vega-datasets and many exports write them), "January 1, 2000", "Jan. 1, 2000", "1 Jan 2000",
    /// "1-Jan-2000", "Jan 2000", "Jan-2000". The month's name settles the day and month order; two-digit years
    /// do not settle the century and are not read. Nil for anything else.
    static func monthNameDate(_ text: String) -> String? {
        let tokens = text.lowercased().split(whereSeparator: { $0 == " " || $0 == "," || $0 == "-" })
            .map { $0.hasSuffix(".") ? $0.dropLast() : $0 }
        guard (2...3).contains(tokens.count) else { return nil }
        func year(_ t: Substring) -> Int? { t.count == 4 && t.allSatisfy { $0.isASCII && $0.isNumber } ? Int(t) : nil }
        func day(_ t: Substring) -> Int? { (1...2).contains(t.count) && t.allSatisfy { $0.isASCII && $0.isNumber } ? Int(t) : nil }
        func iso(_ y: Int, _ m: Int, _ d: Int?) -> String {
            let month = m < 10 ? "0\(m)" : "\(m)"
            guard let d else { return "\(y)-\(month)" }
            return "\(y)-\(month)-" + (d < 10 ? "0\(d)" : "\(d)")
        }
        if tokens.count == 2 {
            guard let m = monthNumbers[tokens[0]], let y = year(tokens[1]) else { return nil }
            return iso(y, m, nil)
        }
        guard let y = year(tokens[2]) else { return nil }
        if let m = monthNumbers[tokens[0]], let d = day(tokens[1]) { return iso(y, m, d) }
        if let d = day(tokens[0]), let m = monthNumbers[tokens[1]] { return iso(y, m, d) }
        return nil
    }

    /// True for day/month orders a reader cannot settle: 03/04/2024, 3.4.2024, 03-04-2024.
    static func isAmbiguousDate(_ text: String) -> Bool {
        let parts = text.split(whereSeparator: { $0 == "/" || $0 == "." || $0 == "-" })
        guard parts.count == 3, parts.allSatisfy({ $0.allSatisfy(\.isNumber) }) else { return false }
        return parts[0].count <= 2 && parts[1].count <= 2 && (parts[2].count == 4 || parts[2].count == 2)
    }

    /// A hint for a cell that is not a number, when its shape suggests why.
    func hint(forNotANumber text: String) -> String {
        if decimalMark == ".", text.contains(","), number(text.replacingOccurrences(of: ",", with: ".")) != nil {
            return " (use --decimal , if commas are decimal marks)"
        }
        // "1.234,5": points grouping thousands and a decimal comma, as German and Brazilian exports write.
        if decimalMark == ".", text.contains(","), CSVValueParser(decimalMark: ",").number(text) != nil {
            return " (use --decimal , if commas are decimal marks)"
        }
        // "84.358.845": points grouping thousands, no decimals (a German population column); the hint said
        // nothing of it (issue 39).
        if decimalMark == ".", text.filter({ $0 == "." }).count > 1, let n = CSVValueParser(decimalMark: ",").number(text) {
            return " (points group thousands here, as with a decimal comma: give --decimal , and it reads \(n.magnitude < 1e15 ? String(Int(n)) : text))"
        }
        if text.hasSuffix("%") { return " (write the number without % and give --unit percent)" }
        if let first = text.first, "$€£¥".contains(first) {
            return " (write the number without the currency sign and give --y-format currency/USD or the like)"
        }
        return " (write an empty cell, NA or NaN for a missing value)"
    }
}
