// The libFuzzer target over the descriptor reader and the text narration (docs/security.md, scripts/fuzz.sh).
//
// Built normally it is a stub that says how to build it; built by scripts/fuzz.sh (FUZZING defined,
// -sanitize=fuzzer,address) it runs libFuzzer's driver on `FuzzTarget.run`.
import ChartDescriptorXML
import ChartModel
import ChartNarrate
import Foundation
import Narration

/// One input: read it as a descriptor; when valid, narrate it in English, Chinese and Arabic in every mode and
/// text format, prepare its speech, and render its outline. A crash, a trap, or an output with NaN, infinity,
/// "-0" or a runaway digit string is a finding (the last three abort, so libFuzzer keeps the input).
enum FuzzTarget {
    /// Series longer than this are skipped: the target looks for wrong answers, not for slow ones.
    static let maxPoints = 2_000

    static func run(_ bytes: [UInt8]) {
        // What the descriptor itself says may come back in its own words (a series named "-0S" or "NaN"):
        // only a token the input does not contain is ours.
        source = String(decoding: bytes, as: UTF8.self)
        // The reader collapses a title's line breaks and runs of spaces: rows of numbers written over several
        // lines come back joined by single spaces, and are still the input's.
        sourceOneSpaced = source.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        guard let report = try? DescriptorReader(maxErrors: 10).read(bytes: bytes, fileName: "fuzz.xml"),
              report.pointCount <= maxPoints, AxisFormatCheck.problems(in: report).isEmpty else { return }
        for language in ["en", "zh", "ar"] {
            var options = NarrationOptions(language: language)
            options.walkthroughThreshold = 50
            guard let briefing = try? ChartBriefing(report: report, options: options) else { continue }
            for format in TextFormat.allCases {
                let mode: NarrationMode = format == .text ? .all : .overview
                if let text = try? briefing.text(mode: mode, format: format) { check(text, "\(language) \(format)") }
            }
            if let script = try? briefing.script() {
                for case .speech(let item) in script.segments { check(item.spokenText, "\(language) speech") }
            }
        }
        check(Outline.render(report, language: nil), "outline")
    }

    /// The input being run, as text.
    nonisolated(unsafe) static var source = ""
    /// The input with every run of white space as one space.
    nonisolated(unsafe) static var sourceOneSpaced = ""

    /// Aborts on NaN, infinity, a negative zero or more than 24 digits in a row (unless the input has them itself).
    static func check(_ text: String, _ what: String) {
        for word in ["NaN", "∞", "ليس رقم", "Infinity"] where text.contains(word) && !source.contains(word) {
            fail(what, word, text)
        }
        for run in longDigitRuns(text) where !source.contains(run) && !sourceOneSpaced.contains(run) {
            fail(what, "a run of more than 24 digits", text)
        }
        let minusZeroIsOurs = !source.contains("-0")
        let chars = Array(text)
        for (i, c) in chars.enumerated() {
            // A minus, a zero, and neither more digits nor a letter around them: a number said as "-0".
            if minusZeroIsOurs, c == "-" || c == "−", i + 1 < chars.count, chars[i + 1] == "0" || chars[i + 1] == "٠",
               i + 2 >= chars.count || !(chars[i + 2].isNumber || chars[i + 2].isLetter || ".,٫".contains(chars[i + 2])),
               i == 0 || !(chars[i - 1].isNumber || chars[i - 1].isLetter) {
                fail(what, "-0", text)
            }
        }
    }

    /// The runs of more than 24 digits in `text`, digits joined by one group or decimal separator or a space
    /// counting as one number ("1 234 567"). A run the input holds word for word is the input's, not ours: an
    /// attribute holding rows of numbers ("4372 4074 3889 …") comes back in the JSON's `id`.
    static func longDigitRuns(_ text: String) -> [String] {
        let chars = Array(text)
        var runs: [String] = []
        var start: Int?
        var digits = 0
        for i in chars.indices {
            let c = chars[i]
            if c.isNumber {
                if start == nil { start = i }
                digits += 1
            } else if start != nil, !(",. \u{a0}\u{202f}٬٫'".contains(c) && i + 1 < chars.count && chars[i + 1].isNumber) {
                if digits > 24 { runs.append(String(chars[start!..<i])) }
                start = nil
                digits = 0
            }
        }
        if let start, digits > 24 { runs.append(String(chars[start...])) }
        return runs
    }

    static func fail(_ what: String, _ problem: String, _ text: String) -> Never {
        FileHandle.standardError.write(Data("chartnarrate-fuzz: \(problem) in \(what):\n\(text.prefix(4000))\n".utf8))
        abort()
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
        var argc = CommandLine.argc
        var argv = CommandLine.unsafeArgv
        exit(LLVMFuzzerRunDriver(&argc, &argv) { data, size in
            FuzzTarget.run(data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? [])
            return 0
        })
    }
}
#else
@main
struct FuzzStub {
    static func main() {
        print("chartnarrate-fuzz is a libFuzzer target: build and run it with scripts/fuzz.sh (see docs/security.md)")
    }
}
#endif
