import Foundation
import Testing
import ChartAnalysis
import ChartNarrate
import Narration

/// The JSON output of every example, in every mode and three languages, and of every real-data corpus chart
/// validates against docs/schema/narration.schema.json (JSON Schema 2020-12, checked by Python's jsonschema in
/// one run); the schema has one detail definition per finding kind.
@Suite struct JSONSchemaTests {
    static let checker = #"""
    import json, sys, jsonschema
    schema = json.load(open(sys.argv[1]))
    jsonschema.Draft202012Validator.check_schema(schema)
    validator = jsonschema.Draft202012Validator(schema)
    bad = 0
    for path in sys.argv[2:]:
        for error in validator.iter_errors(json.load(open(path))):
            bad += 1
            print(f"{path}: {'/'.join(map(str, error.absolute_path))}: {error.message[:200]}")
    print(f"checked {len(sys.argv) - 2} documents, {bad} errors")
    kinds = sorted({f["kind"] for path in sys.argv[2:] for c in json.load(open(path))["charts"] for f in c["findings"]})
    print("kinds: " + " ".join(kinds))
    sys.exit(1 if bad else 0)
    """#

    func validate(_ documents: [String: String]) throws -> (status: Int32, output: String) {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("cn-schema-\(getpid())-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        var paths: [String] = []
        for (name, text) in documents.sorted(by: { $0.key < $1.key }) {
            let path = dir.appendingPathComponent(name).path
            try text.write(toFile: path, atomically: true, encoding: .utf8)
            paths.append(path)
        }
        let script = dir.appendingPathComponent("check.py").path
        try Self.checker.write(toFile: script, atomically: true, encoding: .utf8)
        guard let python = Tool.find("python3") else { throw SchemaError("python3 is not installed") }
        let schema = CLIRun.repoRoot.appendingPathComponent("docs/schema/narration.schema.json").path
        return try Tool.run(python, [script, schema] + paths)
    }

    struct SchemaError: Error, CustomStringConvertible {
        let description: String
        init(_ d: String) { description = d }
    }

    @Test func everyExampleInEveryModeValidates() throws {
        var documents: [String: String] = [:]
        for example in ExampleFiles.names {
            let report = try ChartInput.load(CLIRun.repoRoot.appendingPathComponent("examples/\(example).xml").path)
            for language in ["en", "zh", "ar"] {
                let briefing = try ChartBriefing(report: report, options: NarrationOptions(language: language))
                for mode in NarrationMode.allCases {
                    documents["\(example).\(language).\(mode.rawValue).json"] = try briefing.text(mode: mode, format: .json)
                }
            }
        }
        let run = try validate(documents)
        #expect(run.status == 0, "\(run.output)")
        #expect(run.output.contains("checked \(documents.count) documents, 0 errors"), "\(run.output)")
    }

    @Test func anUndocumentedMemberFailsTheSchema() throws {
        let report = try ChartInput.load(CLIRun.repoRoot.appendingPathComponent("examples/quarterly-revenue.xml").path)
        let json = try ChartBriefing(report: report, options: NarrationOptions(language: "en")).text(mode: .short, format: .json)
        let extended = json.replacingOccurrences(of: "\"language\" :", with: "\"surprise\" : 1, \"language\" :")
        let run = try validate(["extended.json": extended])
        #expect(run.status == 1)
        #expect(run.output.contains("Additional properties are not allowed ('surprise' was unexpected)"), "\(run.output)")
    }

    /// The schema document.
    static func schema() throws -> [String: Any] {
        let url = CLIRun.repoRoot.appendingPathComponent("docs/schema/narration.schema.json")
        return try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any])
    }

    /// The arguments of an example CSV's `.args` file, one a line.
    static func arguments(_ url: URL) throws -> [String] {
        try String(contentsOf: url, encoding: .utf8).split(separator: "\n").map(String.init).filter { !$0.isEmpty }
    }

    @Test func everyFindingKindHasItsOwnDetailDefinition() throws {
        let root = try Self.schema()
        let defs = try #require(root["$defs"] as? [String: Any])
        let finding = try #require(defs["finding"] as? [String: Any])
        let kinds = try #require(((finding["properties"] as? [String: Any])?["kind"] as? [String: Any])?["enum"] as? [String])
        #expect(Set(kinds) == Set(FindingKind.allCases.map(\.rawValue)), "the kind enum is not FindingKind.allCases")
        // Each kind's detail is checked against its own definition: `if kind is k then detail is detail.k`.
        var checked: [String: String] = [:]
        for rule in finding["allOf"] as? [[String: Any]] ?? [] {
            let kind = (((rule["if"] as? [String: Any])?["properties"] as? [String: Any])?["kind"] as? [String: Any])?["const"] as? String
            let target = (((rule["then"] as? [String: Any])?["properties"] as? [String: Any])?["detail"] as? [String: Any])?["$ref"] as? String
            if let kind, let target { checked[kind] = target }
        }
        for kind in FindingKind.allCases {
            let name = "detail.\(kind.rawValue)"
            let definition = defs[name] as? [String: Any]
            #expect(definition != nil, "no #/$defs/\(name) for FindingKind.\(kind.rawValue)")
            #expect(definition?["additionalProperties"] as? Bool == false, "\(name) is not closed")
            #expect(checked[kind.rawValue] == "#/$defs/\(name)", "a \(kind.rawValue) finding's detail is not checked against \(name)")
        }
    }

    @Test func everyCorpusChartAndInputExampleValidates() throws {
        var documents: [String: String] = [:]
        var failures: [String] = []
        for folder in try RealDataCorpusTests.caseFolders() {
            let c = try JSONDecoder().decode(RealDataCorpusTests.Case.self, from: Data(contentsOf: folder.appendingPathComponent("case.json")))
            let run = try CLIRun([RealDataCorpusTests.input(in: folder)] + c.args
                                 + ["--no-audio", "--mode", "all", "--format", "json", "--json-points", "--lang", "en"], in: folder)
            if run.status == 0 { documents["corpus-\(folder.lastPathComponent).json"] = run.stdout } else { failures.append("\(folder.lastPathComponent): \(run.stderr)") }
        }
        let examples = CLIRun.repoRoot.appendingPathComponent("examples")
        for name in ["hourly-load", "monthly-temperature", "quarterly-revenue"] {
            let args = try Self.arguments(examples.appendingPathComponent("csv/\(name).args"))
            let run = try CLIRun(["examples/csv/\(name).csv"] + args + ["--no-audio", "--mode", "all", "--format", "json", "--json-points"])
            if run.status == 0 { documents["csv-\(name).json"] = run.stdout } else { failures.append("csv \(name): \(run.stderr)") }
        }
        for name in ExampleFiles.names {
            let report = try ChartInput.load(examples.appendingPathComponent("\(name).xml").path)
            let briefing = try ChartBriefing(report: report, options: NarrationOptions(language: "en"))
            documents["xml-\(name).json"] = try briefing.text(mode: .all, format: .json, jsonPoints: true)
        }
        for name in ["car-scatter", "monthly-temperature", "quarterly-revenue"] {
            let report = try ChartInput.load(examples.appendingPathComponent("vega-lite/\(name).vl.json").path)
            let briefing = try ChartBriefing(report: report, options: NarrationOptions(language: "en"))
            documents["vl-\(name).json"] = try briefing.text(mode: .all, format: .json, jsonPoints: true)
        }
        // The four kinds the corpus and examples do not show, from CSVs made to show them.
        for (name, csv, args) in Self.fewerSeenKinds {
            let run = try CLIRun(["-", "--input-format", "csv", "--no-audio", "--mode", "all", "--format", "json"] + args, stdin: csv)
            if run.status == 0 { documents["kind-\(name).json"] = run.stdout } else { failures.append("\(name): \(run.stderr)") }
        }
        #expect(failures.isEmpty, "\(failures)")
        #expect(documents.count > 60)
        let run = try validate(documents)
        #expect(run.status == 0, "\(run.output)")
        #expect(run.output.contains("checked \(documents.count) documents, 0 errors"), "\(run.output)")
        // Every kind's detail definition met real output.
        #expect(run.output.contains("kinds: " + FindingKind.allCases.map(\.rawValue).sorted().joined(separator: " ")), "\(run.output)")
    }

    /// `--label` values were left out of `--json-points`, and the schema's point had no label (issue 39).
    @Test func pointLabelsAreListedAndValidate() throws {
        let csv = "Rainfall,Sunshine,Town\n20.9,182.0,Truro\n18.4,190.5,Penzance\n25.1,160.2,Bodmin\n"
        let run = try CLIRun(["-", "--input-format", "csv", "--x", "Rainfall", "--y", "Sunshine", "--label", "Town", "--type", "scatter",
                              "--no-audio", "--format", "json", "--json-points"], stdin: csv)
        #expect(run.status == 0, "\(run.stderr)")
        let root = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        let series = try #require((root["charts"] as? [[String: Any]])?.first?["series"] as? [[String: Any]])
        let points = try #require(series.first?["points"] as? [[String: Any]])
        #expect(points.map { $0["label"] as? String } == ["Truro", "Penzance", "Bodmin"])
        let check = try validate(["labels.json": run.stdout])
        #expect(check.status == 0, "\(check.output)")
    }

    /// A deterministic noise in -0.5..<0.5 (the fractional part of a scaled sine), for CSVs made in the test.
    static func noise(_ i: Int) -> Double {
        let v = sin(Double(i) * 12.9898) * 43758.5453
        return v - v.rounded(.down) - 0.5
    }

    /// CSVs that show a steady level, a paired change, an influential point and a group reversal.
    static var fewerSeenKinds: [(String, String, [String])] {
        let influence = "x,y\n" + (0..<20).map { String(format: "%.3f,%.3f\n", 10 + 3 * noise(2 * $0), 10 + 3 * noise(2 * $0 + 1)) }.joined() + "40,40\n"
        var reversal = "length,depth,species\n", k = 0
        for (name, length, depth) in [("A", 38.0, 19.0), ("B", 45, 17), ("C", 52, 15)] {
            for _ in 0..<40 {
                let x = length + 10 * noise(k)
                reversal += String(format: "%.2f,%.2f,", x, depth + 0.25 * (x - length) + 2 * noise(k + 1)) + name + "\n"
                k += 2
            }
        }
        let barley = "Site,1931,1932\ns0,43.66,31.18\ns1,30.29,25.70\ns2,29.05,20.81\ns3,29.29,41.51\ns4,35.83,29.51\ns5,54.35,41.87\n"
        return [("steady", "Day,Level\n1,5\n2,5\n3,5\n4,5\n5,5\n", []),
                ("pairedChange", barley, ["--type", "bar"]),
                ("influence", influence, ["--type", "scatter"]),
                ("groupReversal", reversal, ["--type", "scatter", "--x", "length", "--y", "depth", "--series", "species"])]
    }

    @Test func aDetailThatDoesNotFitItsKindFailsTheSchema() throws {
        let report = try ChartInput.load(CLIRun.repoRoot.appendingPathComponent("examples/us-employment.xml").path)
        let json = try ChartBriefing(report: report, options: NarrationOptions(language: "en")).text(mode: .short, format: .json)
        #expect(json.contains("\"segments\" :"))
        // A shape's segments renamed: the generic object of version 2 took it, detail.shape does not.
        let renamed = json.replacingOccurrences(of: "\"segments\" :", with: "\"segmentList\" :")
        let run = try validate(["renamed.json": renamed])
        #expect(run.status == 1)
        #expect(run.output.contains("'segments' is a required property"), "\(run.output)")
    }
}
