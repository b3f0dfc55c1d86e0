import CSndFile
import Foundation

/// Encodes a programme as it is rendered (`AudioSink`) with libsndfile, into an open file, in the format
/// named by the target's extension; MP3 files start with the chapters as an ID3v2 tag (`ID3ChapterTag`),
/// written before the first MPEG frame. The caller owns the file (an atomic temporary, see `AudioFileWriter`)
/// and calls `finish()` after the last sample.
public final class AudioFileEncoder: AudioSink {
    /// The target's path, for messages.
    public let path: String
    /// The encoding.
    public let format: AudioFileFormat
    private let fd: Int32
    private let startOffset: off_t
    private var file: OpaquePointer?
    private var frames = 0
    private var channels = 1
    /// Called before each block of frames with the frames written so far (tests use it to fail part-way).
    var beforeWrite: (Int) throws -> Void = { _ in }

    /// An encoder writing to `fileDescriptor` from its current offset; `path` names the target and its extension the format.
    public init(fileDescriptor: Int32, path: String) throws(AudioFileError) {
        format = try AudioFileFormat(pathExtension: URL(fileURLWithPath: path).pathExtension)
        self.path = path
        fd = fileDescriptor
        startOffset = lseek(fileDescriptor, 0, SEEK_CUR)
    }

    deinit { if let file { sf_close(file) } }

    /// Opens the encoder for `layout` (after the ID3 chapter tag for MP3); called again, drops what was encoded.
    public func begin(_ layout: AudioLayout) throws {
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
    public func write(_ samples: UnsafeBufferPointer<Float>) throws {
        guard let file else { throw AudioFileError.encodingFailed(path: path, reason: "samples before the layout") }
        let count = samples.count / channels
        guard count > 0 else { return }
        try beforeWrite(frames)
        let done = sf_writef_float(file, samples.baseAddress, sf_count_t(count))
        guard done == count else { throw AudioFileError.encodingFailed(path: path, reason: String(cString: sf_strerror(file))) }
        frames += count
    }

    /// Flushes and closes the encoder (the file descriptor stays open).
    public func finish() throws(AudioFileError) {
        guard let file else { return }
        self.file = nil
        guard sf_close(file) == 0 else { throw .encodingFailed(path: path, reason: "closing the encoder failed") }
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
