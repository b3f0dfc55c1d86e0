import Foundation
import Testing

/// `--dry-run` and the duration per chart on the command line.
@Suite struct BriefingCommandTests {
    func scratch() throws -> URL {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("briefing-cli-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        return dir
    }

    @Test func dryRunPrintsTheScriptWithEstimatesAndWritesNothing() throws {
        let dir = try scratch()
        defer { try? FileManager.default.removeItem(at: dir) }
        let input = CLIRun.repoRoot.appendingPathComponent("examples/iowa-electricity.xml").path
        let run = try CLIRun([input, "--length", "brief", "--dry-run"], in: dir)
        #expect(run.status == 0, "\(run.stderr)")
        let lines = run.stdout.split(separator: "\n").map(String.init)
        #expect(lines.first?.hasPrefix("chart iowa: about ") == true)
        #expect(lines.contains { $0.contains("speech  Iowa electricity generation by source") })
        // Markers as a listener hears them (issue 39): where, the value and what it is, never internal names.
        #expect(lines.contains { $0.contains("graph   together: ") && $0.contains("soft markers at ") }, "\(lines)")
        #expect(!run.stdout.contains("markers at points") && !run.stdout.contains("/turningPoint") && !run.stdout.contains("shape/"))
        #expect(lines.last?.hasPrefix("total: about ") == true)
        // Every line but the headings and total carries its seconds, and the chart's estimate is their sum.
        let seconds = lines.dropFirst().dropLast().compactMap { Double($0.trimmingCharacters(in: .whitespaces).split(separator: " ")[0]) }
        #expect(seconds.count == lines.count - 2)
        let heading = Double(lines[0].split(separator: " ")[3])!
        #expect(abs(seconds.reduce(0, +) - heading) < 0.1 * Double(seconds.count))
        #expect(heading <= 45)
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path).isEmpty)
        let employment = try CLIRun([CLIRun.repoRoot.appendingPathComponent("examples/us-employment.xml").path, "--length", "brief", "--dry-run"], in: dir)
        #expect(employment.stdout.contains("soft markers at Jan 2008, 138.4 million jobs, a turning point; Feb 2010, 129.7 million jobs, a turning point"),
                "\(employment.stdout)")
        let steps = try CLIRun([CLIRun.repoRoot.appendingPathComponent("examples/daily-steps.xml").path, "--dry-run"], in: dir)
        let march = steps.stdout.split(separator: "\n").first { $0.contains("graph   Daily steps, Mar 1") } ?? ""
        #expect(march.hasSuffix("31; a soft marker at Mar 14, 1,530 steps, an outlier"), "\(steps.stdout)")
        #expect(!steps.stdout.contains("[points"))
        // Outputs make no sense with it.
        let refused = try CLIRun([input, "--dry-run", "-o", "x.wav"], in: dir)
        #expect(refused.status == 64 && refused.stderr.contains("--dry-run"))
    }

    @Test func renderingPrintsEachChartsDurationAndWritesItInTheTimeline() throws {
        let dir = try scratch()
        defer { try? FileManager.default.removeItem(at: dir) }
        let input = CLIRun.repoRoot.appendingPathComponent("examples/iowa-electricity.xml").path
        let run = try CLIRun([input, "--length", "brief", "--lang", "zh", "--sample-rate", "44100", "-o", "b.wav",
                              "--timeline", "t.json", "--mode", "short"], in: dir)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stderr.contains("chart iowa: ") && run.stderr.contains("speech ") && run.stderr.contains("graphs "))
        let json = try JSONSerialization.jsonObject(with: Data(contentsOf: dir.appendingPathComponent("t.json"))) as! [String: Any]
        let charts = json["charts"] as! [[String: Any]]
        #expect(charts.count == 1 && charts[0]["chart"] as? String == "iowa")
        let duration = charts[0]["duration"] as! Double
        #expect(duration > 10 && duration <= 45)
        let parts = ["speech", "graphs", "silence"].map { charts[0][$0] as! Double }
        #expect(abs(parts.reduce(0, +) - duration) < 0.01)
        let markers = json["markers"] as! [[String: Any]]
        #expect(!markers.isEmpty && markers.allSatisfy { $0["kind"] as? String == "marker" && $0["finding"] is String })
        let quiet = try CLIRun([input, "--length", "brief", "--sample-rate", "44100", "-o", "c.wav", "--mode", "short", "-q"], in: dir)
        #expect(quiet.status == 0 && quiet.stderr.isEmpty)
    }
}
