import Foundation

/// Files that appear whole or not at all: written under a hidden temporary name in the target folder
/// (`.<name>.tmp-<pid>`, same file system, so the final rename is atomic) and renamed when complete.
public enum AtomicFile {
    /// Why an atomic write failed; nothing is left behind.
    public struct Failure: Error, Sendable, Hashable {
        /// The target path.
        public var path: String
        /// The system's reason.
        public var reason: String
    }

    /// The temporary name used while `url` is being written.
    public static func temporaryURL(for url: URL) -> URL {
        url.deletingLastPathComponent()
            .appendingPathComponent(".\(url.lastPathComponent).tmp-\(ProcessInfo.processInfo.processIdentifier)")
    }

    /// Writes `data` to `url` through its temporary name.
    public static func write(_ data: Data, to url: URL) throws(Failure) {
        let temporary = temporaryURL(for: url)
        // POSIX calls rather than Data.write, so the reason is the system's own ("No such file or directory").
        let fd = open(temporary.path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        guard fd >= 0 else { throw Failure(path: url.path, reason: String(cString: strerror(errno))) }
        var failure: String?
        data.withUnsafeBytes { (buffer: UnsafeRawBufferPointer) in
            var offset = 0
            while offset < buffer.count {
                let n = Foundation.write(fd, buffer.baseAddress! + offset, buffer.count - offset)
                if n < 0 { if errno == EINTR { continue }; failure = String(cString: strerror(errno)); return }
                offset += n
            }
        }
        if close(fd) != 0 && failure == nil { failure = String(cString: strerror(errno)) }
        if let failure {
            unlink(temporary.path)
            throw Failure(path: url.path, reason: failure)
        }
        try moveIntoPlace(temporary, url)
    }

    /// Renames a finished temporary file over `url`; removes it when that fails.
    static func moveIntoPlace(_ temporary: URL, _ url: URL) throws(Failure) {
        guard rename(temporary.path, url.path) == 0 else {
            let reason = String(cString: strerror(errno))
            unlink(temporary.path)
            throw Failure(path: url.path, reason: reason)
        }
    }
}
