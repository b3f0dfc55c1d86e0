import Foundation
import Testing
@testable import Narration

@Suite struct CatalogCheckerTests {
    static let shipped = ["ar", "de", "en", "es", "fr", "hi", "ko", "pt", "ru", "zh"]

    @Test func tenLanguagesAreShipped() {
        #expect(Catalog.shippedLanguages == Self.shipped)
    }

    /// CI fails here when any shipped catalog has an error (missing key, syntax, plural category, …).
    @Test func everyShippedCatalogIsClean() {
        let reports = CatalogChecker().check()
        #expect(reports.map(\.language) == Self.shipped)
        let (text, hasErrors) = CatalogChecker.render(reports)
        #expect(!hasErrors, "\(text)")
        #expect(CatalogChecker.exitStatus(reports) == 0)
        #expect(reports.allSatisfy { $0.completeness == 1 })
    }

    @Test func listLanguagesGivesNativeNameVoiceAndCompleteness() {
        let langs = Narrator.availableLanguages
        #expect(langs.map(\.code) == Self.shipped)
        let byCode = Dictionary(uniqueKeysWithValues: langs.map { ($0.code, $0) })
        #expect(byCode["ru"]?.nativeName == "Русский")
        #expect(byCode["ar"]?.nativeName == "العربية")
        #expect(byCode["pt"]?.voice == "pt-br")
        #expect(byCode["fr"]?.voice == "fr-fr")
        #expect(byCode["ko"]?.voice == "ko")
        #expect(langs.allSatisfy { $0.completeness == 1 })
    }

    @Test func brazilianPortugueseIsServedForPtAndPtBR() throws {
        #expect(try Narrator(language: "pt-BR").language == "pt")
        #expect(try Narrator(language: "pt").language == "pt")
        #expect(try Narrator(language: "ar-EG").language == "ar")
    }

    static func catalog(_ language: String, _ messages: [String: String], direction: String? = nil) throws -> Catalog {
        var object: [String: Any] = ["language": language, "nativeName": language, "speech": ["voice": "xx"],
                                     "messages": messages]
        if let direction { object["direction"] = direction }
        return try JSONDecoder().decode(Catalog.self, from: JSONSerialization.data(withJSONObject: object))
    }

    @Test func reportsEveryKindOfProblem() throws {
        let english = try Self.catalog("en", [
            "a": "{count, plural, one {# point} other {# points}}",
            "b": "Mean {mean}",
            "c": "Hello",
            "d": "{x} at {y}",
            "e": "Same",
        ])
        let russian = try Self.catalog("ru", [
            "a": "{count, plural, one {# точка} few {# точки} other {# точек}}",  // lacks many
            "b": "Среднее {mean",                                                // syntax
            "c": "Hello",                                                        // untranslated
            "d": "{x} при {z} {mean}",                                           // {z} unknown, {y} dropped
            "e": "Same",                                                         // allowed below
            "f": "лишний",                                                       // extra
        ])
        let findings = CatalogChecker(installedVoices: []).check(russian, against: english, fileName: "ru",
                                                                 sameAsEnglish: ["e"])
        func has(_ severity: CatalogFinding.Severity, _ key: String, _ text: String) -> Bool {
            findings.contains { $0.severity == severity && $0.key == key && $0.message.contains(text) }
        }
        #expect(has(.error, "a", "many"))
        #expect(has(.error, "b", "not valid ICU MessageFormat"))
        #expect(has(.warning, "c", "identical to English"))
        #expect(!findings.contains { $0.key == "e" })
        #expect(has(.error, "d", "{z}"))
        #expect(has(.warning, "d", "{y}"))
        #expect(has(.error, "f", "not in the English catalog"))
        let missing = try Self.catalog("ru", ["a": "{count, plural, one {#} few {#} many {#} other {#}}"])
        let more = CatalogChecker(installedVoices: []).check(missing, against: english, fileName: "ru", sameAsEnglish: [])
        #expect(more.contains { $0.severity == .error && $0.key == "b" && $0.message.contains("missing") })
    }

