import Foundation
import Testing

/// CSV and Vega-Lite inputs on the command line: the same narration as the descriptors they come from, `convert`,
/// and located errors for bad files.
@Suite struct InputFormatCommandTests {
    /// The CSV example's options, one argument per line (examples/csv/<name>.args, usable with `xargs -d '\n' -a`).
    static func csvArguments(_ name: String) throws -> [String] {
        let text = try String(contentsOf: CLIRun.repoRoot.appendingPathComponent("examples/csv/\(name).args"), encoding: .utf8)
        return text.split(separator: "\n").map(String.init)
    }

    static let csvExamples = ["hourly-load", "monthly-temperature", "quarterly-revenue"]
    static let vegaLiteExamples = ["car-scatter", "monthly-temperature", "quarterly-revenue"]

    @Test(arguments: csvExamples)
    func csvVersionNarratesLikeTheDescriptor(name: String) throws {
        for format in ["text", "markdown"] {
            let common = ["--no-audio", "--mode", "all", "--format", format, "--lang", "en"]
            let xml = try CLIRun(["examples/\(name).xml"] + common)
            let csv = try CLIRun(["examples/csv/\(name).csv"] + common + Self.csvArguments(name))
            #expect(xml.status == 0 && csv.status == 0, "\(csv.stderr)")
            #expect(csv.stdout == xml.stdout, "\(name) \(format): the CSV narration differs from the descriptor's")
        }
    }

    @Test(arguments: vegaLiteExamples)
    func vegaLiteVersionNarratesLikeTheDescriptor(name: String) throws {
        for format in ["text", "markdown"] {
            let common = ["--no-audio", "--mode", "all", "--format", format, "--lang", "en"]
            let xml = try CLIRun(["examples/\(name).xml"] + common)
            let vl = try CLIRun(["examples/vega-lite/\(name).vl.json"] + common)
            #expect(xml.status == 0 && vl.status == 0, "\(vl.stderr)")
            #expect(vl.stdout == xml.stdout, "\(name) \(format): the Vega-Lite narration differs from the descriptor's")
        }
    }

    @Test(arguments: csvExamples)
    func convertWritesADescriptorThatNarratesTheSame(name: String) throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("cn-convert-\(getpid())-\(name)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let converted = try CLIRun(["convert", "examples/csv/\(name).csv"] + Self.csvArguments(name))
        #expect(converted.status == 0, "\(converted.stderr)")
        let path = dir.appendingPathComponent("\(name).xml").path
        try converted.stdout.write(toFile: path, atomically: true, encoding: .utf8)
        #expect(try CLIRun(["--validate", path]).stdout.hasPrefix("ok: 1 chart"))
        let fromXML = try CLIRun([path, "--no-audio", "--mode", "all"])
        let fromCSV = try CLIRun(["examples/csv/\(name).csv", "--no-audio", "--mode", "all"] + Self.csvArguments(name))
        #expect(fromXML.stdout == fromCSV.stdout)
    }

    @Test func badCSVIsALocatedErrorWithExit65() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("cn-badcsv-\(getpid())")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        try "Date;Steps\n2024-01-01;8040\n2024-01-02;8,5\n2024-13-01;9000\n".write(to: dir.appendingPathComponent("bad.csv"), atomically: true, encoding: .utf8)
        let run = try CLIRun(["bad.csv", "--no-audio"], in: dir)
        #expect(run.status == 65)
        #expect(run.stderr == """
            bad.csv:3:12: "8,5" in column Steps (row 2) is not a number (use --decimal , if commas are decimal marks)
            bad.csv:4:1: "2024-13-01" in column Date (row 3) is not a date like the column's first value (expected ISO 8601 such as 2024-03-05 or 2024-03-05T14:30); fix it, or read the column as names with --x-type category

            """)
        let validate = try CLIRun(["--validate", "bad.csv"], in: dir)
        #expect(validate.status == 65)
    }

    @Test func badVegaLiteIsALocatedErrorWithExit65() throws {
        let run = try CLIRun(["-", "--input-format", "vega-lite", "--no-audio"],
                             stdin: "{\n  \"data\": {\"values\": []},\n  \"mark\": \"geoshape\"\n}\n")
        #expect(run.status == 65)
        #expect(run.stderr.hasPrefix("<stdin>:3:11: mark \"geoshape\" is not supported"))
    }

    @Test func aBadCellOfAVegaLiteDataFileIsNamedAsTheUserNamedTheSpec() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("cn-vldata-\(getpid())")
        try FileManager.default.createDirectory(at: dir.appendingPathComponent("charts"), withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        try "x,y\n1,2\n2,lots\n".write(to: dir.appendingPathComponent("charts/d.csv"), atomically: true, encoding: .utf8)
        try #"{"data": {"url": "d.csv"}, "mark": "line", "encoding": {"x": {"field": "x", "type": "quantitative"}, "y": {"field": "y", "type": "quantitative"}}}"#
            .write(to: dir.appendingPathComponent("charts/v.vl.json"), atomically: true, encoding: .utf8)
        let run = try CLIRun(["charts/v.vl.json", "--no-audio"], in: dir)
        #expect(run.status == 65)
        #expect(run.stderr.hasPrefix("charts/d.csv:3:3: \"lots\" in field y is not a number"), "\(run.stderr)")
    }

    @Test func csvOptionsMisusedAreUsageErrors() throws {
        let xml = try CLIRun(["examples/daily-steps.xml", "--no-audio", "--x", "Date"])
        #expect(xml.status == 64)
        #expect(xml.stderr.contains("--x describes the columns of a CSV file; examples/daily-steps.xml is read as xml"))
        let column = try CLIRun(["examples/csv/quarterly-revenue.csv", "--no-audio", "--y", "Europ"])
        #expect(column.status == 64)
        #expect(column.stderr.contains("--y Europ: the file has no column of that name"))
        #expect(column.stderr.contains("did you mean Europe?"))
        let format = try CLIRun(["examples/csv/quarterly-revenue.csv", "--no-audio", "--y-format", "bogus-stem"])
        #expect(format.status == 64)
        #expect(format.stderr.contains("--y-format"))
    }
}
