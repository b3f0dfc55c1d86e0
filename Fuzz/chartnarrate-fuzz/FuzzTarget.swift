// The libFuzzer targets over the three readers, the text narration, the briefing script and the audio timing
// layer (docs/security.md, scripts/fuzz.sh). One binary: CHARTNARRATE_FUZZ_FORMAT (descriptor, csv, vega-lite,
// message-pattern, vega-expression) says how its inputs are read, so each keeps its own corpus and dictionary.
//
// Built normally it replays inputs given as files (`chartnarrate-fuzz --format csv FILE...`: the test that keeps
// it from rotting); built by scripts/fuzz.sh (FUZZING defined, -sanitize=fuzzer,address) it runs libFuzzer.
import AudioRender
import ChartCSV
import ChartModel
import ChartNarrate
import Foundation
import Narration

/// One input: read it as the format says (CSV twice: with the default options and with options drawn from its
/// first bytes); a bad input must be refused with a located, sane message, never an internal error. A valid
/// one is narrated in English, Chinese and Arabic in every mode and text format, its briefing script built at
/// every length with its speech prepared, and the programme of each length planned with a stand-in voice and
/// its times checked (`TimingCheck`). A crash, a trap or a failed check is a finding.
enum FuzzTarget {
    enum Format: String, CaseIterable { case descriptor, csv, vegaLite = "vega-lite", messagePattern = "message-pattern", vegaExpression = "vega-expression" }

    /// Series longer than this are skipped: the target looks for wrong answers, not for slow ones.
    static let maxPoints = 2_000
    /// Programmes of more points or script characters than this are not timed: planning synthesizes every audio
    /// graph (up to 8 s of notes a series) and weighs every sample, seconds a programme under AddressSanitizer.
    static let maxTimedPoints = 400, maxScriptCharacters = 20_000

    nonisolated(unsafe) static var format = Format.descriptor

    static func run(_ bytes: [UInt8]) {
        OutputCheck.begin(bytes)
        switch format {
        case .descriptor: narrate(load(bytes, as: .xml))
        case .csv:
            narrate(load(bytes, as: .csv))
            narrate(load(bytes, as: .csv, csv: CSVOptionDraw.options(for: bytes)))
        case .vegaLite:
            // A data.url is read relative to the example specs' folder (the script runs from the package root), so
            // the example spec naming its CSV reads it; device and process files are not inputs.
            let text = OutputCheck.source
            guard !["/dev", "/proc", "/sys"].contains(where: text.contains) else { return }
            narrate(load(bytes, as: .vegaLite))
        case .messagePattern:
            let pattern = String(decoding: bytes, as: UTF8.self)
            // The pattern's own digits come back beside the value ("999…9{formatted}"): the oracle cannot tell
            // them from a runaway number of ours, so a pattern with more than 16 in a row is not tried (the
            // embedded values have at most 7 digits, so a longer run in the output is still ours).
            guard !pattern.contains(where: \.isNumber) || EmbeddedInput.longestDigitRun(pattern) <= 16 else { return }
            EmbeddedInput.onBoundedStack { narrate(load(EmbeddedInput.descriptor(unitPattern: pattern), as: .xml)) }
        case .vegaExpression:
            let expression = String(decoding: bytes, as: UTF8.self)
            EmbeddedInput.onBoundedStack { narrate(load(EmbeddedInput.vegaLite(expression: expression), as: .vegaLite)) }
        }
    }

    /// The report in `bytes`, or nil when it is refused as the command would refuse it.
    static func load(_ bytes: [UInt8], as format: InputFormat, csv: CSVChartOptions = CSVChartOptions()) -> Report? {
        do {
            let report = try ChartInput.load(bytes: bytes, name: "fuzz", format: format, csv: csv, baseDirectory: "examples/vega-lite")
            return report.pointCount <= maxPoints ? report : nil
        } catch {
            // A message may quote the input (its white space collapsed) and name NaN as the way to write a missing
            // value: only a runaway number the input does not hold is a finding in it.
            let message = error.description
            for run in OutputCheck.longDigitRuns(message)
            where !OutputCheck.source.contains(run) && !OutputCheck.sourceOneSpaced.contains(run) {
                OutputCheck.fail("the error message", "a run of more than 24 digits", message)
            }
            switch error {
            case .internalError: OutputCheck.fail("reading", "an internal error for bad input", message)
            case .descriptor(let e):
                if case .invalid(let diagnostics) = e {
                    for d in diagnostics where d.line < 1 || d.column < 1 || d.message.isEmpty {
                        OutputCheck.fail("reading", "an unlocated or empty diagnostic", message)
                    }
                }
            default: break
            }
            return nil
        }
    }

