import Foundation
import Testing

/// A run's outputs: checked before any work, never clobbering each other or the input, never replacing a
/// device, and committed all together or not at all.
@Suite struct OutputSafetyTests {
    static let chart = NarrationCommandTests.tinyChart

    func folder() throws -> URL {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("chartnarrate-out-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        return dir
    }

    func names(_ dir: URL) throws -> [String] { try FileManager.default.contentsOfDirectory(atPath: dir.path).sorted() }

    @Test(arguments: [
        (["-o", "same.wav", "--timeline", "same.wav"], "--timeline same.wav is the same file as -o same.wav"),
        (["--timeline", "t.json", "--chapters", "t.json"], "--chapters t.json is the same file as --timeline t.json"),
        (["--timeline", "t.json", "--captions", "./t.json"], "--captions ./t.json is the same file as --timeline t.json"),
        (["--no-audio", "--text-out", "in.xml"], "--text-out in.xml is the input descriptor"),
        (["--no-audio", "--text-out", "sub/../in.xml"], "--text-out sub/../in.xml is the input descriptor"),
    ])
    func clashingOutputsAreUsageErrorsBeforeAnyWork(arguments: [String], message: String) throws {
        let dir = try folder()
        defer { try? FileManager.default.removeItem(at: dir) }
        try FileManager.default.createDirectory(at: dir.appendingPathComponent("sub"), withIntermediateDirectories: true)
        try Data(Self.chart.utf8).write(to: dir.appendingPathComponent("in.xml"))
        let run = try CLIRun(["in.xml"] + arguments, in: dir)
        #expect(run.status == 64, "\(run.stderr)")
        #expect(run.stderr.contains(message), "\(run.stderr)")
        #expect(run.stdout.isEmpty)
        #expect(try names(dir) == ["in.xml", "sub"])
    }

    @Test func anOutputReachingTheInputThroughASymlinkIsRefused() throws {
        let dir = try folder()
        defer { try? FileManager.default.removeItem(at: dir) }
        try Data(Self.chart.utf8).write(to: dir.appendingPathComponent("in.xml"))
        try FileManager.default.createSymbolicLink(atPath: dir.appendingPathComponent("alias.txt").path, withDestinationPath: "in.xml")
        let run = try CLIRun(["in.xml", "--no-audio", "--text-out", "alias.txt"], in: dir)
        #expect(run.status == 64)
        #expect(run.stderr.contains("is the input descriptor"))
        let viaStdin = try CLIRun(["-", "--no-audio", "--text-out", dir.appendingPathComponent("in.xml").path],
                                  stdinFile: dir.appendingPathComponent("in.xml"))
        #expect(viaStdin.status == 64)
        #expect(viaStdin.stderr.contains("(standard input)"))
    }

    @Test func aMissingFolderFailsBeforeAnyWorkAndLeavesNothing() throws {
        let dir = try folder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let run = try CLIRun(["-", "-o", "a.wav", "--timeline", "nope/t.json"], stdin: Self.chart, in: dir)
        #expect(run.status == 73)
        #expect(run.stderr.contains("nope/t.json"))
        #expect(run.stderr.contains("create the folder first"))
        #expect(run.stdout.isEmpty, "nothing was narrated")
        #expect(try names(dir).isEmpty, "the audio output staged first is removed again")
    }

    @Test func aFailureAtTheEndCommitsNoneOfTheOutputs() throws {
        let dir = try folder()
        defer { try? FileManager.default.removeItem(at: dir) }
        // The text goes to a full device: it fails only when written, after the audio was rendered.
        let run = try CLIRun(["-", "-o", "a.wav", "--timeline", "t.json", "--text-out", "/dev/full", "-q"],
                             stdin: Self.chart, in: dir)
        #expect(run.status == 73)
        #expect(run.stderr.contains("/dev/full: cannot write: No space left on device"))
        #expect(try names(dir).isEmpty, "neither the audio nor the timeline was put in place")
    }

    @Test func devicesAreWrittenNeverReplaced() throws {
        let run = try CLIRun(["-", "--no-audio", "--text-out", "/dev/null"], stdin: Self.chart)
        #expect(run.status == 0, "\(run.stderr)")
        var info = stat()
        #expect(stat("/dev/null", &info) == 0 && (info.st_mode & S_IFMT) == S_IFCHR)
        let full = try CLIRun(["-", "--no-audio", "--text-out", "/dev/full"], stdin: Self.chart)
        #expect(full.status == 73)
    }

    @Test func aWriteErrorOnStandardOutputIsExit73() throws {
        for arguments in [["-", "--no-audio"], ["--validate", "-"], ["--help"]] {
            let run = try CLIRun(arguments, stdin: Self.chart, stdoutFile: URL(fileURLWithPath: "/dev/full"))
            #expect(run.status == 73, "\(arguments)")
            #expect(run.stderr.contains("standard output: cannot write: No space left on device"))
        }
    }

    @Test func aFailedRunKeepsThePreviousOutput() throws {
        let dir = try folder()
        defer { try? FileManager.default.removeItem(at: dir) }
        try Data("previous".utf8).write(to: dir.appendingPathComponent("out.txt"))
        let run = try CLIRun(["-", "--no-audio", "--text-out", "out.txt"], stdin: "<chart>", in: dir)
        #expect(run.status == 65)
        #expect(try String(contentsOf: dir.appendingPathComponent("out.txt"), encoding: .utf8) == "previous")
        #expect(try names(dir) == ["out.txt"])
    }
}
