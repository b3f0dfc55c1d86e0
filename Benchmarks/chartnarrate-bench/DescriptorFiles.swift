import ChartModel
import Foundation

/// Descriptor files for the child-process rows: hourly sensor readings (a slow rise, a yearly cycle, noise from a
/// fixed-seed generator, every 10,007th value missing), as `<point>` elements or one compact `<values>` list.
enum DescriptorFiles {
    /// Writes `count` readings to `path` (skipped when the file is already there with the same name); with `csv`,
    /// the same readings as a CSV table (`Time,Reading`, an empty cell where a reading is missing), read with
    /// `csvArguments`.
    static func writeReadings(count: Int, compact: Bool, csv: Bool = false, to path: String) throws {
        if FileManager.default.fileExists(atPath: path) { return }
        let temporary = path + ".partial"
        guard FileManager.default.createFile(atPath: temporary, contents: nil), let file = FileHandle(forWritingAtPath: temporary) else {
            throw BenchError("cannot write \(temporary)")
        }
        var out: [UInt8] = []
        out.reserveCapacity(1 << 21)
        func flush(force: Bool = false) throws {
            if force || out.count >= 1 << 20 {
                try file.write(contentsOf: out)
                out.removeAll(keepingCapacity: true)
            }
        }
        func append(_ text: String) { out.append(contentsOf: text.utf8) }
        func append(_ n: Int, width: Int) {
            var digits: [UInt8] = []
            var v = n
            repeat { digits.append(UInt8(48 + v % 10)); v /= 10 } while v > 0
            for _ in digits.count..<max(width, digits.count) { out.append(48) }
            out.append(contentsOf: digits.reversed())
        }
        func appendReading(_ i: Int) {
            guard i % 10_007 != 5 else { if compact { append("NaN") }; return }
            let tenths = Int((value(i) * 10).rounded())
            if tenths < 0 { out.append(UInt8(ascii: "-")) }
            append(abs(tenths) / 10, width: 1)
            out.append(UInt8(ascii: "."))
            append(abs(tenths) % 10, width: 1)
        }

        if csv {
            append("Time,Reading\n")
        } else {
            append("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<chart id=\"readings\" type=\"line\" xml:lang=\"en\">\n")
            append("<title>Sensor readings</title>\n<x-axis type=\"date\"><title>Time</title></x-axis>\n")
            append("<y-axis type=\"numeric\" format=\".0\"><title>Reading</title></y-axis>\n<series name=\"Sensor\">\n")
        }
        if compact { append("<values x-start=\"2024-01-01T00:00\" x-step=\"PT1H\">") }
        let firstDay = CivilCalendar.days(year: 2024, month: 1, day: 1)
        var civil = CivilCalendar.civil(fromDays: firstDay)
        for i in 0..<count {
            if compact {
                appendReading(i)
                out.append(i % 20 == 19 ? 0x0A : 0x20)
            } else {
                let hour = i % 24
                if hour == 0 { civil = CivilCalendar.civil(fromDays: firstDay + i / 24) }
                if !csv { append("<point x=\"") }
                append(civil.year, width: 4)
                out.append(UInt8(ascii: "-"))
                append(civil.month, width: 2)
                out.append(UInt8(ascii: "-"))
                append(civil.day, width: 2)
                out.append(UInt8(ascii: "T"))
                append(hour, width: 2)
                append(csv ? ":00," : ":00\" y=\"")
                appendReading(i)
                append(csv ? "\n" : "\"/>\n")
            }
            try flush()
        }
        if compact { append("</values>\n") }
        if !csv { append("</series>\n</chart>\n") }
        try flush(force: true)
        try file.close()
        try FileManager.default.moveItem(atPath: temporary, toPath: path)
    }

    /// The options that make the CSV readings the same chart as the descriptor's.
    static let csvArguments = ["--title", "Sensor readings", "--y", "Reading", "--y-title", "Reading", "--y-format", ".0", "--text-lang", "en"]

    /// Reading `i`: 100 plus a slow rise, a yearly cycle and noise in ±2 (the same for every run).
    static func value(_ i: Int) -> Double {
        var z = UInt64(truncatingIfNeeded: i) &* 0x9E37_79B9_7F4A_7C15 &+ 42
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        let noise = Double((z ^ (z >> 31)) >> 11) / Double(1 << 53) - 0.5
        let t = Double(i)
        return 100 + 0.00002 * t + 10 * sin(2 * Double.pi * t / 8766) + 4 * noise
    }

    /// `count` small charts (5–40 weekly values each) in `folder`, as a newsroom or a report generator makes them.
    static func writeSmallCharts(count: Int, in folder: String) throws {
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        for c in 0..<count {
            let path = "\(folder)/chart-\(c).xml"
            if FileManager.default.fileExists(atPath: path) { continue }
            let n = 5 + c % 36
            var text = "<chart id=\"c\(c)\" type=\"line\" xml:lang=\"en\"><title>Weekly sales, store \(c)</title>"
            text += "<x-axis type=\"numeric\"><title>Week</title></x-axis><y-axis format=\"currency/USD\"><title>Sales</title></y-axis><series name=\"Sales\">"
            for i in 0..<n { text += "<point x=\"\(i + 1)\" y=\"\(Int(1_000 + value(c * 100 + i) * 50))\"/>" }
            text += "</series></chart>\n"
            try text.write(toFile: path, atomically: true, encoding: .utf8)
        }
    }

    /// A report holding `copies` copies of the charts of `example` (ids made unique): a programme `copies` times as long.
    static func writeRepeated(_ example: String, copies: Int, to path: String) throws {
        let text = try String(contentsOfFile: example, encoding: .utf8)
        guard let start = text.range(of: "<chart"), let end = text.range(of: "</chart>", options: .backwards) else {
            throw BenchError("\(example) has no <chart>")
        }
        let chart = String(text[start.lowerBound..<end.upperBound])
        var report = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<report xml:lang=\"en\">\n<title>Ten years of daily steps</title>\n"
        for copy in 1...copies {
            report += chart.replacingOccurrences(of: "<chart id=\"", with: "<chart id=\"y\(copy)-") + "\n"
        }
        report += "</report>\n"
        try report.write(toFile: path, atomically: true, encoding: .utf8)
    }
}