    @Test func rightToLeftLanguageWithoutDirectionIsAnError() throws {
        let english = try Self.catalog("en", ["a": "A"])
        let arabic = try Self.catalog("ar", ["a": "أ"])
        let findings = CatalogChecker(installedVoices: []).check(arabic, against: english, fileName: "ar", sameAsEnglish: [])
        #expect(findings.contains { $0.severity == .error && $0.message.contains("rtl") })
        let fixed = try Self.catalog("ar", ["a": "أ"], direction: "rtl")
        #expect(CatalogChecker(installedVoices: []).check(fixed, against: english, fileName: "ar", sameAsEnglish: []).isEmpty)
    }

    @Test func unknownTransformAndOrdinalRuleSetAreErrors() throws {
        let object: [String: Any] = ["language": "de", "nativeName": "Deutsch", "messages": [:],
                                     "speech": ["voice": "de", "transform": "No-Such-Transform",
                                                "ordinalDays": ["ruleSet": "%no-such-rules", "before": ["Jan."]]]]
        let catalog = try JSONDecoder().decode(Catalog.self, from: JSONSerialization.data(withJSONObject: object))
        let findings = CatalogChecker(installedVoices: ["de"]).speechFindings(catalog)
        #expect(findings.count == 2 && findings.allSatisfy { $0.severity == .error })
        #expect(CatalogChecker(installedVoices: ["de"]).speechFindings(try Catalog.load("de")).isEmpty)
    }

    @Test func unknownVoiceIsAnErrorAndAbsentEspeakOnlyAWarning() {
        let none = CatalogChecker(installedVoices: ["de"]).check(language: "ru")
        #expect(none.errors.contains { $0.message.contains("no voice 'ru'") })
        let absent = CatalogChecker(installedVoices: nil).check(language: "ru")
        #expect(!absent.hasErrors)
        #expect(absent.warnings.contains { $0.message.contains("not installed") })
    }

    @Test func renderingSaysWhetherThereAreErrors() {
        let bad = CatalogReport(language: "xx", nativeName: "X", voice: "x", completeness: 0.5,
                                findings: [CatalogFinding(.error, key: "k", "missing")])
        let (text, hasErrors) = CatalogChecker.render([bad])
        #expect(hasErrors)
        #expect(text.contains("xx\tX\tvoice x\t50% complete\t1 error, 0 warnings"))
        #expect(text.contains("error   k: missing"))
        #expect(CatalogChecker.exitStatus([bad]) == 65)
    }

    /// "All 10 catalogs are clean." after 80 warnings read as nothing to look at (issue 39).
    @Test func cleanSummaryCountsWarningsAndSaysWhereTheyAre() {
        let warned = CatalogReport(language: "ko", nativeName: "한국어", voice: "ko", completeness: 1, findings: [
            CatalogFinding(.warning, key: "a", "never says {x}"), CatalogFinding(.warning, key: "b", "never says {y}")])
        let quiet = CatalogReport(language: "en", nativeName: "English", voice: "en-us", completeness: 1, findings: [])
        let (text, hasErrors) = CatalogChecker.render([quiet, warned])
        #expect(!hasErrors)
        #expect(text.contains("All 2 catalogs are clean, with 2 warnings (ko 2; each listed above under its catalog"))
        #expect(!text.contains("clean."))
        #expect(CatalogChecker.render([quiet]).text.hasSuffix("All 1 catalogs are clean.\n"))
    }

    @Test func translatorsGuideListsEveryKey() throws {
        let guide = try String(contentsOf: Examples.root.appendingPathComponent("docs/translating.md"), encoding: .utf8)
        let missing = try Catalog.load("en").messages.keys.filter { !guide.contains("| `\($0)` |") }
        #expect(missing.isEmpty, "docs/translating.md lacks \(missing.sorted()); run python3 scripts/catalog-keys.py")
    }
}
