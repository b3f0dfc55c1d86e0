import Foundation
import Testing

/// One case of the bad-input corpus (Corpus/cases.json): a descriptor and a command line, and what the
/// command must answer.
struct CorpusCase: Decodable, Sendable, CustomTestStringConvertible {
    /// A name saying what is wrong.
    let name: String
    /// The descriptor: inline text, `@file` in Corpus/, `gen:<name>` (built by `CorpusInputs`), or an absolute
    /// path used as it is (`/dev/zero`, `.` for the case's own folder).
    let input: String?
    /// `file` (default: the input is the path `{input}` stands for) or `stdin` (`{input}` is `-`).
    let via: String?
    /// The arguments; `{input}` stands for the input.
    let args: [String]
    /// The expected exit status.
    let exit: Int32
    /// A fragment standard error must contain.
    let stderr: String?
    /// A fragment standard output must contain.
    let stdout: String?
    /// The files the run must leave in its folder besides the input.
    let outputs: [String]?
    /// Where standard output goes instead of being captured (`/dev/full`).
    let stdoutTo: String?
    /// For a case that once took far longer (a quadratic pass): the seconds it must finish in, a wide
    /// margin over the release build's time, so that the return of the slow path fails and noise does not.
    let maxSeconds: Double?

    var testDescription: String { name }

    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Corpus")

    static let all: [CorpusCase] = {
        guard let data = try? Data(contentsOf: folder.appendingPathComponent("cases.json")),
              let cases = try? JSONDecoder().decode([CorpusCase].self, from: data) else { return [] }
        return cases
    }()
}

/// The bad-input corpus: every case gives its documented exit code and message, leaves no file behind, and
/// never prints NaN, ∞, "-0" or a runaway number in its results. Audio cases use short series and graphs.
@Suite struct BadInputCorpusTests {
    @Test func theCorpusIsLargeAndCoversEveryExitCode() {
        #expect(CorpusCase.all.count >= 80)
        #expect(Set(CorpusCase.all.map(\.exit)) == [0, 64, 65, 66, 73])
        #expect(Set(CorpusCase.all.map(\.name)).count == CorpusCase.all.count, "case names are unique")
    }

