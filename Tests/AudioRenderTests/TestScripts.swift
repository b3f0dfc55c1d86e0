import ChartModel
import Narration

/// Hand-built reports and scripts (AudioRender consumes scripts; it never builds them).
enum TestScripts {
    static let report = Report(
        language: "en", title: LocalizedText("Fitness"),
        charts: [Chart(id: "steps", type: .line, title: LocalizedText("Daily steps"),
                       xAxis: Axis(kind: .numeric), yAxis: Axis(kind: .numeric),
                       series: [Series(name: LocalizedText("Steps"), isContinuous: true,
                                       points: (0..<12).map { DataPoint(x: Double($0), y: 4000 + 500 * Double($0)) }),
                                Series(name: LocalizedText("Goal"), isContinuous: false,
                                       points: (0..<6).map { DataPoint(x: Double($0 * 2), y: Double(6000 + 300 * ($0 % 3))) })])])

    static func speech(_ text: String, chart: String? = nil, block: String = "intro") -> ScriptSegment {
        .speech(SpeechItem(chartID: chart, block: block, text: text, spokenText: text, voice: "en-us"))
    }

    /// Speech, a pause, a whole series, an interval, chapters; display text differs from spoken text once.
    static let basic = BriefingScript(language: "en", voice: "en-us", segments: [
        .chapter(ChapterMark(title: "Introduction", chartID: nil)),
        speech("Fitness report. One chart follows."),
        .chapter(ChapterMark(title: "Daily steps", chartID: "steps")),
        speech("Daily steps.", chart: "steps", block: "title"),
        .speech(SpeechItem(chartID: "steps", block: "short", text: "Steps rose from 4,000 to 9,500.",
                           spokenText: "Steps rose from four thousand to nine thousand five hundred.", voice: "en-us")),
        .sonification(SonificationCue(chartID: "steps", chartIndex: 0, seriesIndex: 0, seriesName: "Steps")),
        .pause(0.5),
        speech("From March to June: a steady climb.", chart: "steps", block: "digest"),
        .sonification(SonificationCue(chartID: "steps", chartIndex: 0, seriesIndex: 0, seriesName: "Steps", points: 3...6)),
        .sonification(SonificationCue(chartID: "steps", chartIndex: 0, seriesIndex: 1, seriesName: "Goal")),
        .chapter(ChapterMark(title: "Summary", chartID: nil)),
        speech("That is all. Thank you for listening!", block: "outro"),
    ])

    static let speechOnly = BriefingScript(language: "en", voice: "en-us", segments: [
        speech("Only words here. No graphs at all."),
        speech("A second item, with a <b>tag</b> & an arrow --> in it."),
    ])

    /// About two minutes: a long speech-and-graph briefing for timing.
    static let long: BriefingScript = {
        var segments: [ScriptSegment] = []
        for i in 1...10 {
            segments.append(.chapter(ChapterMark(title: "Part \(i)", chartID: "steps")))
            segments.append(speech("Part \(i). Daily steps rose steadily from four thousand in January to nine thousand five hundred in December, with the largest gain in spring.", chart: "steps"))
            segments.append(.sonification(SonificationCue(chartID: "steps", chartIndex: 0, seriesIndex: i % 2, seriesName: i % 2 == 0 ? "Steps" : "Goal")))
        }
        return BriefingScript(language: "en", voice: "en-us", segments: segments)
    }()
}
