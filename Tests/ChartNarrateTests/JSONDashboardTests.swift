import ChartNarrate
import Foundation
import Narration
import Testing

/// A developer builds a dashboard from `--format json` alone (issue 24): the schema version, each chart's axes
/// and series by name, the findings naming those series with their landmarks labelled, x values in the axis's
/// own terms, rates per a named unit and digests as numbers, with no descriptor at hand.
@Suite struct JSONDashboardTests {
    static func root(_ json: String) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
    }

    /// A Markdown table of findings made from the JSON text only: series by name, landmarks by their labels.
    static func findingsTable(_ json: String) throws -> [String] {
        let root = try root(json)
        #expect(root["schemaVersion"] as? Int == 4)
        var rows = ["| chart | x axis | y axis | finding | series | landmarks | sentence |", "|---|---|---|---|---|---|---|"]
        for chart in try #require(root["charts"] as? [[String: Any]]) {
            let axes = try #require(chart["axes"] as? [String: [String: Any]])
            let names = try #require(chart["series"] as? [[String: Any]]).map { $0["name"] as? String ?? "" }
            func axis(_ a: [String: Any]?) -> String {
                [a?["title"] as? String, (a?["unit"] as? String).map { "(\($0))" }, a?["kind"] as? String].compactMap { $0 }.joined(separator: " ")
            }
            for finding in chart["findings"] as? [[String: Any]] ?? [] {
                let series = (finding["series"] as? [Int] ?? []).map { names[$0] }.joined(separator: ", ")
                let landmarks = (finding["landmarks"] as? [[String: Any]] ?? []).map {
                    "\($0["role"] as? String ?? ""): \($0["xLabel"] as? String ?? "?") \($0["yLabel"] as? String ?? "?")"
                }.joined(separator: "; ")
                    .replacingOccurrences(of: "^$", with: "-", options: .regularExpression)
                rows.append("| \(chart["title"] as? String ?? "") | \(axis(axes["x"])) | \(axis(axes["y"])) | \(finding["kind"] as? String ?? "") | \(series) | \(landmarks) | \(finding["text"] as? String ?? "") |")
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
        #expect(rows[2].contains("| course | Beijing |"), "\(rows[2])")
        // Every landmark carries the narration's labels: the course of Beijing turns at its July high.
        #expect(!rows.dropFirst(2).contains { $0.contains("?") }, "\(rows)")
        #expect(rows[2].contains("turningPoint: Jul "), "\(rows[2])")
        // Every finding's series resolves to a name, in Chinese too.
        let zh = try CLIRun(["examples/monthly-temperature.xml", "--format", "json", "--no-audio", "--mode", "short", "--lang", "zh"])
        let zhRows = try Self.findingsTable(zh.stdout)
        #expect(zhRows.dropFirst(2).allSatisfy { !$0.contains("|  |") }, "\(zhRows)")
        #expect(zhRows[2].contains("北京"), "\(zhRows[2])")
        #expect(zhRows[2].contains("turningPoint: 7月"), "\(zhRows[2])")
    }

    @Test func aDeclaredDateRangeIsISO8601() throws {
        let csv = "Day,Steps\n2024-01-01,5000\n2024-01-02,6200\n2024-01-03,7100\n"
        let run = try CLIRun(["-", "--input-format", "csv", "--x-range", "2024-01-01,2024-01-31", "--format", "json", "--no-audio"], stdin: csv)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.contains("\"min\" : \"2024-01-01T00:00:00Z\"") && run.stdout.contains("\"max\" : \"2024-01-31T00:00:00Z\""), "\(run.stdout)")
    }

    /// Every `"x"` member anywhere in a JSON value but the axes (whose `x` is the axis).
    static func xValues(_ value: Any) -> [Any] {
        if let o = value as? [String: Any] {
            return o.filter { $0.key != "axes" }.flatMap { key, v in (key == "x" ? [v] : []) + xValues(v) }
        }
        if let a = value as? [Any] { return a.flatMap(xValues) }
        return []
    }

    @Test func everyXIsInItsAxisOwnTerms() throws {
        // Dates: in the data's own granularity (monthly data: "2024-01"; schema version 4), never epoch seconds; the
        // landmarks' x and their labels name the same month.
        let dates = try CLIRun(["examples/monthly-temperature.xml", "--format", "json", "--no-audio", "--mode", "all", "--json-points"])
        let dateChart = try #require((try Self.root(dates.stdout)["charts"] as? [[String: Any]])?.first)
        let xs = Self.xValues(dateChart)
        #expect(xs.count > 50)
        // A place between points (a crossing) is not a month's start: a day, or the ISO 8601 instant.
        #expect(xs.allSatisfy { ($0 as? String)?.wholeMatch(of: /\d{4}-\d\d(-\d\d(T\d\d:\d\d:\d\d(\.\d+)?Z)?)?/) != nil }, "\(xs.prefix(5))")
        #expect(xs.filter { ($0 as? String)?.count == 7 }.count > 50, "the points are months")
        let months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
        for finding in dateChart["findings"] as? [[String: Any]] ?? [] {
            for landmark in finding["landmarks"] as? [[String: Any]] ?? [] {
                let x = try #require((landmark["point"] as? [String: Any])?["x"] as? String)
                let month = try #require(Int(x.dropFirst(5).prefix(2)))
                #expect(landmark["xLabel"] as? String == months[month - 1], "\(landmark)")
            }
        }
        // Categories: the category's id.
        let bars = try CLIRun(["examples/quarterly-revenue.xml", "--format", "json", "--no-audio", "--mode", "all"])
        let barChart = try #require((try Self.root(bars.stdout)["charts"] as? [[String: Any]])?.first)
        let categories = try #require(((barChart["axes"] as? [String: Any])?["x"] as? [String: Any])?["categories"] as? [String])
        let barXs = Self.xValues(barChart)
        #expect(!barXs.isEmpty)
        #expect(barXs.allSatisfy { ($0 as? String).map(categories.contains) == true || $0 is NSNumber }, "\(barXs.prefix(5)) \(categories)")
        #expect(barXs.contains { ($0 as? String) == categories.last })
        // Numbers on a numeric axis.
        let scatter = try CLIRun(["examples/car-scatter.xml", "--format", "json", "--no-audio", "--mode", "short"])
        let scatterXs = Self.xValues(try Self.root(scatter.stdout))
        #expect(!scatterXs.isEmpty && scatterXs.allSatisfy { $0 is NSNumber && !($0 is String) }, "\(scatterXs.prefix(5))")
    }

    @Test func slopesAreRatesPerTheUnitTheNarrationUses() throws {
        // Monthly data rising by exactly 10 a month: the trend is 10 per month, not 3.8e-06 per second. (Three years:
        // up to 30 points a course read point by point would tell it, with no fitted shape.)
        var csv = "Month,Level\n"
        for i in 0..<36 {
            let month = String(i % 12 + 1)
            csv += "\(2022 + i / 12)-\(month.count == 1 ? "0" + month : month),\(100 + 10 * i)\n"
        }
        let run = try CLIRun(["-", "--input-format", "csv", "--format", "json", "--no-audio", "--mode", "short"], stdin: csv)
        #expect(run.status == 0, "\(run.stderr)")
        let chart = try #require((try Self.root(run.stdout)["charts"] as? [[String: Any]])?.first)
        let trend = try #require((((chart["statistics"] as? [String: Any])?["series"] as? [[String: Any]])?.first)?["trend"] as? [String: Any])
        let rate = try #require(trend["rate"] as? [String: Any])
        let per = try #require(rate["per"] as? [String: Any])
        #expect(per["unit"] as? String == "month" && per["amount"] as? Int == 1 && per["seconds"] as? Double == 2_629_746, "\(per)")
        // Months of 28 to 31 days: within 1 % of 10 a month.
        #expect(abs((rate["value"] as? Double ?? 0) - 10) < 0.1, "\(rate)")
        #expect(abs(((trend["theilSenRate"] as? [String: Any])?["value"] as? Double ?? 0) - 10) < 0.1, "\(trend)")
        // A shape segment's slope the same way.
        let findings = chart["findings"] as? [[String: Any]] ?? []
        let shape = try #require(findings.first { ($0["kind"] as? String) == "shape" })
        let shapeDetail = try #require(shape["detail"] as? [String: Any])
        let segment = try #require((shapeDetail["segments"] as? [[String: Any]])?.first)
        let segmentRate = try #require((segment["rate"] as? [String: Any])?["value"] as? Double)
        #expect(abs(segmentRate - 10) < 0.1, "\(segment)")

        // A scatter's change is per the step its sentence says, named: "per 1,000 pounds".
        let cars = try CLIRun(["examples/car-scatter.xml", "--format", "json", "--no-audio", "--mode", "short", "--generated-short"])
        let carChart = try #require((try Self.root(cars.stdout)["charts"] as? [[String: Any]])?.first)
        let relation = try #require((carChart["findings"] as? [[String: Any]])?.first { $0["kind"] as? String == "correlation" })
        let detail = try #require(relation["detail"] as? [String: Any])
        let carRate = try #require(detail["rate"] as? [String: Any])
        let carPer = try #require(carRate["per"] as? [String: Any])
        #expect(carPer["unit"] as? String == "mass-pound" && carPer["amount"] as? Double == 1000 && carPer["label"] as? String == "1,000 pounds", "\(carPer)")
        #expect(carRate["value"] as? Double == detail["changePerStep"] as? Double)
        #expect((carRate["value"] as? Double ?? 0) < 0, "fuel economy falls with weight")
    }

    @Test func digestsAreNumbersBesideTheirText() throws {
        let run = try CLIRun(["examples/daily-steps.xml", "--format", "json", "--no-audio", "--mode", "digest", "--json-points"])
        #expect(run.status == 0, "\(run.stderr)")
        let chart = try #require((try Self.root(run.stdout)["charts"] as? [[String: Any]])?.first)
        let texts = try #require(chart["digests"] as? [String])
        let digests = try #require(chart["digestIntervals"] as? [[String: Any]])
        #expect(digests.count == texts.count && digests.count >= 12)
        #expect(digests.map { $0["text"] as? String ?? "" } == texts)
        // The numbers are those of the points the interval holds, read from --json-points.
        let points = try #require((chart["series"] as? [[String: Any]])?.first?["points"] as? [[String: Any]])
        for digest in digests {
            let interval = try #require(digest["interval"] as? [String: Any])
            let start = try #require(interval["start"] as? String), end = try #require(interval["end"] as? String)
            // Days written "2024-01-05" (daily data) sort as text.
            let ys = points.filter { p in (p["x"] as? String).map { $0 >= start && $0 < end } == true }.compactMap { $0["y"] as? Double }
            #expect(digest["count"] as? Int == ys.count, "\(digest)")
            #expect(digest["minimum"] as? Double == ys.min() && digest["maximum"] as? Double == ys.max(), "\(digest)")
            let mean = ys.reduce(0, +) / Double(ys.count)
            #expect(abs((digest["mean"] as? Double ?? .nan) - mean) < 1e-9 * max(1, abs(mean)), "\(digest)")
        }
        #expect((digests.first?["interval"] as? [String: Any])?["start"] as? String == "2024-01-01")
    }

    /// `--json-points` writes the points a slice at a time (issue 38); the pieces make the very document.
    @Test func pointsWrittenSliceBySliceMakeTheRenderedDocument() throws {
        let examples = CLIRun.repoRoot.appendingPathComponent("examples")
        for name in ExampleFiles.names.prefix(6) + ["vega-lite/car-scatter.vl.json", "csv/hourly-load.csv"] {
            let path = examples.appendingPathComponent(name.contains(".") ? name : "\(name).xml").path
            let briefing = try ChartBriefing(report: try ChartInput.load(path), options: NarrationOptions(language: "en"))
            let whole = try briefing.text(mode: .all, format: .json, jsonPoints: true)
            for slice in [1, 3, 8_192] {
                var pieces = ""
                JSONRenderer().write(briefing.narration, mode: .all, report: briefing.report, slice: slice) { pieces += $0 }
                #expect(pieces == whole, "\(name), slices of \(slice)")
            }
        }
    }

    @Test func jsonPointsListsEveryPointOnlyWhenAsked() throws {
        let csv = "Day,Steps\n2024-01-01,5000\n2024-01-02,\n2024-01-03,7100\n"
        let plain = try CLIRun(["-", "--input-format", "csv", "--format", "json", "--no-audio"], stdin: csv)
        #expect(plain.status == 0 && !plain.stdout.contains("\"points\" : [\n            {\n              \"x\""), "\(plain.stdout)")
        let series = try #require((try Self.root(plain.stdout)["charts"] as? [[String: Any]])?.first?["series"] as? [[String: Any]])
        #expect(series.first?["points"] == nil)
        let run = try CLIRun(["-", "--input-format", "csv", "--format", "json", "--no-audio", "--json-points"], stdin: csv)
        #expect(run.status == 0, "\(run.stderr)")
        let withPoints = try #require((try Self.root(run.stdout)["charts"] as? [[String: Any]])?.first?["series"] as? [[String: Any]])
        let points = try #require(withPoints.first?["points"] as? [[String: Any]])
        #expect(points.count == 3 && withPoints.first?["pointCount"] as? Int == 3)
        // Daily data: x is the day, the ISO 8601 instant beside it (schema version 4).
        #expect(points.map { $0["x"] as? String } == ["2024-01-01", "2024-01-02", "2024-01-03"])
        #expect(points.map { $0["instant"] as? String } == ["2024-01-01T00:00:00Z", "2024-01-02T00:00:00Z", "2024-01-03T00:00:00Z"])
        #expect(points[0]["y"] as? Double == 5000 && points[1]["y"] is NSNull && points[2]["y"] as? Double == 7100)
        // The option belongs to the JSON output.
        let text = try CLIRun(["-", "--input-format", "csv", "--no-audio", "--json-points"], stdin: csv)
        #expect(text.status == 64 && text.stderr.contains("--json-points adds the points to the JSON output; add --format json"), "\(text.stderr)")
    }
}
