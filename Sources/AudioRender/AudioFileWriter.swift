import CSndFile
import Foundation

/// Encodes PCM with libsndfile into the format named by the file extension, atomically: the audio
/// goes to a hidden temporary file in the target folder (`.<name>.tmp-<pid>`) that is renamed over
/// the target only when complete, and removed on any failure.
public enum AudioFileWriter {
    /// Writes `audio` to `url`; MP3 files also carry the chapters as ID3v2 `CHAP` frames.
    public static func write(_ audio: RenderedAudio, to url: URL) throws(AudioFileError) {
        let tag = ID3ChapterTag.encode(audio.chapters, duration: audio.duration)
        try write(samples: audio.samples, channels: audio.channels, sampleRate: audio.sampleRate, to: url,
                  mp3Prefix: tag, beforeChunk: { _ in })
    }

    /// Writes interleaved `samples` to `url`.
    public static func write(samples: [Float], channels: Int, sampleRate: Int, to url: URL) throws(AudioFileError) {
        try write(samples: samples, channels: channels, sampleRate: sampleRate, to: url, mp3Prefix: [], beforeChunk: { _ in })
    }

    /// The temporary name used while `url` is being written.
    static func temporaryURL(for url: URL) -> URL { AtomicFile.temporaryURL(for: url) }

    /// The writer with a hook called before each chunk of frames (tests use it to fail part-way).
    static func write(samples: [Float], channels: Int, sampleRate: Int, to url: URL, mp3Prefix: [UInt8] = [],
                      beforeChunk: (Int) throws -> Void) throws(AudioFileError) {
        let format = try AudioFileFormat(pathExtension: url.pathExtension)
        if format == .opus && sampleRate != 48000 { throw .opusRequires48kHz(sampleRate) }
        let temporary = temporaryURL(for: url)
        let path = url.path
        var info = SF_INFO()
        info.samplerate = Int32(sampleRate)
        info.channels = Int32(channels)
        info.format = format.sndfileFormat
        guard let file = sf_open(temporary.path, Int32(SFM_WRITE), &info) else {
            let reason = String(cString: sf_strerror(nil))
            unlink(temporary.path)
            throw .cannotCreate(path: path, reason: reason)
        }
        var closed = false
        do {
            configure(file, format: format, channels: channels)
            let chunkFrames = 65536
            let frames = samples.count / channels
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
            closed = true
            guard sf_close(file) == 0 else { throw AudioFileError.encodingFailed(path: path, reason: "closing the encoder failed") }
            if format == .mp3 && !mp3Prefix.isEmpty {
                let encoded = try Data(contentsOf: temporary)
                try (Data(mp3Prefix) + encoded).write(to: temporary)
            }
            do { try AtomicFile.moveIntoPlace(temporary, url) } catch {
                throw AudioFileError.cannotMove(path: path, reason: error.reason)
            }
        } catch {
            if !closed { sf_close(file) }
            unlink(temporary.path)
            if let error = error as? AudioFileError { throw error }
            throw .encodingFailed(path: path, reason: String(describing: error))
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
