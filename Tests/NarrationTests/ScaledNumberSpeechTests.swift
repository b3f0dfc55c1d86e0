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

    @Test(arguments: [("es", "bajó de 138,4 millones a 129,7 millones", "bajó de 138 millones a 130 millones"),
                      ("de", "von 138,4 Millionen auf 1,437 Milliarden", "von 138 Millionen auf 1,44 Milliarden"),
                      ("fr", "de 138,4 millions à 46,79 milliards", "de 138 millions à 46,8 milliards"),
                      ("pt", "de 138,4 milhões para 1,437 bilhão", "de 138 milhões para 1,44 bilhão"),
                      ("hi", "13.84 करोड़ से 12.97 करोड़", "13.8 करोड़ से 13 करोड़"),
                      ("ko", "1.384억에서 1.297억까지", "1.38억에서 1.3억까지")])
    func otherLanguagesRoundBeforeTheirScaleWords(language: String, text: String, rounded: String) throws {
        let narrator = try Narrator(language: language)
        let rounding = try #require(narrator.catalog.speech.roundScaled)
        let decimal: Character = ["es", "de", "fr", "pt"].contains(language) ? "," : "."
        #expect(rounding.apply(to: text, decimal: decimal) == rounded)
    }

    @Test func chineseReadsBothYearsOfARangeDigitByDigit() throws {
        let zh = SpeechPreparer(narrator: try Narrator(language: "zh"))
        let said = zh.prepare("2001–2017 年")
        // The first year is read like the second: 二零零一, not 两千零一 ("qian1" is 千).
        #expect(!said.contains("qian1"), "\(said)")
        #expect(zh.prepare("2001年").hasPrefix(said.prefix(8)))
    }
}
