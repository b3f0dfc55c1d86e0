import Foundation
import ChartModel
import ChartNarrate
import Narration
import AudioRender

/// The actions behind the command line; each maps options onto the library façade.
enum Commands {
    /// One descriptor into text and audio. Options are checked, then every output is staged (a clash or a
    /// bad folder fails here), then the descriptor is read, narrated and rendered, and finally all outputs
    /// are committed together; any failure on the way leaves none of them.
    static func run(_ options: CommandLineOptions) throws -> ExitCode {
        if options.dryRun { return try dryRun(options) }
        let input = options.inputs[0]
        let outputs = OutputSet(input: input)
        defer { outputs.discard() }
        let text = try outputs.add(options.textOut ?? "-", role: options.textOut == nil ? "standard output" : "--text-out")
        let wantsAudio = !options.noAudio && !options.outline
        var audioOutput = try options.audioOut.map { path throws(ChartNarrateError) in try outputs.add(path, role: "-o") }
        var sidecars: [(OutputSet.Output, Sidecar)] = []
        for (path, role, kind) in [(options.timeline, "--timeline", Sidecar.timeline), (options.captions, "--captions", .captions),
                                   (options.chapters, "--chapters", .chapters)] {
            if let path { sidecars.append((try outputs.add(path, role: role), kind)) }
        }
        TestPause.at("staged")

        if let size = (try? FileManager.default.attributesOfItem(atPath: input)[.size] as? Int) ?? nil {
            MemoryReuse.preferHugePages(forInputOfSize: size)
        }
        let report = try FormatOptions.load(input, options, requireNarratedLanguage: options.language == nil && !options.outline)
        if options.outline {
            let outline = Outline.render(report, language: options.language)
            try outputs.write((options.textOut == nil ? TerminalText.escaped(outline) : outline) + "\n", to: text)
            try outputs.commit()
            return .success
        }

        let language = options.language ?? ChartBriefing.defaultLanguage(for: report)
        let briefing = try ChartBriefing(report: report, options: options.narrationOptions(language: language))

        let mode = options.mode, format = options.format
        var notices: [String] = []
        // The audio is rendered (straight into its staged file) before the text: an HTML page's player lists
        // the audio's chapters.
        var audio: RenderedProgramme?
        let audioPath = options.audioOut ?? OutputFile.defaultAudioPath(forInput: input, language: LanguageTag.primary(language))
        if wantsAudio {
            let output = try audioOutput ?? outputs.add(audioPath, role: "the audio file")
            audioOutput = output
            audio = try outputs.render(to: output) { sink throws(ChartNarrateError) in try renderAudio(briefing, options, into: sink) }
        }
        let html = FormatOptions.html(options, briefing: briefing, audio: audio, audioPath: wantsAudio ? audioPath : nil)
        // Standard output may be a terminal: a control character of the input's (a category "Jan\u{1B}[5m") is
        // shown escaped there, as on standard error. A --text-out file keeps the text as narrated.
        let shown = { (piece: String) in options.textOut == nil ? TerminalText.escaped(piece) : piece }
        if format == .json && options.formats.jsonPoints {
            // Every point of a long series: written as it is made (issue 38), never one string.
            try briefing.writeJSONWithPoints(mode: mode) { piece in try outputs.write(shown(piece), to: text) }
            try outputs.write("\n", to: text)
        } else {
            let result = try briefing.text(mode: mode, format: format, html: html, brailleWidth: options.formats.brailleWidth ?? 40)
            try outputs.write(shown(result) + "\n", to: text)
        }
        if mode == .short {
            // Standard output stays the bare alt text; which one it is goes to standard error.
            for chart in briefing.narration.charts where chart.authorSummary != nil && chart.short == chart.authorSummary {
                notices.append("\(chart.chartID): short description is the author's <summary>; --generated-short gives chartnarrate's own")
            }
        }
        if let path = options.textOut { notices.append("text: \(path)") }

        if let audio {
            for (output, kind) in sidecars {
                switch kind {
                case .timeline: try outputs.write(TimelineWriter.json(audio.timeline), to: output)
                case .captions: try outputs.write(briefing.captions(for: audio), to: output)
                case .chapters: try outputs.write(ChapterWriter.json(audio.chapters), to: output)
                }
            }
            notices.append(String(format: "audio: %@ (%.1f s, %.1f LUFS, %.1f dBTP)", audioPath, audio.duration,
                                  audio.loudness.integrated, audio.loudness.truePeak))
            for chart in audio.timeline.charts { notices.append(chartDuration(chart)) }
        }
        SignalCleanup.hold()
        TestPause.at("commit")
        defer { SignalCleanup.release() }
        try outputs.commit()
        for message in notices { notice(message, options) }
        // A warning, not a notice: -q keeps it. Once a run, after the last number is formatted.
        if let warning = briefing.numberFallbackWarning(input: input) { printError(warning) }
        return .success
    }

