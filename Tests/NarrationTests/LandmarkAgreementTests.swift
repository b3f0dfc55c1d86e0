import Testing
import ChartAnalysis
@testable import Narration

/// A finding's landmarks are where its sentence says: the badge on the drawn chart, the marker in the audio graph,
/// the explorer's jump and the JSON's landmarks all take them. Three cities "all rose from Jan to Jul" while
/// Guangzhou's own turn, and its badge, was August's 29.0 °C (issue 39).
@Suite struct LandmarkAgreementTests {
    @Test func aCommonCoursesTurnsAreWhereTheSentenceSaysForEverySeries() throws {
        let report = try Examples.report("monthly-temperature")
        let narrator = try Narrator(language: "en")
        let finding = try #require(try narrator.narrate(report).charts[0].findings.first)
        #expect(finding.text.hasPrefix("Beijing, Shanghai, and Guangzhou all rose from Jan to Jul, then fell to Dec"))
        let turns = finding.landmarks.filter { $0.role == .turningPoint }
        #expect(Set(turns.map(\.series)) == [0, 1, 2])
        #expect(turns.allSatisfy { $0.point.index == 6 }, "\(turns.map { ($0.series, $0.point.index) })")
        // Guangzhou's turn carries July's value, the one the sentence says (29.3), not August's 29.0.
        #expect(turns.first { $0.series == 2 }?.point.y == 29.3)
    }

    /// In every example, each turning point of a course a sentence tells is at a position the sentence names.
    @Test(arguments: ["daily-steps", "hourly-load", "iowa-electricity", "monthly-temperature", "quarterly-revenue",
                      "seattle-weather", "us-employment"])
    func turningPointsAreNamedByTheirSentence(example: String) throws {
        let report = try Examples.report(example)
        let narrator = try Narrator(language: "en")
        let facts = try narrator.facts(for: report.charts[0], index: 0, documentLanguage: report.language)
        for finding in try narrator.narrate(report).charts[0].findings {
            guard case .shape = finding.finding.detail else { continue }
            for l in finding.landmarks where l.role == .turningPoint {
                let position = facts.x.position(l.point.x)
                #expect(finding.text.contains(position), "\(example): turn at \(position) not in “\(finding.text)”")
            }
        }
    }
}
