import ChartNarrate
import Foundation
import Testing

/// `chartnarrate batch`: every input in every language, a manifest with checksums, up-to-date outputs kept, a
/// failing input reported while the rest go on, shards for schedulers.
@Suite struct BatchCommandTests {
    /// A scratch folder with copies of the example descriptors (and `extra` files), removed afterwards.
    final class Scratch {
        let root: URL
        init(extra: [String: String] = [:]) throws {
            root = FileManager.default.temporaryDirectory.appendingPathComponent("chartnarrate-batch-\(UUID().uuidString)")
            let charts = root.appendingPathComponent("charts")
            try FileManager.default.createDirectory(at: charts.appendingPathComponent("more"), withIntermediateDirectories: true)
            for name in ["quarterly-revenue", "car-scatter", "monthly-temperature"] {
                try FileManager.default.copyItem(at: CLIRun.repoRoot.appendingPathComponent("examples/\(name).xml"),
                                                 to: charts.appendingPathComponent(name == "car-scatter" ? "more/\(name).xml" : "\(name).xml"))
            }
            for (name, text) in extra { try text.write(to: charts.appendingPathComponent(name), atomically: true, encoding: .utf8) }
        }
        deinit { try? FileManager.default.removeItem(at: root) }
        func path(_ relative: String) -> String { root.appendingPathComponent(relative).path }
        func manifest(_ name: String = "out/manifest.json") throws -> BatchManifest {
            try #require(BatchManifest.read(path(name)))
        }
    }

