import ChartAnalysis
import ChartModel
import Testing
@testable import Narration

/// A fall that lasts to the series' last value says nothing about a recovery it could not have had yet
/// (Nightingale's Crimean deaths from disease: "ran from Jan 1855 to Mar 1856", the end of the data).
@Suite struct DrawdownSentenceTests {
    static func sentence(troughIndex: Int, language: String = "en") throws -> String {
        let chart = FindingSentenceTests.chart
        let r = { (i: Int) in FindingSentenceTests.ref(chart, 0, i) }
        let drawdown = Drawdown(series: 0, peak: r(0), trough: r(troughIndex), recovery: nil, depth: 8_400, relativeDepth: 0.061)
        var insights = ChartAnalyzer.analyze(chart)
        insights.findings = [Finding(series: [0], salience: 0.5, detail: .drawdown(drawdown))]
        let narrator = try Narrator(language: language)
        let facts = try ChartFacts(chart: chart, index: 0, insights: insights, renderer: narrator.renderer,
                                   options: narrator.options, language: language, documentLanguage: "en")
        return try FindingPhraser(facts: facts).sentence(insights.findings[0], precision: .full)
    }

    @Test func aFallToTheLastValueSaysNoRecovery() throws {
        #expect(try Self.sentence(troughIndex: 23) == "The largest fall of Nonfarm, 8,400 jobs (6.1%), ran from Jan 2008 to Dec 2009.")
        #expect(try Self.sentence(troughIndex: 23, language: "zh") == "非农最大的一次下跌发生在2008年1月至2009年12月之间，跌幅8,400个（6.1%）。")
        #expect(try Self.sentence(troughIndex: 12).hasSuffix("; the earlier peak had not been regained by the end."))
    }
}
