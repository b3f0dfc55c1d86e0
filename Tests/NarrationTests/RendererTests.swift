import Foundation
import Testing
import ChartModel
@testable import Narration

@Suite struct RendererTests {
    let narration = try! Narrator(language: "en").narrate(SampleReports.sales)

    @Test func textShortModeIsJustTheShortDescription() {
        // One chart: no title line in short mode.
        #expect(TextRenderer().render(narration, mode: .short) == "South leads both years; West grew fastest.\n")
    }

    @Test func textAllModeHasEverySection() {
        let text = TextRenderer().render(narration, mode: .all)
        for heading in ["Short description", "Generated description", "Long description", "Walkthrough"] {
            #expect(text.contains(heading))
        }
    }

    @Test func jsonCarriesLanguageBlocksAndStatistics() throws {
        let json = JSONRenderer().render(narration, mode: .all)
        let root = try JSONSerialization.jsonObject(with: Data(json.utf8)) as! [String: Any]
        #expect(root["language"] as? String == "en")
        let chart = (root["charts"] as! [[String: Any]])[0]
        #expect(chart["generatedShort"] as? String == narration.charts[0].generatedShort)
        #expect((chart["long"] as? [String])?.count == narration.charts[0].long.count)
        let stats = (chart["statistics"] as! [String: Any])["series"] as! [[String: Any]]
        #expect((stats[0]["maximum"] as! [String: Any])["value"] as? Double == 143_250)
        #expect(stats[1]["mean"] as? Double == 114_680)
    }

    /// Outliers, peaks and tied extremes grow with the data; the JSON lists at most 20 of each beside the count.
    @Test func jsonListsAreBoundedWithTheirCounts() throws {
        var points: [DataPoint] = []
        for i in 0..<3_000 {
            // A flat series whose every 10th point leaps up (ever higher), with its top value tied 40 times.
            let y = i % 10 == 3 ? (i < 400 ? 9_000 : 1_000 + Double(i)) : 50 + Double(i % 5)
            points.append(DataPoint(x: Double(i), y: y))
        }
        let chart = Chart(id: "c", type: .line, xAxis: Axis(kind: .numeric), yAxis: Axis(kind: .numeric),
                          series: [Series(name: LocalizedText("s"), isContinuous: true, points: points)])
        let narration = try Narrator(language: "en").narrate(Report(language: "en", charts: [chart]))
        let stats = narration.charts[0].insights.series[0]
        let json = JSONRenderer().render(narration, mode: .short)
        let root = try JSONSerialization.jsonObject(with: Data(json.utf8)) as! [String: Any]
        let series = (((root["charts"] as! [[String: Any]])[0]["statistics"] as! [String: Any])["series"] as! [[String: Any]])[0]
        let outliers = series["outliers"] as! [[String: Any]]
        #expect(stats.outliers.count > 100)
        #expect(series["outlierCount"] as? Int == stats.outliers.count)
        #expect(outliers.count == JSONRenderer.listLimit)
        // The most extreme ones (the 40 tied at 9,000 are farthest from the median), in series order.
        #expect(outliers.allSatisfy { $0["y"] as? Double == 9_000 })
        let indices = outliers.map { $0["index"] as! Int }
        #expect(indices == indices.sorted())
        let maximum = series["maximum"] as! [String: Any]
        #expect(maximum["count"] as? Int == 40)
        #expect((maximum["points"] as! [Any]).count == JSONRenderer.listLimit)
        #expect((series["peaks"] as! [Any]).count <= JSONRenderer.listLimit)
        #expect(series["peakCount"] as? Int == stats.peaks.count)
    }

    @Test func markdownEscapesDescriptorText() throws {
        var report = SampleReports.sales
        report.charts[0].title = .init("Sales *by* [region](http://x)")
        let md = MarkdownRenderer().render(try Narrator(language: "en").narrate(report), mode: .short)
        #expect(md.contains("## Sales \\*by\\* \\[region\\](http://x)"))
    }
}