    @Test func everyInputInEveryLanguageWithAManifest() throws {
        let scratch = try Scratch()
        let run = try CLIRun(["batch", "charts", "--out", "out", "--lang", "en,zh", "--no-audio", "-j", "2"], in: scratch.root)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(!run.stderr.contains("\r"), "a progress bar was drawn on a pipe")
        #expect(run.stderr.contains("batch: 6 written, 0 up to date, 0 failed (3 inputs)"))
        let manifest = try scratch.manifest()
        #expect(manifest.entries.map { "\($0.input) \($0.language ?? "-") \($0.status.rawValue)" } == [
            "charts/monthly-temperature.xml en done", "charts/monthly-temperature.xml zh done",
            "charts/more/car-scatter.xml en done", "charts/more/car-scatter.xml zh done",
            "charts/quarterly-revenue.xml en done", "charts/quarterly-revenue.xml zh done",
        ])
        #expect(manifest.counts == BatchManifest.Counts(done: 6, upToDate: 0, failed: 0))
        #expect(manifest.entries[2].outputs.map(\.path) == ["more/car-scatter.en.txt"])
        // The text is what one run prints, and the manifest's checksums are the files' (as sha256sum computes them).
        let single = try CLIRun(["charts/more/car-scatter.xml", "--lang", "zh", "--no-audio"], in: scratch.root)
        #expect(try String(contentsOfFile: scratch.path("out/more/car-scatter.zh.txt"), encoding: .utf8) == single.stdout)
        let sha256sum = try #require(Tool.find("sha256sum"))
        for entry in manifest.entries {
            #expect(entry.inputSHA256.map { try! Tool.run(sha256sum, [scratch.path(entry.input)]).output.hasPrefix($0) } == true)
            for output in entry.outputs {
                let file = scratch.path("out/" + output.path)
                #expect(try Tool.run(sha256sum, [file]).output.hasPrefix(output.sha256 + " "))
                #expect((try FileManager.default.attributesOfItem(atPath: file)[.size] as? Int) == output.bytes)
            }
        }
    }

    @Test func upToDateOutputsAreKeptAndChangedOnesRedone() throws {
        let scratch = try Scratch()
        let arguments = ["batch", "charts", "--out", "out", "--no-audio", "--mode", "short"]
        #expect(try CLIRun(arguments, in: scratch.root).status == 0)
        let again = try CLIRun(arguments, in: scratch.root)
        #expect(again.status == 0)
        #expect(try scratch.manifest().counts == BatchManifest.Counts(done: 0, upToDate: 3, failed: 0))
        // An edited output, an edited input and a changed option each redo exactly what they touch.
        try "tampered".write(toFile: scratch.path("out/quarterly-revenue.en.txt"), atomically: true, encoding: .utf8)
        #expect(try CLIRun(arguments, in: scratch.root).status == 0)
        #expect(try scratch.manifest().entries.filter { $0.status == .done }.map(\.input) == ["charts/quarterly-revenue.xml"])
        #expect(try String(contentsOfFile: scratch.path("out/quarterly-revenue.en.txt"), encoding: .utf8) != "tampered")
        let text = try String(contentsOfFile: scratch.path("charts/more/car-scatter.xml"), encoding: .utf8)
        try text.replacingOccurrences(of: "Car weight", with: "Vehicle weight").write(toFile: scratch.path("charts/more/car-scatter.xml"), atomically: true, encoding: .utf8)
        #expect(try CLIRun(arguments, in: scratch.root).status == 0)
        #expect(try scratch.manifest().entries.filter { $0.status == .done }.map(\.input) == ["charts/more/car-scatter.xml"])
        #expect(try CLIRun(arguments + ["--generated-short"], in: scratch.root).status == 0)
        #expect(try scratch.manifest().counts.done == 3)
        #expect(try CLIRun(arguments + ["--generated-short", "--force"], in: scratch.root).status == 0)
        #expect(try scratch.manifest().counts.done == 3)
    }

    @Test func aFailingInputIsReportedAndTheOthersGoOn() throws {
        let scratch = try Scratch(extra: ["broken.xml": "<chart>\n  <series name=\"s\"><point x=\"1\" y=\"lots\"/></series>\n</chart>\n"])
        let run = try CLIRun(["batch", "charts", "charts/missing.xml", "--out", "out", "--no-audio"], in: scratch.root)
        #expect(run.status == 66)  // the worst: unreadable (66) over invalid (65)
        #expect(run.stderr.contains("charts/broken.xml:2:33: y=\"lots\" is not a number (write y=\"\" or y=\"NaN\" for a missing value)\n"))
        #expect(run.stderr.contains("chartnarrate: charts/missing.xml: cannot read"))
        let manifest = try scratch.manifest()
        #expect(manifest.counts == BatchManifest.Counts(done: 3, upToDate: 0, failed: 2))
        let broken = try #require(manifest.entries.first { $0.input == "charts/broken.xml" })
        #expect(broken.status == .failed && broken.error?.exitCode == 65 && broken.outputs.isEmpty)
        #expect(!FileManager.default.fileExists(atPath: scratch.path("out/broken.en.txt")))
        #expect(FileManager.default.fileExists(atPath: scratch.path("out/quarterly-revenue.en.txt")))
    }

    @Test func shardsSplitTheInputsWithoutOverlap() throws {
        let scratch = try Scratch()
        var seen: [String] = []
        for k in 1...2 {
            let run = try CLIRun(["batch", "charts", "--out", "out", "--no-audio", "--shard", "\(k)/2"], in: scratch.root)
            #expect(run.status == 0, "\(run.stderr)")
            let manifest = try scratch.manifest("out/manifest.shard-\(k)-of-2.json")
            #expect(manifest.shard == "\(k)/2")
            seen += manifest.entries.map(\.input)
        }
        #expect(seen.sorted() == ["charts/monthly-temperature.xml", "charts/more/car-scatter.xml", "charts/quarterly-revenue.xml"])
    }

    /// The GNU parallel command of docs/batch.md, run as written (with this build's chartnarrate first on PATH).
    @Test func gnuParallelExampleOfTheDocs() throws {
        let parallel = try #require(Tool.find("parallel"), "GNU parallel is missing: run scripts/install-deps.sh")
        let doc = try String(contentsOf: CLIRun.repoRoot.appendingPathComponent("docs/batch.md"), encoding: .utf8)
        let afterMarker = try #require(doc.components(separatedBy: "(gnuParallelExampleOfTheDocs)").dropFirst().first)
        let command = try #require(afterMarker.components(separatedBy: "```sh\n").dropFirst().first?.components(separatedBy: "\n").first)
        #expect(command.hasPrefix("parallel chartnarrate batch examples --out narrated"))
        let scratch = try Scratch()
        try FileManager.default.createSymbolicLink(atPath: scratch.path("examples"), withDestinationPath: CLIRun.repoRoot.appendingPathComponent("examples").path)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", command]
        process.currentDirectoryURL = scratch.root
        var environment = ProcessInfo.processInfo.environment
        environment["PATH"] = CLIRun.executable.deletingLastPathComponent().path + ":" + (environment["PATH"] ?? "/usr/bin:/bin")
        process.environment = environment
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "\(parallel) exited \(process.terminationStatus)")
        let examples = ExampleFiles.names
        var inputs: [String] = []
        for k in 1...4 { inputs += try scratch.manifest("narrated/manifest.shard-\(k)-of-4.json").entries.map(\.input) }
        // The CSV examples (with their .args) and the Vega-Lite specs too; the spec's own data CSV is not a chart.
        let others = InputFormatCommandTests.csvExamples.map { "examples/csv/\($0).csv" }
            + InputFormatCommandTests.vegaLiteExamples.map { "examples/vega-lite/\($0).vl.json" }
        #expect(Set(inputs) == Set(examples.map { "examples/\($0).xml" } + others))
        #expect(inputs.count == (examples.count + others.count) * 2)
        for name in examples {
            for language in ["en", "zh"] { #expect(FileManager.default.fileExists(atPath: scratch.path("narrated/\(name).\(language).txt"))) }
        }
    }

    @Test(arguments: [
        (["batch", "charts", "--no-audio"], "batch needs --out DIR"),
        (["batch", "charts", "--out", "out", "--text-out", "x.txt"], "--text-out names one run's output"),
        (["batch", "charts", "--out", "out", "--shard", "3/2"], "--shard needs K/N with 1 ≤ K ≤ N"),
        (["batch", "charts", "--out", "out", "--lang", "en,xx", "--no-audio"], "No narration catalog for language 'xx'"),
        (["batch", "charts", "--out", "out", "--audio-format", "aiff"], "aiff"),
        (["batch", "--out", "out"], "batch needs descriptor files or folders"),
    ])
    func usageErrorsStopTheBatchBeforeItStarts(_ arguments: [String], _ message: String) throws {
        let scratch = try Scratch()
        let run = try CLIRun(arguments, in: scratch.root)
        #expect(run.status == 64)
        #expect(run.stderr.contains(message), "\(run.stderr)")
        #expect(!FileManager.default.fileExists(atPath: scratch.path("out/manifest.json")))
    }

    /// A folder gives every input format the tool reads; a CSV's own options come from its `.args` sidecar.
    @Test func aFolderOfCSVTSVAndVegaLiteWithSidecarOptions() throws {
        let csv = try String(contentsOf: CLIRun.repoRoot.appendingPathComponent("examples/csv/quarterly-revenue.csv"), encoding: .utf8)
        let args = try String(contentsOf: CLIRun.repoRoot.appendingPathComponent("examples/csv/quarterly-revenue.args"), encoding: .utf8)
        let spec = try String(contentsOf: CLIRun.repoRoot.appendingPathComponent("examples/vega-lite/car-scatter.vl.json"), encoding: .utf8)
        let scratch = try Scratch(extra: ["sales.csv": csv, "sales.args": args,
                                          "steps.tsv": "Day\tSteps\n2024-01-01\t5000\n2024-01-02\t6200\n2024-01-03\t7100\n2024-01-04\t6900\n",
                                          "cars.vl.json": spec])
        let run = try CLIRun(["batch", "charts", "--out", "out", "--no-audio", "--lang", "en"], in: scratch.root)
        #expect(run.status == 0, "\(run.stderr)")
        let manifest = try scratch.manifest()
        #expect(manifest.entries.map(\.input) == ["charts/cars.vl.json", "charts/monthly-temperature.xml", "charts/more/car-scatter.xml",
                                                  "charts/quarterly-revenue.xml", "charts/sales.csv", "charts/steps.tsv"])
        #expect(manifest.entries.allSatisfy { $0.status == .done }, "\(manifest.entries)")
        // The sidecar's options were used: the same text as one run with them.
        let single = try CLIRun(["charts/sales.csv", "--lang", "en", "--no-audio"] + args.split(separator: "\n").map(String.init), in: scratch.root)
        #expect(try String(contentsOfFile: scratch.path("out/sales.en.txt"), encoding: .utf8) == single.stdout)
        #expect(single.stdout.contains("Quarterly revenue by region, 2024"))
        // A changed sidecar makes the input's outputs out of date.
        try (args + "--y-title\nTakings\n").write(toFile: scratch.path("charts/sales.args"), atomically: true, encoding: .utf8)
        let again = try CLIRun(["batch", "charts", "--out", "out", "--no-audio", "--lang", "en"], in: scratch.root)
        #expect(again.stderr.contains("batch: 1 written, 5 up to date"), "\(again.stderr)")
    }

    @Test func aSidecarWithAnOptionOtherThanCSVIsAUsageError() throws {
        let scratch = try Scratch(extra: ["a.csv": "x,y\n1,2\n2,3\n3,5\n", "a.args": "--x\nx\n--lang\nzh\n"])
        let run = try CLIRun(["batch", "charts", "--out", "out", "--no-audio"], in: scratch.root)
        #expect(run.status == 64)
        #expect(run.stderr.contains("a.args: --lang is not a CSV input option"), "\(run.stderr)")
    }

    /// A folder without any input says so and fails; it used to print "0 written … (0 inputs)" and exit 0.
    @Test func aFolderWithNoInputsSaysSoAndFails() throws {
        let scratch = try Scratch()
        try FileManager.default.createDirectory(atPath: scratch.path("empty"), withIntermediateDirectories: true)
        try "notes".write(toFile: scratch.path("empty/readme.txt"), atomically: true, encoding: .utf8)
        let run = try CLIRun(["batch", "empty", "--out", "out", "--no-audio"], in: scratch.root)
        #expect(run.status == 66)
        #expect(run.stderr.contains("no inputs in the folder (a batch reads *.xml, *.csv, *.tsv, *.vl.json; empty has none)"), "\(run.stderr)")
        #expect(!FileManager.default.fileExists(atPath: scratch.path("out/manifest.json")))
    }

    /// Two inputs that would write the same names are refused before any work.
    @Test func clashingNamesAreRefused() throws {
        let scratch = try Scratch()
        try FileManager.default.copyItem(atPath: scratch.path("charts/quarterly-revenue.xml"), toPath: scratch.path("charts/more/quarterly-revenue.xml"))
        let run = try CLIRun(["batch", "charts/quarterly-revenue.xml", "charts/more/quarterly-revenue.xml", "--out", "out", "--no-audio"], in: scratch.root)
        #expect(run.status == 64)
        #expect(run.stderr.contains("would both write quarterly-revenue.*"))
    }
}
