import Testing
@testable import Narration

@Suite struct WalkthroughTests {
    @Test func everyPointIsSaidWithValueLabelChangeAndMarkers() throws {
        let lines = try Narrator(language: "en").narrate(SampleReports.steps).charts[0].walkthrough
        #expect(lines.first == "Steps: 91 points.")
        #expect(lines.count == 92)
        #expect(lines[1] == "Jan 1: 5,775 steps (lowest).")
        #expect(lines[2] == "Jan 2: 5,997 steps, up 222 steps.")
        #expect(lines[41] == "Feb 10: missing.")
        #expect(lines[71] == "Mar 11: 14,250 steps, “Charity walk”, up 5,532 steps (highest and unusual).")
    }

    @Test func changesUseTheValuesAsShown() throws {
        let lines = try Narrator(language: "en").narrate(try Examples.report("quarterly-revenue")).charts[0].walkthrough
        #expect(lines.contains("Q2: $413M, up $24M."))
    }

    @Test func longSeriesMoveThroughIntervalsUnlessAllPointsAreAsked() throws {
        let report = SampleReports.long(count: 250)
        let lines = try Narrator(language: "en").narrate(report).charts[0].walkthrough
        #expect(lines[1].hasPrefix("That is more than 100 points, so the walkthrough moves through"))
        #expect(lines.count < 20)
        var options = NarrationOptions(language: "en")
        options.allPoints = true
        #expect(try Narrator(options: options).narrate(report).charts[0].walkthrough.count == 251)
        options.allPoints = false
        options.walkthroughThreshold = 300
        #expect(try Narrator(options: options).narrate(report).charts[0].walkthrough.count == 251)
    }

    @Test func chineseWalkthroughReadsNaturally() throws {
        let lines = try Narrator(language: "zh").narrate(SampleReports.steps).charts[0].walkthrough
        #expect(lines[1] == "1月1日：5,775步（最低）。")
        #expect(lines[71] == "3月11日：14,250步，“慈善健步走”，上升5,532步（最高和异常）。")
    }
}
