import AudioRender
import ChartNarrate
import Foundation
import Testing

/// A batch isolates its inputs (issue 38): a crash, a trap or a hang in one input never loses another, the
/// manifest is written as inputs finish so that a killed batch resumes, and a killed run's temporaries are
/// removed by the next one. Crashes and hangs come from the `CHARTNARRATE_TEST_CRASH_INPUT` hook, since no
/// known input crashes the command any more.
@Suite struct BatchIsolationTests {
    /// Six copies of one example (`in/c1.xml` … `in/c6.xml`) in a scratch folder.
    final class Inputs {
        let root: URL
        init() throws {
            root = FileManager.default.temporaryDirectory.appendingPathComponent("chartnarrate-isolation-\(UUID().uuidString)")
            try FileManager.default.createDirectory(at: root.appendingPathComponent("in"), withIntermediateDirectories: true)
            for i in 1...6 {
                try FileManager.default.copyItem(at: CLIRun.repoRoot.appendingPathComponent("examples/quarterly-revenue.xml"),
                                                 to: root.appendingPathComponent("in/c\(i).xml"))
            }
        }
        deinit { try? FileManager.default.removeItem(at: root) }
        func path(_ relative: String) -> String { root.appendingPathComponent(relative).path }
        var manifest: BatchManifest? { BatchManifest.read(path("out/manifest.json")) }
        var outputs: [String] { ((try? FileManager.default.contentsOfDirectory(atPath: path("out"))) ?? []).sorted() }
    }

    static let batch = ["batch", "in", "--out", "out", "--no-audio", "--lang", "en", "-j", "2"]

    @Test(arguments: ["trap", "abort", "stack-overflow"])
    func aCrashOnOneInputIsRecordedAndEveryOtherInputFinishes(kind: String) throws {
        let inputs = try Inputs()
        let run = try CLIRun(Self.batch, in: inputs.root, environment: ["CHARTNARRATE_TEST_CRASH_INPUT": "c3:\(kind)"])
        #expect(run.status == 70, "\(run.stderr)")
        let manifest = try #require(inputs.manifest)
        #expect(manifest.counts == BatchManifest.Counts(done: 5, upToDate: 0, failed: 1))
        let failure = try #require(manifest.entries[2].error)
        #expect(manifest.entries[2].input == "in/c3.xml" && failure.exitCode == 70)
        #expect(failure.message.contains("chartnarrate stopped on this input (killed by signal"), "\(failure.message)")
        #expect(run.stderr.contains("in/c3.xml: chartnarrate stopped on this input"))
        #expect(inputs.outputs == ["c1.en.txt", "c2.en.txt", "c4.en.txt", "c5.en.txt", "c6.en.txt", "manifest.json"])
    }

    @Test func aHungInputIsStoppedAtTheTimeLimitAndRecorded() throws {
        let inputs = try Inputs()
        let run = try CLIRun(Self.batch + ["--time-limit", "1"], in: inputs.root, environment: ["CHARTNARRATE_TEST_CRASH_INPUT": "c2:hang"])
        #expect(run.status == 65, "\(run.stderr)")
        let manifest = try #require(inputs.manifest)
        #expect(manifest.counts == BatchManifest.Counts(done: 5, upToDate: 0, failed: 1))
        #expect(manifest.entries[1].error?.message == "in/c2.xml: took more than the time limit of 1 s (--time-limit), so it was stopped; the batch went on without it")
        #expect(!inputs.outputs.contains("c2.en.txt"))
    }

