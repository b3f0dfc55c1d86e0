import Foundation
import Testing
import ChartNarrate
import Narration

/// The JSON output of every example, in every mode and three languages, validates against
/// docs/schema/narration.schema.json (JSON Schema 2020-12, checked by Python's jsonschema in one run).
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
}
