import Foundation
import ChartModel
import Narration
import AudioRender

/// A report narrated in one language: the text of every output and, on request, the spoken briefing.
/// This is the library's main entry point; the command line is a thin layer over it.
public struct ChartBriefing: Sendable {
    /// The descriptor this briefing was made from.
    public let report: Report
    /// The narrator (language, catalog, speech settings).
    public let narrator: Narrator
    /// Every text output of every chart.
    public let narration: ReportNarration

    /// Narrates `report`; fails with a usage error for an unknown language and an invalid-descriptor
    /// error for a bad axis format.
    public init(report: Report, options: NarrationOptions) throws(ChartNarrateError) {
        self.report = report
        do {
            narrator = try Narrator(options: options)
            narration = try narrator.narrate(report)
        } catch {
            switch error {
            case .unknownLanguage(_, let shipped) where shipped.isEmpty: throw .internalError(error.description)
            case .unknownLanguage: throw .usage(error.description)
            case .invalidFormat: throw .invalidContent(error.description)
            case .missingMessage, .invalidMessage, .invalidTemplate: throw .internalError(error.description)
            }
        }
    }

    /// The language a run uses when none is asked for: the document's `xml:lang`, else English.
    public static func defaultLanguage(for report: Report) -> String { report.language ?? "en" }

    /// The text outputs in `format`, limited to what `mode` asks for.
    public func text(mode: NarrationMode, format: TextFormat) -> String {
        format.render(narration, mode: mode)
    }

    /// The plan of the spoken briefing (same wording as the text), from Templates/briefing.json.
    public func script(voiceOverride: String? = nil) throws(ChartNarrateError) -> BriefingScript {
        do {
            return try narrator.briefingScript(for: report, narration: narration, voiceOverride: voiceOverride)
        } catch {
            throw .internalError(error.description)
        }
    }

    /// Renders the spoken briefing into memory: speech and audio graphs mixed, loudness-normalized, with its
    /// timeline. `progress` receives the finished fraction (0…1). `writeAudio(to:options:progress:)` streams
    /// to a file instead, in bounded memory.
    public func audio(options: AudioOptions = AudioOptions(),
                      progress: ((Double) -> Void)? = nil) throws(ChartNarrateError) -> RenderedAudio {
        let script = try script(voiceOverride: options.voiceOverride)
        return try Self.rendering { try AudioRenderer(options: options).render(script: script, report: report, progress: progress) }
    }

    /// Renders the spoken briefing straight into the audio file `path` (format by extension, atomically), never
    /// holding the programme in memory; returns its timeline, chapters and measured loudness.
    public func writeAudio(to path: String, options: AudioOptions = AudioOptions(),
                           progress: ((Double) -> Void)? = nil) throws(ChartNarrateError) -> RenderedProgramme {
        let script = try script(voiceOverride: options.voiceOverride)
        return try Self.rendering {
            try AudioFileWriter.write(to: URL(fileURLWithPath: path)) { encoder in
                try AudioRenderer(options: options).render(script: script, report: report, into: encoder, progress: progress)
            }
        } output: { error in
            if case .unsupportedExtension = error { return .usage(error.description) }
            return .output(path: path, reason: error.description)
        }
    }

    /// Maps rendering and encoding errors onto the library's error kinds.
    private static func rendering<T>(_ body: () throws -> T,
                                     output: (AudioFileError) -> ChartNarrateError = { .audio($0.description) }) throws(ChartNarrateError) -> T {
        do {
            return try body()
        } catch let error as AudioRenderError {
            if case .voiceNotFound = error { throw .usage(error.description) }
            if case .scratchFileFailed(let reason) = error { throw .output(path: "temporary folder", reason: reason) }
            throw .audio(error.description)
        } catch let error as AudioFileError {
            throw output(error)
        } catch {
            throw .internalError("audio rendering failed: \(error)")
        }
    }

    /// WebVTT captions of `audio`, with the audio-graph cues in the narration language.
    public func captions(for audio: RenderedAudio) -> String { captions(for: audio.timeline) }

    /// WebVTT captions of a streamed programme.
    public func captions(for programme: RenderedProgramme) -> String { captions(for: programme.timeline) }

    private func captions(for timeline: Timeline) -> String {
        let narrator = self.narrator
        let writer = CaptionWriter(graphCue: { series in
            (try? narrator.audioGraphCaption(series: series)) ?? "[\(series)]"
        })
        return writer.webVTT(timeline)
    }
}
