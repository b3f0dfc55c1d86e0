import ChartNarrate
import Foundation

/// Issue 25's rows: a line chart of many two-point series (x = 1, 2; small whole y), the shape of county-level
/// or per-product data, at 100 to 10,000 series. Text `--mode all` is timed against `xmllint --stream --noout`
/// on the same file in the same session, and the briefing of 10,000 is planned in-process (no audio) to check
/// that it stays a briefing.
struct SeriesBench {
    let chartnarrate: String
    let scratch: String
    let runs: Int

    static let counts = [100, 300, 1_000, 3_000, 10_000]

    /// Writes `count` series to `path`: y from a fixed linear-congruential sequence in 1…9, so about one series
    /// in nine is flat (a constant series is a reference line to the detectors) and the rest rise or fall.
    static func write(count: Int, to path: String) throws {
        var text = "<chart id=\"many\" type=\"line\" xml:lang=\"en\">\n<title>Many series</title>\n"
        text += "<x-axis type=\"numeric\"><title>X</title></x-axis><y-axis><title>Y</title></y-axis>\n"
        var state: UInt64 = 25
        func next() -> Int {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return Int((state >> 33) % 9) + 1
        }
        for i in 0..<count {
            text += "<series name=\"S\(i)\"><point x=\"1\" y=\"\(next())\"/><point x=\"2\" y=\"\(next())\"/></series>\n"
        }
        text += "</chart>\n"
        try text.write(toFile: path, atomically: true, encoding: .utf8)
    }

    func run(progress: (String) -> Void) throws -> [GoalBench.Row] {
        var text: [Int: ChildRun] = [:], xmllint: [Int: ChildRun] = [:]
        for count in Self.counts {
            let file = "\(scratch)/series-\(count).xml"
            try Self.write(count: count, to: file)
            progress("timing \(count) two-point series")
            xmllint[count] = try ChildRun.median(["xmllint", "--stream", "--noout", file], runs: runs)
            text[count] = try ChildRun.median([chartnarrate, file, "--no-audio", "--mode", "all"], runs: count >= 3_000 ? 1 : runs)
        }
        let table = Self.counts.map { n in
            String(format: "%@: %.2f s ×%.0f", n.formatted(), text[n]!.seconds, text[n]!.seconds / max(xmllint[n]!.seconds, 0.001))
        }.joined(separator: "; ")
        let largest = text[10_000]!
        let growth = log(text[3_000]!.seconds / text[300]!.seconds) / log(10)
        // The briefing of 10,000 series, planned in this process (no audio): its spoken words must stay a briefing.
        progress("planning the briefing of 10,000 series")
        let started = Date()
        let script = try ChartBriefing(report: try ChartInput.load("\(scratch)/series-10000.xml"), options: .init(language: "en")).script()
        let planning = Date().timeIntervalSince(started)
        let words = script.segments.reduce(0) { total, segment in
            if case let .speech(item) = segment { return total + item.spokenText.split(whereSeparator: \.isWhitespace).count }
            return total
        }
        // The estimate each length's budget is fitted to (`--dry-run` prints it), brief and standard.
        var estimates: [String] = []
        for length in [BriefingLength.brief, .standard] {
            var options = NarrationOptions(language: "en")
            options.briefingLength = length
            let briefing = try ChartBriefing(report: try ChartInput.load("\(scratch)/series-10000.xml"), options: options)
            let seconds = try briefing.scriptListing().chartSeconds.reduce(0) { $0 + $1.seconds }
            estimates.append(String(format: "%@ %.0f s", length.rawValue, seconds))
        }
        return [
            GoalBench.Row(measure: "text `--mode all`, two-point series (time, ratio to xmllint --stream)", before: "0.2 s / 2.5 s / 120 s at 100 / 300 / 1,000",
                          now: table, goal: "10,000 in < 5 s", met: largest.seconds < 5 ? "met" : "not met"),
            GoalBench.Row(measure: "peak RSS, 10,000 two-point series", before: "> 1.7 GB (killed)",
                          now: String(format: "%.0f MB", Double(largest.peakBytes) / 1e6), goal: "< 300 MB",
                          met: largest.peakBytes < 300_000_000 ? "met" : "not met"),
            GoalBench.Row(measure: "growth exponent 300 → 3,000 series", before: "~3",
                          now: String(format: "%.2f", growth), goal: "≤ 1.1", met: growth <= 1.1 ? "met" : "not met"),
            GoalBench.Row(measure: "briefing script of 10,000 series", before: "—",
                          now: String(format: "planned in %.2f s (wall), %d spoken words; estimated %@", planning, words,
                                      estimates.joined(separator: ", ")),
                          goal: "≤ 600 words (a standard briefing is about two minutes a chart)", met: words <= 600 ? "met" : "not met"),
        ]
    }
}
