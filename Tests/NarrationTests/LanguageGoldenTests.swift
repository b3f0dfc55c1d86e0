import Foundation
import Testing
@testable import Narration

/// Hand-checked short and long descriptions of examples/daily-steps.xml in each added language.
/// To update deliberately: `UPDATE_GOLDEN=1 swift test --filter LanguageGoldenTests`, then read the diff.
@Suite struct LanguageGoldenTests {
    @Test(arguments: ["es", "fr", "de", "pt", "ru", "ar", "hi", "ko"])
    func shortAndLongMatchTheGoldenFile(language: String) throws {
        let narration = try Narrator(language: language).narrate(try Examples.report("daily-steps"))
        var text = ""
        for chart in narration.charts {
            text += "## \(chart.chartID)\n\n[short]\n\(chart.generatedShort)\n\n[long]\n"
            text += chart.long.joined(separator: "\n\n") + "\n"
        }
        let url = Examples.goldenDirectory.appendingPathComponent("daily-steps.short-long.\(language).txt")
        if ProcessInfo.processInfo.environment["UPDATE_GOLDEN"] != nil {
            try text.write(to: url, atomically: true, encoding: .utf8)
        }
        let golden = try String(contentsOf: url, encoding: .utf8)
        #expect(text == golden, "differs from \(url.lastPathComponent)")
    }
}
