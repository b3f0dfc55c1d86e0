import ChartModel
import Foundation
import Testing
@testable import Narration

/// Every example narrates in every shipped language: no missing key, no unfilled argument, no English
/// fallback, numbers spoken in the language.
@Suite struct LanguageCoverageTests {
    static let languages = ["en", "zh", "es", "fr", "de", "pt", "ru", "ar", "hi", "ko"]
    static let reports: [String: Report] = Dictionary(uniqueKeysWithValues: Examples.names.map { ($0, try! Examples.report($0)) })

    /// Words of the English messages that are not argument names or selectors: if one of them appears in
    /// another language's output, and neither that language's catalog nor the descriptor has it, English
    /// leaked in.
    static let englishMessageWords: Set<String> = {
        let english = try! Catalog.load("en")
        var words = Set<String>()
        for pattern in english.messages.values {
            var literal = pattern
            for use in try! MessageFormatting.arguments(of: pattern) {
                literal = literal.replacingOccurrences(of: use.name, with: " ")
                for s in use.selectors { literal = literal.replacingOccurrences(of: "\(s) {", with: " {") }
            }
            for kw in ["plural", "select"] { literal = literal.replacingOccurrences(of: kw, with: " ") }
            words.formUnion(DescriptorTexts.words(literal).filter { $0.count >= 3 })
        }
        return words
    }()

    static func allText(_ narration: ReportNarration) -> String {
        [TextRenderer().render(narration, mode: .all), MarkdownRenderer().render(narration, mode: .all)]
            .joined(separator: "\n") + narration.charts.flatMap(\.walkthrough).joined(separator: "\n")
    }

    @Test(arguments: Examples.names, languages)
    func narrationIsCompleteAndInTheLanguage(example: String, language: String) throws {
        let report = Self.reports[example]!
        let n = try Narrator(language: language)
        let narration = try n.narrate(report)
        let text = Self.allText(narration)
        #expect(!text.contains("{") && !text.contains("}"), "unfilled argument in \(example) \(language)")
        let json = JSONRenderer().render(narration, mode: .all)
        #expect((try? JSONSerialization.jsonObject(with: Data(json.utf8))) != nil)
        // Alt text stays proportionate to the 150-character English limit (translations run up to ~25 % longer).
        for chart in narration.charts {
            #expect(chart.generatedShort.count <= (["en", "zh", "ko"].contains(language) ? 150 : 190),
                    "\(language) short is \(chart.generatedShort.count) characters: \(chart.generatedShort)")
        }
        guard language != "en" else { return }
        // The language's own words: its catalog's and ICU's month names ("out." is October in Portuguese).
        let months = (0..<12).flatMap { m in ["MMMd", "MMMM", "MMM"].map { (try? DateFormatting(locale: language)
            .format(1_704_067_200 + Double(m) * 31 * 86_400, skeleton: $0)) ?? "" } }
        let catalog = try Catalog.load(language), englishCatalog = try Catalog.load("en")
        let translated = catalog.messages.filter { englishCatalog.messages[$0.key] != $0.value }.map(\.value)
        let own = DescriptorTexts.words((translated + months).joined(separator: " "))
        let descriptor = DescriptorTexts.words(DescriptorTexts.all(in: report).joined(separator: " "))
        let leaked = DescriptorTexts.words(text).intersection(Self.englishMessageWords).subtracting(own).subtracting(descriptor)
        #expect(leaked.isEmpty, "English words in \(example) \(language): \(leaked.sorted())")
        // Sentences identical to the English narration's are untranslated.
        let english = try Narrator(language: "en").narrate(report)
        for (chart, en) in zip(narration.charts, english.charts) {
            for paragraph in chart.long where en.long.contains(paragraph) {
                #expect(DescriptorTexts.removing(from: paragraph, report: report).allSatisfy { !$0.isLetter },
                        "English paragraph in \(language): \(paragraph)")
            }
        }
    }

    @Test(arguments: Examples.names, languages)
    func spokenTextHasNoDigitsWhereNumbersAreSpelledOutAndNoBidiControls(example: String, language: String) throws {
        let report = Self.reports[example]!
        let n = try Narrator(language: language)
        let script = try n.briefingScript(for: report, narration: try n.narrate(report))
        let spoken = script.segments.compactMap { s -> String? in if case .speech(let i) = s { return i.spokenText }; return nil }
        #expect(!spoken.isEmpty)
        for line in spoken {
            #expect(!line.unicodeScalars.contains(where: BidiIsolation.isControl), "bidi control in speech: \(line)")
            // (A transform such as zh's tone-numbered pinyin writes digits of its own.)
            if n.speech.spellOutNumbers && n.speech.transform == nil {
                #expect(!line.contains { $0.isASCII && $0.isNumber }, "digits left in \(language) speech: \(line)")
            }
        }
    }

    @Test func descriptorTitleStaysInItsLanguageAndTheRestIsTranslated() throws {
        let report = Self.reports["daily-steps"]!
        let ru = try Narrator(language: "ru").narrate(report)
        let chart = ru.charts[0]
        #expect(chart.title == "Daily step count")
        #expect(chart.generatedShort.hasPrefix("Линейный график. "))
        #expect(chart.long.contains { $0.hasPrefix("Линейный график «Daily step count»") })
        // English prose (intro, outro, author summary) is not mixed into Russian narration…
        #expect(ru.intro == nil && ru.outro == nil && chart.authorSummary == nil)
        #expect(chart.short == chart.generatedShort)
        // …and the English unit pattern ("# steps") is not used with Russian plural rules.
        #expect(Self.allText(ru).range(of: "[0-9] steps", options: .regularExpression) == nil)
        // The Chinese translation is used where the descriptor has it.
        let zh = try Narrator(language: "zh").narrate(report)
        #expect(zh.charts[0].title == "每日步数")
        #expect(zh.intro?.hasPrefix("本简报") == true)
        #expect(zh.charts[0].long.joined().contains("步"))
    }

    @Test func aTranslationInTheChosenLanguageIsUsedForEveryElementThatHasOne() throws {
        var report = SampleReports.steps
        report.charts[0].title = LocalizedText([.init(language: "en", text: "Daily steps"), .init(language: "ru", text: "Шаги за день")])
        report.charts[0].yAxis.title = LocalizedText([.init(language: "en", text: "Steps"), .init(language: "ru", text: "Шаги")])
        report.charts[0].yAxis.unit = .messages(LocalizedText([
            .init(language: "en", text: "{value, plural, one {# step} other {# steps}}"),
            .init(language: "ru", text: "{value, plural, one {# шаг} few {# шага} many {# шагов} other {# шага}}"),
        ]))
        report.charts[0].summary = LocalizedText([.init(language: "ru", text: "Число шагов растёт.")])
        let chart = try Narrator(language: "ru").narrate(report).charts[0]
        #expect(chart.title == "Шаги за день")
        #expect(chart.short == "Число шагов растёт.")
        let long = chart.long.joined(separator: " ")
        #expect(long.contains("«Шаги»"))
        #expect(long.contains("шагов") || long.contains("шага"))
        #expect(long.contains("Steps"))  // the series name has no Russian variant: said as it is
    }
}
