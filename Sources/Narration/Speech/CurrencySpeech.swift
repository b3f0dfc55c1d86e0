import Foundation

/// Money said as a person says it: the amount, then the currency's name in the language's own words and plural
/// ("€1,204,300" → "1,204,300 euros", "US$120만" → "120만 미국 달러", "1,2 Mio. $" → "1,2 Millionen US-Dollar").
/// The voices read a currency symbol where it stands, so "€1,204,300" was heard "euros one million two hundred
/// four thousand …", and some said no currency at all (issue 39).
///
/// The symbols are learnt from ICU for the locale (each ISO 4217 currency formatted as the axis formatter does),
/// compact amounts ("$1.2M", "1,2 млн $", "US$ 1,2 mi") by their compact suffixes; the words come from ICU's
/// full-name currency format (compact amounts in its long compact form), keeping the decimals shown.
struct CurrencySpeech: Sendable {
    private let locale: String
    private let regex: NSRegularExpression
    /// The currency of each symbol, first listed first.
    private let codes: [String: String]
    /// Compact suffix → power of ten.
    private let scales: [String: Int]
    /// The locale's decimal marks (Latin and native digits).
    private let decimals: Set<Character>

    /// Currencies tried, most used first: where two share a symbol in a locale, the first is meant.
    static let isoCodes = ["USD", "EUR", "GBP", "JPY", "CNY", "INR", "KRW", "BRL", "RUB", "CAD", "AUD", "CHF", "MXN",
                           "HKD", "SGD", "SEK", "NOK", "DKK", "PLN", "CZK", "HUF", "TRY", "ZAR", "NZD", "TWD", "THB",
                           "IDR", "MYR", "PHP", "VND", "ILS", "SAR", "AED", "EGP", "QAR", "KWD", "MAD", "DZD", "TND",
                           "NGN", "KES", "ARS", "CLP", "COP", "PEN", "UAH", "KZT", "PKR", "BDT", "LKR", "NPR", "RON",
                           "BGN", "ISK", "JOD", "LBP", "IQD", "IRR", "OMR", "BHD"]

    /// The speech of `locale` (with its numbering system), or nil when no currency symbol can be learnt.
    init?(locale: String, decimal: Character) {
        self.locale = locale
        let numbers = NumberFormatting(locale: locale)
        var codes: [String: String] = [:]
        // Every currency's own symbol before any narrow one: zh writes CNY "¥" and JPY "JP¥", whose narrow form is "¥".
        for skeleton in ["", " unit-width-narrow"] {
            for code in Self.isoCodes.map({ "currency/\($0)" + skeleton }) {
                guard let sample = try? numbers.format(1234.5, skeleton: code) else { continue }
                let symbol = Self.symbol(in: sample)
                // A lone Latin letter ("R" for rand) would take "R 2" or "K 9" for money.
                guard !(symbol.count == 1 && symbol.allSatisfy { $0.isASCII && $0.isLetter }) else { continue }
                if !symbol.isEmpty, codes[symbol] == nil { codes[symbol] = String(code.dropFirst("currency/".count).prefix(3)) }
            }
        }
        guard !codes.isEmpty else { return nil }
        var scales: [String: Int] = [:]
        for power in 3...15 {
            guard let sample = try? numbers.format(pow(10, Double(power)), skeleton: "compact-short") else { continue }
            let suffix = Self.symbol(in: sample)
            if !suffix.isEmpty, scales[suffix] == nil { scales[suffix] = power }
        }
        self.codes = codes
        self.scales = scales
        decimals = [decimal, "\u{066B}"]
        func alternation(_ words: some Sequence<String>) -> String {
            words.sorted { ($0.count, $0) > ($1.count, $1) }.map(NSRegularExpression.escapedPattern(for:)).joined(separator: "|")
        }
        let symbol = "(?<symbol>\(alternation(codes.keys)))"
        let number = "(?<number>\\p{Nd}+(?:[.,\u{066B}\u{066C}\u{A0}\u{202F}'’ ]\\p{Nd}+)*)"
        let suffix = scales.isEmpty ? "" : "(?:[ \u{A0}\u{202F}]?(?<suffix>\(alternation(scales.keys))))?"
        let space = "[ \u{A0}\u{202F}\u{200F}\u{200E}]?"
        // Symbol first ("€1,204,300", "US$ 1,2 mi") or last ("1.204.300 €", "1,2 MUS$"); a sign before either.
        let symbolFirst = "(?<sign1>[-−])?\(symbol)\(space)\(number)\(suffix)"
        let symbolLast = "(?<sign2>[-−])?\(number.replacingOccurrences(of: "<number>", with: "<number2>"))"
            + "\(suffix.replacingOccurrences(of: "<suffix>", with: "<suffix2>"))\(space)"
            + "\(symbol.replacingOccurrences(of: "<symbol>", with: "<symbol2>"))"
        guard let regex = try? NSRegularExpression(pattern: "(?<![\\p{Nd}\\p{L}])(?:\(symbolFirst)|\(symbolLast))") else { return nil }
        self.regex = regex
    }

