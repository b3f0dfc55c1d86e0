import Testing
@testable import Narration

@Suite struct SpeechPreparerTests {
    let zh = SpeechPreparer(narrator: try! Narrator(language: "zh"))

    @Test func chineseNumbersAreSpelledOutBeforePinyin() {
        #expect(zh.prepare("12,000步") == "yi1 wan4 er4 qian1 bu4")
        #expect(zh.prepare("1.2万") == "yi1 dian3 er4 wan4")
        #expect(zh.prepare("-5") == "fu4 wu3")
        #expect(zh.prepare("38%") == "bai3 fen1 zhi1 san1 shi2 ba1")
        #expect(zh.prepare("0.81") == "ling2 dian3 ba1 yi1")
    }

    @Test func yearsAreReadDigitByDigit() {
        #expect(zh.prepare("2024年3月5日") == "er4 ling2 er4 si4 nian2 san1 yue4 wu3 ri4")
        #expect(zh.prepare("1974 年") == "yi1 jiu3 qi1 si4 nian2")
    }

    @Test func countersTakeLiangAndTimesAreSaidAsHours() {
        #expect(zh.prepare("2个数据系列") == "liang3 ge4 shu4 ju4 xi4 lie4")
        #expect(zh.prepare("12个") == "shi2 er4 ge4")
        #expect(zh.prepare("2.5") == "er4 dian3 wu3")
        #expect(zh.prepare("星期六02:00") == "xing1 qi1 liu4 liang3 dian3 zheng3")
        #expect(zh.prepare("15:30") == "shi2 wu3 dian3 san1 shi2 fen1")
    }

    @Test func lexiconFixesPolyphones() {
        #expect(zh.prepare("银行").contains("yin2 hang2"))
        #expect(zh.prepare("行业增长").contains("hang2 ye4 zeng1 zhang3"))
    }

    @Test func chineseSpeechHasNoDigitsOutsideToneNumbers() throws {
        let n = try Narrator(language: "zh")
        let report = SampleReports.steps
        let script = try n.briefingScript(for: report, narration: try n.narrate(report))
        for case .speech(let item) in script.segments {
            // Tone digits follow a letter; any other digit would be read in English.
            let chars = Array(item.spokenText)
            for (i, c) in chars.enumerated() where c.isNumber {
                #expect(i > 0 && chars[i - 1].isLetter, "stray digit in \(item.spokenText)")
            }
            #expect(!item.spokenText.contains { "，。：；（）“”".contains($0) })
            #expect(item.voice == "cmn-latn-pinyin")
        }
    }

    @Test func englishQuantitiesAreSpokenAsWritten() throws {
        let en = SpeechPreparer(narrator: try Narrator(language: "en"))
        #expect(en.prepare("Rising from 5,775 steps to 9,915 steps.") == "Rising from 5,775 steps to 9,915 steps.")
    }

    @Test func englishYearsAreSaidAsYearsAndQuantitiesAreNot() throws {
        let en = SpeechPreparer(narrator: try Narrator(language: "en"))
        #expect(en.prepare("It fell in 2019 and rose in 2008.") == "It fell in twenty nineteen and rose in two thousand eight.")
        #expect(en.prepare("From 1998 to 2005, 2,019 steps, 2019.5 units, 2019% and $2019.")
                == "From nineteen ninety-eight to two thousand five, 2,019 steps, 2019.5 units, 2019% and 2,019 US dollars.")
    }

    @Test func englishMonthAbbreviationsRangesAndSignsAreSpelledOut() throws {
        let en = SpeechPreparer(narrator: try Narrator(language: "en"))
        #expect(en.prepare("Highest in Jun–Aug, lowest on Dec 3 (r = -0.87).")
                == "Highest in June to August, lowest on December 3 (r = minus 0.87).")
    }
}
