/// JSON literals written by hand, so the writers control key order and number form.
enum JSONText {
    /// A JSON string literal (UTF-8 kept as is; quotes, backslashes and control characters escaped).
    static func string(_ value: String) -> String {
        var out = "\""
        for scalar in value.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case "\u{2028}": out += "\\u2028"
            case "\u{2029}": out += "\\u2029"
            default:
                if scalar.value < 0x20 {
                    let hex = String(scalar.value, radix: 16)
                    out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out + "\""
    }

    /// Seconds rounded to the millisecond, without trailing zeros ("0", "1.25", "12.345").
    static func seconds(_ value: Double) -> String {
        let ms = Int((value * 1000).rounded())
        let sign = ms < 0 ? "-" : ""
        let whole = abs(ms) / 1000
        var fraction = String(abs(ms) % 1000)
        guard fraction != "0" else { return sign + String(whole) }
        fraction = String(repeating: "0", count: 3 - fraction.count) + fraction
        while fraction.hasSuffix("0") { fraction.removeLast() }
        return "\(sign)\(whole).\(fraction)"
    }
}
