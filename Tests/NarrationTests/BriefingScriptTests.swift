import ChartModel
import Testing
@testable import Narration
import ChartAnalysis

@Suite struct BriefingScriptTests {
    func describe(_ segment: ScriptSegment) -> String {
        switch segment {
        case .speech(let s): return "speech:\(s.block)"
        case .sonification(let c): return "sonify:\(c.seriesIndex):\(c.points.map { "\($0.lowerBound)-\($0.upperBound)" } ?? "all")"
        case .chapter: return "chapter"
        case .pause: return "pause"
        }
    }

    func narrator(_ language: String, _ length: BriefingLength) throws -> Narrator {
        var options = NarrationOptions(language: language)
        options.briefingLength = length
        return try Narrator(options: options)
    }

    @Test(arguments: BriefingLength.allCases)
    func everyLengthTellsTheStoryFirst(length: BriefingLength) throws {
        let n = try narrator("en", length)
        let report = SampleReports.steps
        let narration = try n.narrate(report)
        let kinds = try n.briefingScript(for: report, narration: narration).segments.map(describe)
        // Title, top finding, what to listen for, the graph; details after.
        #expect(Array(kinds.prefix(5)) == ["chapter", "speech:briefing.chartHeading", "speech:briefSentence",
                                           "speech:listenSentence", "sonify:0:all"])
        // The title is said once, and no short description repeats it.
        #expect(!kinds.contains("speech:title") && !kinds.contains("speech:short"))
        switch length {
        case .brief: #expect(!kinds.contains("speech:digest.interval"))
        case .standard:
            #expect(kinds.contains("speech:briefing.construction"))
            #expect(kinds.filter { $0 == "speech:digest.interval" }.count <= 3)
        case .full: #expect(kinds.filter { $0 == "speech:digest.interval" }.count == narration.charts[0].digests.count)
        }
        // Every digest is followed by its interval's graph.
        for (i, kind) in kinds.enumerated() where kind == "speech:digest.interval" {
            #expect(kinds[i + 1].hasPrefix("sonify:0:") && kinds[i + 1] != "sonify:0:all")
        }
    }

    @Test func speaksExactlyTheTextOutputs() throws {
        let n = try narrator("zh", .full)
        let report = SampleReports.steps
        let narration = try n.narrate(report)
        let script = try n.briefingScript(for: report, narration: narration)
        let spoken = script.segments.compactMap { seg -> SpeechItem? in if case .speech(let s) = seg { return s }; return nil }
        let chart = narration.charts[0]
        #expect(spoken.first { $0.block == "briefSentence" }?.text == chart.findings[0].briefText)
        #expect(spoken.first { $0.block == "listenSentence" }?.text == chart.findings[0].listenText)
        // The long description without its findings paragraph (the findings were said first).
        #expect(spoken.filter { $0.block == "long" }.map(\.text) == Array(chart.long.dropFirst()))
        #expect(spoken.filter { $0.block == "digest.interval" }.map(\.text) == chart.digests)
    }

    @Test func manySeriesPlayedTogetherAreIntroducedByTheirEnds() throws {
        func cue(_ seriesCount: Int) throws -> String? {
            var series: [Series] = []
            for s in 0..<seriesCount {
                var points: [DataPoint] = []
                for k in 0..<24 { points.append(DataPoint(x: Double(2000 + k), y: Double(s * 10 + (k * 7) % 5))) }
                series.append(Series(name: LocalizedText("S\(s)"), isContinuous: true, points: points))
            }
            let report = Report(charts: [Chart(id: "m", type: .line, xAxis: Axis(kind: .numeric), yAxis: Axis(kind: .numeric),
                                               series: series)])
            let n = try narrator("en", .standard)
            let script = try n.briefingScript(for: report, narration: try n.narrate(report))
            return script.segments.compactMap { seg -> String? in
                if case .speech(let s) = seg, s.block == "briefing.togetherCue" { return s.text }
                return nil
            }.first
        }
        #expect(try cue(3) == "All together, from left to right: S0, S1, and S2.")
        // Fourteen names one by one took nineteen seconds, and nobody places each on its own pan position.
        #expect(try cue(7) == "All 7 together, from S0 on the left to S6 on the right.")
    }

    @Test func aTimeBudgetDropsDetailsLastFirstNeverTheStory() throws {
        let report = try Examples.report("daily-steps")
        let timing = BriefingTiming()
        for length in [BriefingLength.brief, .standard] {
            let n = try narrator("en", length)
            let script = try n.briefingScript(for: report, narration: try n.narrate(report), timing: timing)
            var seconds = 0.0
            for segment in script.segments {
                switch segment {
                // The budget is per chart: the report's own title, intro and outro are not part of it.
                case .speech(let s) where s.chartID != nil: seconds += n.speechSeconds(s.spokenText, timing)
                case .sonification(let c):
                    seconds += timing.earconSeconds + timing.gapSeconds + (c.points == nil ? timing.graphSeconds : timing.intervalGraphSeconds)
                default: break
                }
            }
            #expect(seconds <= (length == .brief ? 42 : 110) + 1, "\(length): \(seconds) s")
            #expect(script.segments.contains { if case .speech(let s) = $0 { s.block == "briefSentence" } else { false } })
        }
    }

    @Test func reportTextAndVoiceOverride() throws {
        let n = try Narrator(language: "en")
        let report = try Examples.report("daily-steps")
        let script = try n.briefingScript(for: report, narration: try n.narrate(report), voiceOverride: "en-gb")
        guard case .chapter(let first)? = script.segments.first else { Issue.record("no chapter"); return }
        #expect(first.chartID == nil)
        #expect(script.voice == "en-gb")
        #expect(script.segments.contains { if case .speech(let s) = $0 { return s.block == "reportIntro" }; return false })
    }

    @Test func aLeadingThresholdIsHeardAgainstItsReferenceAsASteadyTone() throws {
        let report = try Examples.report("daily-steps")
        for language in ["en", "zh"] {
            for length in BriefingLength.allCases {
                let n = try narrator(language, length)
                let script = try n.briefingScript(for: report, narration: try n.narrate(report))
                let graphs = script.segments.compactMap { seg -> SonificationCue? in
                    if case .sonification(let c) = seg, c.points == nil { return c }
                    return nil
                }
                // Daily steps (0) on the left, the constant Goal (1) on the right, in the one whole-chart graph.
                #expect(graphs.map(\.together) == [[0, 1]], "\(language) \(length)")
                let listen = script.segments.compactMap { seg -> String? in
                    if case .speech(let s) = seg, s.block == "listenSentence" { return s.text }
                    return nil
                }
                #expect(listen.first?.contains(language == "en" ? "steady tone on the right" : "右侧的持续音") == true)
            }
        }
    }

    /// Four quarterly bars played together take four notes, not a 5 s glide: the Korean brief was estimated 37.4 s
    /// for 32.0 s of audio (issue 39).
    @Test func seriesPlayedTogetherAreEstimatedAsTheirNotes() throws {
        let report = try Examples.report("quarterly-revenue")
        let n = try narrator("ko", .brief)
        let script = try n.briefingScript(for: report, narration: try n.narrate(report))
        let together = script.segments.compactMap { seg -> SonificationCue? in
            if case .sonification(let c) = seg, !c.together.isEmpty { c } else { nil }
        }
        #expect(together.count == 1 && together.first?.noteCount == 4)
        let seconds = n.estimatedSeconds(of: script)
        let graph = zip(script.segments, seconds).compactMap { seg, t -> Double? in if case .sonification = seg { t } else { nil } }
        #expect(graph.count == 1 && abs(graph[0] - (0.3 + 0.35 + 4 * 0.28)) < 1e-9, "\(graph)")
    }

    @Test func standardDigestsAreTheMostNotableIntervalsNotTheFirst() throws {
        let report = try Examples.report("daily-steps")
        let n = try narrator("en", .standard)
        let script = try n.briefingScript(for: report, narration: try n.narrate(report))
        let spoken = script.segments.compactMap { seg -> SpeechItem? in if case .speech(let s) = seg { return s }; return nil }
        let digests = spoken.filter { $0.block == "digest.interval" }.map(\.text)
        // March holds the lowest day and the week of illness, September the marathon (the highest day);
        // every month holds weekly crests, which single out none of them. At the voice's measured pace the
        // budget also holds May's (its own outlier, day 138), in time order between them.
        #expect(digests.count == 3)
        #expect(digests.first?.hasPrefix("March 2024") == true && digests.last?.hasPrefix("September 2024") == true)
        // The findings said both extremes aloud: no statistics sentence repeats them.
        #expect(!spoken.contains { $0.block == "briefing.stats" })
        // A month's graph marks the outlier in it, not the four weekly crests.
        let marked = script.segments.compactMap { seg -> [FindingKind]? in
            if case .sonification(let c) = seg, c.points != nil { return c.markers.map(\.finding) }
            return nil
        }
        #expect(marked == [[.outliers], [.outliers], [.outliers]])
    }

    @Test func aBriefOutlierSentenceNamesTheMostExtremeHighAndLow() throws {
        let report = try Examples.report("daily-steps")
        let narration = try Narrator(language: "en").narrate(report)
        let outliers = try #require(narration.charts[0].findings.first { $0.finding.kind == .outliers })
        #expect(outliers.text.contains("Mountain hike"))
        #expect(outliers.briefText.hasPrefix("Unusually high for Daily steps: City marathon (48,600 steps on Sep 14); "
                + "unusually low: 1,230 to 2,230 steps over Mar"))
        #expect(!outliers.briefText.contains("Mountain hike"))
    }

    @Test func aSharedPeakTellsTheListenerWhenEverySeriesPeaks() throws {
        let report = try Examples.report("quarterly-revenue")
        for (language, expected) in [("en", "Listen for every series peaking in Q4."), ("zh", "请留意每个数据系列都在第四季度达到最高。")] {
            let n = try narrator(language, .brief)
            let script = try n.briefingScript(for: report, narration: try n.narrate(report))
            let listen = script.segments.compactMap { seg -> String? in
                if case .speech(let s) = seg, s.block == "listenSentence" { return s.text }
                return nil
            }
            #expect(listen == [expected])
        }
    }

    /// Among several series the listen cue names whose graph to listen to (the graphs play in series order); a
    /// chart of one series needs no name.
    @Test func theListenCueNamesTheSeriesAmongSeveral() throws {
        let years = (2015...2024).map(Double.init)
        let north = [266.0, 268.8, 271.7, 280.2, 285.4, 277.8, 203.6, 243.3, 288.1, 292.3]
        let east = [79.32, 75.5, 72.82, 76.88, 74.0, 71.5, 69.47, 74.81, 67.99, 68.84]
        let series = [("North", north), ("East", east)].map { name, ys in
            Series(name: LocalizedText(name), isContinuous: true, points: zip(years, ys).map { DataPoint(x: $0, y: $1) })
        }
        let two = Report(language: "en", charts: [Chart(id: "two", type: .line, xAxis: Axis(kind: .numeric),
                                                         yAxis: Axis(kind: .numeric), series: series)])
        func cue(_ report: Report, _ language: String) throws -> String? {
            let n = try narrator(language, .brief)
            let script = try n.briefingScript(for: report, narration: try n.narrate(report))
            return script.segments.lazy.compactMap { seg -> String? in
                if case .speech(let s) = seg, s.block == "listenSentence" { return s.text }
                return nil
            }.first
        }
        #expect(try cue(two, "en")?.hasPrefix("North: Listen for the ") == true)
        #expect(try cue(two, "zh")?.hasPrefix("North：请留意") == true)
        #expect(try cue(SampleReports.steps, "en")?.hasPrefix("Listen for ") == true)
    }

    /// A series that rose and fell by turns (US GDP growth 1970-1983) is cued by its swings, not one move, and
    /// its summary's low and high are not said again by the statistics.
    @Test func aSwungSeriesIsCuedByItsSwingsAndItsExtremesSaidOnce() throws {
        let growth = [0.0, 3.2, 5.3, 5.6, -0.4, -0.6, 5.4, 4.7, 4.9, 2.9, -0.3, 2.4, -2.2, 4.0]
        let series = Series(name: LocalizedText("GDP growth"), isContinuous: true,
                            points: growth.enumerated().map { DataPoint(x: Double(1970 + $0.offset), y: $0.element) })
        let report = Report(language: "en", charts: [Chart(id: "g", type: .line, xAxis: Axis(kind: .numeric),
                                                           yAxis: Axis(kind: .numeric), series: [series])])
        for (language, cue, low) in [("en", "Listen for the rises and falls.", "-2.2"), ("zh", "请留意交替的起伏。", "-2.2")] {
            let n = try narrator(language, .standard)
            let spoken = try n.briefingScript(for: report, narration: try n.narrate(report)).segments.compactMap { seg -> SpeechItem? in
                if case .speech(let s) = seg { return s }
                return nil
            }
            #expect(spoken.first { $0.block == "listenSentence" }?.text == cue)
            #expect(spoken.first { $0.block == "briefSentence" }?.text.contains(low) == true)
            let statistics = spoken.filter { $0.block != "briefSentence" && !$0.block.hasPrefix("digest") }
            #expect(!statistics.contains { $0.text.contains(low) }, "\(statistics.map(\.text))")
        }
    }
}
