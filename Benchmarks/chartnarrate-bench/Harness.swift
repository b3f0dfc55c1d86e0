import Foundation

/// A named piece of work. Inputs are built before timing; `run` is timed and returns a checksum so the
/// optimiser cannot drop it. Baselines set the scale the other cases are read in: the machines are shared
/// and noisy, so ratios measured in the same run are what a reader should compare across runs.
struct BenchCase {
    var name: String
    var isBaseline = false
    var repetitions = 5
    var run: () throws -> Double
}

/// Best of `repetitions` wall-clock runs in seconds (the minimum is the least disturbed by other load).
func measure(_ c: BenchCase) throws -> (seconds: Double, checksum: Double) {
    var best = Double.infinity, checksum = 0.0
    for _ in 0..<c.repetitions {
        let start = DispatchTime.now().uptimeNanoseconds
        checksum = try c.run()
        best = min(best, Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9)
    }
    return (best, checksum)
}

/// Runs every case whose name contains `filter` (all when nil) and prints times and ratios to each baseline.
func runBenchmarks(_ cases: [BenchCase], filter: String?) throws {
    let selected = cases.filter { $0.isBaseline || filter == nil || $0.name.contains(filter!) }
    var results: [(BenchCase, Double)] = []
    for c in selected {
        let (seconds, checksum) = try measure(c)
        results.append((c, seconds))
        FileHandle.standardError.write(Data(String(format: "  %@: %.1f ms (checksum %g)\n", c.name, seconds * 1000, checksum).utf8))
    }
    let baselines = results.filter { $0.0.isBaseline }
    let width = max(44, (results.map { $0.0.name.count }.max() ?? 0) + 2)
    var header = "case".padding(toLength: width, withPad: " ", startingAt: 0) + "     best"
    for (i, _) in baselines.enumerated() { header += "   ×B\(i + 1)" }
    print(header)
    for (c, seconds) in results {
        var line = c.name.padding(toLength: width, withPad: " ", startingAt: 0) + String(format: "%9.1f ms", seconds * 1000)
        for b in baselines { line += String(format: "  %6.2f", seconds / b.1) }
        print(line)
    }
    for (i, b) in baselines.enumerated() { print("B\(i + 1) = \(b.0.name)") }
}
