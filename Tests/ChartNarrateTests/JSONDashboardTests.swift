import ChartNarrate
import Foundation
import Testing

/// A developer builds a dashboard from `--format json` alone (issue 24): the schema version, each chart's axes
/// and series by name, and the findings naming those series, with no descriptor at hand.
@Suite struct JSONDashboardTests {
    /// A Markdown table of findings made from the JSON text only.
    static func findingsTable(_ json: String) throws -> [String] {
        let root = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        #expect(root["schemaVersion"] as? Int == 2)
        var rows = ["| chart | x axis | y axis | finding | series | sentence |", "|---|---|---|---|---|---|"]
        for chart in try #require(root["charts"] as? [[String: Any]]) {
            let axes = try #require(chart["axes"] as? [String: [String: Any]])
            let names = try #require(chart["series"] as? [[String: Any]]).map { $0["name"] as? String ?? "" }
            func axis(_ a: [String: Any]?) -> String {
                [a?["title"] as? String, (a?["unit"] as? String).map { "(\($0))" }, a?["kind"] as? String].compactMap { $0 }.joined(separator: " ")
            }
            for finding in chart["findings"] as? [[String: Any]] ?? [] {
                let series = (finding["series"] as? [Int] ?? []).map { names[$0] }.joined(separator: ", ")
                rows.append("| \(chart["title"] as? String ?? "") | \(axis(axes["x"])) | \(axis(axes["y"])) | \(finding["kind"] as? String ?? "") | \(series) | \(finding["text"] as? String ?? "") |")
            }
        }
        return rows
    }

    @Test func aTableOfFindingsFromTheJSONAlone() throws {
        let run = try CLIRun(["examples/monthly-temperature.xml", "--format", "json", "--no-audio", "--mode", "short", "--lang", "en"])
        #expect(run.status == 0, "\(run.stderr)")
        let rows = try Self.findingsTable(run.stdout)
        #expect(rows.count > 2)
        #expect(rows[2].contains("| Month date | Mean temperature (temperature-celsius) numeric |"), "\(rows[2])")
        #expect(rows[2].contains("| shape | Beijing |"), "\(rows[2])")
        // Every finding's series resolves to a name, in Chinese too.
        let zh = try CLIRun(["examples/monthly-temperature.xml", "--format", "json", "--no-audio", "--mode", "short", "--lang", "zh"])
        let zhRows = try Self.findingsTable(zh.stdout)
        #expect(zhRows.dropFirst(2).allSatisfy { !$0.contains("|  |") }, "\(zhRows)")
        #expect(zhRows[2].contains("北京"), "\(zhRows[2])")
    }

    @Test func aDeclaredDateRangeIsISO8601() throws {
        let csv = "Day,Steps\n2024-01-01,5000\n2024-01-02,6200\n2024-01-03,7100\n"
        let run = try CLIRun(["-", "--input-format", "csv", "--x-range", "2024-01-01,2024-01-31", "--format", "json", "--no-audio"], stdin: csv)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.contains("\"min\" : \"2024-01-01T00:00:00Z\"") && run.stdout.contains("\"max\" : \"2024-01-31T00:00:00Z\""), "\(run.stdout)")
    }
}
