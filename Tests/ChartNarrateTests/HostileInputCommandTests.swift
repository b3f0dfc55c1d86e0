import Foundation
import Testing

/// Small hostile inputs that once took the command down (issue 38): a stack overflow, a trap or a hang. Each
/// now ends in its documented exit code with a located message, and `--validate` refuses what the run refuses.
@Suite struct HostileInputCommandTests {
    /// A fresh folder for one test's files.
    static func folder(_ name: String) throws -> URL {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("cn-hostile-\(getpid())-\(name)")
        try? FileManager.default.removeItem(at: dir)
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        return dir
    }

    static let deepPlural = String(repeating: "{value, plural, other {", count: 4000) + "#" + String(repeating: "}}", count: 4000)

    @Test func aUnitPatternNestedThousandsDeepIsALocatedErrorInTheRunAndInValidate() throws {
        let dir = try Self.folder("unit")
        defer { try? FileManager.default.removeItem(at: dir) }
        let source = try String(contentsOf: CLIRun.repoRoot.appendingPathComponent("examples/daily-steps.xml"), encoding: .utf8)
        let hostile = source.replacingOccurrences(of: "{value, plural, one {# step} other {# steps}}", with: Self.deepPlural)
        #expect(hostile != source)
        try hostile.write(to: dir.appendingPathComponent("deep.xml"), atomically: true, encoding: .utf8)
        for args in [["deep.xml", "--no-audio"], ["deep.xml", "--validate"]] {
            let run = try CLIRun(args, in: dir)
            #expect(run.status == 65, "\(args): \(run.stderr.prefix(300))")
            #expect(run.stderr.contains("deep.xml:35:7: <unit>") && run.stderr.contains("braces nested 8000 deep; at most 32"), "\(run.stderr.prefix(300))")
        }
        // Through CSV's --unit it is a usage error naming the option.
        let csv = try CLIRun(["examples/csv/hourly-load.csv", "--y", "Measured load", "--unit", Self.deepPlural, "--no-audio"])
        #expect(csv.status == 64 && csv.stderr.contains("--unit:") && csv.stderr.contains("braces nested"), "\(csv.stderr.prefix(300))")
    }

    static func spec(transform: String) -> String {
        #"{"data": {"values": [{"x": 1, "y": 2}, {"x": 2, "y": 3}, {"x": 3, "y": 1}]}, "transform": [\#(transform)], "mark": "line", "encoding": {"x": {"field": "x", "type": "quantitative"}, "y": {"field": "y", "type": "quantitative"}}}"#
    }

