import Foundation
import AudioRender

/// Writes single outputs; every file appears whole or not at all (see `OutputSet` for a run's several outputs).
public enum OutputFile {
    /// Writes `text` (UTF-8) to `path` atomically; a device or FIFO is written directly, never replaced.
    public static func write(_ text: String, to path: String) throws(ChartNarrateError) {
        let set = OutputSet(input: nil)
        let output = try set.add(path, role: "output")
        try set.write(text, to: output)
        try set.commit()
    }

    /// Encodes `audio` by the extension of `path` (.wav .flac .ogg .mp3 .opus), atomically.
    public static func write(_ audio: RenderedAudio, to path: String) throws(ChartNarrateError) {
        try checkAudioPath(path, sampleRate: audio.sampleRate)
        let set = OutputSet(input: nil)
        let output = try set.add(path, role: "output")
        try set.write(audio, to: output)
        try set.commit()
    }

    /// Checks, before any work, that `path` names an audio format chartnarrate can write at `sampleRate`.
    package static func checkAudioPath(_ path: String, sampleRate: Int = 48000) throws(ChartNarrateError) {
        // `-o narrated/` or `-o .` names a folder, not a file whose extension is missing ("Unknown audio format '.'").
        var isFolder: ObjCBool = false
        if path.hasSuffix("/") || (FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) && isFolder.boolValue) {
            throw .output(path: path, reason: "it is a folder; name the audio file in it, such as \((path as NSString).appendingPathComponent("briefing.mp3"))")
        }
        do {
            try AudioFileWriter.check(path: path, sampleRate: sampleRate)
        } catch {
            throw .usage(error.description)
        }
    }

    /// How a page written to `page` (nil: standard output, read from the current folder) refers to the file at
    /// `path`: a relative URL with each path segment percent-encoded ("../audio/my%20chart.mp3").
    public static func relativeURL(of path: String, from page: String?) -> String {
        let target = URL(fileURLWithPath: path).standardizedFileURL.pathComponents
        let base = (page.map { URL(fileURLWithPath: $0).deletingLastPathComponent() }
            ?? URL(fileURLWithPath: FileManager.default.currentDirectoryPath)).standardizedFileURL.pathComponents
        var common = 0
        while common < min(target.count - 1, base.count) && target[common] == base[common] { common += 1 }
        let segments = Array(repeating: "..", count: base.count - common) + target[common...]
        var allowed = CharacterSet.urlPathAllowed
        allowed.remove(charactersIn: "/;?#")
        return segments.map { $0.addingPercentEncoding(withAllowedCharacters: allowed) ?? $0 }.joined(separator: "/")
    }

    /// The default audio file of a run: `<input stem>.<lang>.wav` in the current folder (`stdin.<lang>.wav` for `-`).
    package static func defaultAudioPath(forInput input: String, language: String) -> String {
        let stem = input == "-" ? "stdin" : URL(fileURLWithPath: input).deletingPathExtension().lastPathComponent
        return "\(stem).\(language).wav"
    }
}
