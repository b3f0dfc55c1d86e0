import Testing
@testable import Narration

@Suite struct DumpTests {
    @Test func dump() throws {
        for lang in ["en", "zh"] {
            let n = try Narrator(language: lang)
            for (name, report) in SampleReports.all {
                let r = try n.narrate(report)
                print("=== \(name) \(lang)")
                print(TextDump.dump(r))
            }
        }
    }
}

enum TextDump {
    static func dump(_ r: ReportNarration) -> String {
        var s = ""
        for c in r.charts {
            s += "SHORT: \(c.generatedShort) [\(c.generatedShort.count)]\n"
            s += "LONG:\n" + c.long.joined(separator: "\n") + "\n"
            s += "DIGEST:\n" + c.digests.joined(separator: "\n") + "\n"
            s += "WALK:\n" + c.walkthrough.prefix(8).joined(separator: "\n") + "\n"
        }
        return s
    }
}
