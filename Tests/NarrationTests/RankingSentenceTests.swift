import ChartAnalysis
import ChartDescriptorXML
import ChartModel
import Testing
@testable import Narration

/// Mean barley yields of six sites in 1931 and 1932 (Immer et al., as in Cleveland's "Visualizing Data"):
/// each year's ranking says which year it is, or two sentences would both say "Waseca led".
@Suite struct RankingSentenceTests {
    static let sites = ["Crookston", "Duluth", "Grand Rapids", "Morris", "University Farm", "Waseca"]
    static let yields: [[Double]] = [[43.66, 30.29, 29.05, 29.29, 35.83, 54.35], [31.18, 25.70, 20.81, 41.51, 29.51, 41.87]]

    static func sentences(_ language: String) throws -> [String] {
        let chart = Chart(id: "barley", type: .bar, title: LocalizedText([.init(language: "en", text: "Barley")]),
                          xAxis: Axis(kind: .category, categories: sites.map { Category(id: $0) }),
                          yAxis: Axis(kind: .numeric),
                          series: ["1931", "1932"].enumerated().map { k, name in
                              Series(name: LocalizedText([.init(language: "en", text: name)]), isContinuous: false,
                                     points: yields[k].enumerated().map { DataPoint(x: Double($0.offset), y: $0.element) })
                          })
        var insights = ChartAnalyzer.analyze(chart)
        insights.findings = (0..<2).map { s in
            let order = yields[s].indices.sorted { yields[s][$0] > yields[s][$1] }
            let ranking = CategoryRanking(series: s, order: order, values: yields[s],
                                          gapFirstSecond: yields[s][order[0]] - yields[s][order[1]],
                                          ratioMaxMin: yields[s][order[0]] / yields[s][order.last!], leaderShare: nil)
            return Finding(series: [s], salience: 0.5, detail: .ranking(ranking))
        }
        let narrator = try Narrator(language: language)
        let facts = try ChartFacts(chart: chart, index: 0, insights: insights, renderer: narrator.renderer,
                                   options: narrator.options, language: language, documentLanguage: "en")
        let phraser = FindingPhraser(facts: facts)
        return try insights.findings.map { try phraser.sentence($0, precision: .brief) }
    }

    @Test func eachSeriesRankingNamesItsSeries() throws {
        #expect(try Self.sentences("en") == ["For 1931, Waseca led with 54.35, 10.69 ahead of Crookston (43.66); Grand Rapids came last with 29.05.",
                                             "For 1932, Waseca led with 41.87, 0.36 ahead of Morris (41.51); Grand Rapids came last with 20.81."])
        #expect(try Self.sentences("zh")[0] == "就1931而言，Waseca最高，为54.35，比Crookston（43.66）高10.69；Grand Rapids最低，为29.05。")
    }
}

/// Categories tied with the last come last together: German school tracks, Gymnasium 41.0 %, Realschule and
/// Hauptschule 29.5 % each, were "Hauptschule came last with 29.5%", one of two equals named as the last.
@Suite struct TiedLastRankingTests {
    @Test(arguments: [("en", "Realschule and Hauptschule came last with 29.5%"), ("zh", "Realschule和Hauptschule最低，为29.5%")])
    func categoriesTiedWithTheLastComeLastTogether(language: String, expected: String) throws {
        let xml = """
        <chart id="s" type="bar"><x-axis type="category"><category id="Gymnasium"/><category id="Realschule"/>\
        <category id="Hauptschule"/></x-axis><y-axis unit="percent"/><series name="Share">\
        <point x="Gymnasium" y="41.0"/><point x="Realschule" y="29.5"/><point x="Hauptschule" y="29.5"/></series></chart>
        """
        let report = try DescriptorReader().read(bytes: Array(xml.utf8), fileName: "s.xml")
        let long = try Narrator(language: language).narrate(report).charts[0].findings.map(\.text).joined(separator: " ")
        #expect(long.contains(expected), "\(long)")
    }
}