    /// Starts the batch with input c4 hanging and no time limit, waits until the manifest records the three
    /// inputs before it, and sends `signal` to the batch.
    func interruptedBatch(_ inputs: Inputs, signal: Int32) throws -> Int32 {
        let process = Process()
        process.executableURL = CLIRun.executable
        process.arguments = Self.batch + ["-j", "1", "--time-limit", "0", "-q"]
        process.currentDirectoryURL = inputs.root
        process.environment = ProcessInfo.processInfo.environment.merging(["CHARTNARRATE_TEST_CRASH_INPUT": "c4:hang"]) { $1 }
        process.standardError = FileHandle.nullDevice
        try process.run()
        // Up to a minute for three small inputs; the manifest is rewritten within a second of each.
        for _ in 0..<600 where (inputs.manifest?.entries.count ?? 0) < 3 { usleep(100_000) }
        #expect(inputs.manifest?.entries.map(\.input) == ["in/c1.xml", "in/c2.xml", "in/c3.xml"])
        kill(process.processIdentifier, signal)
        process.waitUntilExit()
        return process.terminationStatus
    }

    @Test(arguments: [SIGKILL, SIGINT])
    func aBatchKilledOnAHungInputResumesWhereItStopped(signal: Int32) throws {
        let inputs = try Inputs()
        let status = try interruptedBatch(inputs, signal: signal)
        #expect(status == (signal == SIGINT ? 130 : SIGKILL))
        // The worker on the hung input ends with its batch (SIGTERM from the kernel), leaving no temporary.
        let resumed = try CLIRun(Self.batch, in: inputs.root)
        #expect(resumed.status == 0, "\(resumed.stderr)")
        let manifest = try #require(inputs.manifest)
        #expect(manifest.entries.count == 6 && manifest.counts.failed == 0)
        #expect(manifest.entries.prefix(3).allSatisfy { $0.status == .upToDate }, "the finished inputs were kept")
        #expect(inputs.outputs == ["c1.en.txt", "c2.en.txt", "c3.en.txt", "c4.en.txt", "c5.en.txt", "c6.en.txt", "manifest.json"])
    }

    @Test func anInputThatWorkedAndNowFailsLosesItsOldOutputs() throws {
        // Issue 39: its old name.en.txt stayed beside a manifest saying failed.
        let inputs = try Inputs()
        #expect(try CLIRun(Self.batch, in: inputs.root).status == 0)
        #expect(inputs.outputs.contains("c2.en.txt"))
        try "<chart".write(toFile: inputs.path("in/c2.xml"), atomically: true, encoding: .utf8)
        let again = try CLIRun(Self.batch, in: inputs.root)
        #expect(again.status == 65)
        #expect(inputs.manifest?.entries[1].status == .failed)
        #expect(!inputs.outputs.contains("c2.en.txt"))
        #expect(inputs.outputs.contains("c3.en.txt"))
    }

    @Test func temporariesOfKilledRunsAreRemovedByTheNextRunButNotThoseOfLiveOnes() throws {
        let inputs = try Inputs()
        // What SIGKILL leaves: an unlocked temporary of the target; and one a live run holds locked.
        let stale = inputs.path(".a.txt.k3x9q2.tmp"), live = inputs.path(".a.txt.p0p0p0.tmp"), other = inputs.path(".b.txt.z1.tmp")
        for path in [stale, live, other] { FileManager.default.createFile(atPath: path, contents: Data()) }
        let held = open(live, O_RDONLY)
        defer { close(held) }
        #expect(flock(held, LOCK_EX) == 0)
        let run = try CLIRun(["in/c1.xml", "--no-audio", "--text-out", "a.txt"], in: inputs.root)
        #expect(run.status == 0)
        #expect(!FileManager.default.fileExists(atPath: stale))
        #expect(FileManager.default.fileExists(atPath: live), "a live run's temporary stays")
        #expect(FileManager.default.fileExists(atPath: other), "another target's temporary is not this run's business")
        // A batch removes every stale temporary below its output folder once, at its start.
        try FileManager.default.createDirectory(atPath: inputs.path("out/sub"), withIntermediateDirectories: true)
        FileManager.default.createFile(atPath: inputs.path("out/sub/.x.en.wav.abc.tmp"), contents: Data())
        #expect(try CLIRun(Self.batch, in: inputs.root).status == 0)
        #expect(!FileManager.default.fileExists(atPath: inputs.path("out/sub/.x.en.wav.abc.tmp")))
    }
}
