import Foundation
import Testing
@testable import Narration

/// The prepared Chinese speech must never make espeak-ng switch to English: its phoneme trace (`-x`)
/// shows "(en)" where that happens. Text with Latin letters from the descriptor (e.g. a magazine name)
/// is data and is left out of this check.
@Suite struct EspeakPhonemeTests {
    static var espeak: String? {
        ["/usr/bin/espeak-ng", "/usr/local/bin/espeak-ng"].first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    func phonemes(_ text: String, voice: String) throws -> String {
        let p = Process()
        p.executableURL = URL(fileURLWithPath: Self.espeak!)
        p.arguments = ["-v", voice, "-x", "-q", text]
        let pipe = Pipe()
        p.standardOutput = pipe
        try p.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        p.waitUntilExit()
        return String(decoding: data, as: UTF8.self)
    }

    @Test(.enabled(if: espeak != nil), arguments: Examples.names + ["steps-sample"])
    func chineseSpeechHasNoEnglishSwitches(example: String) throws {
        let report = example == "steps-sample" ? SampleReports.steps : try Examples.report(example)
        let n = try Narrator(language: "zh")
        let script = try n.briefingScript(for: report, narration: try n.narrate(report))
        let items = script.segments.compactMap { s -> SpeechItem? in if case .speech(let i) = s { return i }; return nil }
            .filter { !$0.text.contains { $0.isASCII && $0.isLetter } }
        #expect(!items.isEmpty)
        let trace = try phonemes(items.map(\.spokenText).joined(separator: "\n"), voice: script.voice)
        #expect(!trace.contains("(en)"), "English switch in \(example): \(trace.prefix(300))")
    }
}
