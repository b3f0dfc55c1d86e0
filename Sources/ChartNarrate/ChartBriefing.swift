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
    package let narrator: Narrator
    /// Every text output of every chart.
    public let narration: ReportNarration

    /// Narrates `report`; fails with a usage error for an unknown language and an invalid-descriptor
    /// error for a bad axis format.
    public init(report: Report, options: NarrationOptions) throws(ChartNarrateError) {
        let narrator: Narrator
        do { narrator = try Narrator(options: options) } catch { throw Self.failure(error) }
        try self.init(report: report, narrator: narrator)
    }

    /// Narrates `report` with a narrator made before (a batch makes one per language and reuses it).
    package init(report: Report, narrator: Narrator) throws(ChartNarrateError) {
        self.report = report
        self.narrator = narrator
        do { narration = try narrator.narrate(report) } catch { throw Self.failure(error) }
    }

    /// Every shipped narration language (code, native name, voice, completeness), for a program's language menu.
    public static var availableLanguages: [CatalogInfo] { Narrator.availableLanguages }

    /// The library error of a narration error.
    static func failure(_ error: NarrationError) -> ChartNarrateError {
        switch error {
        case .unknownLanguage(_, let shipped) where shipped.isEmpty: .internalError(error.description)
        case .unknownLanguage: .usage(error.description)
        case .invalidFormat: .invalidContent(error.description)
        case .missingMessage, .invalidMessage, .invalidTemplate: .internalError(error.description)
        }
    }

    /// A shipped language for a tag that is a country code or a typo of one (cn → zh, kr → ko, br → pt-BR).
    static func languageHint(_ tag: String) -> String? {
        let countries = ["cn": "zh", "tw": "zh", "hk": "zh", "kr": "ko", "kp": "ko", "br": "pt-BR", "jp": nil, "sa": "ar",
                         "eg": "ar", "in": "hi", "us": "en", "uk": "en", "gb": "en", "mx": "es", "ch": "de", "at": "de",
                         "ua": nil, "cz": nil, "dk": nil, "se": nil, "gr": nil, "il": nil]
        let lowered = tag.lowercased()
        if let mapped = countries[lowered] { return mapped }
        let shipped = Narrator.shippedLanguageList.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
        return NameSuggestion.closest(to: lowered, among: shipped)
    }

    /// Checks narration options before any descriptor is read: the language must be shipped and the
    /// numbering system known to ICU (both usage errors).
    package static func check(_ options: NarrationOptions) throws(ChartNarrateError) {
        guard Narrator.shippedLanguage(for: options.language) != nil else {
            let hint = languageHint(options.language).map { " Did you mean --lang \($0)?" } ?? ""
            throw .usage("No narration catalog for language '\(options.language)'.\(hint) Shipped languages: \(Narrator.shippedLanguageList). Choose one of them with --lang.")
        }
        if let numbering = options.numbering, !Narrator.isKnownNumberingSystem(numbering) {
            throw .usage("--numbering \"\(numbering)\" is not a numbering system ICU knows; use e.g. latn (0-9), arab (٠-٩), hanidec (〇-九), deva or beng")
        }
    }

    /// Checks, before any work, that espeak-ng has `voice` (a voice name or language tag); a usage error otherwise.
    package static func checkVoice(_ voice: String) throws(ChartNarrateError) {
        do { try SpeechSynthesizer.checkVoice(voice) } catch let error as AudioRenderError {
            if case .voiceNotFound = error { throw .usage(error.description) }
            throw .audio(error.description)
        } catch {
            throw .internalError("checking the voice failed: \(error)")
        }
    }

    /// The language a run uses when none is asked for: the document's `xml:lang`, else English.
    package static func defaultLanguage(for report: Report) -> String { report.language ?? "en" }

    /// The text outputs in `format`, limited to what `mode` asks for; `html` shapes the HTML output (page or
    /// fragment, braille width, the audio player; see `htmlAudio(for:source:captions:)`) and `brailleWidth` the
    /// braille output; `jsonPoints` lists every series' points in the JSON output (`--json-points`).
    public func text(mode: NarrationMode, format: TextFormat, html: HTMLOptions = HTMLOptions(),
                     brailleWidth: Int = 40, jsonPoints: Bool = false) throws(ChartNarrateError) -> String {
        do {
            switch format {
            case .text: return TextRenderer().render(narration, mode: mode)
            case .markdown: return MarkdownRenderer().render(narration, mode: mode)
            case .json: return JSONRenderer().render(narration, mode: mode, report: report, points: jsonPoints)
            case .html:
                // The explorer's tones are the audio graphs' own, unless the caller brought them.
                var html = html
                if html.tones == nil { html.tones = htmlTones() }
                return try HTMLRenderer(narrator: narrator, options: html).render(narration, mode: mode)
            case .braille: return try BrailleRenderer(narrator: narrator, width: brailleWidth).render(narration)
            }
        } catch {
            throw .internalError(error.description)
        }
    }

    /// The JSON output with every series' points (`--json-points`) written to `emit` a piece at a time, the points
    /// some thousands at a time: the text `text(mode:format: .json, jsonPoints: true)` gives, never held whole.
    public func writeJSONWithPoints(mode: NarrationMode, to emit: (String) throws -> Void) rethrows {
        try JSONRenderer().write(narration, mode: mode, report: report, to: emit)
    }

    /// The rendered briefing as the HTML output's player offers it: `source` and `captions` are the URLs the page
    /// uses for the audio file and its WebVTT captions (see `OutputFile.relativeURL(of:from:)`), the chapters are
    /// the audio's own.
    public func htmlAudio(for audio: RenderedProgramme, source: String, captions: String? = nil) -> HTMLAudio {
        HTMLAudio(source: source, captions: captions,
                  chapters: audio.chapters.map { HTMLAudio.Chapter(startTime: $0.startTime, title: $0.title) })
    }

    /// The same for a briefing rendered into memory.
    public func htmlAudio(for audio: RenderedAudio, source: String, captions: String? = nil) -> HTMLAudio {
        htmlAudio(for: audio.programme, source: source, captions: captions)
    }

    /// The plan of the spoken briefing (same wording as the text), from Templates/briefing-<length>.json;
    /// `audio` supplies the rate and graph lengths its time budget is estimated with.
    public func script(voiceOverride: String? = nil, audio: AudioOptions = AudioOptions()) throws(ChartNarrateError) -> BriefingScript {
        do {
            return try narrator.briefingScript(for: report, narration: narration, voiceOverride: voiceOverride,
                                               timing: Self.timing(audio))
        } catch {
            throw .internalError(error.description)
        }
    }

    /// The rate and graph lengths of `audio`, for estimating a script's duration.
    static func timing(_ audio: AudioOptions) -> BriefingTiming {
        BriefingTiming(wordsPerMinute: audio.rate.map(Double.init), graphSeconds: audio.graphSeconds,
                       intervalGraphSeconds: audio.intervalGraphSeconds, gapSeconds: audio.gapSeconds)
    }

    /// Renders the spoken briefing into memory: speech and audio graphs mixed, loudness-normalized, with its
    /// timeline. `progress` receives the finished fraction (0…1). `audio(into:…)` and `writeAudio(to:…)`
    /// stream instead, in bounded memory.
    /// Within `limits`: texts longer than `maxTextLength` and programmes longer than `maxDuration` are limit
    /// errors, found before rendering where the script makes it certain, else as soon as rendering passes it.
    public func audio(options: AudioOptions = AudioOptions(), limits: AudioLimits = AudioLimits(),
                      progress: ((Double) -> Void)? = nil) throws(ChartNarrateError) -> RenderedAudio {
        let (script, options) = try prepareAudio(options, limits)
        return try Self.rendering { try AudioRenderer(options: options).render(script: script, report: report, progress: progress) }
    }

    /// Renders the spoken briefing into `sink` (an `AudioFileEncoder`, say) as it is made, never holding the
    /// programme in memory; returns its timeline, chapters and measured loudness.
    public func audio(into sink: AudioSink, options: AudioOptions = AudioOptions(), limits: AudioLimits = AudioLimits(),
                      progress: ((Double) -> Void)? = nil) throws(ChartNarrateError) -> RenderedProgramme {
        let (script, options) = try prepareAudio(options, limits)
        return try Self.rendering {
            try AudioRenderer(options: options).render(script: script, report: report, into: sink, progress: progress)
        }
    }

    /// Renders the spoken briefing straight into the audio file `path` (format by extension; the file appears
    /// whole or not at all).
    public func writeAudio(to path: String, options: AudioOptions = AudioOptions(), limits: AudioLimits = AudioLimits(),
                           progress: ((Double) -> Void)? = nil) throws(ChartNarrateError) -> RenderedProgramme {
        let outputs = OutputSet(input: nil)
        let output = try outputs.add(path, role: "the audio file")
        let programme = try outputs.render(to: output) { sink throws(ChartNarrateError) in
            try audio(into: sink, options: options, limits: limits, progress: progress)
        }
        try outputs.commit()
        return programme
    }

    /// The script within `limits`, and the options with the duration limit applied.
    private func prepareAudio(_ options: AudioOptions, _ limits: AudioLimits) throws(ChartNarrateError)
        -> (BriefingScript, AudioOptions) {
        try limits.checkTexts(of: report)
        let script = try script(voiceOverride: options.voiceOverride, audio: options)
        try limits.checkEstimate(of: script, rate: options.rate ?? script.wordsPerMinute)
        var options = options
        options.maxDuration = min(options.maxDuration ?? .infinity, limits.maxDuration)
        return (script, options)
    }

    /// Maps rendering errors onto the library's error kinds.
    private static func rendering<T>(_ body: () throws -> T) throws(ChartNarrateError) -> T {
        do {
            return try body()
        } catch let error as ChartNarrateError {
            throw error
        } catch let error as AudioRenderError {
            if case .voiceNotFound = error { throw .usage(error.description) }
            if case .programmeTooLong = error { throw .limit(error.description) }
            if case .scratchFileFailed(let reason) = error { throw .output(path: "temporary folder", reason: reason) }
            throw .audio(error.description)
        } catch let error as AudioFileError {
            // The encoder's own failures (a full disk while writing WAV, FLAC or OGG) are output errors (73).
            switch error {
            case .unsupportedExtension, .opusRequires48kHz: throw .usage(error.description)
            case .cannotCreate(let path, _), .encodingFailed(let path, _), .cannotMove(let path, _):
                throw .output(path: path, reason: error.description)
            }
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
