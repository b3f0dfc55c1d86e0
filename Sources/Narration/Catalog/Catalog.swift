import Foundation

/// One language's catalog (Locales/<language>.json): its speech settings and ICU MessageFormat messages.
struct Catalog: Sendable, Decodable {
    /// The catalog's language (BCP 47 primary tag, e.g. "zh").
    let language: String
    /// The language's name in itself.
    let nativeName: String
    /// How text is prepared for the synthesizer.
    let speech: SpeechSettings
    /// Messages by stable key.
    let messages: [String: String]
    /// "rtl" for right-to-left languages: left-to-right fragments in their messages are wrapped in isolates.
    let direction: String?
    /// True when a title said inside a sentence keeps its capital letter (German nouns, Russian titles in
    /// quotes, scripts without case); otherwise `{xNameInSentence}` lower-cases "Weight" to "weight".
    let keepTitleCase: Bool?
    /// False for scripts without capital letters (Chinese, Korean, Hindi, Arabic): a sentence opening with a Latin
    /// name is then left as written; otherwise its first letter is raised (`SentenceStart`).
    let capitalizesSentenceStart: Bool?

    /// Whether the language is written right to left.
    var isRightToLeft: Bool { direction == "rtl" }

    /// The directory holding the shipped catalogs.
    static var directory: URL? { ResourceLocation.folder("Locales") }

    /// Languages with a catalog, sorted.
    static var shippedLanguages: [String] {
        guard let dir = directory,
              let files = try? FileManager.default.contentsOfDirectory(atPath: dir.path) else { return [] }
        return files.filter { $0.hasSuffix(".json") }.map { String($0.dropLast(5)) }.sorted()
    }

    /// The shipped catalog that best serves `requested` ("zh-Hans-CN" → zh), or nil.
    static func bestLanguage(for requested: String) -> String? {
        let shipped = shippedLanguages.map { ($0, LanguageTagNormal.normalized($0)) }
        for candidate in LanguageTagNormal.fallbackChain(requested) {
            if let match = shipped.first(where: { $0.1 == candidate }) { return match.0 }
        }
        return nil
    }

    /// Loads a shipped catalog by its exact language code.
    static func load(_ language: String) throws(NarrationError) -> Catalog {
        guard let url = directory?.appendingPathComponent("\(language).json") else {
            throw .unknownLanguage(language, shipped: shippedLanguages)
        }
        do {
            let data = try Data(contentsOf: url)
            return try JSONDecoder().decode(Catalog.self, from: data)
        } catch {
            throw .unknownLanguage(language, shipped: shippedLanguages)
        }
    }

    /// The message for `key`; a missing key is a programming or catalog error caught by the tests.
    func message(_ key: String) -> String? { messages[key] }
}
