import AudioRender
import Foundation
import ChartCSV
import Narration

/// What a batch makes of every input: the same settings a single run takes, applied to each descriptor in
/// each language.
package struct BatchSettings: Sendable {
    /// The folder that receives the outputs (and the manifest).
    package var outputDirectory: String
    /// The narration languages; nil narrates each input in its own language (its `xml:lang`, else English).
    package var languages: [String]?
    /// Narration settings; `language` is replaced by each run's language.
    package var narration = NarrationOptions()
    /// Which text outputs.
    package var mode: NarrationMode = .overview
    /// The text format (it sets the extension: .txt, .md, .json, .html).
    package var format: TextFormat = .text
    /// HTML and braille shaping (`audio` is filled in per run when audio is made).
    package var html = HTMLOptions()
    /// JSON output: every series' points listed (`--json-points`).
    package var jsonPoints = false
    /// The audio file extension (wav, flac, ogg, mp3, opus); nil makes no audio.
    package var audioFormat: String? = "wav"
    /// Speech and sonification settings.
    package var audio = AudioOptions()
    /// Limits on each briefing.
    package var audioLimits = AudioLimits()
    /// Limits on each input.
    package var inputLimits = InputLimits()
    /// The input format of every input (nil: by extension).
    package var inputFormat: InputFormat?
    /// How CSV inputs become charts.
    package var csv = CSVChartOptions()
    /// Work on this many inputs at once (speech itself is one at a time: espeak-ng is not thread-safe).
    package var jobs = 1
    /// Only this share of the inputs: (index, count), index from 1; for schedulers that run one process a shard.
    package var shard: (index: Int, count: Int)?
    /// Redo every output even when the manifest says it is up to date.
    package var force = false
    /// Called with each input's path before it is worked on (the command's test hooks; nil otherwise).
    package var beforeInput: (@Sendable (String) -> Void)?

    /// Settings writing into `outputDirectory`.
    package init(outputDirectory: String) { self.outputDirectory = outputDirectory }

    /// The manifest's path: `manifest.json`, or `manifest.shard-K-of-N.json` for a shard.
    package var manifestPath: String {
        let name = shard.map { "manifest.shard-\($0.index)-of-\($0.count).json" } ?? "manifest.json"
        return (outputDirectory as NSString).appendingPathComponent(name)
    }

    /// The text output's extension.
    var textExtension: String {
        switch format {
        case .text, .braille: "txt"
        case .markdown: "md"
        case .json: "json"
        case .html: "html"
        }
    }

    /// Everything but the paths, inputs and language that shapes an output, spelled out for the up-to-date key
    /// (every setting type is a plain value, so its reflection is stable within a version).
    var fingerprint: String {
        var narration = self.narration
        narration.language = ""
        var html = self.html
        html.audio = nil
        return ([String(reflecting: narration), mode.rawValue, format.rawValue, String(reflecting: html),
                audioFormat ?? "no audio", audioFormat == nil ? "" : String(reflecting: audio),
                audioFormat == nil ? "" : String(reflecting: audioLimits), String(reflecting: inputLimits),
                inputFormat?.rawValue ?? "by extension", String(reflecting: csv)]
            // Only when set, so that the keys of earlier runs still hold.
            + (jsonPoints ? ["json points"] : [])).joined(separator: "\n")
    }
}
