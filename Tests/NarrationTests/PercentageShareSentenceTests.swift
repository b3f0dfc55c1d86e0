@testable import ChartAnalysis
import ChartModel
import Testing
@testable import Narration

/// A survey of purchase reasons in percent: the lead is in percentage points in every language, and the
/// catch-all "Other" is neither leader nor laggard (the analysis decides that, whatever the language).
@Suite struct PercentageShareSentenceTests {
    static let factors = ["Price", "Quality", "Service", "Brand", "Delivery", "Design", "Other"]
    static let shares: [Double] = [31.5, 22, 15, 12, 8, 7, 4.5]

    static func sentence(_ language: String, other: String = "Other") throws -> String {
        let chart = Chart(id: "survey", type: .bar, title: LocalizedText([.init(language: "en", text: "Reasons")]),
                          xAxis: Axis(kind: .category, categories: factors.dropLast().map { Category(id: $0) } + [Category(id: other)]),
                          yAxis: Axis(kind: .numeric, unit: .cldr("percent")),
                          series: [Series(name: LocalizedText("Share"), isContinuous: false,
                                          points: shares.enumerated().map { DataPoint(x: Double($0.offset), y: $0.element) })])
        let insights = ChartAnalyzer.analyze(chart)
        let narrator = try Narrator(language: language)
        let facts = try ChartFacts(chart: chart, index: 0, insights: insights, renderer: narrator.renderer,
                                   options: narrator.options, language: language, documentLanguage: "en")
        let ranking = try #require(insights.findings.first { $0.kind == .ranking })
        return try FindingPhraser(facts: facts).sentence(ranking, precision: .full)
    }

    @Test func percentLeadsAreInPercentagePoints() throws {
        #expect(try Self.sentence("en").contains("9.5 percentage points ahead of Quality"))
        #expect(try Self.sentence("zh").contains("比Quality（22.0%）高9.5个百分点"))
        #expect(try Self.sentence("de").contains("9,5 Prozentpunkte"))
        for language in ["es", "fr", "pt", "ru", "ar", "hi", "ko"] {
            #expect(try !Self.sentence(language).contains("9.5 %") && !Self.sentence(language).contains("9,5 %"), "\(language)")
        }
    }

    /// The shares sum to 100 %: the two largest together are said as more than half, in every language, with
    /// the same figure (the analysis found them; each catalog words them).
    @Test func sharesOfAWholeSayTheFewThatMakeUpMoreThanHalf() throws {
        #expect(try Self.sentence("en").contains("; Price and Quality together made up 54%, more than half."))
        #expect(try Self.sentence("zh").contains("；Price和Quality合计占54%，超过一半。"))
        for language in ["de", "es", "fr", "pt", "ru", "hi", "ko"] {
            let text = try Self.sentence(language)
            #expect(text.contains("Price") && text.contains("Quality") && text.contains("54"), "\(language): \(text)")
        }
        // The leader's value is its share: no second "made up 31.5 % of the total".
        #expect(try !Self.sentence("en").contains("of the total"))
    }

    @Test(arguments: ["Other", "Others", "其他", "Sonstige", "Autres", "Другое", "기타", "अन्य", "أخرى", "Other (please specify)"])
    func catchAllIsNeverTheLaggard(_ name: String) throws {
        let text = try Self.sentence("en", other: name)
        #expect(text.contains("Design came last"), "\(name): \(text)")
    }

    @Test func catchAllNamesDoNotCatchOrdinaryWords() {
        for word in ["Otherside", "Restaurants", "Brand", "Andorra", "Outlook"] { #expect(!CatchAllCategory.isCatchAll(word)) }
        for word in ["OTHER", " other ", "Rest of world", "其它", "Sonstiges"] { #expect(CatchAllCategory.isCatchAll(word)) }
    }
}
