// Benchmarks print times and ratios against a baseline measured in the same run, because the machine is
// shared and absolute times are noise. Add a case by appending to `cases`.
import ChartAnalysis
import ChartModel
import Foundation

/// A named piece of work. Inputs are built before the registry, outside the timing; `run` is timed and
/// returns a checksum so the optimiser cannot drop it. Baselines set the scale the other cases are read in.
struct BenchCase {
    var name: String
    var isBaseline = false
    var run: () -> Double
}

/// One million points: a daily-ish date axis (one point a minute), a slow rise, a yearly cycle, noise
/// from a fixed-seed generator and a few missing values — a realistic worst case for the analysis.
func makeSeries(count: Int) -> (Chart, Series) {
    var state: UInt64 = 42
    func noise() -> Double {
        state = state &* 6364136223846793005 &+ 1442695040888963407
        return Double(state >> 11) / Double(1 << 53) - 0.5
    }
    let start = 1_704_067_200.0  // 2024-01-01T00:00:00Z
    var points: [DataPoint] = []
    points.reserveCapacity(count)
    for i in 0..<count {
        let t = Double(i)
        let y = 100 + 0.00002 * t + 10 * sin(2 * Double.pi * t / 525_600) + 4 * noise()
        points.append(DataPoint(x: start + 60 * t, y: i % 10_007 == 5 ? nil : y))
    }
    let series = Series(name: LocalizedText("bench"), isContinuous: true, points: points)
    let chart = Chart(id: "bench", type: .line, xAxis: Axis(kind: .date, hasTimeOfDay: true),
                      yAxis: Axis(kind: .numeric), series: [series])
    return (chart, series)
}

let count = CommandLine.arguments.dropFirst().first.flatMap(Int.init) ?? 1_000_000
let (chart, series) = makeSeries(count: count)
let values = series.points.compactMap(\.y)
// A second series that crosses the first tens of thousands of times, for crossings and comparisons.
let shifted = Series(name: LocalizedText("shifted"), isContinuous: true,
                     points: series.points.map { DataPoint(x: $0.x, y: $0.y.map { 220 - $0 }) })
var twoSeries = chart
twoSeries.series.append(shifted)

let cases: [BenchCase] = [
    BenchCase(name: "baseline: sum of \(values.count) values", isBaseline: true) { values.reduce(0, +) },
    BenchCase(name: "baseline: sort of \(values.count) values", isBaseline: true) { values.sorted()[values.count / 2] },
    BenchCase(name: "analyze (1 series, \(count) points)") {
        ChartAnalyzer.analyze(chart).series[0].mean ?? 0
    },
    BenchCase(name: "intervals (\(count) points)") {
        Double(ChartAnalyzer.intervals(for: series, in: chart).count)
    },
    BenchCase(name: "analyze (2 series, crossings)") {
        Double(ChartAnalyzer.analyze(twoSeries).crossings.count)
    },
    BenchCase(name: "analyze + intervals") {
        let a = ChartAnalyzer.analyze(chart).series[0].mean ?? 0
        return a + Double(ChartAnalyzer.intervals(for: series, in: chart).count)
    },
]

/// Best of `repetitions` wall-clock runs, in seconds (the minimum is the least disturbed by other load).
func measure(_ c: BenchCase, repetitions: Int = 5) -> (seconds: Double, checksum: Double) {
    var best = Double.infinity, checksum = 0.0
    for _ in 0..<repetitions {
        let start = DispatchTime.now().uptimeNanoseconds
        checksum = c.run()
        best = min(best, Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9)
    }
    return (best, checksum)
}

var results: [(BenchCase, Double, Double)] = []
for c in cases {
    let (seconds, checksum) = measure(c)
    results.append((c, seconds, checksum))
}
let baselines = results.filter { $0.0.isBaseline }
print("case".padding(toLength: 40, withPad: " ", startingAt: 0), "best of 5", terminator: "")
for b in baselines { print("   × \(b.0.name.split(separator: ":")[1].split(separator: " ")[0])", terminator: "") }
print()
for (c, seconds, checksum) in results {
    var line = c.name.padding(toLength: 40, withPad: " ", startingAt: 0) + String(format: "%8.1f ms", seconds * 1000)
    for b in baselines { line += String(format: "  %7.1f", seconds / b.1) }
    print(line, checksum.isNaN ? "(nan)" : "")
}

// What the timed analysis found, so a reader can tell the work was real.
let insights = ChartAnalyzer.analyze(chart)
let s = insights.series[0]
let intervals = ChartAnalyzer.intervals(for: series, in: chart)
print("series: \(s.validCount) values, \(s.missingCount) missing; trend \(s.trend.direction.rawValue)",
      "(\(s.trend.strength.rawValue), R² \(String(format: "%.3f", s.trend.rSquared)),",
      "MK z \(String(format: "%.1f", s.trend.mannKendallZ))); \(s.outliers.count) outliers;",
      "\(s.peaks.count) peaks, \(s.troughs.count) troughs; \(intervals.count) intervals of \(intervals[0].unit)")
