import ChartAnalysis
import ChartModel
import Foundation
import Testing
@testable import Narration

/// A shape of one rise said as growth: the factor, and the doubling time in the reader's units where the analysis
/// gives one, in every shipped language.
@Suite struct GrowthSentenceTests {
    /// The jobs chart's Nonfarm series, said as one rise from its first month to its last with `growth`.
    static func sentence(_ language: String, _ growth: ShapeGrowth?) throws -> (full: String, brief: String) {
        let narrator = try Narrator(language: language)
        let chart = FindingSentenceTests.chart
        let r = { (i: Int) in FindingSentenceTests.ref(chart, 0, i) }
        let shape = SeriesShape(series: 0, segments: [
            ShapeSegment(start: r(0), end: r(23), direction: .rising, startLevel: r(0).y, endLevel: r(23).y),
        ], isApproximate: false, residualStandardDeviation: 50, growth: growth)
        var insights = ChartAnalyzer.analyze(chart)
        insights.findings = [Finding(series: [0], salience: 0.9, detail: .shape(shape))]
        let facts = try ChartFacts(chart: chart, index: 0, insights: insights, renderer: narrator.renderer,
                                   options: narrator.options, language: language, documentLanguage: "en")
        let phraser = FindingPhraser(facts: facts)
        return (try phraser.sentence(insights.findings[0], precision: .full),
                try phraser.sentence(insights.findings[0], precision: .brief))
    }

    static let month = 365.2425 * 86_400 / 12

    @Test func aRiseIsSaidWithItsFactorAndItsDoublingTime() throws {
        let en = try Self.sentence("en", ShapeGrowth(factor: 4.5, doublingTime: 11 * Self.month))
        #expect(en.full.hasSuffix(", a 4.5-fold rise, doubling about every 11 months."), "\(en.full)")
        #expect(en.brief.hasSuffix(", a 4.5-fold rise, doubling about every 11 months."), "\(en.brief)")
        let zh = try Self.sentence("zh", ShapeGrowth(factor: 4.5, doublingTime: 11 * Self.month))
        #expect(zh.full.hasSuffix("，增至原来的4.5倍，约每11个月翻一番。"), "\(zh.full)")
        let plain = try Self.sentence("en", ShapeGrowth(factor: 74, doublingTime: nil))
        #expect(plain.full.hasSuffix(", a 74-fold rise."), "\(plain.full)")
        #expect(try Self.sentence("zh", ShapeGrowth(factor: 74, doublingTime: nil)).full.hasSuffix("，增至原来的74倍。"))
        // Without a growth nothing is added.
        #expect(!(try Self.sentence("en", nil).full.contains("fold")))
    }

    @Test(arguments: ["en", "zh", "es", "fr", "de", "pt", "ru", "ar", "hi", "ko"])
    func growthRendersWithoutPlaceholders(_ language: String) throws {
        for growth in [ShapeGrowth(factor: 74, doublingTime: nil), ShapeGrowth(factor: 4.5, doublingTime: 3 * 12 * Self.month),
                       ShapeGrowth(factor: 22, doublingTime: 1 * 12 * Self.month)] {
            let s = try Self.sentence(language, growth)
            for text in [s.full, s.brief] {
                #expect(!text.contains("{") && !text.contains("}"), "\(language): \(text)")
                #expect(text != (try Self.sentence(language, nil).full), "\(language): growth unsaid")
            }
        }
    }
}