    /// What a sample formatted with a currency or a compact suffix shows besides its number ("$1,234.50" → "$",
    /// "1 Mio." → "Mio.", "US$ 1.234,50" → "US$").
    private static func symbol(in sample: String) -> String {
        let chars = Array(sample)
        guard let first = chars.firstIndex(where: Self.isDigit), let last = chars.lastIndex(where: Self.isDigit) else { return "" }
        let rest = String(chars[..<first]) + String(chars[(last + 1)...])
        return rest.filter { !($0.isWhitespace || "\u{200F}\u{200E}\u{61C}".contains($0)) }
    }

    /// A decimal digit of any script (not a Han numeral such as 万, which Swift also calls a number).
    static func isDigit(_ c: Character) -> Bool {
        c.unicodeScalars.count == 1 && c.unicodeScalars.first!.properties.generalCategory == .decimalNumber
    }

    /// `text` with every amount of money said amount first, in words of the currency.
    func apply(to text: String) -> String {
        guard text.contains(where: Self.isDigit) else { return text }
        let ns = text as NSString
        var out = text
        for match in regex.matches(in: text, range: NSRange(location: 0, length: ns.length)).reversed() {
            func group(_ name: String) -> String? {
                let r = match.range(withName: name)
                return r.location == NSNotFound ? nil : ns.substring(with: r)
            }
            guard let digits = group("number") ?? group("number2"), let symbol = group("symbol") ?? group("symbol2"),
                  let code = codes[symbol], let (value, decimalsShown, significant) = parse(digits),
                  let range = Range(match.range, in: out) else { continue }
            let negative = (group("sign1") ?? group("sign2")) != nil
            let power = (group("suffix") ?? group("suffix2")).flatMap { scales[$0] } ?? 0
            // Cents of nothing (".00" a format shows on whole amounts) are not said: "16,100 dollars". A compact
            // amount keeps the significant digits shown (ICU then chooses the plural as it does for its own
            // compact numbers: "1,2 миллиона долларов", where ".0" gave "доллара").
            let whole = value == value.rounded()
            let precision = power > 0 ? String(repeating: "@", count: max(1, significant))
                : decimalsShown == 0 || whole ? "precision-integer" : "." + String(repeating: "0", count: decimalsShown)
            let skeleton = "currency/\(code) unit-width-full-name \(precision)" + (power > 0 ? " compact-long" : "")
            let amount = (negative ? -1 : 1) * value * pow(10, Double(power))
            guard let said = try? NumberFormatting(locale: locale).format(amount, skeleton: skeleton) else { continue }
            out.replaceSubrange(range, with: said)
        }
        return out
    }

    /// The value of digits as the text writes them (any digits, the locale's grouping and decimal marks), the
    /// decimals shown and the significant digits shown.
    private func parse(_ digits: String) -> (Double, Int, Int)? {
        var whole = 0.0, fraction = "", inFraction = false
        for c in digits {
            if Self.isDigit(c), let d = c.wholeNumberValue {
                if inFraction { fraction.append(String(d)) } else { whole = whole * 10 + Double(d) }
            } else if decimals.contains(c) {
                if inFraction { return nil }
                inFraction = true
            }
        }
        let value = whole + (fraction.isEmpty ? 0 : Double("0." + fraction) ?? 0)
        let shown = digits.filter(Self.isDigit).compactMap(\.wholeNumberValue).drop { $0 == 0 }.count
        return (value, fraction.count, shown)
    }
}

/// The currency speech of each locale, learnt once per process (a hundred ICU formats).
final class CurrencySpeechCache: @unchecked Sendable {
    static let shared = CurrencySpeechCache()
    private let lock = NSLock()
    private var cache: [String: CurrencySpeech?] = [:]

    func speech(locale: String, decimal: Character) -> CurrencySpeech? {
        lock.lock()
        defer { lock.unlock() }
        let key = "\(locale)|\(decimal)"
        if let known = cache[key] { return known }
        let speech = CurrencySpeech(locale: locale, decimal: decimal)
        cache[key] = speech
        return speech
    }
}
