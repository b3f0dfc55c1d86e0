// chartnarrate as a library: load charts four ways, narrate them into values, render audio with progress,
// and write an accessible HTML page — everything the command line does, without the command line.
import ChartNarrate
import Foundation

/// Prints the progress of a render at every quarter.
final class Progress: @unchecked Sendable {
    private var lastReported = -1
    func update(_ fraction: Double) {
        let percent = Int(fraction * 100) / 25 * 25
        if percent > lastReported { lastReported = percent; print("  rendering… \(percent)%") }
    }
}

func run(output: URL, examples: URL) throws(ChartNarrateError) {
    // 1. A descriptor from a file URL, and the same chart as a Vega-Lite spec: the same model, the same words.
    let fromXML = try ChartInput.load(contentsOf: examples.appendingPathComponent("car-scatter.xml"))
    let fromVegaLite = try ChartInput.load(contentsOf: examples.appendingPathComponent("vega-lite/car-scatter.vl.json"))
    let cars = try ChartBriefing(report: fromXML, options: NarrationOptions(language: "en"))
    let carsAgain = try ChartBriefing(report: fromVegaLite, options: NarrationOptions(language: "en"))
    print("car-scatter, descriptor and Vega-Lite say the same:", cars.narration.charts[0].long == carsAgain.narration.charts[0].long)

    // 2. CSV held in memory, its columns described in code.
    let csv = Array("Month,Visits\n2024-01,1200\n2024-02,1350\n2024-03,\n2024-04,1610\n".utf8)
    var columns = CSVChartOptions(x: "Month", y: ["Visits"], title: "Website visits", type: .line)
    columns.textLanguage = "en"
    let visits = try ChartInput.load(bytes: csv, name: "visits.csv", format: .csv, csv: columns)

    // 3. A model built in code.
    let quarters = Axis(kind: .category, title: LocalizedText("Quarter"),
                        categories: ["Q1", "Q2", "Q3", "Q4"].map { Category(id: $0) })
    let revenue = Chart(id: "revenue", type: .bar, title: LocalizedText("Revenue"), xAxis: quarters,
                        yAxis: Axis(kind: .numeric, format: "currency/EUR compact-short"),
                        series: [Series(name: LocalizedText("Revenue"), isContinuous: false,
                                        points: [120, 135, 128, 160].enumerated().map { DataPoint(x: Double($0.offset), y: $0.element * 1e6) })])
    let built = Report(language: "en", title: LocalizedText("Quarterly report"), charts: [revenue])

    // Narrate into values: every block, in any of the ten languages, with the numbers behind them.
    for (report, language) in [(visits, "en"), (built, "zh")] {
        let briefing = try ChartBriefing(report: report, options: NarrationOptions(language: language))
        let chart = briefing.narration.charts[0]
        print("[\(language)] \(chart.title): \(chart.short)")
        print("  long: \(chart.long.joined(separator: " "))")
        let stats = chart.insights.series[0]
        print("  mean \(stats.mean ?? .nan), \(stats.missingCount) missing, trend \(stats.trend.direction.rawValue)",
              "findings: \(chart.insights.findings.count)")
    }

    // Render the quarterly report's audio: PCM in memory with a progress callback, then a file and its chapters.
    let briefing = try ChartBriefing(report: built, options: NarrationOptions(language: "en"))
    let progress = Progress()
    let audio = try briefing.audio(options: AudioOptions(graphSeconds: 2), progress: progress.update)
    print("audio: \(audio.channels) channel(s), \(audio.frameCount) frames at \(audio.sampleRate) Hz, \(String(format: "%.1f", audio.loudness.integrated)) LUFS")
    let audioFile = output.appendingPathComponent("quarterly.ogg")
    try OutputFile.write(audio, to: audioFile.path)
    try OutputFile.write(briefing.captions(for: audio), to: output.appendingPathComponent("quarterly.vtt").path)

    // An accessible page that plays it: figure, details, braille, data table, player with captions and chapters.
    let page = try briefing.text(mode: .overview, format: .html, html: HTMLOptions(
        standalone: true, audio: briefing.htmlAudio(for: audio, source: "quarterly.ogg", captions: "quarterly.vtt")))
    try OutputFile.write(page, to: output.appendingPathComponent("quarterly.html").path)
    print("wrote quarterly.ogg, quarterly.vtt and quarterly.html to \(output.path)")
}

let output = URL(fileURLWithPath: CommandLine.arguments.dropFirst().first ?? FileManager.default.currentDirectoryPath)
let examples = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()   // examples/
do {
    try run(output: output, examples: examples)
} catch {
    FileHandle.standardError.write(Data("narrate-example: \(error)\n".utf8))
    exit(error.exitCode.rawValue)
}
