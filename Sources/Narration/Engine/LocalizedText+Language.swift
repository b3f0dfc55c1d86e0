import ChartModel

extension LocalizedText {
    /// The text only if the descriptor has it in `language` (or a fallback of it, e.g. "pt" for "pt-BR");
    /// untagged text counts as the document language, and as any language when the document names none.
    /// Names and titles use `resolved` (said in the language they have); prose and unit patterns use this,
    /// so that a narration never reads a paragraph or a grammatical unit in another language.
    func resolvedStrictly(for language: String, documentLanguage: String?) -> String? {
        guard let v = resolvedVariant(for: language, documentLanguage: documentLanguage) else { return nil }
        guard let tag = v.language else { return v.text }
        return LanguageTagNormal.fallbackChain(language).contains(LanguageTagNormal.normalized(tag)) ? v.text : nil
    }
}
