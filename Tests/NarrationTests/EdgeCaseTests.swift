import ChartModel
import Testing
@testable import Narration

@Suite struct EdgeCaseTests {
    @Test(arguments: ["en", "zh"])
    func chartsWithoutValuesStillNarrate(language: String) throws {
        let empty = Chart(id: "e", type: .line, xAxis: Axis(kind: .numeric), yAxis: Axis(kind: .numeric), series: [])
        let missing = Chart(id: "m", type: .column, xAxis: Axis(kind: .numeric), yAxis: Axis(kind: .numeric),
                            series: [Series(name: LocalizedText("Gaps"), isContinuous: false,
                                            points: [DataPoint(x: 1, y: nil), DataPoint(x: 2, y: nil)])])
        let single = Chart(id: "s", xAxis: Axis(kind: .numeric), yAxis: Axis(kind: .numeric),
                           series: [Series(name: LocalizedText("One"), isContinuous: true, points: [DataPoint(x: 1, y: 5)])])
        let narration = try Narrator(language: language).narrate(Report(charts: [empty, missing, single]))
        #expect(narration.charts.count == 3)
        let text = TextRenderer().render(narration, mode: .all)
        #expect(!text.contains("{"))
        #expect(narration.charts[0].title == (language == "en" ? "Chart 1" : "第1张图表"))
        #expect(narration.charts[1].walkthrough.contains(language == "en" ? "1: missing." : "1：缺失。"))
    }

    @Test func manyCategoriesAreSummarisedByRange() throws {
        let cats = (1...20).map { Category(id: "c\($0)") }
        let chart = Chart(id: "b", type: .bar, xAxis: Axis(kind: .category, categories: cats), yAxis: Axis(kind: .numeric),
                          series: [Series(name: LocalizedText("S"), isContinuous: false,
                                          points: (0..<20).map { DataPoint(x: Double($0), y: Double($0 * $0 % 7)) })])
        let long = try Narrator(language: "en").narrate(Report(charts: [chart])).charts[0].long.joined(separator: "\n")
        #expect(long.contains("lists 20 categories, from c1 to c20"))
    }
}
