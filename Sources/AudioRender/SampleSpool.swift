import Foundation

/// A scratch file for the programme's sound between the two rendering passes: espeak-ng's speech as it came
/// (16-bit, 22,050 Hz) and audio graphs as mixed (32-bit float), so memory stays bounded however long the
/// programme is. The file has no name (it is unlinked as soon as it is created, in `TMPDIR` or /tmp), so it
/// disappears when closed, whatever happens to the process.
final class SampleSpool {
    private let fd: Int32
    /// Bytes written so far (the next write position).
    private(set) var size = 0
    private var pending: [UInt8] = []
    private var pendingStart = 0
    private static let flushBytes = 1 << 20

    init() throws {
        let folder = ProcessInfo.processInfo.environment["TMPDIR"].flatMap { $0.isEmpty ? nil : $0 } ?? "/tmp"
        var template = Array((folder as NSString).appendingPathComponent("chartnarrate-spool-XXXXXX").utf8CString)
        let fd = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard fd >= 0 else { throw AudioRenderError.scratchFileFailed(String(cString: strerror(errno))) }
        _ = fcntl(fd, F_SETFD, FD_CLOEXEC)
        template.withUnsafeBufferPointer { _ = unlink($0.baseAddress!) }
        self.fd = fd
    }

    deinit { close(fd) }

    /// Appends the bytes of `values`; returns the offset they start at.
    @discardableResult
    func append<T: BitwiseCopyable>(_ values: UnsafeBufferPointer<T>) throws -> Int {
        let offset = size
        pending.append(contentsOf: UnsafeRawBufferPointer(values))
        size += values.count * MemoryLayout<T>.stride
        if pending.count >= Self.flushBytes { try flush() }
        return offset
    }

    /// Moves the write position back to `offset` (≤ `size`): what follows it is dropped.
    func truncate(to offset: Int) throws {
        precondition(offset <= size)
        if offset >= pendingStart {
            pending.removeLast(size - offset)
        } else {
            try flush()
            pendingStart = offset
        }
        size = offset
    }

    /// Reads `count` values of `T` starting at byte `offset`.
    func read<T: BitwiseCopyable>(_ type: T.Type, at offset: Int, count: Int, into buffer: UnsafeMutableBufferPointer<T>) throws {
        precondition(buffer.count >= count && offset + count * MemoryLayout<T>.stride <= size)
        if offset + count * MemoryLayout<T>.stride > pendingStart { try flush() }
        let raw = UnsafeMutableRawBufferPointer(buffer)
        var done = 0
        let total = count * MemoryLayout<T>.stride
        while done < total {
            let n = pread(fd, raw.baseAddress! + done, total - done, off_t(offset + done))
            if n < 0 && errno == EINTR { continue }
            guard n > 0 else { throw AudioRenderError.scratchFileFailed(n < 0 ? String(cString: strerror(errno)) : "short read") }
            done += n
        }
    }

    private func flush() throws {
        guard !pending.isEmpty else { pendingStart = size; return }
        try pending.withUnsafeBytes { bytes in
            var done = 0
            while done < bytes.count {
                let n = pwrite(fd, bytes.baseAddress! + done, bytes.count - done, off_t(pendingStart + done))
                if n < 0 && errno == EINTR { continue }
                guard n > 0 else { throw AudioRenderError.scratchFileFailed(String(cString: strerror(errno))) }
                done += n
            }
        }
        pending.removeAll(keepingCapacity: true)
        pendingStart = size
    }
}
