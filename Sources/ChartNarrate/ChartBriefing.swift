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
        let narrator: Narrator
        do { narrator = try Narrator(options: options) } catch { throw Self.failure(error) }
        try self.init(report: report, narrator: narrator)
    }

    /// Narrates `report` with a narrator made before (a batch makes one per language and reuses it).
    public init(report: Report, narrator: Narrator) throws(ChartNarrateError) {
        self.report = report
        self.narrator = narrator
        do { narration = try narrator.narrate(report) } catch { throw Self.failure(error) }
    }

    /// The library error of a narration error.
    static func failure(_ error: NarrationError) -> ChartNarrateError {
        switch error {
        case .unknownLanguage(_, let shipped) where shipped.isEmpty: .internalError(error.description)
        case .unknownLanguage: .usage(error.description)
        case .invalidFormat: .invalidContent(error.description)
        case .missingMessage, .invalidMessage, .invalidTemplate: .internalError(error.description)
        }
    }

    /// Checks narration options before any descriptor is read: the language must be shipped and the
    /// numbering system known to ICU (both usage errors).
    public static func check(_ options: NarrationOptions) throws(ChartNarrateError) {
        guard Narrator.shippedLanguage(for: options.language) != nil else {
            throw .usage("No narration catalog for language '\(options.language)'. Shipped languages: \(Narrator.shippedLanguageList). Choose one of them with --lang.")
        }
        if let numbering = options.numbering, !Narrator.isKnownNumberingSystem(numbering) {
            throw .usage("--numbering \"\(numbering)\" is not a numbering system ICU knows; use e.g. latn (0-9), arab (٠-٩), hanidec (〇-九), deva or beng")
        }
    }

    /// Checks, before any work, that espeak-ng has `voice` (a voice name or language tag); a usage error otherwise.
    public static func checkVoice(_ voice: String) throws(ChartNarrateError) {
        do { try SpeechSynthesizer.checkVoice(voice) } catch let error as AudioRenderError {
            if case .voiceNotFound = error { throw .usage(error.description) }
            throw .audio(error.description)
        } catch {
            throw .internalError("checking the voice failed: \(error)")
        }
    }

    /// The language a run uses when none is asked for: the document's `xml:lang`, else English.
    public static func defaultLanguage(for report: Report) -> String { report.language ?? "en" }

    /// The text outputs in `format`, limited to what `mode` asks for; `html` shapes the HTML output (page or
    /// fragment, braille width, the audio player; see `htmlAudio(for:source:captions:)`) and `brailleWidth` the
    /// braille output.
    public func text(mode: NarrationMode, format: TextFormat, html: HTMLOptions = HTMLOptions(),
                     brailleWidth: Int = 40) throws(ChartNarrateError) -> String {
        do {
            switch format {
            case .text: return TextRenderer().render(narration, mode: mode)
            case .markdown: return MarkdownRenderer().render(narration, mode: mode)
            case .json: return JSONRenderer().render(narration, mode: mode)
            case .html: return try HTMLRenderer(narrator: narrator, options: html).render(narration, mode: mode)
            case .braille: return try BrailleRenderer(narrator: narrator, width: brailleWidth).render(narration)
            }
        } catch {
            throw .internalError(error.description)
        }
    }

    /// The rendered briefing as the HTML output's player offers it: `source` and `captions` are the URLs the page
    /// uses for the audio file and its WebVTT captions (see `OutputFile.relativeURL(of:from:)`), the chapters are
    /// the audio's own.
    public func htmlAudio(for audio: RenderedAudio, source: String, captions: String? = nil) -> HTMLAudio {
        HTMLAudio(source: source, captions: captions,
                  chapters: audio.chapters.map { HTMLAudio.Chapter(startTime: $0.startTime, title: $0.title) })
    }

    /// The plan of the spoken briefing (same wording as the text), from Templates/briefing.json.
    public func script(voiceOverride: String? = nil) throws(ChartNarrateError) -> BriefingScript {
        do {
            return try narrator.briefingScript(for: report, narration: narration, voiceOverride: voiceOverride)
        } catch {
            throw .internalError(error.description)
        }
    }

    /// Renders the spoken briefing: speech and audio graphs mixed, loudness-normalized, with its timeline.
    /// `progress` receives the finished fraction (0…1).
    /// Within `limits`: texts longer than `maxTextLength` and programmes longer than `maxDuration` are limit
    /// errors, found before rendering where the script makes it certain, else as soon as rendering passes it.
    public func audio(options: AudioOptions = AudioOptions(), limits: AudioLimits = AudioLimits(),
                      progress: ((Double) -> Void)? = nil) throws(ChartNarrateError) -> RenderedAudio {
        try limits.checkTexts(of: report)
        let script = try script(voiceOverride: options.voiceOverride)
        try limits.checkEstimate(of: script, rate: options.rate)
        var options = options
        options.maxDuration = min(options.maxDuration ?? .infinity, limits.maxDuration)
        do {
            return try AudioRenderer(options: options).render(script: script, report: report, progress: progress)
        } catch let error as AudioRenderError {
            if case .voiceNotFound = error { throw .usage(error.description) }
            if case .programmeTooLong = error { throw .limit(error.description) }
            throw .audio(error.description)
        } catch {
            throw .internalError("audio rendering failed: \(error)")
        }
    }

    /// WebVTT captions of `audio`, with the audio-graph cues in the narration language.
    public func captions(for audio: RenderedAudio) -> String {
        let narrator = self.narrator
        let writer = CaptionWriter(graphCue: { series in
            (try? narrator.audioGraphCaption(series: series)) ?? "[\(series)]"
        })
        return writer.webVTT(audio.timeline)
    }
}
