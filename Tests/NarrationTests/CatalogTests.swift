import Testing
@testable import Narration

@Suite struct CatalogTests {
    @Test func shipsEnglishAndChinese() {
        #expect(Set(Catalog.shippedLanguages).isSuperset(of: ["en", "zh"]))
    }

    @Test(arguments: Catalog.shippedLanguages)
    func catalogHasEveryKeyTheCodeAndTemplatesUse(language: String) throws {
        let catalog = try Catalog.load(language)
        let missing = try Narrator.requiredKeys().subtracting(catalog.messages.keys)
        #expect(missing.isEmpty, "\(language) lacks \(missing.sorted())")
    }

    @Test(arguments: Catalog.shippedLanguages)
    func catalogHasTheSameKeysAsEnglish(language: String) throws {
        let english = Set(try Catalog.load("en").messages.keys)
        let keys = Set(try Catalog.load(language).messages.keys)
        #expect(english.subtracting(keys).isEmpty, "\(language) lacks \(english.subtracting(keys).sorted())")
        #expect(keys.subtracting(english).isEmpty, "\(language) has extra \(keys.subtracting(english).sorted())")
    }

    @Test(arguments: Catalog.shippedLanguages)
    func everyMessageParsesAndEveryPluralCoversTheLanguagesCategories(language: String) throws {
        let catalog = try Catalog.load(language)
        let categories = Set(PluralRules(locale: language).categories)
        for (key, pattern) in catalog.messages.sorted(by: { $0.key < $1.key }) {
            let uses: [MessageArgumentUse]
            do { uses = try MessageFormatting.arguments(of: pattern) } catch {
                Issue.record("\(language) \(key): \(error)")
                continue
            }
            for use in uses where use.type == "plural" {
                let missing = categories.subtracting(use.selectors)
                #expect(missing.isEmpty, "\(language) \(key) plural '\(use.name)' lacks \(missing.sorted())")
            }
            for use in uses where use.type == "select" {
                #expect(use.selectors.contains("other"), "\(language) \(key) select '\(use.name)' lacks other")
            }
        }
    }

    @Test func speechSectionNamesVoiceAndChinesePreparation() throws {
        #expect(try Catalog.load("en").speech.voice == "en-us")
        let zh = try Catalog.load("zh").speech
        #expect(zh.voice == "cmn-latn-pinyin")
        #expect(zh.spellOutNumbers)
        #expect(zh.transform == "Han-Latin; Latin-NumericPinyin")
        #expect(zh.lexicon["银行"] == "yin2 hang2")
    }

    @Test func availableLanguagesReportCompleteness() {
        let langs = Narrator.availableLanguages
        #expect(langs.map(\.code).contains("zh"))
        #expect(langs.allSatisfy { $0.completeness == 1 })
        #expect(langs.first { $0.code == "zh" }?.nativeName == "简体中文")
    }

    @Test func unknownLanguageListsTheShippedOnes() {
        do {
            _ = try Narrator(language: "tlh")
            Issue.record("expected an error")
        } catch {
            #expect(error.description.contains("en, "))
            #expect(error.description.contains("zh"))
        }
    }

    @Test func regionalTagsFallBackToTheLanguage() throws {
        #expect(try Narrator(language: "zh-Hans-CN").language == "zh")
        #expect(try Narrator(language: "en-GB").language == "en")
    }
}
