import ChartModel
import Testing
@testable import Narration

/// A sentence opens with a capital letter in languages that have them: a lower-case column name is raised, a word
/// with a capital of its own is kept as written, and scripts without case leave a Latin name as it is.
@Suite struct SentenceStartTests {
    @Test func anAllLowerCaseFirstWordIsRaised() {
        #expect(SentenceStart.capitalized("health rose as income rose.") == "Health rose as income rose.")
        #expect(SentenceStart.capitalized("mars 2024 : 12") == "Mars 2024 : 12")
        #expect(SentenceStart.capitalized("élan fell.") == "Élan fell.")
        #expect(SentenceStart.capitalized("x rose.") == "X rose.")
    }

    @Test func wordsWithTheirOwnCapitalsQuotesAndDigitsAreKept() {
        for text in ["iPhone sales rose.", "pH fell.", "eBay rose.", "mRNA doses rose.", "Weight fell.",
                     "“health” rose.", "2024: 12", "ßa", "", "c39 was higher than c52.", "x2 rose."] {
            #expect(SentenceStart.capitalized(text) == text, "\(text)")
        }
    }

    @Test func narrationRaisesALowerCaseNameInEnglishButNotInChinese() throws {
        let ys: [Double] = [3, 5, 4, 6, 8, 7, 9, 11, 10, 12, 14, 13]
        let chart = Chart(id: "h", type: .line, xAxis: Axis(kind: .numeric), yAxis: Axis(kind: .numeric),
                          series: [Series(name: LocalizedText("health"), isContinuous: true,
                                          points: ys.indices.map { DataPoint(x: Double(2000 + $0), y: ys[$0]) })])
        let en = try Narrator(language: "en").narrate(Report(charts: [chart])).charts[0]
        #expect(en.long.allSatisfy { !$0.hasPrefix("health") }, "\(en.long)")
        #expect(en.long.contains { $0.hasPrefix("Health") }, "\(en.long)")
        let zh = try Narrator(language: "zh").narrate(Report(charts: [chart])).charts[0]
        #expect(zh.long.contains { $0.hasPrefix("health") }, "\(zh.long)")
    }
}
