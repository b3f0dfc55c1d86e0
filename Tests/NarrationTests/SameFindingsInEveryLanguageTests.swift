import ChartAnalysis
import Foundation
import Testing
@testable import Narration

/// The short description says the same findings in every language: its length budget is measured on the English
/// sentences, so Chinese (shorter in characters) no longer adds a second finding English leaves out.
@Suite struct SameFindingsInEveryLanguageTests {
    @Test(arguments: Examples.names)
    func everyLanguageSaysTheSameFindingsInTheShortDescription(example: String) throws {
        let report = try Examples.report(example)
        var said: [String: [[Finding]]] = [:]
        for language in ["en", "zh", "de", "ru", "ar", "hi", "ko", "es", "fr", "pt"] {
            let narration = try Narrator(language: language).narrate(report)
            said[language] = narration.charts.map { chart in
                chart.findings.filter { chart.generatedShort.contains($0.briefText) }.map(\.finding)
            }
        }
        for (language, findings) in said { #expect(findings == said["en"], "\(example): \(language) says other findings than en") }
    }
}