    @Test func vegaExpressionsAndBinsThatCrashedTrappedOrHungAreRefusedOrNaN() throws {
        let dir = try Self.folder("vega")
        defer { try? FileManager.default.removeItem(at: dir) }
        let cases: [(String, Int32, String)] = [
            (#"{"calculate": "\#(String(repeating: "(", count: 10_000))1\#(String(repeating: ")", count: 10_000))", "as": "z"}"#, 65, "s.vl.json:1:"),
            (#"{"filter": "\#(String(repeating: "!", count: 100_000))1"}"#, 65, "nests more than 100 levels deep"),
            (#"{"calculate": "\#(Array(repeating: "1", count: 100_000).joined(separator: "+"))", "as": "z"}"#, 65, "nests more than 100 levels deep"),
            (#"{"bin": {"maxbins": -1}, "field": "x", "as": "b"}"#, 65, "s.vl.json:1:112: maxbins must be a number from 2"),
            (#"{"calculate": "substring('abc', 0, 1e300) + datetime(1e300) + time(datetime(1e20)) + month(NaN)", "as": "z"}"#, 0, ""),
        ]
        for (transform, status, message) in cases {
            try Self.spec(transform: transform).write(to: dir.appendingPathComponent("s.vl.json"), atomically: true, encoding: .utf8)
            for args in [["s.vl.json", "--no-audio"], ["s.vl.json", "--validate"]] {
                let run = try CLIRun(args, in: dir)
                #expect(run.status == status, "\(transform.prefix(60)) \(args): \(run.stderr.prefix(300))")
                #expect(message.isEmpty || run.stderr.contains(message), "\(run.stderr.prefix(300))")
            }
        }
    }
}

/// Terminal escapes in an input never reach the terminal raw (issue 38).
@Suite struct TerminalEscapeCommandTests {
    static let csv = "Month,Sales\u{1B}[31mRED\u{1B}]0;PWNED\u{07}\nJan\u{1B}[5m,1\nFeb,2\nMar,3\nApr,5\n"

    @Test func controlCharactersOfAnInputAreEscapedOnStandardOutputErrorAndInTheExplorer() throws {
        let dir = try HostileInputCommandTests.folder("escapes")
        defer { try? FileManager.default.removeItem(at: dir) }
        try Self.csv.write(to: dir.appendingPathComponent("esc.csv"), atomically: true, encoding: .utf8)
        try (Self.csv + "May,x\u{1B}[2J\n").write(to: dir.appendingPathComponent("bad.csv"), atomically: true, encoding: .utf8)
        var runs: [CLIRun] = []
        for format in ["text", "markdown", "html", "json", "braille"] {
            runs.append(try CLIRun(["esc.csv", "--no-audio", "--mode", "all", "--format", format, "--lang", "en"], in: dir))
        }
        runs.append(try CLIRun(["esc.csv", "--outline"], in: dir))
        runs.append(try CLIRun(["esc.csv", "--dry-run", "--lang", "en"], in: dir))
        runs.append(try CLIRun(["explore", "esc.csv", "--lang", "en", "--keys", "→ → ↓ q"], in: dir))
        let bad = try CLIRun(["bad.csv", "--no-audio"], in: dir)
        #expect(bad.status == 65 && bad.stderr.contains(#"x\u{1B}[2J"#), "\(bad.stderr)")
        runs.append(bad)
        for run in runs {
            for c in ["\u{1B}", "\u{07}", "\u{9B}"] {
                #expect(!run.stdout.contains(c) && !run.stderr.contains(c), "\(run.stdout.prefix(200)) \(run.stderr.prefix(200))")
            }
        }
        #expect(runs[0].status == 0 && runs[0].stdout.contains(#"Jan\u{1B}[5m"#), "a category is shown escaped: \(runs[0].stdout.prefix(300))")
        #expect(runs[0].stdout.contains("Sales[31mRED]0;PWNED"), "a series name is cleaned where it is read")
    }

    @Test func anUnbalancedRightToLeftOverrideInANameIsIsolated() throws {
        let dir = try HostileInputCommandTests.folder("bidi")
        defer { try? FileManager.default.removeItem(at: dir) }
        try "Month,\u{202E}Sales\nJan,1\nFeb,2\nMar,3\n".write(to: dir.appendingPathComponent("rlo.csv"), atomically: true, encoding: .utf8)
        let run = try CLIRun(["rlo.csv", "--no-audio", "--mode", "all", "--lang", "en"], in: dir)
        #expect(run.status == 0)
        #expect(run.stdout.contains("\u{2068}\u{202E}Sales\u{202C}\u{2069}"))
        #expect(!run.stdout.replacingOccurrences(of: "\u{2068}\u{202E}Sales\u{202C}\u{2069}", with: "").contains("\u{202E}"))
    }
}

/// A disk that fills while the audio is written is exit 73 for every format, with nothing left behind.
@Suite struct DiskFullCommandTests {
    static let chart = """
        <chart id="c" type="line"><title>T</title>
        <x-axis type="numeric"><title>X</title></x-axis><y-axis><title>Y</title></y-axis>
        <series name="S"><point x="1" y="2"/><point x="2" y="5"/><point x="3" y="4"/></series></chart>
        """

    @Test(arguments: ["wav", "flac", "ogg", "mp3", "opus"])
    func aFileSizeLimitReachedWhileEncodingIsExit73AndLeavesNothing(ext: String) throws {
        let dir = try HostileInputCommandTests.folder("full-\(ext)")
        defer { try? FileManager.default.removeItem(at: dir) }
        try Self.chart.write(to: dir.appendingPathComponent("in.xml"), atomically: true, encoding: .utf8)
        // A file size limit of 16 KB stands in for a full disk: each write past it fails with EFBIG, as a full
        // disk's fails with ENOSPC (WAV, FLAC and OGG were exit 70 "internal error"; MP3 was a truncated file
        // and exit 0). SIGXFSZ is ignored so that the write fails instead of the process being killed.
        let command = "trap '' XFSZ; ulimit -f 32; exec \"$0\" in.xml -o out.\(ext) -q --mode short --graph-seconds 0.5 --text-out /dev/null"
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", command, CLIRun.executable.path]
        process.currentDirectoryURL = dir
        let err = Pipe()
        process.standardError = err
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        let stderr = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 73, "\(ext): \(stderr)")
        #expect(stderr.contains("out.\(ext): cannot write") && !stderr.contains("internal error"), "\(stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path) == ["in.xml"])
    }
}

/// Odd but valid data, and the messages of odd inputs (issue 38, items 10 and 11).
@Suite struct OddDataCommandTests {
    static func narrate(_ name: String, _ text: String, _ extra: [String] = []) throws -> CLIRun {
        let dir = try HostileInputCommandTests.folder("odd-\(name)")
        defer { try? FileManager.default.removeItem(at: dir) }
        try text.write(to: dir.appendingPathComponent(name), atomically: true, encoding: .utf8)
        return try CLIRun([name, "--no-audio", "--lang", "en"] + extra, in: dir)
    }

    @Test func datesOutOfOrderInACSVOrADescriptorAreToldInDateOrder() throws {
        // Was "Sales went from 2 (Mar) to 4 (Feb)": the rows in file order.
        let run = try Self.narrate("u.csv", "Month,Sales\n2024-03-01,2\n2024-01-01,3\n2024-02-01,4\n")
        #expect(run.stdout.contains("Sales peaked at 4 in Feb, up from 3 in Jan, then fell to a low of 2 in Mar"), "\(run.stdout)")
        let xml = try Self.narrate("u.xml", #"<chart id="c" type="line"><title>T</title><x-axis type="date"><title>Month</title></x-axis><y-axis><title>Sales</title></y-axis><series name="Sales"><point x="2024-03-01" y="2"/><point x="2024-01-01" y="3"/><point x="2024-02-01" y="4"/></series></chart>"#)
        #expect(xml.stdout.contains("Sales peaked at 4 in Feb, up from 3 in Jan, then fell to a low of 2 in Mar"), "\(xml.stdout)")
    }

    @Test func yearZeroIsOneBCNotOne() throws {
        let run = try Self.narrate("y.csv", "Year,Sales\n0000-01-01,2\n0001-01-01,3\n0002-01-01,4\n", ["--mode", "all"])
        #expect(run.stdout.contains("Sales rose 2-fold from 2 in 1 BC to a high of 4 in 2 AD"), "\(run.stdout)")
        #expect(run.stdout.contains("1 BC: 2 (lowest).\n1 AD: 3, up 1."), "two years are never both said \"1\"")
    }

    @Test func aColumnWithoutAHeaderIsNamedByItsPlace() throws {
        let run = try Self.narrate("h.csv", "x,\n1,2\n2,3\n", ["--mode", "all"])
        #expect(run.stdout.contains("Column 2: 2 points."), "was a nameless series (\"[audio graph: ]\"): \(run.stdout)")
    }

    @Test func aChartWhoseEverySeriesIsMissingIsALocatedErrorInEveryFormat() throws {
        // Was exit 0 with an empty "Line chart:" for descriptors and Vega-Lite (CSV refused it already).
        let spec = #"{"data": {"values": [{"x": 1, "y": null}, {"x": 2, "y": null}]}, "mark": "line", "encoding": {"x": {"field": "x", "type": "quantitative"}, "y": {"field": "y", "type": "quantitative"}}}"#
        let run = try Self.narrate("m.vl.json", spec)
        #expect(run.status == 65 && run.stderr.contains("m.vl.json:1:") && run.stderr.contains("has nothing to narrate: its series y has points but no values"), "\(run.stderr)")
        let validate = try Self.narrate("m.vl.json", spec, ["--validate"])
        #expect(validate.status == 65)
    }

    @Test func utf16WithAByteOrderMarkIsRead() throws {
        let dir = try HostileInputCommandTests.folder("utf16")
        defer { try? FileManager.default.removeItem(at: dir) }
        let text = "Month,Sales\n2024-01-01,2\n2024-02-01,3\n"
        for (name, encoding) in [("le.csv", String.Encoding.utf16LittleEndian), ("be.csv", .utf16BigEndian)] {
            var data = Data(encoding == .utf16LittleEndian ? [0xFF, 0xFE] : [0xFE, 0xFF])
            data.append(try #require(text.data(using: encoding)))
            try data.write(to: dir.appendingPathComponent(name))
            let run = try CLIRun([name, "--no-audio", "--lang", "en"], in: dir)
            #expect(run.status == 0 && run.stdout.contains("Sales went from 2 (Jan) to 3 (Feb)"), "was \"a NUL byte\": \(run.stderr)")
        }
    }

    @Test func anAudioOutputNamingAFolderSaysSo() throws {
        let dir = try HostileInputCommandTests.folder("o-folder")
        defer { try? FileManager.default.removeItem(at: dir) }
        try FileManager.default.createDirectory(at: dir.appendingPathComponent("sub"), withIntermediateDirectories: true)
        for target in ["sub", "sub/", "."] {
            let run = try CLIRun([CLIRun.repoRoot.appendingPathComponent("examples/quarterly-revenue.xml").path, "-o", target], in: dir)
            #expect(run.status == 73 && run.stderr.contains("it is a folder; name the audio file in it"), "was \"Unknown audio format '.'\": \(run.stderr)")
        }
    }

    @Test func anAttributePastLibxml2sLimitIsExplained() throws {
        let huge = #"<chart id="c" type="line"><title>T</title><x-axis type="numeric"><title>X</title></x-axis><y-axis><title>Y</title></y-axis><series name=""#
            + String(repeating: "a", count: 11_000_000) + #""><point x="1" y="2"/></series></chart>"#
        let run = try Self.narrate("huge.xml", huge)
        #expect(run.status == 65 && run.stderr.hasPrefix("huge.xml:1:") && run.stderr.contains("longer than 10,000,000 bytes"), "was \"internal error: Huge input lookup\": \(run.stderr.prefix(200))")
    }
}

/// The series limit (issue 38: a million CSV columns took 112 s and 8.7 GB).
@Suite struct SeriesLimitCommandTests {
    @Test func inputsWithMoreSeriesThanTheLimitAreRefused() throws {
        let dir = try HostileInputCommandTests.folder("series")
        defer { try? FileManager.default.removeItem(at: dir) }
        try "x,a,b,c\n1,1,2,3\n2,2,3,4\n".write(to: dir.appendingPathComponent("w.csv"), atomically: true, encoding: .utf8)
        let over = try CLIRun(["w.csv", "--no-audio", "--max-series", "2"], in: dir)
        #expect(over.status == 65 && over.stderr.contains("w.csv: the input holds 3 series, more than the limit of 2; raise it with --max-series"), "\(over.stderr)")
        #expect(try CLIRun(["w.csv", "--validate", "--max-series", "2"], in: dir).status == 65)
        #expect(try CLIRun(["w.csv", "--no-audio", "--max-series", "3"], in: dir).status == 0)
        let xml = try CLIRun([CLIRun.repoRoot.appendingPathComponent("examples/iowa-electricity.xml").path, "--validate", "--max-series", "1"])
        #expect(xml.status == 65 && xml.stderr.contains("series, more than the limit of 1"), "\(xml.stderr)")
    }
}
