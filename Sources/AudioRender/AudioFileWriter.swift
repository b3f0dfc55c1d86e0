import Foundation

/// Encodes PCM with libsndfile (`AudioFileEncoder`) into the format named by the file extension, atomically:
/// the audio goes to a staged file (`AtomicFile.Staged`: a hidden temporary in the target folder, renamed over
/// the target only when complete, or a nameless file whose bytes a device or FIFO receives at commit), removed
/// on any failure.
package enum AudioFileWriter {
    /// Writes `audio` to `url`; MP3 files also carry the chapters as ID3v2 `CHAP` frames.
    /// `progress` receives the encoded fraction (0…1).
    package static func write(_ audio: RenderedAudio, to url: URL, progress: ((Double) -> Void)? = nil) throws(AudioFileError) {
        let staged = try stage(url)
        try encode(audio, into: staged, progress: progress)
        try commit(staged)
    }

    /// Encodes `audio` into a staged file by the extension of its target; the caller commits or discards it.
    package static func encode(_ audio: RenderedAudio, into staged: AtomicFile.Staged,
                              progress: ((Double) -> Void)? = nil) throws(AudioFileError) {
        let layout = AudioLayout(sampleRate: audio.sampleRate, channels: audio.channels, frameCount: audio.frameCount,
                                 chapters: audio.chapters)
        try encode(samples: audio.samples, layout: layout, into: staged) { written in
            progress?(Double(written) / Double(max(1, audio.frameCount)))
        }
        progress?(1)
    }

    /// Streams a render into a staged file: `render` receives the encoder (an `AudioSink`) to render into,
    /// so the programme is never held in memory. The caller commits the stage; on failure it is discarded.
    /// A stream target (a device, a FIFO, standard output) is encoded into a nameless file first, whose
    /// bytes the stage then holds until commit.
    package static func encode<T>(into staged: AtomicFile.Staged, render: (AudioFileEncoder) throws -> T) throws -> T {
        let path = staged.path
        do {
            let fd: Int32
            if let own = staged.fileDescriptor {
                fd = own
            } else {
                do { fd = try AtomicFile.anonymousFile() } catch {
                    throw AudioFileError.cannotCreate(path: path, reason: "no temporary file for encoding: \(error.reason)")
                }
            }
            defer { if staged.fileDescriptor == nil { close(fd) } }
            let encoder = try AudioFileEncoder(fileDescriptor: fd, path: path)
            let result = try render(encoder)
            try encoder.finish()
            if staged.fileDescriptor == nil { try staged.write(try readAll(fd, path: path)) }
            return result
        } catch {
            staged.discard()
            if let failure = error as? AtomicFile.Failure { throw AudioFileError.encodingFailed(path: path, reason: failure.reason) }
            throw error
        }
    }

    /// Writes interleaved `samples` to `url`.
    package static func write(samples: [Float], channels: Int, sampleRate: Int, to url: URL) throws(AudioFileError) {
        try write(samples: samples, channels: channels, sampleRate: sampleRate, to: url, beforeChunk: { _ in })
    }

    /// Checks, before any work, that `path` names a format that can be written at `sampleRate`.
    package static func check(path: String, sampleRate: Int) throws(AudioFileError) {
        let format = try AudioFileFormat(pathExtension: URL(fileURLWithPath: path).pathExtension)
        if format == .opus && sampleRate != 48000 { throw .opusRequires48kHz(sampleRate) }
    }

    /// The writer with a hook called before each chunk of frames (tests use it to fail part-way).
    static func write(samples: [Float], channels: Int, sampleRate: Int, to url: URL,
                      beforeChunk: @escaping (Int) throws -> Void) throws(AudioFileError) {
        try check(path: url.path, sampleRate: sampleRate)
        let staged = try stage(url)
        let layout = AudioLayout(sampleRate: sampleRate, channels: channels, frameCount: samples.count / max(1, channels),
                                 chapters: [])
        try encode(samples: samples, layout: layout, into: staged, beforeChunk: beforeChunk)
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

    /// Samples already in memory, through the streaming encoder in chunks.
    private static func encode(samples: [Float], layout: AudioLayout, into staged: AtomicFile.Staged,
                               beforeChunk: @escaping (Int) throws -> Void) throws(AudioFileError) {
        do {
            try encode(into: staged) { encoder in
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
                try beforeChunk(layout.frameCount)
            }
        } catch let error as AudioFileError {
            throw error
        } catch {
            throw .encodingFailed(path: staged.path, reason: String(describing: error))
        }
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
}
