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
            let stem = AtomicFile.temporaryStem(target.lastPathComponent)
            var lastError: Int32 = EEXIST
            for _ in 0..<16 {
                let token = String(UInt64.random(in: 0...UInt64.max), radix: 36)
                let candidate = (folder as NSString).appendingPathComponent(".\(stem).\(token).tmp")
                // Mode 0666: the umask decides, as for any file a program creates.
                let fd = open(candidate, O_RDWR | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o666)
                if fd >= 0 {
                    // Locked for as long as it is open, so that a later run tells a killed run's temporary (no
                    // lock) from a live one. A later run that took it in the instant before the lock removed
                    // it: then the name is gone and another is tried.
                    flock(fd, LOCK_EX)
                    guard AtomicFile.isSameFile(fd, candidate) else { close(fd); continue }
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

    /// The visible part of a temporary's name: the target's name, shortened so that the temporary stays within
    /// NAME_MAX (255 bytes).
    static func temporaryStem(_ name: String) -> String {
        var stem = ""
        for scalar in name.unicodeScalars {
            guard stem.utf8.count + String(scalar).utf8.count <= 200 else { break }
            stem.unicodeScalars.append(scalar)
        }
        return stem
    }

    /// True when `path` still names the file open at `fd` (same device and inode, not through a symlink).
    static func isSameFile(_ fd: Int32, _ path: String) -> Bool {
        var open = stat(), named = stat()
        return fstat(fd, &open) == 0 && lstat(path, &named) == 0 && open.st_dev == named.st_dev && open.st_ino == named.st_ino
    }

    /// Removes the temporaries that killed runs left in `folder` (SIGKILL leaves `.a.mp3.<random>.tmp`, which no
    /// handler can remove): those of the target `name`, or of any name when nil, that no live process holds
    /// locked. Only names of the temporaries' own shape are touched (`.<name>.<base-36 token>.tmp`). Returns how
    /// many were removed.
    @discardableResult
    package static func removeStaleTemporaries(in folder: String, for name: String? = nil) -> Int {
        let prefix = name.map { "." + temporaryStem($0) + "." }
        guard let entries = try? FileManager.default.contentsOfDirectory(atPath: folder.isEmpty ? "." : folder) else { return 0 }
        var removed = 0
        for entry in entries where entry.hasPrefix(prefix ?? ".") && entry.hasSuffix(".tmp") {
            guard isTemporaryName(entry, prefix: prefix) else { continue }
            let path = (folder as NSString).appendingPathComponent(entry)
            let fd = open(path, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC)
            guard fd >= 0 else { continue }
            defer { close(fd) }
            var info = stat()
            guard fstat(fd, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG, flock(fd, LOCK_EX | LOCK_NB) == 0,
                  isSameFile(fd, path) else { continue }
            if unlink(path) == 0 { removed += 1 }
        }
        return removed
    }

    /// True for `.<stem>.<token>.tmp` with a base-36 token of 1 to 13 characters (and `prefix` when given).
    static func isTemporaryName(_ entry: String, prefix: String?) -> Bool {
        let body = entry.dropLast(".tmp".count)
        guard let dot = body.lastIndex(of: "."), dot > body.startIndex else { return false }
        let token = body[body.index(after: dot)...]
        guard (1...13).contains(token.count), token.allSatisfy({ ("0"..."9").contains($0) || ("a"..."z").contains($0) }) else { return false }
        guard let prefix else { return true }
        return entry.count == prefix.count + token.count + ".tmp".count
    }

    /// Holds an exclusive lock on each folder while a run's outputs are put in place, so that two runs writing
    /// the same outputs commit one after the other and never leave a mix of both (the text of one run, the WAV
    /// and captions of the other). Released by `release()` or when the value is dropped.
    package final class FolderLocks {
        private var descriptors: [Int32] = []

        /// Locks `folders` (each folder once however it is spelled, in the order of device and inode so that two
        /// runs never wait on each other, waiting for another run's commit to end).
        package init(_ folders: [String]) {
            var opened: [(key: [UInt64], fd: Int32)] = []
            for folder in Set(folders.map { $0.isEmpty ? "." : $0 }) {
                let fd = open(folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
                guard fd >= 0 else { continue }
                var info = stat()
                let key = fstat(fd, &info) == 0 ? [UInt64(info.st_dev), UInt64(info.st_ino)] : [UInt64.max, UInt64(opened.count)]
                // A second descriptor of a folder already held would wait on this run's own lock.
                if opened.contains(where: { $0.key == key }) { close(fd); continue }
                opened.append((key, fd))
            }
            for (_, fd) in opened.sorted(by: { $0.key.lexicographicallyPrecedes($1.key) }) {
                while flock(fd, LOCK_EX) != 0 && errno == EINTR {}
                descriptors.append(fd)
            }
        }

        deinit { release() }

        /// Releases every lock.
        package func release() {
            for fd in descriptors { close(fd) }
            descriptors.removeAll()
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
