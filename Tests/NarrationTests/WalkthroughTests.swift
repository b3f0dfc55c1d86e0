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
        // The charity walk is the top of the largest fall (computed on the data's own values): a turning point.
        #expect(lines[71] == "Mar 11: 14,250 steps, “Charity walk”, up 5,532 steps (highest, a turning point, and unusual).")
    }

    @Test func changesAreComputedFromTheDataNotFromTheRoundedValues() throws {
        // North America Q1 389.4 → Q2 412.5 (the data): up 23.1, not 413 − 389 = 24 from the values as said.
        let lines = try Narrator(language: "en").narrate(try Examples.report("quarterly-revenue")).charts[0].walkthrough
        #expect(lines.contains("Q2: $413M, up $23.1M."))
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
        #expect(lines[71] == "3月11日：14,250步，“慈善健步走”，上升5,532步（最高、转折点和异常）。")
    }

    /// The next point of a scatter cloud is the next car in the file, not a step of one course: no "up" or
    /// "down" between them. A connected scatter's drawn order is a course, and keeps its steps.
    @Test func aScatterCloudHasNoStepsBetweenPoints() throws {
        let lines = try Narrator(language: "en").narrate(try Examples.report("car-scatter")).charts[0].walkthrough
        #expect(lines.contains("2,875 pounds: 21.0 miles per gallon, “Mazda RX4 Wag”."))
        #expect(!lines.contains { $0.contains(", up ") || $0.contains(", down ") || $0.contains("unchanged") })
        var connected = try Examples.report("car-scatter")
        connected.charts[0].series[0].isContinuous = true
        let path = try Narrator(language: "en").narrate(connected).charts[0].walkthrough
        #expect(path.contains("2,320 pounds: 22.8 miles per gallon, “Datsun 710”, up 1.8 miles per gallon."))
    }
}
