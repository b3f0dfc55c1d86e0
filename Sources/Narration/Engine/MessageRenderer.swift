/// Renders catalog messages by key with ICU MessageFormat in the narration locale.
struct MessageRenderer: Sendable {
    let catalog: Catalog
    /// The ICU locale id (the catalog language plus any numbering system).
    let locale: String

    /// The message `key` with `arguments`; a missing key or a broken pattern is an error, never a fallback.
    func render(_ key: String, _ arguments: [String: MessageArgument]) throws(NarrationError) -> String {
        guard let pattern = catalog.message(key) else {
            throw .missingMessage(language: catalog.language, key: key)
        }
        do {
            var text = try MessageFormatting(locale: locale).format(pattern, arguments)
            // An abbreviation at the end of a sentence ("14. Sept.") already supplies its full stop.
            if text.hasSuffix(".."), !text.hasSuffix("...") { text.removeLast() }
            return catalog.isRightToLeft ? BidiIsolation.isolatingLeftToRightRuns(text) : text
        } catch {
            throw .invalidMessage(language: catalog.language, key: key, reason: error.message)
        }
    }

    /// Items joined the locale's way ("A, B, and C" / "A、B和C").
    func list(_ items: [String], kind: ListFormatting.Kind = .and) -> String {
        ListFormatting(locale: locale).format(items, kind: kind)
    }

    /// The separator between sentences of one paragraph (" " in English, "" in Chinese).
    var sentenceSeparator: String { catalog.message("text.sentenceSeparator") ?? " " }
}
