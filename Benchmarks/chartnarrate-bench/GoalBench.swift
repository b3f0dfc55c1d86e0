import ChartNarrate
import Foundation

/// The rows of issue 10's goal table, each measured by running the built `chartnarrate` as a user would (a child
/// process: CPU time and peak resident memory, see `ChildRun`) against a baseline program run in the same session
/// on the same input: `xmllint --stream --noout` for reading and text, `espeak-ng -w` speaking the same transcript
/// for audio, separate invocations for the batch. Medians of `runs` runs.
struct GoalBench {
    /// The built command line tool.
    let chartnarrate: String
    /// Where the generated inputs live (kept between runs: the 10M file takes a while to write).
    let scratch: String
    /// Runs per measurement (the median is reported).
    let runs: Int
    /// Leave out the 10M-point and 60-minute rows (minutes of work and gigabytes of memory today).
    let quick: Bool

    static let repositoryRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().path

    /// One line of the table.
    struct Row {
        var measure: String
        var before: String
        var now: String
        var goal: String
        var met: String
    }

    /// One size of the reading and text measurements.
    struct Size {
        var points: Int
        var megabytes: Double
        var xmllint: ChildRun
        var validate: ChildRun
        var text: ChildRun
    }

    func run(progress: (String) -> Void) throws -> (rows: [Row], sizes: [Size], notes: [String]) {
        try FileManager.default.createDirectory(atPath: scratch, withIntermediateDirectories: true)
        var rows: [Row] = [], sizes: [Size] = [], notes: [String] = []

        // Reading and text at three sizes; every ratio is to xmllint on the same file in this session.
        for count in quick ? [100_000, 1_000_000] : [100_000, 1_000_000, 10_000_000] {
            let file = "\(scratch)/readings-\(count).xml"
            progress("writing \(file)")
            try DescriptorFiles.writeReadings(count: count, compact: false, to: file)
            let size = Double((try FileManager.default.attributesOfItem(atPath: file)[.size] as? Int) ?? 0) / 1e6
            progress("timing \(count) points")
            let xmllint = try ChildRun.median(["xmllint", "--stream", "--noout", file], runs: runs)
            let validate = try ChildRun.median([chartnarrate, "--validate", file], runs: runs)
            let text = try ChildRun.median([chartnarrate, file, "--no-audio", "--mode", "all"], runs: runs)
            sizes.append(Size(points: count, megabytes: size, xmllint: xmllint, validate: validate, text: text))
        }
        rows += try csvRows(progress: progress)
        let million = sizes[1]
        let json = try ChildRun.median([chartnarrate, "\(scratch)/readings-1000000.xml", "--no-audio", "--format", "json"], runs: runs)
        rows.append(Row(measure: "`--validate` 1M points vs xmllint --stream", before: "×4.5",
                        now: ratio(million.validate, million.xmllint), goal: "≤ ×1.5 (floor ×0.8)", met: met(million.validate.seconds / million.xmllint.seconds <= 1.5)))
        let textRatio = million.text.seconds / million.xmllint.seconds
        rows.append(Row(measure: "text `--mode all` 1M vs the same", before: "×5.8", now: ratio(million.text, million.xmllint),
                        goal: "≤ ×2.0", met: met(textRatio <= 2)))
        notes.append("`--format json` 1M: \(ratio(json, million.xmllint)) (\(seconds(json)), \(megabytes(json)) peak)")

        let compactFile = "\(scratch)/readings-1000000-compact.xml"
        try DescriptorFiles.writeReadings(count: 1_000_000, compact: true, to: compactFile)
        progress("timing the compact form")
        let compactXmllint = try ChildRun.median(["xmllint", "--stream", "--noout", compactFile], runs: runs)
        let compactValidate = try ChildRun.median([chartnarrate, "--validate", compactFile], runs: runs)
        let compactText = try ChildRun.median([chartnarrate, compactFile, "--no-audio", "--mode", "all"], runs: runs)
        let validateRatio = compactValidate.seconds / compactXmllint.seconds
        let compactTextRatio = compactText.seconds / compactXmllint.seconds
        rows.append(Row(measure: "compact 1M validate / text", before: "×8.8 / ×20",
                        now: "\(ratio(compactValidate, compactXmllint)) / \(ratio(compactText, compactXmllint))", goal: "≤ ×3 / ≤ ×6",
                        met: validateRatio <= 3 && compactTextRatio <= 6 ? "met"
                            : validateRatio <= 3 ? "validate met, text not" : compactTextRatio <= 6 ? "text met, validate not" : "not met"))

        let large = sizes.last!
        let rss1M = Double(million.text.peakBytes) / 1e6, rssLarge = Double(large.text.peakBytes) / 1e6
        rows.append(Row(measure: "peak RSS text, 1M / \(label(large.points)) points", before: "119 / 935 MB",
                        now: String(format: "%.0f / %.0f MB", rss1M, rssLarge), goal: "≤ 64 / ≤ 300 MB",
                        met: met(rss1M <= 64 && (quick || rssLarge <= 300))))

        let first = sizes.first!
        let growth = { (a: ChildRun, b: ChildRun, n: Int, m: Int) in log(b.seconds / a.seconds) / log(Double(m) / Double(n)) }
        let validateGrowth = growth(first.validate, large.validate, first.points, large.points)
        let textGrowth = growth(first.text, large.text, first.points, large.points)
        // Start-up (about 20 ms) weighs on 100k points and flatters the exponent; the last step shows the slope alone.
        let previous = sizes[sizes.count - 2]
        let lastValidate = growth(previous.validate, large.validate, previous.points, large.points)
        let lastText = growth(previous.text, large.text, previous.points, large.points)
        let lastStep = String(format: "%.2f / %.2f", lastValidate, lastText)
        rows.append(Row(measure: "growth exponent \(label(first.points)) → \(label(large.points)) (validate / text)", before: "~1.0",
                        now: String(format: "%.2f / %.2f (%@ → %@: %@)", validateGrowth, textGrowth, label(previous.points), label(large.points), lastStep),
                        goal: "≤ 1.05", met: met([validateGrowth, textGrowth, lastValidate, lastText].allSatisfy { $0 <= 1.05 })))

        // Audio: the daily-steps briefing to WAV against espeak-ng speaking the same words.
        progress("timing the daily-steps briefing")
        let steps = "\(Self.repositoryRoot)/examples/daily-steps.xml"
        let transcript = "\(scratch)/daily-steps.transcript.txt"
        let script = try ChartBriefing(report: try ChartInput.load(steps), options: .init(language: "en")).script()
        let spoken = script.segments.compactMap { segment -> String? in
            if case let .speech(item) = segment { return item.spokenText }
            return nil
        }
        try spoken.joined(separator: "\n\n").write(toFile: transcript, atomically: true, encoding: .utf8)
        let espeak = try ChildRun.median(["espeak-ng", "-v", script.voice, "-w", "\(scratch)/espeak.wav", "-f", transcript], runs: runs)
        let briefing = try ChildRun.median([chartnarrate, steps, "--lang", "en", "-q", "-o", "\(scratch)/daily-steps.wav"], runs: runs)
        let audioRatio = briefing.seconds / espeak.seconds
        rows.append(Row(measure: "daily-steps briefing to WAV vs `espeak-ng -w` same transcript", before: "×20",
                        now: "\(ratio(briefing, espeak)) (\(seconds(briefing)) vs \(seconds(espeak)))", goal: "≤ ×3",
                        met: met(audioRatio <= 3)))
        let briefingMinutes = try Self.wavSeconds("\(scratch)/daily-steps.wav") / 60
        var audioNow = String(format: "%.0f MB (%.1f min) / —", Double(briefing.peakBytes) / 1e6, briefingMinutes)
        var longMet = true
        if !quick {
            // As many copies of the daily-steps charts as make an hour of programme
            // (the report title and introduction are spoken once, so a copy adds a little less than a briefing).
            let copies = max(1, Int((72 / briefingMinutes).rounded(.up)))
            progress("timing a 60-minute briefing (\(copies) years of daily steps)")
            let long = "\(scratch)/steps-\(copies)-years.xml"
            try DescriptorFiles.writeRepeated(steps, copies: copies, to: long)
            let longRun = try ChildRun.median([chartnarrate, long, "--lang", "en", "-q", "--max-duration", "90", "-o", "\(scratch)/long.wav"], runs: 1)
            audioNow = String(format: "%.0f MB (%.1f min) / %.0f MB (%.0f min, %@)", Double(briefing.peakBytes) / 1e6, briefingMinutes,
                              Double(longRun.peakBytes) / 1e6, try Self.wavSeconds("\(scratch)/long.wav") / 60, seconds(longRun))
            longMet = longRun.peakBytes <= 200_000_000
        }
        rows.append(Row(measure: "audio RSS, 6-min / 60-min programme", before: "553 MB / —", now: audioNow, goal: "≤ 150 MB / ≤ 200 MB",
                        met: met(briefing.peakBytes <= 150_000_000 && longMet)))

        // Batch: 1,000 small descriptors in one run against 1,000 runs, and one run's start-up.
        progress("timing 1,000 small descriptors")
        let small = "\(scratch)/small"
        try DescriptorFiles.writeSmallCharts(count: 1_000, in: small)
        let files = (try FileManager.default.contentsOfDirectory(atPath: small)).filter { $0.hasSuffix(".xml") }.sorted()
        let batch = try ChildRun.median([chartnarrate, "batch", small, "--out", "\(scratch)/small-out", "--no-audio", "--force", "-q"], runs: runs)
        var oneByOne = 0.0, oneByOneWall = 0.0
        for file in files {
            let single = try ChildRun.median([chartnarrate, "\(small)/\(file)", "--no-audio"], runs: 1)
            oneByOne += single.seconds
            oneByOneWall += single.wall
        }
        let startup = try ChildRun.median([chartnarrate, "\(small)/\(files[0])", "--no-audio"], runs: max(runs, 11))
        rows.append(Row(measure: "1,000 small descriptors, text, one `batch` run vs 1,000 invocations", before: "—",
                        now: String(format: "×%.1f faster (%.2f s vs %.1f s; wall %.2f s vs %.1f s); start-up %.0f ms",
                                    oneByOne / batch.seconds, batch.seconds, oneByOne, batch.wall, oneByOneWall, startup.seconds * 1000),
                        goal: "≥ 5× faster; start-up ≤ 50 ms", met: met(oneByOne / batch.seconds >= 5 && startup.seconds <= 0.05)))
        rows += try SeriesBench(chartnarrate: chartnarrate, scratch: scratch, runs: runs).run(progress: progress)
        return (rows, sizes, notes)
    }

