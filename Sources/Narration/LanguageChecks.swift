import CICUBridge

/// Checks of a narration request that can be made before any descriptor is read.
extension Narrator {
    /// The shipped catalog language that serves `tag` ("zh-Hans-CN" → "zh"), or nil when none does.
    package static func shippedLanguage(for tag: String) -> String? { Catalog.bestLanguage(for: tag) }

    /// The shipped languages, comma-separated, for messages ("ar, de, en, …").
    package static var shippedLanguageList: String { Catalog.shippedLanguages.joined(separator: ", ") }

    /// Whether ICU knows the numbering system `name` (`latn`, `arab`, `hanidec`, …), as `--numbering` needs.
    package static func isKnownNumberingSystem(_ name: String) -> Bool { icub_numbering_system_known(name) == 1 }
}
