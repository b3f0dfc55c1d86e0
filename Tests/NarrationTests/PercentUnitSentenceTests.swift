import ChartModel
import Testing
@testable import Narration

/// A percent is part of the number, not a unit said once: every level of a sentence keeps its sign ("from 75% in
/// 1975 to 24% in 1995", not "to 24"), and a change of percents is in percentage points ("rose by 27 percentage
/// points from 32% to 59%", not "rose 84%", which many read as points).
@Suite struct PercentUnitSentenceTests {
    private func long(_ ys: [Double], language: String) throws -> String {
        let chart = Chart(id: "p", type: .line, title: LocalizedText("Agree"), xAxis: Axis(kind: .numeric),
                          yAxis: Axis(kind: .numeric, unit: .cldr("percent")),
                          series: [Series(name: LocalizedText("Agree"), isContinuous: true,
                                          points: ys.indices.map { DataPoint(x: Double(1975 + $0), y: ys[$0]) })])
        return try Narrator(language: language).narrate(Report(language: language, charts: [chart])).charts[0].long
            .joined(separator: " ")
    }

    @Test func everyLevelOfACourseKeepsItsPercentSign() throws {
        let text = try long([75, 72, 70, 66, 60, 52, 45, 38, 31, 24], language: "en")
        #expect(text.contains("fell by 51 percentage points from 75% in 1975 to a low of 24% in 1984"), "\(text)")
        let zh = try long([75, 72, 70, 66, 60, 52, 45, 38, 31, 24], language: "zh")
        #expect(zh.contains("下降51个百分点，至1984年的最低点24%"), "\(zh)")
    }

    @Test func aChangeOfPercentsIsInPercentagePoints() throws {
        let text = try long([32, 30, 36, 41, 50, 59, 55, 49, 46, 47], language: "en")
        #expect(text.contains("rose by 27 percentage points from 32% in 1975 to a high of 59% in 1980"), "\(text)")
        #expect(!text.contains("up 15%") && !text.contains("rose 84%"), "\(text)")
        let zh = try long([32, 30, 36, 41, 50, 59, 55, 49, 46, 47], language: "zh")
        #expect(zh.contains("上升27个百分点，至1980年的最高点59%"), "\(zh)")
    }
}
