import CICUBridge

/// CLDR cardinal plural rules of one locale, through ICU.
struct PluralRules: Sendable {
    /// The ICU locale id.
    let locale: String

    /// The category ("one", "few", "other", …) of `n`; with a number skeleton, of `n` as that
    /// skeleton shows it ("1.0" is not "one" in English).
    func category(of n: Double, skeleton: String? = nil) -> String {
        (try? ICUBuffer.string { icub_plural_select(locale, n, skeleton, $0, $1) }) ?? "other"
    }

    /// Every category the locale uses.
    var categories: [String] {
        ((try? ICUBuffer.string { icub_plural_keywords(locale, $0, $1) }) ?? "other")
            .split(separator: " ").map(String.init)
    }
}
