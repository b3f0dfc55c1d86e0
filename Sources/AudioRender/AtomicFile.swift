import CSignalCleanup
import Foundation

/// Files that appear whole or not at all.
///
/// A regular target (or one that does not exist yet) is written under a hidden temporary name in its own
/// folder (`.<name>.<random>.tmp`, created with `O_CREAT|O_EXCL|O_NOFOLLOW`, so a planted file or symlink
/// is never opened or followed, and with the mode the umask allows) and renamed over the target when
/// complete; a symlink at the target is replaced, never followed. A target that is not a regular file
/// (a device such as `/dev/null`, a FIFO, a terminal, `-` for standard output) is never replaced: the
/// bytes are kept until `commit()` and then written to it. Temporaries are remembered for the signal
/// handler (`SignalCleanup`), so an interrupted run leaves none behind.
package enum AtomicFile {
    /// Why an atomic write failed; nothing is left behind.
    package struct Failure: Error, Sendable, Hashable {
        /// The target path.
        package var path: String
        /// The system's reason.
        package var reason: String

        /// Creates a failure.
        package init(path: String, reason: String) {
            self.path = path
            self.reason = reason
        }

        static func errno(_ path: String, _ code: Int32 = Foundation.errno) -> Failure {
            Failure(path: path, reason: String(cString: strerror(code)))
        }
    }

    /// A file being written; `commit()` puts it in place, `discard()` (or deinit) removes every trace.
    package final class Staged: @unchecked Sendable {
        /// The target as given (`-` is standard output).
        package let path: String
        /// True when the target is not a regular file and is written directly at commit.
        package let isStream: Bool
        /// The temporary's path (regular targets only).
        package let temporaryPath: String?
        /// The temporary file, open for reading and writing (regular targets only).
        package let fileDescriptor: Int32?
        /// The bytes for a stream target, written at commit.
        private var buffer = Data()
        private var slot: Int32 = -1
        private var finished = false

        fileprivate init(path: String, stream: Bool) throws(Failure) {
            self.path = path
            isStream = stream
            guard !stream else {
                temporaryPath = nil
                fileDescriptor = nil
                return
            }
            let target = URL(fileURLWithPath: path)
            let folder = target.deletingLastPathComponent().path
            // The visible part of the name is shortened so the temporary stays within NAME_MAX (255 bytes).
            var stem = ""
            for scalar in target.lastPathComponent.unicodeScalars {
                guard stem.utf8.count + String(scalar).utf8.count <= 200 else { break }
                stem.unicodeScalars.append(scalar)
            }
            var lastError: Int32 = EEXIST
            for _ in 0..<16 {
                let token = String(UInt64.random(in: 0...UInt64.max), radix: 36)
                let candidate = (folder as NSString).appendingPathComponent(".\(stem).\(token).tmp")
                // Mode 0666: the umask decides, as for any file a program creates.
                let fd = open(candidate, O_RDWR | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o666)
                if fd >= 0 {
                    temporaryPath = candidate
                    fileDescriptor = fd
                    slot = cn_cleanup_remember(candidate)
                    return
                }
                lastError = Foundation.errno
                if lastError != EEXIST { break }
            }
            throw Failure.errno(path, lastError)
        }

        deinit { discard() }

        /// Appends `data`.
        package func write(_ data: Data) throws(Failure) {
            guard let fd = fileDescriptor else {
                buffer.append(data)
                return
            }
            try AtomicFile.writeAll(data, to: fd, path: path)
        }

        /// Puts the file in place: renames the temporary over the target, or writes the bytes to a stream target.
        package func commit() throws(Failure) {
            guard !finished else { return }
            if isStream {
                finished = true
                try AtomicFile.writeStream(buffer, to: path)
                buffer = Data()
                return
            }
            guard let fd = fileDescriptor, let temporaryPath else { return }
            finished = true
            // Flushed before the rename, so a crash right after it cannot leave an empty file in place.
            if fsync(fd) != 0 && Foundation.errno != EINVAL {
                let failure = Failure.errno(path)
                close(fd); unlink(temporaryPath); cn_cleanup_forget(slot)
                throw failure
            }
            let closed = close(fd)
            let closeError = Foundation.errno
            guard closed == 0 || closeError == EINTR else {
                unlink(temporaryPath); cn_cleanup_forget(slot)
                throw Failure.errno(path, closeError)
            }
            guard rename(temporaryPath, path) == 0 else {
                let failure = Failure.errno(path)
                unlink(temporaryPath); cn_cleanup_forget(slot)
                throw failure
            }
            cn_cleanup_forget(slot)
        }

        /// Removes the temporary (or drops the buffered bytes); the target is left as it was.
        package func discard() {
            guard !finished else { return }
            finished = true
            buffer = Data()
            if let fd = fileDescriptor { close(fd) }
            if let temporaryPath { unlink(temporaryPath) }
            cn_cleanup_forget(slot)
        }
    }

    /// Starts writing `path`: checks the target and creates its temporary (so a missing or read-only folder
    /// fails here, before any work). `-` is standard output.
    package static func stage(_ path: String) throws(Failure) -> Staged {
        try Staged(path: path, stream: try isStream(path))
    }

    /// Writes `data` to `url` atomically (see the type's documentation).
    package static func write(_ data: Data, to url: URL) throws(Failure) {
        let staged = try stage(url.path)
        try staged.write(data)
        try staged.commit()
    }

    /// Whether `path` names something that is written directly rather than replaced: standard output,
    /// a device, a FIFO or a socket. A folder is an error; anything else (including nothing) is a regular file.
    package static func isStream(_ path: String) throws(Failure) -> Bool {
        if path == "-" { return true }
        if path.hasSuffix("/") { throw Failure(path: path, reason: "it names a folder, not a file") }
        var info = stat()
        guard stat(path, &info) == 0 else {
            let code = Foundation.errno
            // Nothing there yet (or a dangling symlink, which the rename replaces): a new regular file.
            if code == ENOENT { return false }
            throw Failure.errno(path, code)
        }
        switch info.st_mode & S_IFMT {
        case S_IFREG: return false
        case S_IFDIR: throw Failure(path: path, reason: "it is a folder")
        default: return true
        }
    }

    /// A file with no name in the temporary folder (`TMPDIR`, else /tmp), open for reading and writing: it
    /// disappears when closed, whatever happens to the process. Encoders that need to seek use it for stream targets.
    package static func anonymousFile() throws(Failure) -> Int32 {
        let folder = ProcessInfo.processInfo.environment["TMPDIR"].flatMap { $0.isEmpty ? nil : $0 } ?? "/tmp"
        var template = Array((folder as NSString).appendingPathComponent("chartnarrate-XXXXXX").utf8CString)
        let fd = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard fd >= 0 else { throw Failure.errno(folder) }
        _ = fcntl(fd, F_SETFD, FD_CLOEXEC)
        template.withUnsafeBufferPointer { _ = unlink($0.baseAddress!) }
        return fd
    }

    /// Writes all of `data` to `fd`, retrying after interruptions and short writes.
    package static func writeAll(_ data: Data, to fd: Int32, path: String = "standard output") throws(Failure) {
        var failure: Failure?
        data.withUnsafeBytes { (buffer: UnsafeRawBufferPointer) in
            guard let base = buffer.baseAddress else { return }
            var offset = 0
            while offset < buffer.count {
                let n = Foundation.write(fd, base + offset, buffer.count - offset)
                if n < 0 {
                    if Foundation.errno == EINTR { continue }
                    failure = .errno(path)
                    return
                }
                offset += n
            }
        }
        if let failure { throw failure }
    }

    /// Writes `data` to a stream target, opened without creating or truncating anything.
    private static func writeStream(_ data: Data, to path: String) throws(Failure) {
        if path == "-" {
            try writeAll(data, to: STDOUT_FILENO, path: "standard output")
            return
        }
        let fd = open(path, O_WRONLY | O_NOCTTY | O_CLOEXEC)
        guard fd >= 0 else { throw Failure.errno(path) }
        defer { close(fd) }
        try writeAll(data, to: fd, path: path)
    }
}
