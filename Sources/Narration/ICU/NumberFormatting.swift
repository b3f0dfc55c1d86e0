import CICUBridge

/// Numbers formatted by ICU number skeletons (precision, CLDR units, percent, compact notation).
struct NumberFormatting: Sendable {
    /// The ICU locale id.
    let locale: String

    /// `n` formatted with `skeleton`; an invalid skeleton throws ICU's message.
    func format(_ n: Double, skeleton: String) throws(ICUFailure) -> String {
        try ICUBuffer.string { icub_number_format(locale, skeleton, n, $0, $1) }
    }

    /// `n` in words with the locale's rule-based spellout (zh: 12000 → 一万二千).
    func spellOut(_ n: Double) -> String {
        (try? ICUBuffer.string { icub_spellout(locale, n, $0, $1) }) ?? String(n)
    }

    /// The value `n` shows as after the skeleton's rounding in this locale (8010.4 with `precision-integer`
    /// → 8010; 412.6e6 with `compact-short` → 413e6 in en), so that plural selection, spoken forms and
    /// differences agree with what is shown.
    func rounded(_ n: Double, skeleton: String) -> Double {
        guard n.isFinite, let text = try? ICUBuffer.string({ icub_number_rounded(locale, skeleton, n, $0, $1) }),
              let value = Double(text) else { return n }
        return value
    }

    /// Throws ICU's message (with the offending offset) when `skeleton` is not a number skeleton.
    static func validate(skeleton: String) throws(ICUFailure) {
        _ = try ICUBuffer.string { icub_number_skeleton_check(skeleton, $0, $1) }
    }
}
