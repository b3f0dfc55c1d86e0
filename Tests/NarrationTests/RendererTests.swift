import Foundation
import Testing
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

    @Test func markdownEscapesDescriptorText() throws {
        var report = SampleReports.sales
        report.charts[0].title = .init("Sales *by* [region](http://x)")
        let md = MarkdownRenderer().render(try Narrator(language: "en").narrate(report), mode: .short)
        #expect(md.contains("## Sales \\*by\\* \\[region\\](http://x)"))
    }
}
