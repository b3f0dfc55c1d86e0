import ChartModel
import Foundation
import Testing
@testable import Narration

/// For every shipped language, espeak-ng with the catalog's voice must read the prepared speech without
/// switching to English: its phoneme trace (`-x`) shows "(en)" where that happens. Descriptor text (an
/// English chart title inside Russian narration) is data and is taken out before the check.
/// Skipped when espeak-ng is not installed.
@Suite struct EspeakLanguageTests {
    // Not en: the en-us voice has no other language to switch from, so the check could not fail.
    static let languages = ["es", "fr", "de", "pt", "ru", "ar", "hi", "ko", "zh"]

    static var espeak: String? {
        ["/usr/bin/espeak-ng", "/usr/local/bin/espeak-ng"].first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    /// espeak-ng runs are serialised: swift-corelibs-foundation's Process is not reliable when many
    /// test cases spawn processes at once.
    static let lock = NSLock()

    static func phonemes(_ text: String, voice: String) throws -> String {
        lock.lock()
        defer { lock.unlock() }
        let p = Process()
        p.executableURL = URL(fileURLWithPath: espeak!)
        p.arguments = ["-v", voice, "-x", "-q", text]
        let pipe = Pipe()
        p.standardOutput = pipe
        p.standardError = FileHandle.nullDevice
        try p.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        p.waitUntilExit()
        return String(decoding: data, as: UTF8.self)
    }

    /// The spoken text of the script items from `blocks`, with the descriptor's own text (prepared the same
    /// way, since spelling out may have changed its numbers) taken out.
    static func spoken(_ example: String, _ language: String, blocks: Set<String>) throws -> (String, String) {
        let report = try Examples.report(example)
        let n = try Narrator(language: language)
        let script = try n.briefingScript(for: report, narration: try n.narrate(report))
        let preparer = SpeechPreparer(narrator: n)
        var text = script.segments.compactMap { s -> String? in
            if case .speech(let i) = s, blocks.contains(i.block) { return i.spokenText }
            return nil
        }.joined(separator: "\n")
        for t in DescriptorTexts.all(in: report) where !t.isEmpty {
            text = text.replacingOccurrences(of: preparer.prepare(t), with: " ")
            text = text.replacingOccurrences(of: t, with: " ")
        }
        return (text, script.voice)
    }

    @Test(.enabled(if: espeak != nil), arguments: Examples.names, languages)
    func shortDescriptionIsReadWithoutEnglishSwitches(example: String, language: String) throws {
        let (text, voice) = try Self.spoken(example, language, blocks: ["short"])
        // (en and zh examples carry an author summary in those languages: all descriptor text, nothing left.)
        let trace = try Self.phonemes(text, voice: voice)
        #expect(!trace.contains("(en)"), "English switch in \(language) \(example): \(text) → \(trace.prefix(400))")
    }

    @Test(.enabled(if: espeak != nil), arguments: Examples.names, languages)
    func everyOtherSpokenBlockIsReadWithoutEnglishSwitches(example: String, language: String) throws {
        let (text, voice) = try Self.spoken(example, language, blocks: ["long", "digest", "listen", "seriesCue"])
        let trace: String
        do { trace = try Self.phonemes(text, voice: voice) } catch {
            Issue.record("espeak-ng failed for \(language) \(example): \(error)")
            return
        }
        #expect(!trace.isEmpty, "espeak-ng gave no output for \(language) \(example)")
        #expect(!trace.contains("(en)"), "English switch in \(language) \(example): \(trace.prefix(600))")
    }
}
