// One command for every benchmark: `swift build -c release && swift run -c release chartnarrate-bench [goals | layers] …`.
//
// goals  [--quick] [--series-only | --csv-only] [--runs N] [--scratch DIR]: issue 10's goal table (with --series-only,
//        issue 25's many-series rows alone; with --csv-only, issue 38's CSV against XML rows alone), running the built `chartnarrate` as child
//        processes against baselines run in the same session (xmllint --stream, espeak-ng -w, separate runs).
// layers [filter] [--points N]: each layer timed in-process on the same inputs, as ratios to summing and sorting
//        the same values in the same run (a word filters the cases).
// Without a word, both; any other word filters the layers. docs/performance.md records the results.
import Foundation
import ChartModel
import ChartDescriptorXML
import ChartAnalysis
import Narration
import Sonification
import AudioRender

var arguments = Array(CommandLine.arguments.dropFirst())
@MainActor func option(_ name: String) -> String? {
    guard let i = arguments.firstIndex(of: name), i + 1 < arguments.count else { return nil }
    defer { arguments.removeSubrange(i...(i + 1)) }
    return arguments[i + 1]
}
@MainActor func flag(_ name: String) -> Bool {
    guard let i = arguments.firstIndex(of: name) else { return false }
    arguments.remove(at: i)
    return true
}
let count = option("--points").flatMap(Int.init) ?? 1_000_000
let runs = option("--runs").flatMap(Int.init) ?? 3
let scratch = option("--scratch") ?? FileManager.default.temporaryDirectory.appendingPathComponent("chartnarrate-bench").path
let quick = flag("--quick")
let seriesOnly = flag("--series-only")
let csvOnly = flag("--csv-only")
let section = arguments.first == "goals" || arguments.first == "layers" ? arguments.removeFirst() : nil
let filter = arguments.first

if section != "layers" {
    let tool = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("chartnarrate").path
    guard FileManager.default.isExecutableFile(atPath: tool) else {
        FileHandle.standardError.write(Data("chartnarrate-bench: build the tool first: swift build -c release\n".utf8))
        exit(1)
    }
    if seriesOnly {
        // Issue 25's rows alone (many two-point series), without the rest of the goal table.
        try FileManager.default.createDirectory(atPath: scratch, withIntermediateDirectories: true)
        let rows = try SeriesBench(chartnarrate: tool, scratch: scratch, runs: runs).run { FileHandle.standardError.write(Data("  \($0)\n".utf8)) }
        print(GoalBench.markdown(rows, [], []))
        exit(0)
    }
    let bench = GoalBench(chartnarrate: tool, scratch: scratch, runs: runs, quick: quick)
    if csvOnly {
        // Issue 38's rows alone: the CSV reader against the XML reader on the same readings, in one run.
        try FileManager.default.createDirectory(atPath: scratch, withIntermediateDirectories: true)
        print(GoalBench.markdown(try bench.csvRows { FileHandle.standardError.write(Data("  \($0)\n".utf8)) }, [], []))
        exit(0)
    }
    let (rows, sizes, notes) = try bench.run { FileHandle.standardError.write(Data("  \($0)\n".utf8)) }
    print(GoalBench.markdown(rows, sizes, notes))
    print("")
    if section == "goals" { exit(0) }
}

let n = count.formatted()

/// Inputs are built on first use (static members are lazy), so a filtered run builds only what it times.
@MainActor enum Inputs {
    static let report = Workloads.report(count: count)
    static let chart = report.charts[0]
    static let series = chart.series[0]
    static let values = series.points.compactMap(\.y)
    static let pointsXML = Workloads.descriptorXML(series.points, compact: false)
    static let compactXML = Workloads.descriptorXML(series.points, compact: true)
    static let english = try! Narrator(language: "en")
    static let chinese = try! Narrator(language: "zh")
    static let paragraph = try! english.narrate(Workloads.report(count: 2_000)).charts[0].long.joined(separator: " ")
    static let synthesizer = SpeechSynthesizer()
    static let structured = Workloads.structuredChart(count: count)
}

let cases: [BenchCase] = [
    BenchCase(name: "baseline: sum of \(Inputs.values.count.formatted()) values", isBaseline: true) { Inputs.values.reduce(0, +) },
    BenchCase(name: "baseline: sort of \(Inputs.values.count.formatted()) values", isBaseline: true) { Inputs.values.sorted()[Inputs.values.count / 2] },
    BenchCase(name: "read \(n) <point>s", repetitions: 3) {
        Double(try DescriptorReader().read(bytes: Inputs.pointsXML, fileName: "bench.xml").pointCount)
    },
    BenchCase(name: "read \(n) compact <values>", repetitions: 3) {
        Double(try DescriptorReader().read(bytes: Inputs.compactXML, fileName: "bench.xml").pointCount)
    },
    BenchCase(name: "analyze \(n) points") { ChartAnalyzer.analyze(Inputs.chart).series[0].mean ?? 0 },
    BenchCase(name: "analyze \(n) hourly points: daily cycle, dip and recovery") {
        Double(ChartAnalyzer.analyze(Inputs.structured).findings.count)
    },
    BenchCase(name: "intervals of \(n) points") { Double(ChartAnalyzer.intervals(for: Inputs.series, in: Inputs.chart).count) },
    BenchCase(name: "narrate \(n) points, en (all outputs)") { Double(try Inputs.english.narrate(Inputs.report).charts[0].long.count) },
    BenchCase(name: "narrate \(n) points, zh (all outputs)") { Double(try Inputs.chinese.narrate(Inputs.report).charts[0].long.count) },
    BenchCase(name: "sonify \(n) points → 5 s glide") {
        Double(Sonifier.render(chart: Inputs.chart, seriesIndex: 0, points: nil, options: SonificationOptions()).left.count)
    },
    BenchCase(name: "espeak-ng: one long-description paragraph", repetitions: 3) {
        Double(try Inputs.synthesizer.speak(Inputs.paragraph, voice: "en-us").samples.count)
    },
]
try runBenchmarks(cases, filter: filter)
