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

    @Test func followsTheBriefingTemplateOrder() throws {
        let n = try Narrator(language: "en")
        let report = SampleReports.steps
        let narration = try n.narrate(report)
        let script = try n.briefingScript(for: report, narration: narration)
        let kinds = script.segments.map(describe)
        #expect(Array(kinds.prefix(6)) == ["chapter", "speech:title", "speech:short", "speech:briefing.listen",
                                           "speech:briefing.seriesCue", "sonify:0:all"])
        #expect(kinds.suffix(6) == ["speech:digest.interval", "sonify:0:0-30", "speech:digest.interval", "sonify:0:31-59",
                                    "speech:digest.interval", "sonify:0:60-90"])
        #expect(script.voice == "en-us")
    }

    @Test func speaksExactlyTheTextOutputs() throws {
        let n = try Narrator(language: "zh")
        let report = SampleReports.steps
        let narration = try n.narrate(report)
        let script = try n.briefingScript(for: report, narration: narration)
        let spoken = script.segments.compactMap { seg -> SpeechItem? in if case .speech(let s) = seg { return s }; return nil }
        #expect(spoken.first { $0.block == "short" }?.text == narration.charts[0].short)
        #expect(spoken.filter { $0.block == "long" }.map(\.text) == narration.charts[0].long)
        #expect(spoken.filter { $0.block == "digest.interval" }.map(\.text) == narration.charts[0].digests)
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
