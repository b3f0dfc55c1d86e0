import Foundation
import Testing

/// Issue 36 item 4 and issue 39, from the command line: report periods in a CSV file are told as time in en
/// and zh (never "2022-Q2 led"), `--x-type date` says what it accepts, and the JSON gives x in the data's own
/// granularity ("2021-Q3", "2021-01") with the ISO instant beside it, valid against the schema.
@Suite struct PeriodCommandTests {
    func file(_ name: String, _ text: String) throws -> String {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("cn-periods-\(getpid())")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        let path = dir.appendingPathComponent(name).path
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    static let quarters = "Quarter,Revenue\n2021-Q1,100\n2021-Q2,120\n2021-Q3,90\n2021-Q4,130\n2022-Q1,140\n2022-Q2,150\n"

    @Test(arguments: [("en", "Revenue rose 50% from 100 in Q1 2021 to a high of 150 in Q2 2022, though it fell 25% from Q2 2021 to Q3 2021.", "covers Q1 2021"),
                      ("zh", "Revenue从2021年第1季度的100上升50%，至2022年第2季度的最高点150，其间2021年第2季度至2021年第3季度下降25%。", "涵盖2021年第1季度")])
    func quartersInACSVFileAreToldAsTime(language: String, short: String, span: String) throws {
        let run = try CLIRun([try file("q.csv", Self.quarters), "--no-audio", "--lang", language])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.contains(short) && run.stdout.contains(span), "\(run.stdout)")
        #expect(!run.stdout.contains("led with") && !run.stdout.contains("categories"), "not a ranking of names")
    }

    @Test func xTypeDateReadsPeriodsAndOrderedIsNotNeeded() throws {
        let path = try file("q2.csv", Self.quarters)
        let run = try CLIRun([path, "--no-audio", "--x-type", "date", "--mode", "short"])
        #expect(run.status == 0 && run.stdout.contains("in Q1 2021"), "\(run.stderr)")
        let ordered = try CLIRun([path, "--no-audio", "--ordered", "--type", "line"])
        #expect(ordered.status == 64 && ordered.stderr.contains("--ordered applies to category x axes; column Quarter is read as date"))
    }

    @Test func jsonGivesXInTheDataGranularityWithTheInstantBeside() throws {
        let monthly = "Month,Sales\n" + (1...12).map { "2021-\($0 < 10 ? "0" : "")\($0)-01,\(100 + $0)" }.joined(separator: "\n") + "\n"
        var documents: [String: String] = [:]
        for (name, csv, x, instant, granularity) in [
            ("q", Self.quarters, "2021-Q1", "2021-01-01T00:00:00Z", "quarter"),
            ("m", monthly, "2021-01", "2021-01-01T00:00:00Z", "month"),
            ("fy", "Year,V\nFY2020,1\nFY2021,3\nFY2022,2\n", "FY2020", "2020-01-01T00:00:00Z", "fiscal-year"),
        ] {
            let run = try CLIRun([try file("\(name).csv", csv), "--no-audio", "--format", "json", "--json-points", "--mode", "all"])
            #expect(run.status == 0, "\(run.stderr)")
            documents["\(name).json"] = run.stdout
            let root = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
            #expect(root["schemaVersion"] as? Int == 4)
            let chart = try #require((root["charts"] as? [[String: Any]])?.first)
            let axes = try #require(chart["axes"] as? [String: [String: Any]])
            #expect(axes["x"]?["granularity"] as? String == granularity)
            let point = try #require(((chart["series"] as? [[String: Any]])?.first?["points"] as? [[String: Any]])?.first)
            #expect(point["x"] as? String == x && point["instant"] as? String == instant, "\(point)")
            let first = ((chart["statistics"] as? [String: Any])?["series"] as? [[String: Any]])?.first?["first"] as? [String: Any]
            #expect(first?["x"] as? String == x && first?["instant"] as? String == instant)
        }
        let check = try JSONSchemaTests().validate(documents)
        #expect(check.status == 0, "\(check.output)")
    }
}
