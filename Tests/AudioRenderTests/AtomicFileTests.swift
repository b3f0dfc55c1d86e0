import Foundation
import Testing
@testable import AudioRender

/// Output files that appear whole or not at all, and never open what another user planted.
@Suite struct AtomicFileTests {
    static func folder() throws -> URL { try TestSignals.temporaryDirectory() }

    static func names(_ dir: URL) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: dir.path).sorted()
    }

    @Test func temporariesHaveRandomHiddenNamesInTheTargetFolder() throws {
        let dir = try Self.folder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let target = dir.appendingPathComponent("out.txt").path
        let a = try AtomicFile.stage(target), b = try AtomicFile.stage(target)
        let first = try #require(a.temporaryPath), second = try #require(b.temporaryPath)
        #expect(first != second, "two stages of one target never share a temporary")
        #expect(URL(fileURLWithPath: first).deletingLastPathComponent().path == dir.path)
        #expect(URL(fileURLWithPath: first).lastPathComponent.hasPrefix(".out.txt."))
        #expect(SignalCleanup.trackedTemporaries >= 2, "the signal handler knows both")
        a.discard(); b.discard()
        #expect(try Self.names(dir).isEmpty)
    }

    @Test func modeFollowsTheUmask() throws {
        let dir = try Self.folder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let url = dir.appendingPathComponent("m.txt")
        let old = umask(0o027)
        defer { umask(old) }
        try AtomicFile.write(Data("x".utf8), to: url)
        let mode = try FileManager.default.attributesOfItem(atPath: url.path)[.posixPermissions] as? Int
        #expect(mode == 0o640)
    }

    @Test func aSymlinkAtTheTargetIsReplacedNeverFollowed() throws {
        let dir = try Self.folder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let victim = dir.appendingPathComponent("victim.txt")
        try Data("precious".utf8).write(to: victim)
        let link = dir.appendingPathComponent("out.txt")
        try FileManager.default.createSymbolicLink(at: link, withDestinationURL: victim)
        try AtomicFile.write(Data("narration".utf8), to: link)
        #expect(try String(contentsOf: victim, encoding: .utf8) == "precious")
        let type = try FileManager.default.attributesOfItem(atPath: link.path)[.type] as? FileAttributeType
        #expect(type == .typeRegular)
        #expect(try String(contentsOf: link, encoding: .utf8) == "narration")
    }

    @Test func aDeviceIsWrittenNotReplaced() throws {
        try AtomicFile.write(Data("discarded".utf8), to: URL(fileURLWithPath: "/dev/null"))
        var info = stat()
        #expect(stat("/dev/null", &info) == 0 && (info.st_mode & S_IFMT) == S_IFCHR)
        #expect(throws: AtomicFile.Failure.self) {
            try AtomicFile.write(Data("x".utf8), to: URL(fileURLWithPath: "/dev/full"))
        }
    }

    @Test func aFIFOIsWrittenNotReplaced() throws {
        let dir = try Self.folder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let fifo = dir.appendingPathComponent("pipe").path
        #expect(mkfifo(fifo, 0o600) == 0)
        let reader = Thread {
            let fd = open(fifo, O_RDONLY)
            var bytes = [UInt8](repeating: 0, count: 64)
            let n = read(fd, &bytes, 64)
            close(fd)
            try? Data(bytes[0..<max(n, 0)]).write(to: dir.appendingPathComponent("received"))
        }
        reader.start()
        try AtomicFile.write(Data("through the pipe".utf8), to: URL(fileURLWithPath: fifo))
        for _ in 0..<100 where !FileManager.default.fileExists(atPath: dir.appendingPathComponent("received").path) {
            usleep(10_000)
        }
        #expect(try String(contentsOf: dir.appendingPathComponent("received"), encoding: .utf8) == "through the pipe")
        var info = stat()
        #expect(stat(fifo, &info) == 0 && (info.st_mode & S_IFMT) == S_IFIFO)
    }

    @Test func aFolderTargetFailsAtStagingAndLeavesNothing() throws {
        let dir = try Self.folder()
        defer { try? FileManager.default.removeItem(at: dir) }
        #expect(throws: AtomicFile.Failure.self) { _ = try AtomicFile.stage(dir.path) }
        #expect(throws: AtomicFile.Failure.self) { _ = try AtomicFile.stage(dir.appendingPathComponent("no/such/x.txt").path) }
        #expect(try Self.names(dir).isEmpty)
    }

    @Test func aDiscardedStageLeavesThePreviousFile() throws {
        let dir = try Self.folder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let url = dir.appendingPathComponent("keep.txt")
        try AtomicFile.write(Data("old".utf8), to: url)
        do {
            let staged = try AtomicFile.stage(url.path)
            try staged.write(Data("new, unfinished".utf8))
        }  // released without commit
        #expect(try String(contentsOf: url, encoding: .utf8) == "old")
        #expect(try Self.names(dir) == ["keep.txt"])
    }

    @Test func audioToAStreamTargetIsEncodedAside() throws {
        let dir = try Self.folder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let fifo = dir.appendingPathComponent("audio.wav").path
        #expect(mkfifo(fifo, 0o600) == 0)
        let received = dir.appendingPathComponent("received.wav")
        let reader = Thread {
            let fd = open(fifo, O_RDONLY)
            var data = Data()
            var bytes = [UInt8](repeating: 0, count: 65536)
            while true {
                let n = read(fd, &bytes, bytes.count)
                if n <= 0 { break }
                data.append(contentsOf: bytes[0..<n])
            }
            close(fd)
            try? data.write(to: received)
        }
        reader.start()
        try AudioFileWriter.write(samples: [Float](repeating: 0.25, count: 4800), channels: 1, sampleRate: 48000,
                                  to: URL(fileURLWithPath: fifo))
        for _ in 0..<200 where !FileManager.default.fileExists(atPath: received.path) { usleep(10_000) }
        let data = try Data(contentsOf: received)
        #expect(data.prefix(4) == Data("RIFF".utf8))
        #expect(data.count == 44 + 4800 * 2)
    }

    @Test func aFolderLockKeepsAnotherRunsCommitOutUntilReleased() throws {
        // Two runs writing the same outputs mixed them (the text of one, the WAV of the other) in 4 of 20 trials:
        // a run now commits its outputs holding this lock on their folders.
        let dir = try Self.folder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let locks = AtomicFile.FolderLocks([dir.path, dir.path + "/"])
        let other = open(dir.path, O_RDONLY | O_DIRECTORY)
        defer { close(other) }
        #expect(flock(other, LOCK_EX | LOCK_NB) != 0 && errno == EWOULDBLOCK, "held while committing")
        locks.release()
        #expect(flock(other, LOCK_EX | LOCK_NB) == 0, "free afterwards")
    }

    @Test func aStagedTemporaryIsLockedSoThatOnlyAKilledRunsAreStale() throws {
        let dir = try Self.folder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let target = dir.appendingPathComponent("a.mp3").path
        let staged = try AtomicFile.stage(target)
        FileManager.default.createFile(atPath: dir.appendingPathComponent(".a.mp3.dead1.tmp").path, contents: Data())
        FileManager.default.createFile(atPath: dir.appendingPathComponent(".a.mp3.txt").path, contents: Data())
        #expect(AtomicFile.removeStaleTemporaries(in: dir.path, for: "a.mp3") == 1)
        #expect(FileManager.default.fileExists(atPath: try #require(staged.temporaryPath)), "the live one is locked")
        #expect(FileManager.default.fileExists(atPath: dir.appendingPathComponent(".a.mp3.txt").path), "not a temporary's name")
        try staged.write(Data("x".utf8))
        try staged.commit()
        #expect(try String(contentsOfFile: target, encoding: .utf8) == "x")
    }
}
