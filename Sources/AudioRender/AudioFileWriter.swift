import CSndFile
import Foundation

/// Encodes PCM with libsndfile into the format named by the file extension, atomically: the audio goes
/// to a staged file (`AtomicFile.Staged`: a hidden temporary in the target folder, renamed over the
/// target only when complete, or a buffer for a device or FIFO), removed on any failure.
public enum AudioFileWriter {
    /// Writes `audio` to `url`; MP3 files also carry the chapters as ID3v2 `CHAP` frames.
    /// `progress` receives the encoded fraction (0…1).
    public static func write(_ audio: RenderedAudio, to url: URL, progress: ((Double) -> Void)? = nil) throws(AudioFileError) {
        let staged = try stage(url)
        try encode(audio, into: staged, progress: progress)
        try commit(staged)
    }

    /// Encodes `audio` into a staged file by the extension of its target; the caller commits or discards it.
    public static func encode(_ audio: RenderedAudio, into staged: AtomicFile.Staged,
                              progress: ((Double) -> Void)? = nil) throws(AudioFileError) {
        let tag = ID3ChapterTag.encode(audio.chapters, duration: audio.duration)
        try encode(samples: audio.samples, channels: audio.channels, sampleRate: audio.sampleRate, into: staged,
                   mp3Prefix: tag) { written in progress?(Double(written) / Double(max(1, audio.frameCount))) }
        progress?(1)
    }

    /// Writes interleaved `samples` to `url`.
    public static func write(samples: [Float], channels: Int, sampleRate: Int, to url: URL) throws(AudioFileError) {
        try write(samples: samples, channels: channels, sampleRate: sampleRate, to: url, beforeChunk: { _ in })
    }

    /// Checks, before any work, that `path` names a format that can be written at `sampleRate`.
    public static func check(path: String, sampleRate: Int) throws(AudioFileError) {
        let format = try AudioFileFormat(pathExtension: URL(fileURLWithPath: path).pathExtension)
        if format == .opus && sampleRate != 48000 { throw .opusRequires48kHz(sampleRate) }
    }

    /// The writer with a hook called before each chunk of frames (tests use it to fail part-way).
    static func write(samples: [Float], channels: Int, sampleRate: Int, to url: URL, mp3Prefix: [UInt8] = [],
                      beforeChunk: (Int) throws -> Void) throws(AudioFileError) {
        try check(path: url.path, sampleRate: sampleRate)
        let staged = try stage(url)
        try encode(samples: samples, channels: channels, sampleRate: sampleRate, into: staged, mp3Prefix: mp3Prefix,
                   beforeChunk: beforeChunk)
        try commit(staged)
    }

    private static func stage(_ url: URL) throws(AudioFileError) -> AtomicFile.Staged {
        do { return try AtomicFile.stage(url.path) } catch {
            throw .cannotCreate(path: url.path, reason: error.reason)
        }
    }

    private static func commit(_ staged: AtomicFile.Staged) throws(AudioFileError) {
        do { try staged.commit() } catch {
            throw .cannotMove(path: staged.path, reason: error.reason)
        }
    }

    /// Encodes into the staged file's temporary (or, for a stream target, into a nameless file whose bytes
    /// are then handed to the stage); on failure the stage is discarded.
    static func encode(samples: [Float], channels: Int, sampleRate: Int, into staged: AtomicFile.Staged,
                       mp3Prefix: [UInt8] = [], beforeChunk: (Int) throws -> Void) throws(AudioFileError) {
        let path = staged.path
        do {
            let format = try AudioFileFormat(pathExtension: URL(fileURLWithPath: path).pathExtension)
            if format == .opus && sampleRate != 48000 { throw AudioFileError.opusRequires48kHz(sampleRate) }
            let fd: Int32
            if let own = staged.fileDescriptor {
                fd = own
            } else {
                do { fd = try AtomicFile.anonymousFile() } catch {
                    throw AudioFileError.cannotCreate(path: path, reason: "no temporary file for encoding: \(error.reason)")
                }
            }
            defer { if staged.fileDescriptor == nil { close(fd) } }
            try encode(samples: samples, channels: channels, sampleRate: sampleRate, format: format, fd: fd, path: path,
                       beforeChunk: beforeChunk)
            if (format == .mp3 && !mp3Prefix.isEmpty) || staged.fileDescriptor == nil {
                var encoded = try readAll(fd, path: path)
                if format == .mp3 && !mp3Prefix.isEmpty { encoded = Data(mp3Prefix) + encoded }
                if let own = staged.fileDescriptor {
                    guard ftruncate(own, 0) == 0, lseek(own, 0, SEEK_SET) == 0 else {
                        throw AudioFileError.encodingFailed(path: path, reason: String(cString: strerror(errno)))
                    }
                }
                try staged.write(encoded)
            }
        } catch {
            staged.discard()
            if let error = error as? AudioFileError { throw error }
            if let error = error as? AtomicFile.Failure { throw .encodingFailed(path: path, reason: error.reason) }
            throw .encodingFailed(path: path, reason: String(describing: error))
        }
    }

    /// libsndfile writing through `fd` (which it leaves open).
    private static func encode(samples: [Float], channels: Int, sampleRate: Int, format: AudioFileFormat, fd: Int32,
                               path: String, beforeChunk: (Int) throws -> Void) throws {
        var info = SF_INFO()
        info.samplerate = Int32(sampleRate)
        info.channels = Int32(channels)
        info.format = format.sndfileFormat
        guard let file = sf_open_fd(fd, Int32(SFM_WRITE), &info, Int32(SF_FALSE)) else {
            throw AudioFileError.cannotCreate(path: path, reason: String(cString: sf_strerror(nil)))
        }
        var closed = false
        defer { if !closed { sf_close(file) } }
        configure(file, format: format, channels: channels)
        let chunkFrames = 65536
        let frames = samples.count / max(1, channels)
        var written = 0
        while written < frames {
            try beforeChunk(written)
            let count = min(chunkFrames, frames - written)
            let done = samples.withUnsafeBufferPointer {
                sf_writef_float(file, $0.baseAddress! + written * channels, sf_count_t(count))
            }
            guard done == count else { throw AudioFileError.encodingFailed(path: path, reason: String(cString: sf_strerror(file))) }
            written += count
        }
        try beforeChunk(written)
        closed = true
        guard sf_close(file) == 0 else { throw AudioFileError.encodingFailed(path: path, reason: "closing the encoder failed") }
    }

    /// Everything written to `fd` so far.
    private static func readAll(_ fd: Int32, path: String) throws(AudioFileError) -> Data {
        var data = Data()
        var chunk = [UInt8](repeating: 0, count: 1 << 20)
        var offset: off_t = 0
        while true {
            let n = chunk.withUnsafeMutableBytes { pread(fd, $0.baseAddress, $0.count, offset) }
            if n < 0 {
                if errno == EINTR { continue }
                throw .encodingFailed(path: path, reason: String(cString: strerror(errno)))
            }
            if n == 0 { break }
            data.append(contentsOf: chunk[0..<n])
            offset += off_t(n)
        }
        return data
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