    /// The CSV reader against the XML reader on the same readings (issue 38: CSV is what most users bring; 1M
    /// points took 8.7 s / 362 MB against 0.56 s / 60 MB). Time and peak memory of `--validate`, both in this run.
    func csvRows(progress: (String) -> Void) throws -> [Row] {
        var rows: [Row] = []
        for count in quick ? [1_000_000] : [1_000_000, 10_000_000] {
            let csvFile = "\(scratch)/readings-\(count).csv", xmlFile = "\(scratch)/readings-\(count).xml"
            progress("writing \(csvFile)")
            try DescriptorFiles.writeReadings(count: count, compact: false, to: xmlFile)
            try DescriptorFiles.writeReadings(count: count, compact: false, csv: true, to: csvFile)
            progress("timing CSV against XML, \(count) points")
            let csv = try ChildRun.median([chartnarrate, "--validate", csvFile] + DescriptorFiles.csvArguments, runs: runs)
            let xml = try ChildRun.median([chartnarrate, "--validate", xmlFile], runs: runs)
            let time = csv.seconds / xml.seconds, memory = Double(csv.peakBytes) / Double(xml.peakBytes)
            rows.append(Row(measure: "CSV vs XML reader, \(label(count)) points (`--validate`, time / peak memory)",
                            before: count == 1_000_000 ? "×15.5 / ×6.0" : "×52 / ×10.5",
                            now: String(format: "×%.2f / ×%.2f (%@, %@ vs %@, %@)", time, memory, seconds(csv), megabytes(csv), seconds(xml), megabytes(xml)),
                            goal: "≤ ×1.5 / ≤ ×1.5", met: met(time <= 1.5 && memory <= 1.5)))
        }
        return rows
    }

