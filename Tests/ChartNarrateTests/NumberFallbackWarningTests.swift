import Foundation
import Testing
import ChartNarrate
import Narration

/// An axis format that writes runaway numbers is said in scientific notation, and the run says so on standard
/// error once, located at the format, however many numbers fell back (issue 25).
@Suite struct NumberFallbackWarningTests {
    static let runaway = "precision-increment/0.0000000000000000000000000000000001 scale/1e300"

    /// A 200-point series whose every value the format writes in hundreds of characters.
    static func descriptor(format: String) -> String {
        let values = (1...200).map { String(($0 * 37) % 101 + 1) }.joined(separator: " ")
        return """
        <chart id="c" type="line">
        <title>T</title>
        <x-axis type="numeric"><title>X</title></x-axis>
        <y-axis format="\(format)"><title>Y</title></y-axis>
        <series name="S"><values x-start="1" x-step="1">\(values)</values></series>
        </chart>

        """
    }

    func run(_ arguments: [String], format: String = runaway) throws -> CLIRun {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("chartnarrate-fallback-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        try Self.descriptor(format: format).write(to: dir.appendingPathComponent("in.xml"), atomically: true, encoding: .utf8)
        return try CLIRun(["in.xml"] + arguments, in: dir)
    }

    func warnings(_ run: CLIRun) -> [Substring] {
        run.stderr.split(separator: "\n").filter { $0.contains("warning:") }
    }

    @Test func aRunWarnsOnceAtTheFormatHoweverManyNumbersFallBack() throws {
        let text = try run(["--no-audio", "--mode", "all"])
        #expect(text.status == 0, "\(text.stderr)")
        let found = warnings(text)
        #expect(found.count == 1, "\(text.stderr)")
        let warning = String(found.first ?? "")
        #expect(warning.hasPrefix("in.xml:4:9: warning: chart \"c\": the y-axis format"), "\(warning)")
        #expect(warning.contains("scientific notation"), "\(warning)")
        // 200 values and their statistics: far more than one number fell back.
        let count = warning.split(separator: "(").last.flatMap { Int($0.prefix { $0.isNumber || $0 == "," }.filter(\.isNumber)) } ?? 0
        #expect(count > 10, "\(warning)")
        // The numbers themselves are short.
        #expect(text.stdout.contains("E300"))
        #expect(SaneNumbers.problems(in: text.stdout).isEmpty)
    }

    @Test func theWarningIsNotANoticeQuietKeepsItAndTheDryRunGivesIt() throws {
        let quiet = try run(["--no-audio", "-q"])
        #expect(warnings(quiet).count == 1, "\(quiet.stderr)")
        let dry = try run(["--dry-run", "--length", "brief"])
        #expect(dry.status == 0, "\(dry.stderr)")
        #expect(warnings(dry).count == 1, "\(dry.stderr)")
    }

    @Test func anOrdinaryFormatGivesNoWarning() throws {
        let plain = try run(["--no-audio", "--mode", "all"], format: "precision-increment/0.01")
        #expect(plain.status == 0, "\(plain.stderr)")
        #expect(warnings(plain).isEmpty, "\(plain.stderr)")
        #expect(plain.stdout.contains(".00"))
    }

    @Test func theLibraryKeepsTheFirstFallbackAndTheCount() throws {
        let report = try ChartInput.load(bytes: Array(Self.descriptor(format: Self.runaway).utf8), name: "in.xml", format: .xml)
        let briefing = try ChartBriefing(report: report, options: .init(language: "en"))
        let log = try #require(briefing.narration.numberFallbacks)
        let first = try #require(log.first)
        #expect(first.chartID == "c" && first.axis == "y")
        #expect(first.length > NumberFallbackLog.maxLength && first.said.count <= NumberFallbackLog.maxLength)
        #expect(log.count > 1)
        // Standard input cannot be read again to locate the format: the warning names it.
        #expect(briefing.numberFallbackWarning(input: "-")?.hasPrefix("<stdin>: warning:") == true)
    }
}
