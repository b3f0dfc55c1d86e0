import Foundation

/// Scratch storage for the programme's sound between the two rendering passes: espeak-ng's speech as it came
/// (16-bit, 22,050 Hz) and audio graphs as mixed (32-bit float). The first `memoryLimit` bytes (32 MB by
/// default: about three minutes of speech and graphs) stay in memory, which spares a typical briefing the
/// write and read-back through the kernel; a longer programme spills everything to a file and goes on there,
/// so memory stays bounded however long the programme is. The file has no name (it is unlinked as soon as it
/// is created, in `TMPDIR` or /tmp), so it disappears when closed, whatever happens to the process.
///
/// The memory is one reserved mapping, asked for in huge pages where the system offers them (`madvise`):
/// pages are only taken as they are written, and a briefing's ten megabytes then cost a few page faults
/// instead of thousands.
final class SampleSpool {
    /// The default in-memory bound.
    static let memoryBytes = 32 << 20
    /// Bytes kept in memory before spilling to the file.
    let memoryLimit: Int
    /// The in-memory bytes `0 ..< size` until the spill (nil before the first write and after the spill).
    private var memory: UnsafeMutableRawPointer?
    /// The scratch file, once spilled (−1 before).
    private var fd: Int32 = -1
    /// Bytes written so far (the next write position).
    private(set) var size = 0
    /// After the spill: bytes `pendingStart ..< size`, not yet written to the file.
    private var pending: [UInt8] = []
    private var pendingStart = 0
    private static let flushBytes = 1 << 20

    init(memoryLimit: Int = SampleSpool.memoryBytes) throws {
        self.memoryLimit = memoryLimit
    }

    deinit {
        if let memory { munmap(memory, memoryLimit) }
        if fd >= 0 { close(fd) }
    }

    /// Whether the spool has moved to its scratch file.
    var spilled: Bool { fd >= 0 }

    /// Appends the bytes of `values`; returns the offset they start at.
    @discardableResult
    func append<T: BitwiseCopyable>(_ values: UnsafeBufferPointer<T>) throws -> Int {
        let offset = size
        let bytes = UnsafeRawBufferPointer(values)
        if fd < 0 && size + bytes.count > memoryLimit { try spill() }
        if fd < 0 {
            if !bytes.isEmpty { (try reserved() + size).copyMemory(from: bytes.baseAddress!, byteCount: bytes.count) }
            size += bytes.count
            return offset
        }
        pending.append(contentsOf: bytes)
        size += bytes.count
        if pending.count >= Self.flushBytes { try flush() }
        return offset
    }

    /// Moves the write position back to `offset` (≤ `size`): what follows it is dropped.
    func truncate(to offset: Int) throws {
        precondition(offset <= size)
        if fd < 0 {
            // In memory nothing needs dropping.
        } else if offset >= pendingStart {
            pending.removeLast(size - offset)
        } else {
            try flush()
            pendingStart = offset
        }
        size = offset
    }

    /// Reads `count` values of `T` starting at byte `offset`.
    func read<T: BitwiseCopyable>(_ type: T.Type, at offset: Int, count: Int, into buffer: UnsafeMutableBufferPointer<T>) throws {
        let total = count * MemoryLayout<T>.stride
        precondition(buffer.count >= count && offset + total <= size)
        guard total > 0 else { return }
        let raw = UnsafeMutableRawBufferPointer(buffer)
        if fd < 0 {
            raw.baseAddress!.copyMemory(from: memory! + offset, byteCount: total)
            return
        }
        if offset >= pendingStart {
            pending.withUnsafeBytes { raw.baseAddress!.copyMemory(from: $0.baseAddress! + (offset - pendingStart), byteCount: total) }
            return
        }
        if offset + total > pendingStart { try flush() }
        var done = 0
        while done < total {
            let n = pread(fd, raw.baseAddress! + done, total - done, off_t(offset + done))
            if n < 0 && errno == EINTR { continue }
            guard n > 0 else { throw AudioRenderError.scratchFileFailed(n < 0 ? String(cString: strerror(errno)) : "short read") }
            done += n
        }
    }

    /// The in-memory mapping, made on first use.
    private func reserved() throws -> UnsafeMutableRawPointer {
        if let memory { return memory }
        guard let mapped = mmap(nil, memoryLimit, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0),
              mapped != MAP_FAILED else {
            throw AudioRenderError.scratchFileFailed("no memory for the scratch buffer: \(String(cString: strerror(errno)))")
        }
        _ = madvise(mapped, memoryLimit, MADV_HUGEPAGE)   // a hint: ignored where huge pages are off
        memory = mapped
        return mapped
    }

    /// Creates the scratch file and moves what memory holds into it.
    private func spill() throws {
        let folder = ProcessInfo.processInfo.environment["TMPDIR"].flatMap { $0.isEmpty ? nil : $0 } ?? "/tmp"
        var template = Array((folder as NSString).appendingPathComponent("chartnarrate-spool-XXXXXX").utf8CString)
        let fd = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard fd >= 0 else { throw AudioRenderError.scratchFileFailed(String(cString: strerror(errno))) }
        _ = fcntl(fd, F_SETFD, FD_CLOEXEC)
        template.withUnsafeBufferPointer { _ = unlink($0.baseAddress!) }
        if let memory {
            try Self.write(fd, UnsafeRawBufferPointer(start: memory, count: size), at: 0)
            munmap(memory, memoryLimit)
            self.memory = nil
        }
        self.fd = fd
        pendingStart = size
        pending.reserveCapacity(Self.flushBytes)
    }

    private func flush() throws {
        guard !pending.isEmpty else { pendingStart = size; return }
        try pending.withUnsafeBytes { try Self.write(fd, $0, at: pendingStart) }
        pending.removeAll(keepingCapacity: true)
        pendingStart = size
    }

    private static func write(_ fd: Int32, _ bytes: UnsafeRawBufferPointer, at offset: Int) throws {
        var done = 0
        while done < bytes.count {
            let n = pwrite(fd, bytes.baseAddress! + done, bytes.count - done, off_t(offset + done))
            if n < 0 && errno == EINTR { continue }
            guard n > 0 else { throw AudioRenderError.scratchFileFailed(String(cString: strerror(errno))) }
            done += n
        }
    }
}
