// One command for every benchmark: `swift run -c release chartnarrate-bench [filter] [--points N]`.
// Each layer is timed on the same inputs and printed as a ratio to baselines measured in the same run.
import Foundation
import ChartModel
import ChartDescriptorXML
import ChartAnalysis
import Narration
import Sonification
import AudioRender

var arguments = Array(CommandLine.arguments.dropFirst())
var count = 1_000_000
if let i = arguments.firstIndex(of: "--points"), i + 1 < arguments.count, let n = Int(arguments[i + 1]) {
    count = n
    arguments.removeSubrange(i...(i + 1))
}
let filter = arguments.first

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
