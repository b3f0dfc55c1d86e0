@testable import ChartAnalysis
import ChartModel
import Testing
@testable import Narration

/// A survey scale is said by its sides and middle, grouped bars of two years by the change per category, in every
/// language with the same figures; and percentages are written in one style per language.
@Suite struct ScaleAndPeriodSentenceTests {
    static func chart(categories: [String], series: [(String, [Double])], unit: AxisUnit? = nil) -> Chart {
        Chart(id: "c", type: .bar, title: LocalizedText([.init(language: "en", text: "T")]),
              xAxis: Axis(kind: .category, categories: categories.map { Category(id: $0) }),
              yAxis: Axis(kind: .numeric, unit: unit),
              series: series.map { name, ys in
                  Series(name: LocalizedText(name), isContinuous: false,
                         points: ys.enumerated().map { DataPoint(x: Double($0.offset), y: $0.element) })
              })
    }

    static func sentence(_ chart: Chart, _ kind: FindingKind, _ language: String, brief: Bool = false) throws -> String {
        let insights = ChartAnalyzer.analyze(chart)
        let narrator = try Narrator(language: language)
        let facts = try ChartFacts(chart: chart, index: 0, insights: insights, renderer: narrator.renderer,
                                   options: narrator.options, language: language, documentLanguage: "en")
        let finding = try #require(insights.findings.first { $0.kind == kind })
        return try FindingPhraser(facts: facts).sentence(finding, precision: brief ? .brief : .full)
    }

    static let job = chart(categories: ["Very dissatisfied", "A little dissatisfied", "Moderately satisfied", "Very satisfied"],
                           series: [("People", [4, 13, 43, 36])])
    static let phones = chart(categories: ["Apple", "Samsung", "Xiaomi", "OPPO", "Transsion"],
                              series: [("2022", [226.2, 262.3, 153.1, 114.4, 72.6]), ("2023", [234.6, 226.6, 145.9, 103.1, 94.9])])

    @Test func aSurveyIsSaidByItsSidesWithTheirSharesAndCounts() throws {
        #expect(try Self.sentence(Self.job, .scale, "en") == "Of 96, 82% (79) were Moderately satisfied or Very satisfied, 18% (17) Very dissatisfied or A little dissatisfied; the most common answer was Moderately satisfied (45%).")
        #expect(try Self.sentence(Self.job, .scale, "en", brief: true) == "Of 96, 82% were Moderately satisfied or Very satisfied, 18% Very dissatisfied or A little dissatisfied.")
        #expect(try Self.sentence(Self.job, .scale, "zh") == "总计96，其中Moderately satisfied或Very satisfied占82%（79），Very dissatisfied或A little dissatisfied占18%（17）；最常见的回答是Moderately satisfied（45%）。")
        for language in ["es", "fr", "de", "pt", "ru", "ar", "hi", "ko"] {
            let text = try Self.sentence(Self.job, .scale, language)
            let digits = NumberFormatting(locale: language)
            let high = try digits.format(82, skeleton: "percent"), low = try digits.format(18, skeleton: "percent")
            #expect(text.contains("Moderately satisfied") && text.contains(high) && text.contains(low), "\(language): \(text)")
        }
    }

    @Test func aLongSideIsARangeAndTheMiddleComesLast() throws {
        let labels = ["0 bad"] + (1...9).map(String.init) + ["10 good"]
        let britain = Self.chart(categories: labels, series: [("People", [80, 53, 75, 113, 147, 415, 224, 312, 277, 107, 84])])
        #expect(try Self.sentence(britain, .scale, "en") == "Of 1,887, 53% (1,004) were 6 to 10 good, 25% (468) 0 bad to 4, and 22% (415) 5.")
    }

    @Test func twoYearsAreSaidAsTheChangePerCategory() throws {
        #expect(try Self.sentence(Self.phones, .periodChange, "en") == "From 2022 to 2023, Samsung, Xiaomi, and OPPO fell, Samsung the most, by 14%; Apple (226.2 to 234.6) and Transsion (72.6 to 94.9) rose, Transsion the most, by 31%; Apple overtook Samsung.")
        #expect(try Self.sentence(Self.phones, .periodChange, "en", brief: true) == "From 2022 to 2023, Samsung, Xiaomi, and OPPO fell, Samsung the most, by 14%; Apple and Transsion rose; Apple overtook Samsung.")
        #expect(try Self.sentence(Self.phones, .periodChange, "zh") == "从2022到2023，下降的有Samsung、Xiaomi和OPPO，其中Samsung降幅最大，为14%；上升的有Apple（226.2至234.6）和Transsion（72.6至94.9），其中Transsion升幅最大，为31%；Apple超过了Samsung。")
        let regions = Self.chart(categories: ["North", "South", "East", "West"], series: [("2022", [100, 50, 40, 30]), ("2023", [90, 55, 46, 31])])
        #expect(try Self.sentence(regions, .periodChange, "en") == "From 2022 to 2023, South, East, and West rose, East the most, by 15%; only the largest, North (100 to 90), fell.")
        for language in ["es", "fr", "de", "pt", "ru", "ar", "hi", "ko"] {
            let text = try Self.sentence(Self.phones, .periodChange, language)
            let most = try NumberFormatting(locale: language).format(14, skeleton: "percent")
            #expect(text.contains("Samsung") && text.contains("Transsion") && text.contains("2022") && text.contains(most), "\(language): \(text)")
        }
    }

    /// "41 percent" and "63%" never in one sentence: a percent axis is written with the sign, as derived
    /// percentages are.
    @Test func percentagesAreWrittenOneWayPerLanguage() throws {
        let reasons = Self.chart(categories: ["Price", "Quality", "Service", "Brand"], series: [("Share", [41, 32, 16, 11])], unit: .cldr("percent"))
        for language in ["en", "zh", "es", "fr", "de", "pt", "ru", "ar", "hi", "ko"] {
            let text = try Self.sentence(reasons, .ranking, language)
            let spelled = try NumberFormatting(locale: language).format(41, skeleton: "measure-unit/concentr-percent unit-width-full-name")
            let signed = try NumberFormatting(locale: language).format(41, skeleton: "percent")
            // Where the language's full form is the sign itself (zh, ar, ko), the sign is all there is.
            let isWord = spelled.contains { $0.isLetter }
            #expect((!isWord || !text.contains(spelled)) && text.contains(signed), "\(language): \(text) [\(spelled)]")
        }
        #expect(try Self.sentence(reasons, .ranking, "en").hasPrefix("Price led with 41%, 9 percentage points ahead of Quality"))
        // A lead of 1.5 times the second or more is said as that ratio: no gap, so no percent of a percent.
        let farAhead = Self.chart(categories: ["Price", "Quality", "Service", "Brand"], series: [("Share", [41, 22, 20, 17])], unit: .cldr("percent"))
        #expect(try Self.sentence(farAhead, .ranking, "en").hasPrefix("Price led with 41%, 1.9 times Quality (22%)"))
        #expect(try Self.sentence(farAhead, .ranking, "zh").contains("是Quality（22%）的1.9倍"))
    }
}
