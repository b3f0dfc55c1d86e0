import Foundation
import ChartModel
import ChartDescriptorXML
import Narration

/// Reads descriptor documents from files or standard input.
public enum DescriptorLoader {
    /// Reads and validates the descriptor at `path`; `-` reads standard input (reported as `<stdin>`).
    /// Besides the reader's checks, every axis `format=` and `unit=` is checked against ICU here, so a
    /// bad skeleton is a located validation error rather than a failure half-way through narration.
    public static func load(_ path: String) throws(ChartNarrateError) -> Report {
        let reader = DescriptorReader()
        var stdinBytes: [UInt8]?
        let report: Report
        do {
            if path == "-" {
                let bytes = [UInt8](FileHandle.standardInput.readDataToEndOfFile())
                stdinBytes = bytes
                report = try reader.read(bytes: bytes, fileName: "<stdin>")
            } else {
                report = try reader.read(contentsOf: path)
            }
        } catch {
            throw .descriptor(error)
        }
        let problems = AxisFormatCheck.problems(in: report)
        guard !problems.isEmpty else { return report }
        let source = stdinBytes.map { String(decoding: $0, as: UTF8.self) }
            ?? (FileManager.default.contents(atPath: path).map { String(decoding: $0, as: UTF8.self) } ?? "")
        let locator = AttributeLocator(source: source)
        let file = path == "-" ? "<stdin>" : path
        let diagnostics = problems.map { problem -> Diagnostic in
            let (line, column) = locator.locate(problem)
            return Diagnostic(file: file, line: line, column: column, message: problem.message)
        }
        throw .descriptor(.invalid(diagnostics))
    }

    /// The one-line summary `--validate` prints: "ok: 2 charts, 3 series, 1,461 points".
    public static func validationSummary(of report: Report) -> String {
        func count(_ n: Int, _ one: String, _ many: String) -> String {
            "\(EnglishNumbers.grouped(n)) \(n == 1 ? one : many)"
        }
        return "ok: " + [count(report.charts.count, "chart", "charts"),
                         count(report.seriesCount, "series", "series"),
                         count(report.pointCount, "point", "points")].joined(separator: ", ")
    }
}
