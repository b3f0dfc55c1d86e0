import CSndFile
import Foundation

/// Encodes a programme as it is rendered (`AudioSink`) with libsndfile, into an open file, in the format
/// named by the target's extension; MP3 files start with the chapters as an ID3v2 tag (`ID3ChapterTag`),
/// written before the first MPEG frame. The caller owns the file (an atomic temporary, see `AudioFileWriter`)
/// and calls `finish()` after the last sample.
package final class AudioFileEncoder: AudioSink {
    /// The target's path, for messages.
    package let path: String
    /// The encoding.
    package let format: AudioFileFormat
    private let fd: Int32
    private let startOffset: off_t
    private var file: OpaquePointer?
    private var frames = 0
    private var channels = 1
    /// 16-bit samples for WAV (see `write`).
    private var pcm: [Int16] = []
    /// Called before each block of frames with the frames written so far (tests use it to fail part-way).
    var beforeWrite: (Int) throws -> Void = { _ in }

    /// An encoder writing to `fileDescriptor` from its current offset; `path` names the target and its extension the format.
    package init(fileDescriptor: Int32, path: String) throws(AudioFileError) {
        format = try AudioFileFormat(pathExtension: URL(fileURLWithPath: path).pathExtension)
        self.path = path
        fd = fileDescriptor
        startOffset = lseek(fileDescriptor, 0, SEEK_CUR)
    }

    deinit { if let file { sf_close(file) } }

    /// Opens the encoder for `layout` (after the ID3 chapter tag for MP3); called again, drops what was encoded.
    package func begin(_ layout: AudioLayout) throws {
        if format == .opus && layout.sampleRate != 48000 { throw AudioFileError.opusRequires48kHz(layout.sampleRate) }
        if let file {
            // Starting over: drop what was encoded.
            sf_close(file)
            self.file = nil
        }
        guard ftruncate(fd, startOffset) == 0, lseek(fd, startOffset, SEEK_SET) == startOffset else {
            throw AudioFileError.encodingFailed(path: path, reason: String(cString: strerror(errno)))
        }
        if format == .mp3 {
            let tag = ID3ChapterTag.encode(layout.chapters, duration: layout.duration)
            try tag.withUnsafeBytes { bytes in
                var done = 0
                while done < bytes.count {
                    let n = Foundation.write(fd, bytes.baseAddress! + done, bytes.count - done)
                    if n < 0 && errno == EINTR { continue }
                    guard n > 0 else { throw AudioFileError.encodingFailed(path: path, reason: String(cString: strerror(errno))) }
                    done += n
                }
            }
        }
        var info = SF_INFO()
        info.samplerate = Int32(layout.sampleRate)
        info.channels = Int32(layout.channels)
        info.format = format.sndfileFormat
        // libsndfile writes from the descriptor's current offset (after the tag) and leaves it open.
        guard let file = sf_open_fd(fd, Int32(SFM_WRITE), &info, Int32(SF_FALSE)) else {
            throw AudioFileError.cannotCreate(path: path, reason: String(cString: sf_strerror(nil)))
        }
        self.file = file
        channels = layout.channels
        frames = 0
        Self.configure(file, format: format, channels: layout.channels)
    }

    /// Encodes the next interleaved samples.
    package func write(_ samples: UnsafeBufferPointer<Float>) throws {
        guard let file else { throw AudioFileError.encodingFailed(path: path, reason: "samples before the layout") }
        let count = samples.count / channels
        guard count > 0 else { return }
        try beforeWrite(frames)
        let done: sf_count_t
        errno = 0
        if format == .wav {
            // Converted here, exactly as libsndfile would, and handed over as 16-bit: libsndfile then writes the
            // block in one call instead of converting into its 8 KB buffer and writing each (the kernel's
            // per-call cost made that a tenth of a briefing's run).
            if pcm.count < samples.count { pcm = [Int16](repeating: 0, count: samples.count) }
            done = pcm.withUnsafeMutableBufferPointer { out in
                Self.convert(samples, into: out.baseAddress!)
                return sf_writef_short(file, out.baseAddress, sf_count_t(count))
            }
        } else {
            done = sf_writef_float(file, samples.baseAddress, sf_count_t(count))
        }
        guard done == count, !Self.writeFailed(errno) else { throw AudioFileError.encodingFailed(path: path, reason: reason(errno)) }
        frames += count
    }

    /// Flushes and closes the encoder (the file descriptor stays open).
    package func finish() throws(AudioFileError) {
        guard let file else { return }
        self.file = nil
        errno = 0
        let closed = sf_close(file)
        guard closed == 0, !Self.writeFailed(errno) else {
            throw .encodingFailed(path: path, reason: closed != 0 && errno == 0 ? "closing the encoder failed" : reason(errno))
        }
    }

    /// True for an errno that a failed write of the file leaves: libsndfile's MP3 (LAME) and Ogg paths do not
    /// always report a write that failed (a full disk gave a truncated MP3 and exit 0, an OGG "Unspecified
    /// internal error"), so the descriptor's own error is checked after every call that writes.
    static func writeFailed(_ code: Int32) -> Bool { [ENOSPC, EDQUOT, EFBIG, EIO].contains(code) }

    /// The reason a write failed: the system's when it set one, else libsndfile's.
    private func reason(_ code: Int32) -> String {
        if code != 0 { return String(cString: strerror(code)) }
        return file.map { String(cString: sf_strerror($0)) } ?? "the encoder failed"
    }

    /// libsndfile's float → 16-bit PCM conversion with clipping on (`f2les_clip_array` in its pcm.c), to the
    /// bit. libsndfile takes y = x·2³¹, clips it to the 32-bit range, rounds it to an integer (`lrintf`: to
    /// nearest, ties to even) and keeps the top 16 bits (an arithmetic shift: it rounds down); a NaN becomes
    /// −32768, as x86's conversion makes it. That is ⌊rint(y) / 2¹⁶⌋ = ⌊(y + ½) / 2¹⁶⌋ = ⌊d + 2⁻¹⁷⌋ with
    /// d = x·2¹⁵ (the two differ only when rint rounds a tie down, to an even integer, which is never one
    /// below a multiple of 2¹⁶), clipped to −32768…32767. Below |d| = 128 the float sum d + 2⁻¹⁷ is exact
    /// (or lands on the power of two it crosses); from 128 on y is an integer already and the result is ⌊d⌋.
    /// The floor comes from the bits of the sum with 1.5·2²³: no conversion that can trap, so the loop has
    /// no branches and runs four samples per instruction.
    static func convert(_ x: UnsafeBufferPointer<Float>, into out: UnsafeMutablePointer<Int16>) {
        let magic: Float = 12_582_912     // 1.5·2²³: adding it rounds to an integer held in the low bits
        let half: Float = 1.0 / 131_072
        for i in 0..<x.count {
            let d = x[i] * 32768
            let z = d > -128 && d < 128 ? d + half : d
            let c = z >= 32767 ? 32767 : (z > -32768 ? z : -32768)
            let sum = c + magic
            let nearest = Int32(bitPattern: sum.bitPattern & 0x7f_ffff) &- 0x40_0000
            out[i] = Int16(truncatingIfNeeded: nearest &- (sum - magic > c ? 1 : 0))
        }
    }

    /// Clipping instead of wrap-around for PCM, and a bit rate for the lossy encoders.
    private static func configure(_ file: OpaquePointer, format: AudioFileFormat, channels: Int) {
        sf_command(file, Int32(SFC_SET_CLIPPING), nil, Int32(SF_TRUE))
        switch format {
        case .mp3:
            var mode = Int32(SF_BITRATE_MODE_CONSTANT)
            sf_command(file, Int32(SFC_SET_BITRATE_MODE), &mode, Int32(MemoryLayout<Int32>.size))
            // libsndfile maps compression 0…1 linearly onto 320…32 kbit/s for MPEG-1 layer III.
            let kbps = channels == 1 ? 96.0 : 128.0
            var level = 1 - (kbps - 32) / (320 - 32)
            sf_command(file, Int32(SFC_SET_COMPRESSION_LEVEL), &level, Int32(MemoryLayout<Double>.size))
        case .ogg:
            // Vorbis quality 5 of 10 (libsndfile's level 0.5): transparent for speech and tones.
            var level = 0.5
            sf_command(file, Int32(SFC_SET_COMPRESSION_LEVEL), &level, Int32(MemoryLayout<Double>.size))
        case .opus:
            // libsndfile's level 0.85 gives about 85 kbit/s for a stereo briefing (0.5 gives about 250).
            var level = 0.85
            sf_command(file, Int32(SFC_SET_COMPRESSION_LEVEL), &level, Int32(MemoryLayout<Double>.size))
        case .wav, .flac:
            break
        }
    }
}