    /// `--dry-run`: the spoken script with estimated durations on standard output; nothing synthesised or written.
    private static func dryRun(_ options: CommandLineOptions) throws -> ExitCode {
        let report = try FormatOptions.load(options.inputs[0], options, requireNarratedLanguage: options.language == nil)
        let language = options.language ?? ChartBriefing.defaultLanguage(for: report)
        let briefing = try ChartBriefing(report: report, options: options.narrationOptions(language: language))
        StandardOutput.print(try briefing.scriptListing(audio: options.audioOptions).text, terminator: "")
        if let warning = briefing.numberFallbackWarning(input: options.inputs[0]) { printError(warning) }
        return .success
    }

    /// A chart's measured duration and what fills it, for standard error.
    static func chartDuration(_ c: ChartTiming) -> String {
        let share = { (part: Double) in c.duration > 0 ? Int((100 * part / c.duration).rounded()) : 0 }
        return String(format: "chart %@: %.1f s (speech %d %%, graphs %d %%, silence %d %%)", c.chart, c.duration,
                      share(c.speech), share(c.graphs), share(c.silence))
    }

    /// Renders the spoken briefing with the run's audio options and limits into `sink` (the audio file's
    /// encoder), showing progress on a terminal: speech and graphs first, then mixing and encoding.
    private static func renderAudio(_ briefing: ChartBriefing, _ options: CommandLineOptions,
                                    into sink: AudioSink) throws(ChartNarrateError) -> RenderedProgramme {
        let audioOptions = options.audioOptions
        let progress = ProgressLine(enabled: !options.quiet && isatty(STDERR_FILENO) == 1)
        let audio = try briefing.audio(into: sink, options: audioOptions, limits: options.audioLimits) { fraction in
            progress.update(fraction < 0.8 ? "rendering audio" : "encoding", fraction)
            if fraction >= 0.2 { TestPause.at("speech") }
            if fraction > 0.8 { TestPause.at("encoding") }
        }
        progress.finish()
        return audio
    }

    /// The files that describe the audio.
    private enum Sidecar { case timeline, captions, chapters }

    static func languageCommand(_ options: CommandLineOptions) throws -> ExitCode {
        switch options.action {
        case .listLanguages:
            for info in Narrator.availableLanguages {
                let percent = Int((info.completeness * 100).rounded(.down))
                StandardOutput.print([info.code, info.nativeName, "voice \(info.voice)", "\(percent)% complete"].joined(separator: "\t"))
            }
            return .success
        default:
            let reports = CatalogChecker().check()
            let (text, hasErrors) = CatalogChecker.render(reports)
            StandardOutput.print(text, terminator: "")
            return hasErrors ? .invalidDescriptor : .success
        }
    }

    private static func notice(_ message: String, _ options: CommandLineOptions) {
        if !options.quiet { printError(message) }
    }
}

extension CommandLineOptions {
    /// The narration settings of the command line, in `language`.
    func narrationOptions(language: String) -> NarrationOptions {
        var narration = NarrationOptions(language: language)
        narration.allPoints = allPoints
        if let n = walkthroughThreshold { narration.walkthroughThreshold = n }
        narration.numbering = numbering
        narration.preferAuthorSummary = !generatedShort
        narration.briefingLength = length
        // Peaks, troughs and Tukey's outliers are listed by the JSON output alone.
        narration.measuresPointLists = format == .json
        return narration
    }

    /// The speech and sonification settings of the command line.
    var audioOptions: AudioOptions {
        var audio = AudioOptions()
        if let rate = sampleRate { audio.sampleRate = rate }
        audio.voiceOverride = voice
        if let rate { audio.rate = rate }
        if let pitch { audio.pitch = pitch }
        if let seconds = graphSeconds { audio.graphSeconds = seconds }
        audio.graphLabels = graphLabels
        return audio
    }
}

/// A single self-overwriting progress line on a terminal; silent when stderr is piped.
final class ProgressLine: @unchecked Sendable {
    private let enabled: Bool
    private var lastPercent = -1
    private var lastPhase = ""

    init(enabled: Bool) { self.enabled = enabled }

    func update(_ phase: String, _ fraction: Double) {
        guard enabled else { return }
        let percent = Int((fraction * 100).rounded(.down))
        guard percent != lastPercent || phase != lastPhase else { return }
        lastPercent = percent
        lastPhase = phase
        FileHandle.standardError.write(Data("\r\u{1B}[K\(phase)… \(percent)%".utf8))
    }

    func finish() {
        guard enabled, lastPercent >= 0 else { return }
        FileHandle.standardError.write(Data("\r\u{1B}[K".utf8))
    }
}
