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

    @Test func manyPointsAtAnExtremeAreCountedNotPlaced() throws {
        // 60 days: dry (0) on 40 of them, one wet day of 12, the rest 1–5.
        let day = 86_400.0, start = 1_325_376_000.0  // 2012-01-01
        var ys = [Double](repeating: 0, count: 60)
        for k in stride(from: 0, to: 60, by: 3) { ys[k] = Double(1 + k % 5) }
        ys[30] = 12
        let chart = Chart(id: "rain", type: .line, xAxis: Axis(kind: .date), yAxis: Axis(kind: .numeric),
                          series: [Series(name: LocalizedText("Rain"), isContinuous: true,
                                          points: ys.indices.map { DataPoint(x: start + Double($0) * day, y: ys[$0]) })])
        let en = try Narrator(language: "en").narrate(Report(charts: [chart])).charts[0].long.joined(separator: "\n")
        #expect(en.contains("Rain ranged from a low of 0 (40 days) to a high of 12 on Jan 31."), "\(en)")
        let zh = try Narrator(language: "zh").narrate(Report(charts: [chart])).charts[0].long.joined(separator: "\n")
        #expect(zh.contains("最低值是0（40天）"), "\(zh)")
    }
}
