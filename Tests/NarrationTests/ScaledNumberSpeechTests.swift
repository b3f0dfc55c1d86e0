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

    /// "between 130.2 million jobs and 130.9 million jobs, averaging 130.4 million" was heard "between 130
    /// million jobs and 131 million jobs, averaging 130 million": two different values said alike (issue 39).
    @Test func roundingNeverMakesTwoValuesSoundEqual() throws {
        let en = SpeechPreparer(narrator: try Narrator(language: "en"))
        #expect(en.prepare("between 130.2 million jobs and 130.9 million jobs, averaging 130.4 million")
                == "between 130.2 million jobs and 130.9 million jobs, averaging 130.4 million")
        // Only as many digits as it takes: 138.4 and 129.7 stay apart at three.
        #expect(en.prepare("from 138.4 million to 129.7 million") == "from 138 million to 130 million")
        #expect(en.prepare("from 1.2341 billion to 1.2349 billion") == "from 1.234 billion to 1.235 billion")
        // Values written alike stay alike, and each scale word is its own scale.
        #expect(en.prepare("138.4 million, 138.4 million and 138.4 billion") == "138 million, 138 million and 138 billion")
        let zh = ScaledNumberRounding(words: ["万", "亿"])
        #expect(zh.apply(to: "在1.3021亿至1.3094亿之间，平均1.3042亿", decimal: ".") == "在1.302亿至1.309亿之间，平均1.304亿")
    }

    /// Captions show the words heard: the briefing's display text carries the numbers as the voice rounds them.
    @Test func captionsCarryTheNumbersAsHeard() throws {
        let report = try Examples.report("us-employment")
        var options = NarrationOptions(language: "en")
        options.briefingLength = .brief
        let n = try Narrator(options: options)
        let script = try n.briefingScript(for: report, narration: try n.narrate(report))
        let texts = script.segments.compactMap { if case .speech(let s) = $0 { s.text } else { nil } }
        #expect(texts.contains { $0.contains("138 million") && $0.contains("130 million") }, "\(texts)")
        #expect(!texts.contains { $0.contains("138.4 million") }, "\(texts)")
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
