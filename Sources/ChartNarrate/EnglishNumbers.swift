/// Locale-independent English digits for the developer-facing outputs (validation summary, outline);
/// narration text never uses this, it goes through ICU.
enum EnglishNumbers {
    /// 1461 → "1,461".
    static func grouped(_ n: Int) -> String {
        let digits = String(n.magnitude)
        var out = ""
        for (i, c) in digits.enumerated() {
            if i > 0 && (digits.count - i) % 3 == 0 { out.append(",") }
            out.append(c)
        }
        return (n < 0 ? "-" : "") + out
    }

    /// Shortest round-trip decimal without exponent for ordinary magnitudes: 4200.0 → "4,200", 0.25 → "0.25".
    static func decimal(_ x: Double) -> String {
        if x.rounded() == x && abs(x) < 1e15 { return grouped(Int(x)) }
        return "\(x)"
    }
}
