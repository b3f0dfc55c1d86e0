/// Why narration could not be produced; each description says what to do.
package enum NarrationError: Error, Sendable, Hashable, CustomStringConvertible {
    /// No catalog serves the requested language.
    case unknownLanguage(String, shipped: [String])
    /// An axis `format` is not a valid ICU number or date skeleton.
    case invalidFormat(chartID: String, axis: String, format: String, reason: String)
    /// A catalog lacks a message the narration needs.
    case missingMessage(language: String, key: String)
    /// A catalog message or a descriptor unit pattern is not valid ICU MessageFormat.
    case invalidMessage(language: String, key: String, reason: String)
    /// A template file is missing or malformed.
    case invalidTemplate(name: String, reason: String)

    /// A user-facing explanation with the fix.
    package var description: String {
        switch self {
        case .unknownLanguage(_, let shipped) where shipped.isEmpty:
            return "No narration catalogs at all: \(ResourceLocation.missingAdvice)."
        case .unknownLanguage(let lang, let shipped):
            return "No narration catalog for language '\(lang)'. Shipped languages: \(shipped.joined(separator: ", ")). Choose one of them with --lang."
        case .invalidFormat(let chart, let axis, let format, let reason):
            return "Chart '\(chart)', \(axis) axis: format=\"\(format)\" is not a valid ICU skeleton (\(reason)). Fix the format attribute (number skeletons such as \"precision-integer\" or \".0\"; date skeletons such as \"yMMMd\")."
        case .missingMessage(let lang, let key):
            return "The '\(lang)' catalog has no message '\(key)'. Add it to Locales/\(lang).json."
        case .invalidMessage(let lang, let key, let reason):
            return "Message '\(key)' (\(lang)) is not valid ICU MessageFormat: \(reason). Fix its braces and apostrophes."
        case .invalidTemplate(let name, let reason):
            return "Template '\(name)' cannot be used: \(reason). Fix Templates/\(name).json."
        }
    }
}
