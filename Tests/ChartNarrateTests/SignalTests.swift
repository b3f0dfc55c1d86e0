import Foundation
import Testing

/// SIGINT, SIGTERM and SIGHUP end a render at any point with exit 128 + N and no temporary left behind;
/// during the final commit they wait until every output is in place.
@Suite struct SignalTests {
    /// Starts a render that pauses at `stage` (the command's CHARTNARRATE_TEST_PAUSE hook), delivers
    /// `signal` once it has said so, and returns the exit status and the files left in its folder.
    /// A file's text read with plain POSIX calls: polled every 50 ms, Foundation's String(contentsOf:) left
    /// 110 KB that LeakSanitizer reported at the end of an AddressSanitizer run of the suite.
    static func text(of url: URL) -> String {
        let fd = open(url.path, O_RDONLY)
        guard fd >= 0 else { return "" }
        defer { close(fd) }
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            let n = read(fd, &buffer, buffer.count)
            if n <= 0 { break }
            bytes += buffer[0..<n]
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Starts the command on a scratch folder with the tiny chart on standard input and `environment` added,
    /// hands `body` the running process, its folder and its standard-error file, then removes both.
    static func launch<T>(_ arguments: [String], environment: [String: String],
                          _ body: (Process, URL, URL) throws -> T) throws -> T {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("chartnarrate-sig-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let errors = FileManager.default.temporaryDirectory.appendingPathComponent("chartnarrate-sig-\(UUID().uuidString).err")
        _ = FileManager.default.createFile(atPath: errors.path, contents: nil)
        defer { try? FileManager.default.removeItem(at: errors) }

        let process = Process()
        process.executableURL = CLIRun.executable
        process.arguments = arguments
        process.currentDirectoryURL = dir
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        let input = Pipe()
        process.standardInput = input
        process.standardOutput = FileHandle.nullDevice
        process.standardError = try FileHandle(forWritingTo: errors)
        try process.run()
        input.fileHandleForWriting.write(Data(NarrationCommandTests.tinyChart.utf8))
        try input.fileHandleForWriting.close()
        return try body(process, dir, errors)
    }

    func interrupt(at stage: String, with signal: Int32) throws -> (status: Int32, files: [String]) {
        try Self.launch(["-", "-o", "b.mp3", "--timeline", "t.json", "--captions", "c.vtt", "--text-out", "n.txt", "-q"],
                        environment: ["CHARTNARRATE_TEST_PAUSE": stage]) { process, dir, errors in
            var paused = false
            for _ in 0..<600 {
                if Self.text(of: errors).contains("paused at \(stage)") { paused = true; break }
                if !process.isRunning { break }
                usleep(50_000)
            }
            #expect(paused, "the command never reached \(stage): \(Self.text(of: errors))")
            let staged = try FileManager.default.contentsOfDirectory(atPath: dir.path)
            #expect(staged.contains { $0.hasPrefix(".b.mp3.") && $0.hasSuffix(".tmp") }, "the audio is being written to a temporary")
            kill(process.processIdentifier, signal)
            process.waitUntilExit()
            return (process.terminationStatus, try FileManager.default.contentsOfDirectory(atPath: dir.path).sorted())
        }
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