    @Test(arguments: CorpusCase.all)
    func caseGivesItsExitCodeAndMessageAndLeavesNothing(_ c: CorpusCase) throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("chartnarrate-corpus-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }

        var inputPath: String?
        var expected: Set<String> = Set(c.outputs ?? [])
        if let input = c.input {
            if input.hasPrefix("/") {
                inputPath = input
            } else if input == "." {
                inputPath = dir.path
            } else {
                try CorpusInputs.bytes(for: input).write(to: dir.appendingPathComponent("in.xml"))
                inputPath = "in.xml"
                expected.insert("in.xml")
            }
        }
        let viaStdin = c.via == "stdin"
        let arguments = c.args.map { $0 == "{input}" ? (viaStdin ? "-" : inputPath ?? "") : $0 }
        let stdinFile = viaStdin ? inputPath.map { $0.hasPrefix("/") ? URL(fileURLWithPath: $0) : dir.appendingPathComponent($0) } : nil
        let started = Date()
        let run = try CLIRun(arguments, stdin: viaStdin ? nil : "", stdinFile: stdinFile,
                             stdoutFile: c.stdoutTo.map(URL.init(fileURLWithPath:)), in: dir)
        let elapsed = Date().timeIntervalSince(started)
        if let bound = c.maxSeconds { #expect(elapsed < bound, "\(c.name): took \(elapsed) s, bound \(bound) s") }
        CorpusTimes.record(c, seconds: elapsed, inputBytes: inputPath == "in.xml"
            ? (try? FileManager.default.attributesOfItem(atPath: dir.appendingPathComponent("in.xml").path)[.size] as? Int) ?? 0 : 0)

        #expect(run.status == c.exit, "\(c.name): \(run.stderr)")
        if let fragment = c.stderr { #expect(run.stderr.contains(fragment), "\(c.name): \(run.stderr)") }
        if let fragment = c.stdout { #expect(run.stdout.contains(fragment), "\(c.name): \(run.stdout.prefix(2000))") }
        if c.exit != 0 { #expect(!run.stderr.contains("internal error"), "\(c.name): \(run.stderr)") }
        let left = Set(try FileManager.default.contentsOfDirectory(atPath: dir.path))
        #expect(left == expected, "\(c.name): files left \(left.sorted())")
        // Results only: diagnostics quote the input as written (y="Infinity" is not a number).
        #expect(SaneNumbers.problems(in: run.stdout).isEmpty, "\(c.name): \(SaneNumbers.problems(in: run.stdout))")
    }
}

/// With CHARTNARRATE_CORPUS_TIMES=<file>, each case appends "name, exit code, input bytes, seconds" to the file
/// (docs/security.md: the corpus timed with the release build). Times are reported; only a case's own
/// `maxSeconds` bound is asserted.
enum CorpusTimes {
    static func record(_ c: CorpusCase, seconds: Double, inputBytes: Int) {
        guard let path = ProcessInfo.processInfo.environment["CHARTNARRATE_CORPUS_TIMES"], !path.isEmpty else { return }
        let fd = open(path, O_WRONLY | O_CREAT | O_APPEND, 0o644)
        guard fd >= 0 else { return }
        defer { close(fd) }
        let line = "\(c.name)\t\(c.exit)\t\(inputBytes)\t\(String(format: "%.3f", seconds))\n"
        _ = line.withCString { write(fd, $0, strlen($0)) }
    }
}

/// What no output may contain: NaN, infinity, a negative zero, or a run of digits no one could read.
enum SaneNumbers {
    static func problems(in text: String) -> [String] {
        var found: [String] = []
        for word in ["NaN", "nan", "∞", "inf", "Infinity", "ليس رقم"] where text.contains(word) {
            // "inf" inside words ("information", "infix") is fine; only a standalone token counts.
            if word == "inf" || word == "nan" {
                if text.split(whereSeparator: { !$0.isLetter }).contains(where: { $0 == word }) { found.append(word) }
            } else {
                found.append(word)
            }
        }
        let chars = Array(text)
        var run = 0
        for (i, c) in chars.enumerated() {
            if c.isNumber {
                run += 1
                if run > 24 { found.append("a run of more than 24 digits"); break }
            } else if !(",. \u{a0}\u{202f}٬٫'".contains(c) && i + 1 < chars.count && chars[i + 1].isNumber) {
                run = 0
            }
            // A minus before a zero that is not followed by more digits or a decimal part.
            if (c == "-" || c == "−"), i + 1 < chars.count, chars[i + 1] == "0" || chars[i + 1] == "٠",
               i + 2 >= chars.count || !(chars[i + 2].isNumber || chars[i + 2].isLetter || ".,٫".contains(chars[i + 2])),
               i == 0 || !(chars[i - 1].isNumber || chars[i - 1].isLetter) {
                found.append("-0")
            }
        }
        return found
    }
}

/// Inputs of the corpus that are built rather than stored: large, repetitive or binary.
enum CorpusInputs {
    static func bytes(for input: String) throws -> Data {
        if input.hasPrefix("@") {
            return try Data(contentsOf: CorpusCase.folder.appendingPathComponent(String(input.dropFirst())))
        }
        guard input.hasPrefix("gen:") else { return Data(input.utf8) }
        return Data(generated(String(input.dropFirst(4))).utf8)
    }

    static func chart(title: String = "<title>T</title>", axes: String? = nil, series: String) -> String {
        let axes = axes ?? #"<x-axis type="numeric"><title>X</title></x-axis><y-axis><title>Y</title></y-axis>"#
        return #"<chart id="c" type="line">"# + "\n" + title + "\n" + axes + "\n" + series + "\n</chart>\n"
    }

    static let points = #"<series name="S"><point x="1" y="2"/><point x="2" y="5"/><point x="3" y="4"/></series>"#

    static func generated(_ name: String) -> String {
        switch name {
        case "deepNesting":
            return #"<chart id="c" type="line">"# + String(repeating: "<a>", count: 5000)
                + String(repeating: "</a>", count: 5000) + "</chart>"
        case "hugeAttribute":
            return chart(series: #"<series name="S"><point x="1" y="1"# + String(repeating: "0", count: 500_000) + #"x"/></series>"#)
        case "manyAttributes":
            return chart(series: #"<series name="S"><point x="1" y="2" "# + (0..<10_000).map { "a\($0)=\"\"" }.joined(separator: " ")
                + "/></series>")
        case "hundredsOfThousandsOfAttributes":
            // libxml2 2.9 checks each attribute against all earlier ones: 20 s before the reader bounded them.
            return chart(series: #"<series name="S"><point x="1" y="2" "# + (0..<300_000).map { "a\($0)=\"\"" }.joined(separator: " ")
                + "/></series>")
        case "manyTranslations":
            return chart(title: "<title>T</title>" + (0..<300).map { #"<title xml:lang="x-t\#($0)">T\#($0)</title>"# }.joined(), series: points)
        case "longTitle":
            return chart(title: "<title>" + String(repeating: "Step rose.", count: 1024) + "</title>", series: points)
        case "manySeries":
            return chart(series: (0..<100).map { #"<series name="S\#($0)"><values x-start="1" x-step="1">\#($0) 3 \#($0 % 7) 5 1</values></series>"# }.joined(separator: "\n"))
        case "twoThousandTwoPointSeries":
            // County-level data: many short series, about one in nine flat (a constant series is a reference line).
            return chart(series: (0..<2_000).map { #"<series name="S\#($0)"><point x="1" y="\#(($0 * 7) % 9 + 1)"/><point x="2" y="\#(($0 * 5 + 3) % 9 + 1)"/></series>"# }.joined(separator: "\n"))
        case "manyCategories":
            let axes = #"<x-axis type="category"><title>X</title>"# + (0..<300).map { #"<category id="c\#($0)"/>"# }.joined()
                + #"</x-axis><y-axis><title>Y</title></y-axis>"#
            return chart(axes: axes, series: #"<series name="S">"# + (0..<300).map { #"<point x="c\#($0)" y="\#(($0 * 37) % 101)"/>"# }.joined() + "</series>")
                .replacingOccurrences(of: #"type="line""#, with: #"type="bar""#)
        case "lateDoctype":
            return "<!--" + String(repeating: "x", count: 70_000) + "-->\n<!DOCTYPE chart [<!ENTITY x \"y\">]>\n" + chart(series: points)
        default:
            return "unknown generator \(name)"
        }
    }
}
