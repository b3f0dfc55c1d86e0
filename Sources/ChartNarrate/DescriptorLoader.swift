import Foundation
import ChartModel
import ChartDescriptorXML

/// Reads descriptor documents from files or standard input.
public enum DescriptorLoader {
    /// Reads and validates the descriptor at `path`; `-` reads standard input (reported as `<stdin>`).
    public static func load(_ path: String) throws(ChartNarrateError) -> Report {
        let reader = DescriptorReader()
        do {
            if path == "-" {
                let data = FileHandle.standardInput.readDataToEndOfFile()
                return try reader.read(bytes: [UInt8](data), fileName: "<stdin>")
            }
            return try reader.read(contentsOf: path)
        } catch {
            throw .descriptor(error)
        }
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
