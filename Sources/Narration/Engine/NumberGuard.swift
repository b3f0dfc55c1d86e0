/// Keeps every number narration prints or speaks sane: never NaN, ∞ or "-0", never a 300-digit number.
///
/// - Magnitudes from 10^15 up, and non-zero magnitudes below 10^-5, are written in the locale's scientific
///   notation with up to three significant digits ("1.7E308", "1,35E308", "١٫٧اس٣٠٨"), keeping the axis's
///   unit or currency; speech reads the notation out (see `ScientificNotationSpeech`).
/// - A negative value that the format rounds to zero, and −0 itself, are said as 0.
/// - A value beyond the Double range (a change from −1.7e308 to 1.7e308 really is larger than any Double)
///   is said with the catalog's `number.outOfRange` message: "more than 1.8E308".
/// - NaN never comes out of the analysis; should one reach here it is said as that message's "unknown" form
///   rather than printed (the fuzzer treats it as a finding).
struct NumberGuard: Sendable {
    /// From this magnitude up, numbers are written in scientific notation (grouped digits stop being readable).
    static let scientificFrom = 1e15
    /// Below this non-zero magnitude, numbers are written in scientific notation (a fixed format shows 0).
    static let scientificBelow = 1e-5
    /// Significant digits of scientific notation: at most three.
    static let scientificPrecision = "@##"
    /// The longest number an author's skeleton may print before it is said in scientific notation instead:
    /// `scale/1e300` with a fine `precision-increment` wrote 2,000,000,…,000.0000… in full (300 digits).
    /// Each such fallback is recorded in `fallbacks`; the command line warns once a run.
    static let maxLength = 40

    let numbers: NumberFormatting
    /// Renders `number.outOfRange`; nil outside a narration (the message's English words are then used).
    let renderer: MessageRenderer?
    /// Where a number that fell back from the author's skeleton is recorded, with the chart and axis it
    /// belongs to (the command line warns once a run); nil records nothing.
    let fallbacks: (log: NumberFallbackLog, chartID: String, axis: String)?

    init(locale: String, renderer: MessageRenderer? = nil, fallbacks: (log: NumberFallbackLog, chartID: String, axis: String)? = nil) {
        numbers = NumberFormatting(locale: locale)
        self.renderer = renderer
        self.fallbacks = fallbacks
    }

    /// Whether `v` is written in scientific notation.
    static func isExtreme(_ v: Double) -> Bool {
        let m = abs(v)
        return m >= scientificFrom || (m > 0 && m < scientificBelow)
    }

    /// The skeleton `v` is formatted with: `skeleton` itself, or its scientific form for an extreme magnitude.
    static func skeleton(_ skeleton: String, for v: Double) -> String {
        isExtreme(v) ? scientific(skeleton) : skeleton
    }

    /// `skeleton` with its notation and precision replaced by scientific notation (unit, currency, percent,
    /// scale and sign display kept).
    static func scientific(_ skeleton: String) -> String {
        let kept = skeleton.split(separator: " ").filter { token in
            let dropped = ["precision-", "compact-", "scientific", "engineering", "notation-", "integer-width", "E"]
            return !(token.hasPrefix(".") || token.hasPrefix("@") || token == "K" || token == "KK"
                     || dropped.contains { token.hasPrefix($0) })
        }
        return (kept.map(String.init) + ["scientific", scientificPrecision]).joined(separator: " ")
    }

    /// −0, and negative values `rounded` shows as zero, become 0.
    static func cleaned(_ v: Double, rounded: (Double) -> Double) -> Double {
        if v == 0 { return 0 }
        if v < 0, v.isFinite, rounded(v) == 0 { return 0 }
        return v
    }

    /// `v` formatted with `skeleton` under the rules above; nil only when ICU rejects the skeleton itself.
    func format(_ v: Double, skeleton: String) -> String? {
        let v = Self.cleaned(v) { numbers.rounded($0, skeleton: skeleton) }
        guard v.isFinite else { return outOfRange(v, skeleton: skeleton) }
        if let s = try? numbers.format(v, skeleton: Self.skeleton(skeleton, for: v)) {
            guard s.count > Self.maxLength else { return s }
            // The scale, unit and currency are kept; only the notation and precision change.
            let said = (try? numbers.format(v, skeleton: Self.scientific(skeleton))).flatMap { $0.count <= Self.maxLength ? $0 : nil }
                ?? (try? numbers.format(v, skeleton: "scientific \(Self.scientificPrecision)")) ?? s
            if let fallbacks {
                fallbacks.log.record(.init(chartID: fallbacks.chartID, axis: fallbacks.axis, skeleton: skeleton, length: s.count, said: said))
            }
            return said
        }
        // The author's skeleton may not combine with scientific notation: keep the number sane without it.
        if Self.isExtreme(v) { return try? numbers.format(v, skeleton: "scientific \(Self.scientificPrecision)") }
        return nil
    }

    /// "more than 1.8E308" (or "less than -1.8E308"), with the skeleton's unit.
    func outOfRange(_ v: Double, skeleton: String) -> String {
        let limit = v.isNaN ? 0 : (v > 0 ? Double.greatestFiniteMagnitude : -Double.greatestFiniteMagnitude)
        let shown = (try? numbers.format(limit, skeleton: Self.scientific(skeleton)))
            ?? (try? numbers.format(limit, skeleton: "scientific \(Self.scientificPrecision)")) ?? "1.8E308"
        let sign = v.isNaN ? "unknown" : v > 0 ? "positive" : "negative"
        if let renderer, let text = try? renderer.render("number.outOfRange", ["sign": .string(sign), "limit": .string(shown)]) {
            return text
        }
        return v.isNaN ? "an unknown value" : (v > 0 ? "more than " : "less than ") + shown
    }

    /// A descriptor `<unit>` message for an extreme or non-finite value: MessageFormat would write `#` and
    /// `{value}` in full, so the message is filled with a stand-in (2.5, "other" in every shipped language)
    /// whose formatted digits are then replaced by `shown`. A message that formats the value any other way
    /// cannot be filled safely and the number is said without it.
    func unitMessage(_ pattern: String, shown: String, for v: Double) -> String {
        guard v.isFinite, let uses = try? MessageFormatting.arguments(of: pattern),
              uses.allSatisfy({ $0.name != "value" || $0.type == "none" || $0.type == "plural" }) else { return shown }
        let standIn = 2.5
        guard let standInText = try? numbers.format(standIn, skeleton: ""),
              let text = try? MessageFormatting(locale: numbers.locale).format(pattern, ["value": .number(standIn), "formatted": .string(shown)])
        else { return shown }
        let usesValue = uses.contains { $0.name == "value" }
        if usesValue && !text.contains(standInText) { return shown }
        return text.replacingOccurrences(of: standInText, with: shown)
    }
}
