import CEspeakNG
import Foundation

/// Speaks plain text with espeak-ng in-process (libespeak-ng) and reports word and sentence timings.
///
/// libespeak-ng keeps global state and is not thread-safe, so every call into it, from any
/// instance, goes through one process-wide lock. Text is always passed without the SSML flag:
/// markup in a descriptor is read out as text and can never switch voices or insert audio.
package struct SpeechSynthesizer: Sendable {
    /// Words per minute (espeak-ng's default is 175).
    package var rate: Int
    /// Base pitch 0…100 (espeak-ng's default is 50).
    package var pitch: Int

    /// Creates a synthesizer with the given rate and pitch.
    package init(rate: Int = 175, pitch: Int = 50) {
        self.rate = rate
        self.pitch = pitch
    }

    /// The sample rate espeak-ng produces (22,050 Hz).
    package static var nativeSampleRate: Int {
        get throws { try EspeakEngine.shared.withLock { try $0.sampleRate() } }
    }

    /// Speaks `text` (plain UTF-8 text, never markup) with the espeak-ng voice `voice`.
    package func speak(_ text: String, voice: String) throws -> SynthesizedSpeech {
        let rate = min(max(rate, 80), 450)
        let pitch = min(max(pitch, 0), 100)
        return try EspeakEngine.shared.withLock { try $0.synthesize(text, voice: voice, rate: rate, pitch: pitch) }
    }

    /// Speaks `text` with `voice`, handing the 16-bit samples (at `nativeSampleRate`) to `samples` as espeak-ng
    /// produces them instead of collecting them, so a long text needs no more memory than a short one.
    /// Returns the word and sentence marks; the speech's `samples` are empty.
    package func speak(_ text: String, voice: String, samples: @escaping (UnsafeBufferPointer<Int16>) throws -> Void) throws -> SynthesizedSpeech {
        let rate = min(max(rate, 80), 450)
        let pitch = min(max(pitch, 0), 100)
        return try EspeakEngine.shared.withLock {
            try $0.synthesize(text, voice: voice, rate: rate, pitch: pitch, handler: samples)
        }
    }

    /// Checks that espeak-ng can speak with `voice` (a voice name or language tag), before any work is done.
    package static func checkVoice(_ voice: String) throws {
        try EspeakEngine.shared.withLock { try $0.select(voice: voice) }
    }

    /// The identifiers of the installed espeak-ng voices (what `--voice` accepts).
    package static func availableVoices() throws -> [String] {
        try EspeakEngine.shared.withLock { try $0.voiceIdentifiers() }
    }
}

/// The one owner of libespeak-ng's global state; every call is made while holding `lock`.
final class EspeakEngine: @unchecked Sendable {
    static let shared = EspeakEngine()

    private let lock = NSLock()
    private var initializedRate: Int?
    /// Where the synth callback appends; only touched while `lock` is held.
    nonisolated(unsafe) fileprivate static var sink = SpeechSink()

    func withLock<T>(_ body: (EspeakEngine) throws -> T) rethrows -> T {
        lock.lock()
        defer { lock.unlock() }
        return try body(self)
    }

    func sampleRate() throws -> Int {
        if let rate = initializedRate { return rate }
        let rate = espeak_Initialize(AUDIO_OUTPUT_SYNCHRONOUS, 0, nil, Int32(espeakINITIALIZE_DONT_EXIT))
        guard rate > 0 else { throw AudioRenderError.speechEngineUnavailable }
        espeak_SetSynthCallback(espeakSynthCallback)
        initializedRate = Int(rate)
        return Int(rate)
    }

    func voiceIdentifiers() throws -> [String] {
        _ = try sampleRate()
        guard let list = espeak_ListVoices(nil) else { return [] }
        var names: [String] = []
        var index = 0
        while let voice = list[index] {
            if let identifier = voice.pointee.identifier { names.append(String(cString: identifier)) }
            if let name = voice.pointee.name { names.append(String(cString: name)) }
            index += 1
        }
        return names
    }

    /// The voice whose language list names `tag` exactly (`en-gb` → `gmw/en`), preferring the
    /// highest priority, as the espeak-ng command line resolves `-v`. Unknown tags give nil,
    /// never a fallback voice.
    func voiceIdentifier(forLanguage tag: String) throws -> String? {
        _ = try sampleRate()
        let wanted = tag.lowercased().replacingOccurrences(of: "_", with: "-")
        guard let list = espeak_ListVoices(nil) else { return nil }
        var best: (priority: Int, identifier: String)?
        var index = 0
        while let voice = list[index] {
            index += 1
            guard var cursor = voice.pointee.languages.map({ UnsafeRawPointer($0).assumingMemoryBound(to: UInt8.self) }),
                  let identifier = voice.pointee.identifier.map({ String(cString: $0) }) else { continue }
            // `languages` is a run of [priority byte][NUL-terminated tag], ended by a zero priority.
            while cursor.pointee != 0 {
                let priority = Int(cursor.pointee)
                let language = String(cString: cursor + 1)
                if language.lowercased() == wanted && priority < (best?.priority ?? Int.max) {
                    best = (priority, identifier)
                }
                cursor = cursor + 1 + language.utf8.count + 1
            }
        }
        return best?.identifier
    }