    static func narrate(_ report: Report?) {
        guard let report else { return }
        // Which language's programme is timed, and at which length: drawn from the input's size, so a run
        // times every pairing while one input stays quick (planning walks every sample of the programme).
        let draw = OutputCheck.source.utf8.count
        let timed = (language: ["en", "zh", "ar"][(draw / 3) % 3], length: BriefingLength.allCases[draw % 3])
        for language in ["en", "zh", "ar"] {
            guard let briefing = try? ChartBriefing(report: report, narrator: narrator(language, .standard)) else { continue }
            for format in TextFormat.allCases {
                let mode: NarrationMode = format == .text ? .all : .overview
                if let text = try? briefing.text(mode: mode, format: format) { OutputCheck.check(text, "\(language) \(format)") }
            }
            for length in BriefingLength.allCases {
                let script: BriefingScript
                do {
                    script = try narrator(language, length).briefingScript(for: report, narration: briefing.narration)
                } catch {
                    OutputCheck.fail("\(language) \(length) script", "no script", error.description)
                }
                for case .speech(let item) in script.segments {
                    OutputCheck.check(item.text, "\(language) \(length) script")
                    OutputCheck.check(item.spokenText, "\(language) \(length) speech")
                }
                if (language, length) == timed { time(script, report, "\(language) \(length)") }
            }
        }
        OutputCheck.check(Outline.render(report, language: nil), "outline")
    }

    /// One narrator per language and length, made once: loading a catalog is not what is fuzzed.
    nonisolated(unsafe) static var narrators: [String: Narrator] = [:]

    static func narrator(_ language: String, _ length: BriefingLength) -> Narrator {
        let key = "\(language) \(length)"
        if let narrator = narrators[key] { return narrator }
        var options = NarrationOptions(language: language)
        options.walkthroughThreshold = 50
        options.briefingLength = length
        do { narrators[key] = try Narrator(options: options) } catch {
            OutputCheck.fail("the \(key) narrator", "no narrator", error.description)
        }
        return narrators[key]!
    }

    /// Plans the programme of `script` with the stand-in voice, graph labels spoken, and checks its times.
    static func time(_ script: BriefingScript, _ report: Report, _ what: String) {
        let characters = script.segments.reduce(0) { if case .speech(let item) = $1 { $0 + item.spokenText.count } else { $0 } }
        guard characters <= maxScriptCharacters, report.pointCount <= maxTimedPoints else { return }
        var options = AudioOptions()
        options.graphLabels = true
        let programme: RenderedProgramme
        do { programme = try AudioRenderer(options: options).timing(script: script, report: report, speech: StandInSpeech()) } catch {
            OutputCheck.fail("\(what) programme", "planning failed", "\(error)")
        }
        TimingCheck.check(programme, captions: CaptionWriter().webVTT(programme.timeline), "\(what) programme")
    }

    /// The format named by CHARTNARRATE_FUZZ_FORMAT (default: descriptor); an unknown name stops the run.
    static func formatFromEnvironment() -> Format {
        let name = ProcessInfo.processInfo.environment["CHARTNARRATE_FUZZ_FORMAT"] ?? "descriptor"
        guard let format = Format(rawValue: name) else {
            FileHandle.standardError.write(Data("chartnarrate-fuzz: CHARTNARRATE_FUZZ_FORMAT=\(name): use \(Format.allCases.map(\.rawValue).joined(separator: ", "))\n".utf8))
            exit(64)
        }
        return format
    }
}

#if FUZZING
// SwiftPM gives an executable's entry point its own name and aliases `main` to it, so libFuzzer's own main is
// never linked; this entry point hands control to libFuzzer's driver instead.
@_silgen_name("LLVMFuzzerRunDriver")
func LLVMFuzzerRunDriver(_ argc: UnsafeMutablePointer<Int32>,
                         _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>>,
                         _ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> Int32) -> Int32

@main
struct FuzzMain {
    static func main() {
        FuzzTarget.format = FuzzTarget.formatFromEnvironment()
        var argc = CommandLine.argc
        var argv = CommandLine.unsafeArgv
        exit(LLVMFuzzerRunDriver(&argc, &argv) { data, size in
            FuzzTarget.run(data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? [])
            return 0
        })
    }
}
#else
/// Without libFuzzer: `chartnarrate-fuzz --format FORMAT FILE...` runs the target once on each file (a crash or
/// a failed check aborts), so the suite can keep the harness working (`FuzzHarnessTests`).
@main
struct FuzzReplay {
    static func main() {
        var arguments = Array(CommandLine.arguments.dropFirst())
        if arguments.first == "--format", arguments.count >= 2 {
            guard let format = FuzzTarget.Format(rawValue: arguments[1]) else {
                FileHandle.standardError.write(Data("chartnarrate-fuzz: unknown format \(arguments[1])\n".utf8))
                exit(64)
            }
            FuzzTarget.format = format
            arguments.removeFirst(2)
        } else {
            FuzzTarget.format = FuzzTarget.formatFromEnvironment()
        }
        guard !arguments.isEmpty else {
            print("chartnarrate-fuzz is a libFuzzer target: build and run it with scripts/fuzz.sh (see docs/security.md); built without libFuzzer it replays files: chartnarrate-fuzz --format descriptor|csv|vega-lite|message-pattern|vega-expression FILE...")
            return
        }
        for path in arguments {
            guard let data = FileManager.default.contents(atPath: path) else {
                FileHandle.standardError.write(Data("chartnarrate-fuzz: cannot read \(path)\n".utf8))
                exit(66)
            }
            FuzzTarget.run([UInt8](data))
            let c = TimingCheck.checked
            print("ran \(path): timed \(c.programmes) programmes: \(c.segments) segments, \(c.words) words, \(c.markers) markers, \(c.labels) labels, \(c.chapters) chapters, \(c.cues) caption cues")
        }
    }
}
#endif
