import Foundation
import Testing
import ChartAnalysis
import ChartModel
import ChartNarrate
import Narration
import Sonification

/// The explorer's navigation model: what each command says and where it moves, in en and zh; the lines are
/// the text outputs' own lines (same formatters), so they are checked against those.
@Suite struct ExplorerTests {
    static func explorer(_ example: String, _ language: String, sound: Bool = false) throws -> ChartExplorer {
        let report = try DescriptorLoader.load(CLIRun.repoRoot.appendingPathComponent("examples/\(example).xml").path)
        return try ChartExplorer(briefing: ChartBriefing(report: report, options: NarrationOptions(language: language)),
                                 soundIsOn: sound)
    }

    /// Runs commands and returns every line said, the opening first.
    static func lines(_ explorer: inout ChartExplorer, _ commands: [ExplorerCommand]) throws -> [String] {
        var lines = try explorer.opening().lines
        for c in commands { lines += try explorer.perform(c).lines }
        return lines
    }

    /// A scatter plot's points came in file order, each line "20.9: 182.0, “Truro”." with no axis named (issue 39):
    /// they are stepped through by x, and the opening names both axes once.
    @Test func scatterPointsGoByXAndTheAxesAreNamedOnce() throws {
        let csv = "Rainfall,Sunshine,Town\n20.9,182.0,Truro\n18.4,190.5,Penzance\n25.1,160.2,Bodmin\n15.2,201.3,Newquay\n22.3,175.0,Falmouth\n"
        let report = try ChartInput.load(bytes: Array(csv.utf8), name: "towns.csv", format: .csv,
                                         csv: CSVChartOptions(labelColumn: "Town", type: .scatter))
        var explorer = try ChartExplorer(briefing: ChartBriefing(report: report, options: NarrationOptions(language: "en")))
        let said = try Self.lines(&explorer, [.next, .next, .next, .next, .next, .next, .previous, .first, .last])
        #expect(said[0] == "The scatter plot shows 1 series with 5 points in total. The x-axis, “Rainfall”, runs from Newquay (15.2) to Bodmin (25.1). "
                + "The y-axis, “Sunshine”, runs from 160.2 to 201.3. Press ? for the keys, q to quit.", "\(said[0])")
        #expect(Array(said[1...5]) == ["15.2: 201.3, “Newquay” (highest).", "18.4: 190.5, “Penzance”.", "20.9: 182.0, “Truro”.",
                                       "22.3: 175.0, “Falmouth”.", "25.1: 160.2, “Bodmin” (lowest)."], "\(said)")
        #expect(said[6] == "End of Sunshine." && said[7] == "22.3: 175.0, “Falmouth”.")
        #expect(said[8] == "15.2: 201.3, “Newquay” (highest)." && said[9] == "25.1: 160.2, “Bodmin” (lowest).")
        // A line chart keeps its points' own order and names no axis in its opening.
        var line = try Self.explorer("monthly-temperature", "en")
        #expect(!(try line.opening().lines[0]).contains("x-axis"))
    }

    @Test(arguments: ["en", "zh"])
    func everyPointLineIsTheWalkthroughLine(language: String) throws {
        // quarterly-revenue is walked through point by point, so every point has a walkthrough line to match.
        var explorer = try Self.explorer("quarterly-revenue", language)
        let walkthrough = explorer.briefing.narration.charts[0].walkthrough
        let chart = explorer.briefing.report.charts[0]
        var said: [String] = []
        for s in chart.series.indices {
            if s > 0 { _ = try explorer.perform(.nextSeries) }
            _ = try explorer.perform(.first)
            said.append(try explorer.text.point(chart: 0, series: s, index: 0))
            for _ in 1..<chart.series[s].points.count { said.append(try explorer.perform(.next).lines[0]) }
        }
        // The walkthrough is, per series, a heading line and then one line per point.
        var pointLines: [String] = []
        var k = 0
        for series in chart.series {
            pointLines += walkthrough[(k + 1)...(k + series.points.count)]
            k += 1 + series.points.count
        }
        #expect(k == walkthrough.count)
        // The first point of a chart with several series also names its series; the rest is the same line.
        #expect(said.count == pointLines.count)
        for (a, b) in zip(said, pointLines) { #expect(a == b) }
    }

    @Test func arrowsMoveWithinTheSeriesAndStopAtItsEnds() throws {
        var e = try Self.explorer("quarterly-revenue", "en")
        let lines = try Self.lines(&e, [.previous, .previous, .next, .last, .next])
        #expect(lines == [
            "The bar chart “Quarterly revenue by region, 2024” shows 4 series with 16 points in total. Press ? for the keys, q to quit.",
            "North America, series 1 of 4. Q1: $389M (lowest).",
            "Start of North America.",
            "Q2: $413M, up $23.1M.",
            "Q4: $487M, up $48.4M (highest).",
            "End of North America.",
        ])
        #expect(e.position == ExplorerPosition(chart: 0, series: 0, point: 3))
    }

    @Test func seriesSwitchKeepsTheXAndWraps() throws {
        var e = try Self.explorer("monthly-temperature", "zh")
        _ = try Self.lines(&e, [.next, .next, .next])
        let down = try e.perform(.nextSeries)
        #expect(down.lines == ["上海，第2个数据系列，共3个。3月：9.6摄氏度，上升2.4摄氏度。"])
        #expect(e.position.point == 2 && e.position.series == 1)
        _ = try e.perform(.nextSeries)
        let wrapped = try e.perform(.nextSeries)
        #expect(wrapped.lines[0].hasPrefix("北京，第1个数据系列，共3个。3月："))
        #expect(try e.perform(.previousSeries).lines[0].hasPrefix("广州，第3个数据系列，共3个。3月："))
    }

    @Test(arguments: ["en", "zh"])
    func pageDownSaysEachDigestInTurn(language: String) throws {
        var e = try Self.explorer("daily-steps", language)
        let digests = e.briefing.narration.charts[0].digests
        let intervals = e.text.intervals(chart: 0, series: 0)
        #expect(intervals.count == 12)
        var said: [String] = []
        for _ in intervals { said.append(try e.perform(.nextInterval).lines[0]) }
        // Each line is "Interval i of n." then the digest line the text outputs print for that interval.
        for (i, line) in said.enumerated() { #expect(line.hasSuffix(digests[i]), "\(line)") }
        #expect(try e.perform(.nextInterval).lines == [try e.text.notice(.edge(.lastInterval, chart: 0, series: 0))])
        #expect(e.position.point == intervals.last!.firstIndex)
        _ = try e.perform(.previousInterval)
        #expect(e.position.point == intervals[10].firstIndex)
    }

    @Test(arguments: ["en", "zh"])
    func findingsAreSaidInRankOrderAndVisitedAtTheirLandmarks(language: String) throws {
        var e = try Self.explorer("daily-steps", language)
        let findings = e.briefing.narration.charts[0].findings
        #expect(findings.count >= 2)
        for (k, finding) in findings.enumerated() {
            let step = try e.perform(.nextFinding)
            #expect(e.position.finding == k)
            // Its place in the ranking, then the sentence the long description says it in, then the point.
            let place = try e.text.finding(chart: 0, index: k)
            #expect(step.lines[0].hasPrefix(e.text.sentences([place, finding.text])), "\(step.lines[0])")
            #expect(!finding.text.isEmpty && e.briefing.narration.charts[0].long.contains { $0.contains(finding.text) },
                    "the finding's sentence is the long description's")
            if let landmark = finding.landmarks.first {
                #expect(e.position.series == landmark.series && e.position.point == landmark.point.index)
                #expect(step.tone == ExplorerPointRef(chart: 0, series: landmark.series, point: landmark.point.index))
            }
        }
        let edge = try e.text.notice(.edge(.lastFinding, chart: 0, series: e.position.series))
        #expect(try e.perform(.nextFinding).lines == [edge])
        if language == "en" { #expect(edge == "No finding after this one.") }
        _ = try e.perform(.previousFinding)
        #expect(e.position.finding == findings.count - 2)
    }

    @Test func aConstantSeriesMarksNoExtremesAndHasNoDigests() throws {
        var e = try Self.explorer("daily-steps", "en")
        _ = try e.perform(.nextSeries)
        let line = try e.perform(.first).lines[0]
        #expect(line == "Goal, series 2 of 2. Jan 1: 10,000 steps.")
        #expect(try e.perform(.nextInterval).lines == ["Goal is not split into intervals."])
    }

    @Test func descriptionsDetailsAndHelpAreCatalogLines() throws {
        var e = try Self.explorer("daily-steps", "zh")
        let narration = e.briefing.narration.charts[0]
        #expect(try e.perform(.short).lines == [narration.short])
        #expect(try e.perform(.long).lines == narration.long)
        let details = try e.perform(.details).lines
        #expect(details.contains("每日步数：359个数值，缺失7个，从1,230步到48,600步。"))
        #expect(try e.perform(.help).lines.count == ExplorerHelpTopic.allCases.count)
        #expect(try e.perform(.nextChart).lines == ["这份报告只有一张图表。"])
        #expect(try e.perform(.play).lines == ["声音已关闭；加上--sound选项启动，即可收听音频图。"])
        #expect(try e.perform(.quit).quits)
    }

    @Test func playStartsTheGraphAtTheCurrentPoint() throws {
        var e = try Self.explorer("monthly-temperature", "en", sound: true)
        _ = try Self.lines(&e, [.next, .next, .next, .next, .next, .next])
        let play = try e.perform(.play)
        #expect(play.lines == ["Playing Beijing from Jun to the end; Esc stops."])
        #expect(play.graph == ExplorerPointRef(chart: 0, series: 0, point: 5))
        #expect(try e.perform(.stop).stopsSound)
    }

    @Test func landmarksBecomeMarkersAfterTheStatisticsOnes() throws {
        let e = try Self.explorer("daily-steps", "en")
        let gap = try #require(e.briefing.narration.charts[0].insights.findings.first { $0.kind == .gap })
        let landmark = try #require(gap.landmarks.first)
        #expect(e.text.landmarkRoles(chart: 0, series: landmark.series, index: landmark.point.index) == [.gapEnd])
        #expect(try e.text.point(chart: 0, series: landmark.series, index: landmark.point.index)
                .hasSuffix("(the end of a gap)."))
    }
}

/// Every landmark role has a marker word in every language (a new role must be translated, not said as "").
@Suite struct ExplorerLandmarkWordTests {
    @Test(arguments: ["en", "zh", "es", "fr", "de", "pt", "ru", "ar", "hi", "ko"])
    func everyLandmarkRoleHasAWord(language: String) throws {
        let explorer = try ExplorerTests.explorer("quarterly-revenue", language)
        for role in LandmarkRole.allCases where role != .extreme {
            #expect(!(try explorer.text.landmarkWord(role)).isEmpty, "\(language): \(role)")
        }
    }
}