    /// The length of a canonical WAV file (a 44-byte header, then PCM) in seconds.
    static func wavSeconds(_ path: String) throws -> Double {
        let handle = try FileHandle(forReadingFrom: URL(fileURLWithPath: path))
        defer { try? handle.close() }
        let header = [UInt8](try handle.read(upToCount: 44) ?? Data())
        let size = try handle.seekToEnd()
        guard header.count == 44 else { throw BenchError("\(path) is not a WAV file") }
        func field(_ offset: Int, _ bytes: Int) -> Int { (0..<bytes).reduce(0) { $0 | Int(header[offset + $1]) << (8 * $1) } }
        let bytesPerSecond = field(28, 4)
        guard bytesPerSecond > 0 else { throw BenchError("\(path) has no byte rate") }
        return Double(Int(size) - 44) / Double(bytesPerSecond)
    }

    private func ratio(_ a: ChildRun, _ b: ChildRun) -> String { String(format: "×%.2f", a.seconds / b.seconds) }
    private func seconds(_ r: ChildRun) -> String { String(format: "%.2f s", r.seconds) }
    private func megabytes(_ r: ChildRun) -> String { String(format: "%.0f MB", Double(r.peakBytes) / 1e6) }
    private func met(_ ok: Bool) -> String { ok ? "met" : "not met" }
    private func label(_ n: Int) -> String { n >= 1_000_000 ? "\(n / 1_000_000)M" : "\(n / 1_000)k" }

    /// The table in Markdown, ready for docs/performance.md.
    static func markdown(_ rows: [Row], _ sizes: [Size], _ notes: [String]) -> String {
        var lines = ["| measure (CPU time of the child; ratios to a baseline run in the same session) | before (issue 10) | now | goal | |",
                     "|---|---|---|---|---|"]
        lines += rows.map { "| \($0.measure) | \($0.before) | \($0.now) | \($0.goal) | \($0.met) |" }
        lines += ["", "| points | file | xmllint --stream | --validate | text --mode all | text peak RSS |", "|---|---|---|---|---|---|"]
        for s in sizes {
            lines.append(String(format: "| %@ | %.0f MB | %.3f s | %.3f s (×%.2f) | %.3f s (×%.2f) | %.0f MB |",
                                s.points.formatted(), s.megabytes, s.xmllint.seconds, s.validate.seconds, s.validate.seconds / s.xmllint.seconds,
                                s.text.seconds, s.text.seconds / s.xmllint.seconds, Double(s.text.peakBytes) / 1e6))
        }
        if !notes.isEmpty { lines += [""] + notes.map { "- " + $0 } }
        return lines.joined(separator: "\n")
    }
}
