/// A piece of text given in one or more languages, resolved by BCP 47 fallback.
public struct LocalizedText: Sendable, Hashable {
    /// One language's version of the text; `language` is nil when the element had no `xml:lang`.
    public struct Variant: Sendable, Hashable {
        /// The BCP 47 tag from `xml:lang`, or nil when the element inherits the document language.
        public var language: String?
        /// The text, with surrounding white space trimmed, control characters removed and bidi controls contained
        /// (`InputText.cleaned`).
        public var text: String
        /// Creates a variant; `text` is cleaned of control characters and its bidi controls contained.
        public init(language: String?, text: String) {
            self.language = language
            self.text = InputText.cleaned(text)
        }
    }

    /// Every variant in document order.
    public var variants: [Variant]

    /// Creates text from its variants (document order is the last fallback).
    public init(_ variants: [Variant]) { self.variants = variants }

    /// Creates text in a single (unspecified) language.
    public init(_ text: String) { self.variants = [Variant(language: nil, text: text)] }

    /// The best variant for `language`: zh-Hans-CN → zh-Hans → zh → the document language → the first given.
    /// Untagged variants count as being in `documentLanguage`.
    public func resolved(for language: String, documentLanguage: String?) -> String? {
        resolvedVariant(for: language, documentLanguage: documentLanguage)?.text
    }

    /// Like `resolved(for:documentLanguage:)`, but also says which language the chosen text is in.
    public func resolvedVariant(for language: String, documentLanguage: String?) -> Variant? {
        guard !variants.isEmpty else { return nil }
        func effective(_ v: Variant) -> String? { v.language ?? documentLanguage }
        for candidate in LanguageTag.fallbackChain(language) {
            if let v = variants.first(where: { effective($0).map(LanguageTag.normalized) == candidate }) {
                return Variant(language: effective(v), text: v.text)
            }
        }
        if let doc = documentLanguage.map(LanguageTag.normalized),
           let v = variants.first(where: { effective($0).map(LanguageTag.normalized) == doc }) {
            return Variant(language: effective(v), text: v.text)
        }
        let first = variants[0]
        return Variant(language: effective(first), text: first.text)
    }

    /// Every language this text is available in (untagged variants are reported as nil).
    public var languages: [String?] { variants.map(\.language) }
}

/// Small helpers for BCP 47 language tags.
package enum LanguageTag {
    /// Lower-cases the tag and uses hyphens ("zh_Hans" → "zh-hans").
    package static func normalized(_ tag: String) -> String {
        String(tag.map { $0 == "_" ? "-" : $0 }).lowercased()
    }

    /// The tag and its truncations, most specific first: "zh-Hans-CN" → ["zh-hans-cn", "zh-hans", "zh"].
    package static func fallbackChain(_ tag: String) -> [String] {
        var parts = normalized(tag).split(separator: "-").map(String.init)
        var chain: [String] = []
        while !parts.isEmpty {
            chain.append(parts.joined(separator: "-"))
            parts.removeLast()
        }
        return chain
    }

    /// The primary language subtag ("pt-BR" → "pt").
    package static func primary(_ tag: String) -> String {
        String(normalized(tag).split(separator: "-").first ?? "")
    }
}
