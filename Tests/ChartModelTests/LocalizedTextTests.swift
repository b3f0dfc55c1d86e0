import Testing
import ChartModel

@Suite struct LocalizedTextTests {
    let text = LocalizedText([
        .init(language: nil, text: "Daily steps"),
        .init(language: "zh", text: "每日步数"),
        .init(language: "zh-Hant", text: "每日步數"),
    ])

    @Test func fallsBackFromRegionToScriptToLanguage() {
        #expect(text.resolved(for: "zh-Hans-CN", documentLanguage: "en") == "每日步数")
        #expect(text.resolved(for: "zh-Hant-TW", documentLanguage: "en") == "每日步數")
    }

    @Test func untaggedVariantCountsAsDocumentLanguage() {
        #expect(text.resolved(for: "en-GB", documentLanguage: "en") == "Daily steps")
        #expect(text.resolvedVariant(for: "en", documentLanguage: "en")?.language == "en")
    }

    @Test func unknownLanguageFallsBackToDocumentLanguageThenFirst() {
        #expect(text.resolved(for: "ru", documentLanguage: "en") == "Daily steps")
        let noDoc = LocalizedText([.init(language: "fr", text: "Pas"), .init(language: "de", text: "Schritte")])
        #expect(noDoc.resolved(for: "ru", documentLanguage: nil) == "Pas")
    }
}
