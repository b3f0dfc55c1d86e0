import Foundation
import Testing
import ChartNarrate

/// `chartnarrate explore` in scripted mode: the lines the library says, from --keys or standard input,
/// the recording, and the command line's mistakes.
@Suite struct ExploreCommandTests {
    /// The lines the library says for a key script (the opening first).
    static func expectedLines(_ example: String, _ language: String, keys: String, sound: Bool = false) throws -> [String] {
        var explorer = try ExplorerTests.explorer(example, language, sound: sound)
        var lines = try explorer.opening().lines
        for key in try ExplorerKey.script(keys) {
            let step = try explorer.perform(key.command!)
            lines += step.lines
            if step.quits { break }
        }
        return lines
    }

    static let keys = "→ → ↓ ] pgdn end d s ? q"

    @Test(arguments: [("daily-steps", "en"), ("daily-steps", "zh"), ("monthly-temperature", "en"), ("monthly-temperature", "zh")])
    func scriptedKeysPrintTheLibrarysLines(example: String, language: String) throws {
        let run = try CLIRun(["explore", "examples/\(example).xml", "--lang", language, "--keys", Self.keys])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stderr.isEmpty)
        let expected = try Self.expectedLines(example, language, keys: Self.keys)
        #expect(run.stdout == expected.joined(separator: "\n") + "\n")
    }

    @Test func keysOnStandardInputWhenItIsNotATerminal() throws {
        let piped = try CLIRun(["explore", "examples/monthly-temperature.xml"], stdin: "→ →\n\u{1B}[B ]\nq\n")
        let given = try CLIRun(["explore", "examples/monthly-temperature.xml", "--keys", "→ → ↓ ] q"])
        #expect(piped.status == 0 && given.status == 0)
        #expect(piped.stdout == given.stdout)
        #expect(piped.stdout.split(separator: "\n").count == 5)
    }

    /// A CSV and a Vega-Lite spec are explored as the main command reads them, with its input options.
    @Test func csvAndVegaLiteAreExploredWithTheMainCommandsInputOptions() throws {
        let args = try InputFormatCommandTests.csvArguments("quarterly-revenue")
        let csv = try CLIRun(["explore", "examples/csv/quarterly-revenue.csv"] + args + ["--x", "Quarter", "--keys", "→ ] d q"])
        #expect(csv.status == 0, "\(csv.stderr)")
        let xml = try CLIRun(["explore", "examples/quarterly-revenue.xml", "--keys", "→ ] d q"])
        #expect(csv.stdout.contains("North America"), "\(csv.stdout)")
        #expect(csv.stdout.split(separator: "\n").count == xml.stdout.split(separator: "\n").count, "\(csv.stdout)\n---\n\(xml.stdout)")
        let vega = try CLIRun(["explore", "examples/vega-lite/car-scatter.vl.json", "--keys", "→ q"])
        #expect(vega.status == 0, "\(vega.stderr)")
        #expect(vega.stdout.split(separator: "\n").count == 2)
        // A CSV option with a descriptor is refused as by the main command.
        let mixed = try CLIRun(["explore", "examples/quarterly-revenue.xml", "--x", "Quarter", "--keys", "q"])
        #expect(mixed.status == 64 && mixed.stderr.contains("--x describes the columns of a CSV file"), "\(mixed.stderr)")
    }

    @Test func aScriptWithoutQEndsAtItsLastKey() throws {
        let run = try CLIRun(["explore", "examples/quarterly-revenue.xml", "--keys", "→"])
        #expect(run.status == 0)
        #expect(run.stdout.split(separator: "\n").count == 2)
    }

    @Test func mistakesAreUsageErrorsBeforeAnyOutput() throws {
        let cases: [([String], String)] = [
            (["--keys", "→ x q"], "--keys: 'x' is not an explorer key"),
            (["--record", "/tmp/x.wav", "--keys", "q"], "--record writes what --sound and --speak play"),
            (["--record", "/tmp/x.txt", "--sound", "--keys", "q"], "txt"),
            (["--mode", "long", "--keys", "q"], "--mode does not apply to explore"),
            (["--speek", "--keys", "q"], "did you mean --speak?"),
            (["--keys"], "--keys needs a value"),
        ]
        for (arguments, message) in cases {
            let run = try CLIRun(["explore", "examples/quarterly-revenue.xml"] + arguments)
            #expect(run.status == 64, "\(arguments)")
            #expect(run.stdout.isEmpty, "\(arguments)")
            #expect(run.stderr.contains(message), "\(arguments): \(run.stderr)")
        }
        let noInput = try CLIRun(["explore", "--keys", "q"])
        #expect(noInput.status == 64 && noInput.stderr.contains("no descriptor given"))
        let missing = try CLIRun(["explore", "no/such.xml", "--keys", "q"])
        #expect(missing.status == 66)
    }

    @Test func helpListsTheExplorersOptions() throws {
        let run = try CLIRun(["explore", "--help"])
        #expect(run.status == 0)
        for option in ["--sound", "--speak", "--keys", "--record", "--tui", "--lang"] { #expect(run.stdout.contains(option)) }
        #expect(!run.stdout.contains("--mode"))
        #expect(try CLIRun(["--help"]).stdout.contains("chartnarrate explore <descriptor.xml | data.csv | spec.vl.json>"))
        for option in ["--x ", "--y ", "--input-format", "--y-format"] { #expect(run.stdout.contains(option)) }
    }

    @Test func withoutADeviceSoundIsOffWithOneNoticeAndNothingElseOnStandardError() throws {
        let run = try CLIRun(["explore", "examples/quarterly-revenue.xml", "--sound", "--keys", "→ space q"])
        #expect(run.status == 0)
        if run.stderr.contains("No audio device") {
            // No sound server and no card (CI, this machine): libasound's own complaints stay muted.
            #expect(run.stderr == "No audio device: sound and speech are off.\n")
            // --sound was given: Space does not tell the user to add it.
            #expect(!run.stdout.contains("start the explorer with --sound"), "\(run.stdout)")
            #expect(run.stdout.contains("No audio device"))
        } else {
            #expect(run.stdout.contains("Playing North America from Q1 to the end"))
        }
    }

    @Test func withADeviceEveryStepPlaysAndTheExplorerEndsCleanly() throws {
        // ALSA's null device stands in for a sound card (PulseAudio pointed nowhere, so a desktop's server is
        // not used): the player's thread, writes, drain and close run as on a real device.
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("explore-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let config = directory.appendingPathComponent("alsa.conf")
        try "</usr/share/alsa/alsa.conf>\npcm.!default { type null }\n".write(to: config, atomically: true, encoding: .utf8)
        let run = try CLIRun(["explore", "examples/quarterly-revenue.xml", "--sound", "--speak", "--keys", "→ → space esc q"],
                             environment: ["ALSA_CONFIG_PATH": config.path, "PULSE_SERVER": "unix:\(directory.path)/none"])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stderr.isEmpty, "a device was found, so there is no notice: \(run.stderr)")
        #expect(run.stdout.contains("Playing North America from Q2 to the end; Esc stops.\nStopped.\n"))
    }

    @Test func theRecordingHoldsEachStepsToneInTurn() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("explore-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent("session.wav").path
        let keys = "→ → → ↓ home q"
        let run = try CLIRun(["explore", "examples/quarterly-revenue.xml", "--sound", "--record", path, "--keys", keys])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout == (try Self.expectedLines("quarterly-revenue", "en", keys: keys, sound: true)).joined(separator: "\n") + "\n")
        let (samples, rate, channels) = try readWAV(path)
        #expect(rate == 48000 && channels == 2)
        // Five tones of 0.2 s with 0.15 s between them.
        let tone = 0.2, gap = ExplorerRecording.stepGap
        #expect(abs(Double(samples.count / 2) / 48000 - (5 * tone + 4 * gap)) < 0.002)
        let chart = try ExplorerTests.explorer("quarterly-revenue", "en").briefing.report.charts[0]
        let expected = [(0, 0), (0, 1), (0, 2), (1, 2), (1, 0)].map { ExplorerSoundTests.graphFrequencies(chart, series: $0.0)[$0.1]! }
        for (k, f) in expected.enumerated() {
            let start = Double(k) * (tone + gap)
            let from = Int((start + 0.04) * 48000), to = Int((start + 0.16) * 48000)
            let mono: [Float] = (from..<to).map { (f: Int) -> Float in samples[2 * f] + samples[2 * f + 1] }
            let heard = ExplorerSoundTests.strongestFrequency(mono[...], sampleRate: 48000)
            #expect(abs(heard / f - 1) < 0.01, "step \(k + 1): heard \(heard) Hz, expected \(f) Hz")
        }
    }

    @Test func withSpeakTheRecordingSpeaksAfterEachTone() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("explore-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent("session.wav").path
        let run = try CLIRun(["explore", "examples/quarterly-revenue.xml", "--lang", "zh", "--sound", "--speak",
                              "--record", path, "--keys", "→ q"])
        #expect(run.status == 0, "\(run.stderr)")
        let (samples, _, _) = try readWAV(path)
        // The opening is spoken first (no tone), then the point's tone and its line: well over the 0.2 s tone.
        let seconds = Double(samples.count / 2) / 48000
        #expect(seconds > 3)
        let loud = stride(from: 0, to: samples.count / 2 - 4800, by: 4800).filter { block in
            (block..<(block + 4800)).reduce(0.0) { $0 + Double(samples[2 * $1]) * Double(samples[2 * $1]) } / 4800 > 1e-4
        }
        #expect(Double(loud.count) * 0.1 > seconds * 0.5, "mostly sound, not silence")
    }

    /// Interleaved samples, sample rate and channels of a 16-bit PCM WAV file (what chartnarrate writes for .wav),
    /// read by walking its RIFF chunks.
    func readWAV(_ path: String) throws -> ([Float], Int, Int) {
        let data = [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
        func u32(_ i: Int) -> Int { Int(data[i]) | Int(data[i + 1]) << 8 | Int(data[i + 2]) << 16 | Int(data[i + 3]) << 24 }
        func u16(_ i: Int) -> Int { Int(data[i]) | Int(data[i + 1]) << 8 }
        try #require(data.count > 12 && String(decoding: data[0..<4], as: UTF8.self) == "RIFF")
        var i = 12, rate = 0, channels = 0, bits = 0
        while i + 8 <= data.count {
            let id = String(decoding: data[i..<(i + 4)], as: UTF8.self), size = u32(i + 4)
            if id == "fmt " { channels = u16(i + 10); rate = u32(i + 12); bits = u16(i + 22) }
            if id == "data" {
                try #require(bits == 16)
                let samples = stride(from: i + 8, to: min(i + 8 + size, data.count) - 1, by: 2).map {
                    Float(Int16(bitPattern: UInt16(u16($0)))) / 32768
                }
                return (samples, rate, channels)
            }
            i += 8 + size + size % 2
        }
        Issue.record("no data chunk in \(path)")
        return ([], rate, channels)
    }
}
