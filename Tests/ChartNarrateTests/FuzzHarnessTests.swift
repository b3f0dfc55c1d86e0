import Foundation
import Testing

/// The fuzz targets (Fuzz/chartnarrate-fuzz) are built with every `swift build` in their replay form, so a change
/// that breaks the harness fails the build; these tests run that form on one real input of each format, so a
/// change that makes the harness's own checks (narration, script, programme times) fail is caught in CI
/// without libFuzzer. The long runs are `scripts/fuzz.sh TARGET SECONDS` (docs/security.md).
@Suite struct FuzzHarnessTests {
    static var executable: URL {
        CLIRun.executable.deletingLastPathComponent().appendingPathComponent("chartnarrate-fuzz")
    }

    static func replay(_ format: String, _ files: [String]) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = executable
        process.arguments = ["--format", format] + files
        process.currentDirectoryURL = CLIRun.repoRoot
        let out = Pipe()
        process.standardOutput = out
        process.standardError = out
        try process.run()
        let data = out.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }

    @Test(arguments: [("descriptor", "examples/quarterly-revenue.xml"), ("csv", "examples/csv/monthly-temperature.csv"),
                      ("vega-lite", "examples/vega-lite/monthly-temperature.vl.json")])
    func eachTargetRunsItsChecksOnARealInput(_ format: String, _ file: String) throws {
        let run = try Self.replay(format, [file])
        #expect(run.status == 0, "\(format): \(run.output.prefix(4000))")
        // The programme was planned and its times checked, graph markers and chapters included.
        let counts = try #require(run.output.firstMatch(of: /ran .*: timed (\d+) programmes: (\d+) segments, (\d+) words, (\d+) markers, \d+ labels, (\d+) chapters, (\d+) caption cues/), "\(run.output)")
        #expect(Int(counts.output.1)! >= 1)
        for n in [counts.output.2, counts.output.3, counts.output.4, counts.output.5, counts.output.6] { #expect(Int(n)! > 0, "\(run.output)") }
    }

    @Test func theStringTargetsReadAPatternAndAnExpressionAndRefuseDeepOnesOnTheirStack() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("cn-fuzz-strings-\(getpid())")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let inputs = [("message-pattern", "{value, plural, one {# step} other {# steps}}", true),
                      ("message-pattern", String(repeating: "{value, plural, other {", count: 4000) + "#" + String(repeating: "}}", count: 4000), false),
                      ("vega-expression", "datum.n * 9 / 5 + pow(2, 3) + year(datum.d)", true),
                      ("vega-expression", String(repeating: "(", count: 10_000) + "1" + String(repeating: ")", count: 10_000), false)]
        for (i, (format, text, narrated)) in inputs.enumerated() {
            let file = dir.appendingPathComponent("input-\(i)")
            try text.write(to: file, atomically: true, encoding: .utf8)
            let run = try Self.replay(format, [file.path])
            #expect(run.status == 0, "\(format): \(run.output.prefix(2000))")
            // A narrated input's programme is planned; a refused one (nested past the limit) is not.
            #expect(run.output.contains("timed 1 programmes") == narrated, "\(format) \(i): \(run.output.prefix(300))")
        }
    }

    @Test func anUnknownFormatIsRefused() throws {
        let run = try Self.replay("yaml", ["examples/quarterly-revenue.xml"])
        #expect(run.status == 64)
        #expect(run.output.contains("unknown format yaml"))
    }
}
