import Foundation
import Testing
@testable import Narration

/// Hand-checked outputs. To update deliberately: `UPDATE_GOLDEN=1 swift test --filter GoldenTests`,
/// then read the diff before committing.
@Suite struct GoldenTests {
    static let cases = Examples.names

    @Test(arguments: cases, ["en", "zh"])
    func shortLongAndDigestMatchTheGoldenFile(example: String, language: String) throws {
        let narration = try Narrator(language: language).narrate(try Examples.report(example))
        var text = ""
        for chart in narration.charts {
            text += "## \(chart.chartID)\n\n[short]\n\(chart.generatedShort)\n\n[long]\n"
            text += chart.long.joined(separator: "\n\n") + "\n\n[digest]\n"
            text += chart.digests.joined(separator: "\n") + "\n"
        }
        let url = Examples.goldenDirectory.appendingPathComponent("\(example).\(language).txt")
        if ProcessInfo.processInfo.environment["UPDATE_GOLDEN"] != nil {
            try text.write(to: url, atomically: true, encoding: .utf8)
        }
        let golden = try String(contentsOf: url, encoding: .utf8)
        #expect(text == golden, "differs from \(url.lastPathComponent)")
    }
}
