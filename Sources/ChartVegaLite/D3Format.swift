/// Vega-Lite axis formats (d3-format and d3-time-format specifiers) as the ICU skeletons the descriptor's
/// `format=` takes, so that numbers and dates are said as the chart shows them, in every language.
enum D3Format {
    /// An ICU number skeleton for a d3-format specifier, nil when it only asks for the default ("" or ","),
    /// or the reason it cannot be said.
    ///
    /// `$` → `currency/USD`; `.Nf` → `precision-increment/0.0…1` (`.0f` and `d` → `precision-integer`);
    /// `~s` or `s` → `compact-short` (`.Ns` → N significant digits); `.N%` → `percent scale/100` with N decimals;
    /// `.Ne` → `scientific`; `.Nr`, `.Ng`, `.Np` → N significant digits; a missing `,` → `group-off`.
    static func numberSkeleton(_ spec: String) -> Result<String?, FormatProblem> {
        var chars = Array(spec)
        // [[fill]align][sign][symbol][0][width][,][.precision][~][type]
        if chars.count >= 2, "<>=^".contains(chars[1]) { chars.removeFirst(2) } else if let f = chars.first, "<>=^".contains(f) { chars.removeFirst() }
        if let f = chars.first, "-+ (".contains(f) { chars.removeFirst() }
        var currency = false
        if chars.first == "$" { currency = true; chars.removeFirst() } else if chars.first == "#" { chars.removeFirst() }
        if chars.first == "0" { chars.removeFirst() }
        while let f = chars.first, f.isNumber { chars.removeFirst() }
        var grouping = false
        if chars.first == "," { grouping = true; chars.removeFirst() }
        var precision: Int?
        if chars.first == "." {
            chars.removeFirst()
            var digits = ""
            while let f = chars.first, f.isNumber { digits.append(f); chars.removeFirst() }
            guard let p = Int(digits), p <= 20 else { return .failure(FormatProblem("\"\(spec)\" has no precision digits after '.'")) }
            precision = p
        }
        var trim = false
        if chars.first == "~" { trim = true; chars.removeFirst() }
        let type = chars.first
        guard chars.count <= 1 else { return .failure(FormatProblem("\"\(spec)\" is not a d3 number format")) }
        var stems: [String] = []
        if currency { stems.append("currency/USD") }
        switch type {
        case nil:
            if let precision { stems.append(significant(precision, trim: trim)) }
        case "f":
            let p = precision ?? 6
            stems.append(p == 0 ? "precision-integer" : trim ? "." + String(repeating: "#", count: p) : "precision-increment/0." + String(repeating: "0", count: p - 1) + "1")
        case "d":
            stems.append("precision-integer")
        case "%":
            stems.append("percent")
            stems.append("scale/100")
            let p = precision ?? 6
            stems.append(p == 0 ? "precision-integer" : "." + String(repeating: trim ? "#" : "0", count: p))
        case "s":
            stems.append("compact-short")
            if let precision { stems.append(significant(precision, trim: trim)) }
        case "e":
            stems.append("scientific")
            stems.append("." + String(repeating: trim ? "#" : "0", count: precision ?? 6))
        case "r", "g", "p":
            stems.append(significant(precision ?? 6, trim: trim || type == "g"))
            if type == "p" { stems.insert(contentsOf: ["percent", "scale/100"], at: 0) }
        default:
            return .failure(FormatProblem("the d3 format type '\(type!)' in \"\(spec)\" is not supported; use f, d, %, s, e, r or g"))
        }
        if !grouping && (type == "f" || type == "d" || type == "e" || type == "r" || type == "%") && !currency { stems.append("group-off") }
        return .success(stems.isEmpty ? nil : stems.joined(separator: " "))
    }

    private static func significant(_ n: Int, trim: Bool) -> String {
        let n = max(1, n)
        return trim ? "@" + String(repeating: "#", count: n - 1) : String(repeating: "@", count: n)
    }

    /// An ICU date skeleton for a d3-time-format specifier: the fields it shows, in the locale's own order
    /// (`%b %d` → `MMMd`, `%A %H:%M` → `EEEEHHmm`, `%Y` → `y`); literal text is left to the locale.
    static func dateSkeleton(_ spec: String) -> Result<String, FormatProblem> {
        let map: [Character: String] = [
            "Y": "y", "y": "yy", "G": "y", "q": "QQQ", "m": "MM", "b": "MMM", "h": "MMM", "B": "MMMM", "d": "d", "e": "d",
            "a": "EEE", "A": "EEEE", "H": "HH", "I": "hh", "M": "mm", "S": "ss", "L": "SSS", "p": "a", "j": "D",
        ]
        var fields = ""
        var chars = Array(spec)[...]
        while let c = chars.first {
            chars.removeFirst()
            guard c == "%" else { continue }
            guard var code = chars.first else { break }
            chars.removeFirst()
            if "-_0".contains(code), let next = chars.first { code = next; chars.removeFirst() }
            if code == "%" { continue }
            guard let field = map[code] else {
                return .failure(FormatProblem("the d3 time directive %\(code) in \"\(spec)\" is not supported"))
            }
            fields += field
        }
        guard !fields.isEmpty else { return .failure(FormatProblem("\"\(spec)\" shows no date or time field")) }
        return .success(fields)
    }
}

/// Why a format cannot be translated.
struct FormatProblem: Error {
    let message: String
    init(_ message: String) { self.message = message }
}
