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

let report = Workloads.report(count: count)
let chart = report.charts[0]
let series = chart.series[0]
let values = series.points.compactMap(\.y)
let pointsXML = Workloads.descriptorXML(count: count, compact: false)
let compactXML = Workloads.descriptorXML(count: count, compact: true)
let english = try Narrator(language: "en")
let chinese = try Narrator(language: "zh")
let paragraph = try english.narrate(Workloads.report(count: 2_000)).charts[0].long.joined(separator: " ")
let synthesizer = SpeechSynthesizer()
let n = count.formatted()

let cases: [BenchCase] = [
    BenchCase(name: "baseline: sum of \(values.count.formatted()) values", isBaseline: true) { values.reduce(0, +) },
    BenchCase(name: "baseline: sort of \(values.count.formatted()) values", isBaseline: true) { values.sorted()[values.count / 2] },
    BenchCase(name: "read \(n) <point>s (\(pointsXML.count / 1_000_000) MB)", repetitions: 3) {
        Double(try DescriptorReader().read(bytes: pointsXML, fileName: "bench.xml").pointCount)
    },
    BenchCase(name: "read \(n) compact <values>", repetitions: 3) {
        Double(try DescriptorReader().read(bytes: compactXML, fileName: "bench.xml").pointCount)
    },
    BenchCase(name: "analyze \(n) points") { ChartAnalyzer.analyze(chart).series[0].mean ?? 0 },
    BenchCase(name: "intervals of \(n) points") { Double(ChartAnalyzer.intervals(for: series, in: chart).count) },
    BenchCase(name: "narrate \(n) points, en (all outputs)") { Double(try english.narrate(report).charts[0].long.count) },
    BenchCase(name: "narrate \(n) points, zh (all outputs)") { Double(try chinese.narrate(report).charts[0].long.count) },
    BenchCase(name: "sonify \(n) points → 5 s glide") {
        Double(Sonifier.render(chart: chart, seriesIndex: 0, points: nil, options: SonificationOptions()).left.count)
    },
    BenchCase(name: "espeak-ng: \(paragraph.split(separator: " ").count) words", repetitions: 3) {
        Double(try synthesizer.speak(paragraph, voice: "en-us").samples.count)
    },
]
try runBenchmarks(cases, filter: filter)
