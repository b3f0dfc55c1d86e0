import Testing
@testable import Narration

/// Large values are said with three significant digits before a scale word; the text keeps its precision.
@Suite struct ScaledNumberSpeechTests {
    @Test func englishSaysMillionsAndBillionsWithThreeDigits() throws {
        let en = SpeechPreparer(narrator: try Narrator(language: "en"))
        let said = en.prepare("fell from 138.4 million jobs to 129.7 million; 1.437 billion; 21.93 billion; 8.56 billion")
        #expect(said.contains("138 million jobs to 130 million"))
        #expect(said.contains("1.44 billion; 21.9 billion; 8.56 billion"))
    }

    @Test func numbersWithoutAScaleWordOrWithGroupingStayAsWritten() throws {
        let en = SpeechPreparer(narrator: try Narrator(language: "en"))
        let said = en.prepare("8,535 steps, 135,658.57 million, 42.75 degrees, 0.004321 million")
        #expect(said.contains("8,535 steps"))
        #expect(said.contains("135,658.57 million"))
        #expect(said.contains("42.75 degrees"))
        #expect(said.contains("0.00432 million"))
    }

    @Test func chineseRoundsBeforeYiAndWan() throws {
        let rounding = ScaledNumberRounding(words: ["万", "亿"])
        #expect(rounding.apply(to: "从1.384亿降至46.79亿，85.6亿", decimal: ".") == "从1.38亿降至46.8亿，85.6亿")
        #expect(rounding.apply(to: "约1,240万名", decimal: ".") == "约1,240万名")
    }
}
