import Foundation

/// Encodes PCM with libsndfile into the format named by the file extension, atomically: the audio
/// goes to a hidden temporary file in the target folder (`.<name>.tmp-<pid>`) that is renamed over
/// the target only when complete, and removed on any failure.
public enum AudioFileWriter {
    /// Writes `audio` to `url`; MP3 files also carry the chapters as ID3v2 `CHAP` frames.
    public static func write(_ audio: RenderedAudio, to url: URL) throws(AudioFileError) {
        try write(samples: audio.samples, layout: AudioLayout(sampleRate: audio.sampleRate, channels: audio.channels,
                                                              frameCount: audio.frameCount, chapters: audio.chapters),
                  to: url, beforeChunk: { _ in })
    }

    /// Writes interleaved `samples` to `url`.
    public static func write(samples: [Float], channels: Int, sampleRate: Int, to url: URL) throws(AudioFileError) {
        try write(samples: samples, channels: channels, sampleRate: sampleRate, to: url, beforeChunk: { _ in })
    }

    /// Streams a render into `url`: `render` receives the encoder to render into (an `AudioSink`); the file
    /// is put in place when it returns, and removed if it throws.
    public static func write<T>(to url: URL, render: (AudioFileEncoder) throws -> T) throws -> T {
        _ = try AudioFileFormat(pathExtension: url.pathExtension)
        let temporary = temporaryURL(for: url)
        let path = url.path
        let fd = open(temporary.path, O_RDWR | O_CREAT | O_TRUNC, 0o644)
        guard fd >= 0 else { throw AudioFileError.cannotCreate(path: path, reason: String(cString: strerror(errno))) }
        var closed = false
        do {
            let encoder = try AudioFileEncoder(fileDescriptor: fd, path: path)
            let result = try render(encoder)
            try encoder.finish()
            closed = true
            guard close(fd) == 0 else { throw AudioFileError.encodingFailed(path: path, reason: String(cString: strerror(errno))) }
            do { try AtomicFile.moveIntoPlace(temporary, url) } catch {
                throw AudioFileError.cannotMove(path: path, reason: error.reason)
            }
            return result
        } catch {
            if !closed { close(fd) }
            unlink(temporary.path)
            throw error
        }
    }

    /// The temporary name used while `url` is being written.
    static func temporaryURL(for url: URL) -> URL { AtomicFile.temporaryURL(for: url) }

    /// The writer with a hook called before each chunk of frames (tests use it to fail part-way).
    static func write(samples: [Float], channels: Int, sampleRate: Int, to url: URL,
                      beforeChunk: @escaping (Int) throws -> Void) throws(AudioFileError) {
        try write(samples: samples, layout: AudioLayout(sampleRate: sampleRate, channels: channels,
                                                        frameCount: samples.count / max(channels, 1), chapters: []),
                  to: url, beforeChunk: beforeChunk)
    }

    private static func write(samples: [Float], layout: AudioLayout, to url: URL,
                              beforeChunk: @escaping (Int) throws -> Void) throws(AudioFileError) {
        do {
            try write(to: url) { encoder in
                encoder.beforeWrite = beforeChunk
                try encoder.begin(layout)
                let chunk = 65536 * layout.channels
                try samples.withUnsafeBufferPointer { all in
                    var start = 0
                    while start < all.count {
                        let end = min(start + chunk, all.count)
                        try encoder.write(UnsafeBufferPointer(rebasing: all[start..<end]))
                        start = end
                    }
                }
            }
        } catch let error as AudioFileError {
            throw error
        } catch {
            throw .encodingFailed(path: url.path, reason: String(describing: error))
        }
    }
}
