import Foundation
import ChartModel
import ChartNarrate
import Narration
import AudioRender

/// The actions behind the command line; each maps options onto the library façade.
enum Commands {
    static func run(_ options: CommandLineOptions) throws -> ExitCode {
        guard options.inputs.count == 1 else {
            throw UsageError(description: options.inputs.isEmpty
                ? "no descriptor given; usage: chartnarrate <descriptor.xml | -> [options] (see --help)"
                : "give one descriptor (or use --validate for several)")
        }
        let input = options.inputs[0]
        // Check output names before the (possibly long) work, so a typo costs nothing.
        if let audioOut = options.audioOut { try OutputFile.checkAudioPath(audioOut) }
        let report = try DescriptorLoader.load(input)
        if options.outline {
            print(Outline.render(report, language: options.language))
            return .success
        }

        let language = options.language ?? ChartBriefing.defaultLanguage(for: report)
        var narrationOptions = NarrationOptions(language: language)
        narrationOptions.allPoints = options.allPoints
        if let n = options.walkthroughThreshold { narrationOptions.walkthroughThreshold = n }
        narrationOptions.numbering = options.numbering
        narrationOptions.preferAuthorSummary = !options.generatedShort
        let briefing = try ChartBriefing(report: report, options: narrationOptions)

        let mode = options.mode, format = options.format
        let text = briefing.text(mode: mode, format: format)
        if mode == .short {
            // Standard output stays the bare alt text; which one it is goes to standard error.
            for chart in briefing.narration.charts where chart.authorSummary != nil && chart.short == chart.authorSummary {
                notice("\(chart.chartID): short description is the author's <summary>; --generated-short gives chartnarrate's own", options)
            }
        }
        if let textOut = options.textOut {
            try OutputFile.write(text + "\n", to: textOut)
            notice("text: \(textOut)", options)
        } else {
            print(text)
        }

        let wantsAudio = !options.noAudio
        guard wantsAudio else {
            if options.timeline != nil || options.captions != nil || options.chapters != nil {
                throw UsageError(description: "--timeline, --captions and --chapters describe the audio; drop --no-audio to make them")
            }
            return .success
        }
        var audioOptions = AudioOptions()
        if let rate = options.sampleRate { audioOptions.sampleRate = rate }
        audioOptions.voiceOverride = options.voice
        if let rate = options.rate { audioOptions.rate = rate }
        if let pitch = options.pitch { audioOptions.pitch = pitch }
        if let seconds = options.graphSeconds { audioOptions.graphSeconds = seconds }

        let progress = ProgressLine(enabled: !options.quiet && isatty(STDERR_FILENO) == 1)
        let audioPath = options.audioOut ?? OutputFile.defaultAudioPath(forInput: input, language: LanguageTag.primary(language))
        let audio = try briefing.writeAudio(to: audioPath, options: audioOptions, progress: progress.update)
        progress.finish()

        if let path = options.timeline { try OutputFile.write(TimelineWriter.json(audio.timeline), to: path) }
        if let path = options.captions { try OutputFile.write(briefing.captions(for: audio), to: path) }
        if let path = options.chapters { try OutputFile.write(ChapterWriter.json(audio.chapters), to: path) }
        notice(String(format: "audio: %@ (%.1f s, %.1f LUFS, %.1f dBTP)", audioPath, audio.duration,
                      audio.loudness.integrated, audio.loudness.truePeak), options)
        return .success
    }

    static func languageCommand(_ options: CommandLineOptions) throws -> ExitCode {
        switch options.action {
        case .listLanguages:
            for info in Narrator.availableLanguages {
                let percent = Int((info.completeness * 100).rounded(.down))
                print([info.code, info.nativeName, "voice \(info.voice)", "\(percent)% complete"].joined(separator: "\t"))
            }
            return .success
        default:
            let reports = CatalogChecker().check()
            let (text, hasErrors) = CatalogChecker.render(reports)
            print(text, terminator: "")
            return hasErrors ? .invalidDescriptor : .success
        }
    }

    private static func notice(_ message: String, _ options: CommandLineOptions) {
        if !options.quiet { printError(message) }
    }
}

/// A single self-overwriting progress line on a terminal; silent when stderr is piped.
final class ProgressLine: @unchecked Sendable {
    private let enabled: Bool
    private var lastPercent = -1

    init(enabled: Bool) { self.enabled = enabled }

    func update(_ fraction: Double) {
        guard enabled else { return }
        let percent = Int((fraction * 100).rounded(.down))
        guard percent != lastPercent else { return }
        lastPercent = percent
        FileHandle.standardError.write(Data("\rrendering audio… \(percent)%".utf8))
    }

    func finish() {
        guard enabled, lastPercent >= 0 else { return }
        FileHandle.standardError.write(Data("\r\u{1B}[K".utf8))
    }
}