    /// Makes `voice` (a voice name or a language tag) the current voice, or throws `voiceNotFound`.
    func select(voice: String) throws {
        _ = try sampleRate()
        if espeak_SetVoiceByName(voice) != EE_OK {
            guard let identifier = try voiceIdentifier(forLanguage: voice), espeak_SetVoiceByName(identifier) == EE_OK else {
                throw AudioRenderError.voiceNotFound(voice)
            }
        }
    }

    func synthesize(_ text: String, voice: String, rate: Int, pitch: Int,
                    handler: ((UnsafeBufferPointer<Int16>) throws -> Void)? = nil) throws -> SynthesizedSpeech {
        let sampleRate = try sampleRate()
        try select(voice: voice)
        // Selecting a voice resets the parameters, so they are set on every call.
        espeak_SetParameter(espeakRATE, Int32(rate), 0)
        espeak_SetParameter(espeakPITCH, Int32(pitch), 0)
        EspeakEngine.sink = SpeechSink()
        EspeakEngine.sink.handler = handler
        defer { EspeakEngine.sink = SpeechSink() }
        let bytes = Array(text.utf8CString)
        let status = bytes.withUnsafeBufferPointer { buffer in
            espeak_Synth(buffer.baseAddress, buffer.count, 0, POS_CHARACTER, 0,
                         UInt32(espeakCHARS_UTF8), nil, nil)
        }
        if let error = EspeakEngine.sink.handlerError { throw error }
        guard status == EE_OK else { throw AudioRenderError.synthesisFailed(code: Int32(status.rawValue)) }
        guard espeak_Synchronize() == EE_OK else { throw AudioRenderError.synthesisFailed(code: -1) }
        if let error = EspeakEngine.sink.handlerError { throw error }
        let sink = EspeakEngine.sink
        let scale = 1.0 / Double(sampleRate)
        let total = Double(sink.sampleCount) * scale
        func mark(_ event: SpeechSink.Event) -> SynthesizedSpeech.Mark {
            // espeak-ng counts characters from 1; our offsets count Unicode scalars from 0.
            SynthesizedSpeech.Mark(time: min(Double(event.milliseconds) / 1000, total),
                                   textOffset: max(event.position - 1, 0), textLength: event.length)
        }
        return SynthesizedSpeech(sampleRate: sampleRate, samples: sink.samples,
                                 words: sink.words.filter { $0.length > 0 }.map(mark),
                                 sentences: sink.sentences.map(mark))
    }
}

/// What the synth callback has collected for the current `espeak_Synth` call.
struct SpeechSink {
    struct Event {
        var milliseconds: Int
        var position: Int
        var length: Int
    }
    var samples: [Float] = []
    /// Samples produced so far (collected in `samples`, or handed to `handler`).
    var sampleCount = 0
    /// Receives the samples instead of `samples` when set.
    var handler: ((UnsafeBufferPointer<Int16>) throws -> Void)?
    /// The first error `handler` threw; synthesis stops there.
    var handlerError: Error?
    var words: [Event] = []
    var sentences: [Event] = []
}

/// libespeak-ng's synth callback; runs on the calling thread inside `espeak_Synth`, under the engine lock.
private func espeakSynthCallback(_ wav: UnsafeMutablePointer<Int16>?, _ count: Int32,
                                 _ events: UnsafeMutablePointer<espeak_EVENT>?) -> Int32 {
    if let wav, count > 0 {
        let buffer = UnsafeBufferPointer(start: wav, count: Int(count))
        EspeakEngine.sink.sampleCount += buffer.count
        if let handler = EspeakEngine.sink.handler {
            do { try handler(buffer) } catch {
                EspeakEngine.sink.handlerError = error
                return 1
            }
        } else {
            EspeakEngine.sink.samples.append(contentsOf: buffer.lazy.map { Float($0) / 32768 })
        }
    }
    var event = events
    while let current = event, current.pointee.type != espeakEVENT_LIST_TERMINATED {
        let e = current.pointee
        let item = SpeechSink.Event(milliseconds: Int(e.audio_position), position: Int(e.text_position),
                                    length: Int(e.length))
        switch e.type {
        case espeakEVENT_WORD: EspeakEngine.sink.words.append(item)
        case espeakEVENT_SENTENCE: EspeakEngine.sink.sentences.append(item)
        default: break
        }
        event = current + 1
    }
    return 0
}
