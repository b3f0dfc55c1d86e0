import Foundation
import Testing

/// SIGINT, SIGTERM and SIGHUP end a render at any point with exit 128 + N and no temporary left behind;
/// during the final commit they wait until every output is in place.
@Suite struct SignalTests {
    /// Starts a render that pauses at `stage` (the command's CHARTNARRATE_TEST_PAUSE hook), delivers
    /// `signal` once it has said so, and returns the exit status and the files left in its folder.
    func interrupt(at stage: String, with signal: Int32) throws -> (status: Int32, files: [String]) {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("chartnarrate-sig-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let errors = FileManager.default.temporaryDirectory.appendingPathComponent("chartnarrate-sig-\(UUID().uuidString).err")
        _ = FileManager.default.createFile(atPath: errors.path, contents: nil)
        defer { try? FileManager.default.removeItem(at: errors) }

        let process = Process()
        process.executableURL = CLIRun.executable
        process.arguments = ["-", "-o", "b.mp3", "--timeline", "t.json", "--captions", "c.vtt", "--text-out", "n.txt", "-q"]
        process.currentDirectoryURL = dir
        process.environment = ProcessInfo.processInfo.environment.merging(["CHARTNARRATE_TEST_PAUSE": stage]) { $1 }
        let input = Pipe()
        process.standardInput = input
        process.standardOutput = FileHandle.nullDevice
        process.standardError = try FileHandle(forWritingTo: errors)
        try process.run()
        input.fileHandleForWriting.write(Data(NarrationCommandTests.tinyChart.utf8))
        try input.fileHandleForWriting.close()

        var paused = false
        for _ in 0..<600 {
            if (try? String(contentsOf: errors, encoding: .utf8))?.contains("paused at \(stage)") == true { paused = true; break }
            if !process.isRunning { break }
            usleep(50_000)
        }
        #expect(paused, "the command never reached \(stage): \((try? String(contentsOf: errors, encoding: .utf8)) ?? "")")
        let staged = try FileManager.default.contentsOfDirectory(atPath: dir.path)
        #expect(staged.contains { $0.hasPrefix(".b.mp3.") && $0.hasSuffix(".tmp") }, "the audio is being written to a temporary")
        kill(process.processIdentifier, signal)
        process.waitUntilExit()
        return (process.terminationStatus, try FileManager.default.contentsOfDirectory(atPath: dir.path).sorted())
    }

    @Test(arguments: [("staged", SIGINT), ("speech", SIGTERM), ("encoding", SIGHUP), ("encoding", SIGINT)])
    func aSignalRemovesEveryTemporaryAndExits128PlusN(stage: String, signal: Int32) throws {
        let (status, files) = try interrupt(at: stage, with: signal)
        #expect(status == 128 + signal)
        #expect(files.isEmpty, "left behind: \(files)")
    }

    @Test func aSignalDuringTheCommitWaitsForEveryOutput() throws {
        let (status, files) = try interrupt(at: "commit", with: SIGTERM)
        #expect(status == 128 + SIGTERM)
        #expect(files == ["b.mp3", "c.vtt", "n.txt", "t.json"])
    }
}
