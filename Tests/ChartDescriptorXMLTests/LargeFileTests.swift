import ChartDescriptorXML
import ChartModel
import Foundation
import Testing

/// Writes a descriptor with `count` daily points (every 97th missing) to a temporary file.
func writeLargeDescriptor(points count: Int, compact: Bool = false) throws -> String {
    let path = FileManager.default.temporaryDirectory
        .appendingPathComponent("chartnarrate-large-\(count)-\(compact)-\(getpid()).xml").path
    var text = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<chart xml:lang=\"en\" type=\"line\">\n"
    text += "  <x-axis type=\"date\"/>\n  <y-axis type=\"numeric\"/>\n  <series name=\"Load\">\n"
    _ = FileManager.default.createFile(atPath: path, contents: nil)
    guard let handle = FileHandle(forWritingAtPath: path) else { throw CocoaError(.fileWriteUnknown) }
    defer { try? handle.close() }
    if compact {
        text += "    <values x-start=\"2000-01-01T00:00:00Z\" x-step=\"PT1M\">"
    }
    for i in 0..<count {
        let y = i % 97 == 0 ? "NaN" : String(1000 + (i * 7919) % 5000)
        if compact {
            text += y + (i % 20 == 19 ? "\n" : " ")
        } else {
            let minute = i % 60, hour = (i / 60) % 24, day = i / 1440
            let (y4, m2, d2) = civilDate(daysSince1970: 10_957 + day)
            let stamp = "\(y4)-\(pad(m2))-\(pad(d2))T\(pad(hour)):\(pad(minute)):00Z"
            text += "    <point x=\"\(stamp)\" y=\"\(y == "NaN" ? "" : y)\"/>\n"
        }
        if text.utf8.count > 1 << 20 {
            handle.write(Data(text.utf8))
            text = ""
        }
    }
    if compact { text += "</values>\n" }
    text += "  </series>\n</chart>\n"
    handle.write(Data(text.utf8))
    return path
}

private func pad(_ n: Int) -> String { n < 10 ? "0\(n)" : "\(n)" }

/// Civil date of a day number (days since 1970-01-01), independent of the reader's own calendar code.
func civilDate(daysSince1970 days: Int) -> (Int, Int, Int) {
    var year = 1970, remaining = days
    func length(_ y: Int) -> Int { (y % 4 == 0 && y % 100 != 0) || y % 400 == 0 ? 366 : 365 }
    while remaining >= length(year) { remaining -= length(year); year += 1 }
    let months = [31, length(year) == 366 ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31]
    var month = 0
    while remaining >= months[month] { remaining -= months[month]; month += 1 }
    return (year, month + 1, remaining + 1)
}

@Test func millionPointFileStreamsIntoTheModel() throws {
    let path = try writeLargeDescriptor(points: 1_000_000)
    defer { try? FileManager.default.removeItem(atPath: path) }
    let clock = ContinuousClock()
    let start = clock.now
    let report = try DescriptorReader().read(contentsOf: path)
    print("parsed 1,000,000 points in \(clock.now - start)")
    let series = try #require(report.charts.first?.series.first)
    #expect(series.points.count == 1_000_000)
    #expect(series.missingCount == (1_000_000 + 96) / 97)
    let last = try #require(series.points.last)
    #expect(last.x == 1_006_684_740, "\(last.x - 1_006_684_740)")
    #expect(report.charts[0].xAxis.hasTimeOfDay)
}

/// Speed report (not an assertion): run with CHARTNARRATE_BENCH=1, ideally in release (`swift test -c release`).
/// Prints the time for 100k and 1M points and their ratio (≈10 means linear); CHARTNARRATE_BENCH_FILE
/// parses only that file, for measuring peak memory with `/usr/bin/time -v`.
@Test(.enabled(if: ProcessInfo.processInfo.environment["CHARTNARRATE_BENCH"] != nil))
func readerThroughputBenchmark() throws {
    let clock = ContinuousClock()
    if let file = ProcessInfo.processInfo.environment["CHARTNARRATE_BENCH_FILE"] {
        let start = clock.now
        let report = try DescriptorReader().read(contentsOf: file)
        print("bench: \(file): \(report.pointCount) points in \(clock.now - start)")
        return
    }
    var seconds: [Double] = []
    for (count, compact) in [(100_000, false), (1_000_000, false), (1_000_000, true)] {
        let path = try writeLargeDescriptor(points: count, compact: compact)
        defer { try? FileManager.default.removeItem(atPath: path) }
        let size = (try FileManager.default.attributesOfItem(atPath: path)[.size] as? Int) ?? 0
        let start = clock.now
        let report = try DescriptorReader().read(contentsOf: path)
        let elapsed = clock.now - start
        let s = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
        seconds.append(s)
        print("bench: \(report.pointCount) points, \(compact ? "<values>" : "<point>"), \(size / 1_000_000) MB: \(s) s, \(Int(Double(count) / s)) points/s")
    }
    print("bench: 1M/100k time ratio \(seconds[1] / seconds[0]) (10 = linear)")
}

@Test func problemsPastLine65535AreLocatedExactly() throws {
    var xml = "<chart>\n<x-axis type=\"numeric\"/>\n<series name=\"s\">\n"
    for i in 0..<70_000 { xml += "<point x=\"\(i)\" y=\"\(i % 10)\"/>\n" }
    xml += "  <point x=\"70000\" y=\"oops\"/>\n</series>\n</chart>\n"
    let d = ReaderSupport.diagnostics(xml)
    #expect(d.map(\.description) == ["test.xml:70004:20: y=\"oops\" is not a number (write y=\"\" or y=\"NaN\" for a missing value)"])
}
