import Testing
@testable import Narration

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
                case .speech(let s) where s.chartID != nil: seconds += timing.speechSeconds(s.spokenText, numberWords: n.spokenNumberWords)
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
}
