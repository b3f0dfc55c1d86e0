import ChartModel
import Testing
import ChartAnalysis
@testable import Narration

/// A poll's yes, no and "Not sure" over groups (the DREAM Act by political ideology, SurveyUSA 2012) is told as
/// each group's answers in the axis's order, never as a race ("Yes led with 65.1% … Not sure came last"); answers
/// that are not all yes, no or outside a scale are ranked as before.
@Suite struct AnswerSetSentenceTests {
    static func report(_ answers: [String]) -> Report {
        let groups: [(String, [Double])] = [("Liberal", [65.1, 29.7, 5.1]), ("Conservative", [50.0, 40.6, 9.4])]
        let chart = Chart(id: "poll", type: .bar, xAxis: Axis(kind: .category, categories: answers.map { Category(id: $0) }),
                          yAxis: Axis(kind: .numeric, unit: .cldr("percent")),
                          series: groups.map { name, ys in
                              Series(name: LocalizedText(name), isContinuous: false,
                                     points: ys.enumerated().map { DataPoint(x: Double($0.offset), y: $0.element) })
                          })
        return Report(language: "en", charts: [chart])
    }

    @Test(arguments: [("en", "For Liberal, the answers were Yes 65.1%, No 29.7%, and Not sure 5.1%."),
                      ("zh", "就Liberal而言，回答分别为Yes 65.1%、No 29.7%和Not sure 5.1%。")])
    func aPollsAnswersAreToldInOrderNotAsARace(language: String, expected: String) throws {
        let chart = try Narrator(language: language).narrate(Self.report(["Yes", "No", "Not sure"])).charts[0]
        let text = chart.long.joined(separator: " ")
        #expect(text.contains(expected), "\(text)")
        #expect(!text.contains("led with") && !text.contains("came last") && !text.contains("最低，为"), "\(text)")
    }

    @Test func otherAnswersAreRankedAsBefore() throws {
        #expect(AnswerSet.isYesNo(Axis(kind: .category, categories: ["Yes", "No", "Don't know"].map { Category(id: $0) })))
        #expect(!AnswerSet.isYesNo(Axis(kind: .category, categories: ["Yes", "No", "Maybe"].map { Category(id: $0) })))
        #expect(!AnswerSet.isYesNo(Axis(kind: .category, categories: ["Yes", "Not sure"].map { Category(id: $0) })))
        // One answer on each side of a two-sided question is its yes and its no (offshore drilling, SurveyUSA 2010);
        // two on a side are a scale's.
        #expect(AnswerSet.isYesNo(Axis(kind: .category, categories: ["Support", "Oppose", "Don't know"].map { Category(id: $0) })))
        #expect(AnswerSet.isYesNo(Axis(kind: .category, categories: ["Approve", "Disapprove"].map { Category(id: $0) })))
        #expect(!AnswerSet.isYesNo(Axis(kind: .category, categories: ["Strongly support", "Support", "Oppose"].map { Category(id: $0) })))
        // An answer and its negation are a yes and a no in the question's words (airport scanners, CBS 2010).
        #expect(AnswerSet.isYesNo(Axis(kind: .category, categories: ["Should", "Should not", "Don't know / no answer"].map { Category(id: $0) })))
        #expect(AnswerSet.isYesNo(Axis(kind: .category, categories: ["Do not favor", "Favor"].map { Category(id: $0) })))
        #expect(!AnswerSet.isYesNo(Axis(kind: .category, categories: ["Should", "Should not", "Must"].map { Category(id: $0) })))
        #expect(!AnswerSet.isYesNo(Axis(kind: .category, categories: ["Train", "Not a train"].map { Category(id: $0) })))
        let chart = try Narrator(language: "en").narrate(Self.report(["Train", "Car", "Bus"])).charts[0]
        #expect(chart.long.joined().contains("led with"))
    }
}
