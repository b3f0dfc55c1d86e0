import ChartModel
import Testing
@testable import Narration

/// No NaN, ∞, "-0" or 300-digit number is ever written or spoken, in any shipped language.
@Suite struct ExtremeNumberTests {
    func formatter(_ unit: AxisUnit? = nil, format: String? = nil, language: String = "en") throws -> AxisFormatter {
        let renderer = try Narrator(language: language).renderer
        return try AxisFormatter(axis: Axis(kind: .numeric, format: format, unit: unit), name: "y", chartID: "c",
                                 language: language, locale: language, documentLanguage: "en", sampleX: [], renderer: renderer)
    }

    @Test func hugeAndTinyMagnitudesAreScientificPerLocale() throws {
        let en = try formatter()
        #expect(en.value(1.7e308) == "1.7E308")
        #expect(en.value(-1.35e308) == "-1.35E308")
        #expect(en.value(1e15) == "1E15")
        // Below 10^15 a large value is scaled in words, rounded to what a reader can use.
        #expect(en.value(999_999_999_999_999 / 10) == "100 trillion")
        #expect(en.value(3.21e-9) == "3.21E-9")
        #expect(try formatter(language: "de").value(1.35e308) == "1,35E308")
        #expect(try formatter(language: "ar").value(1.7e308).contains("اس"))
    }

    @Test func unitsAndCurrenciesSurviveScientificNotation() throws {
        #expect(try formatter(.cldr("length-kilometer")).value(2.5e20) == "2.5E20 kilometers")
        #expect(try formatter(format: "currency/USD").value(4e18) == "$4E18")
        let steps = AxisUnit.messages(LocalizedText("{value, plural, one {# step} other {# steps}}"))
        #expect(try formatter(steps).value(1.7e308) == "1.7E308 steps")
        let date = AxisUnit.messages(LocalizedText("{value, number, ::percent} done"))
        #expect(try formatter(date).value(1.7e308) == "1.7E308", "a message that formats the value itself is left out")
    }

    /// An author's skeleton that scales a value by 1e300 with a precision of 10^-34 printed 300 digits and 34
    /// decimals; past 40 characters the number is said in scientific notation, the scale kept.
    @Test func aSkeletonThatPrintsARunawayNumberFallsBackToScientific() throws {
        let f = try formatter(format: "precision-increment/0.0000000000000000000000000000000001 scale/1e300")
        for v in [2.0, 8.5, -3.0, 1e6] {
            let text = f.value(v)
            #expect(text.count <= NumberGuard.maxLength, "\(v): \(text)")
            #expect(text.contains("E30"), "\(v): \(text)")
        }
        #expect(f.value(2) == "2E300")
        // An ordinary skeleton is untouched.
        #expect(try formatter(format: "precision-increment/0.01").value(2) == "2.00")
    }

    @Test func negativeZeroIsZero() throws {
        let f = try formatter(format: "precision-integer")
        #expect(f.value(-0.0) == "0")
        #expect(f.value(-0.2) == "0")
        #expect(f.value(-0.6) == "-1")
        let steps = try formatter(.messages(LocalizedText("{value, plural, one {# step} other {# steps}}")), format: ".#")
        #expect(steps.value(-0.01) == "0 steps")
        #expect(try formatter(.cldr("temperature-celsius"), format: "precision-integer").value(-0.3) == "0 degrees Celsius")
    }

    @Test func valuesBeyondTheDoubleRangeAreSaidAsSuch() throws {
        let en = try formatter()
        #expect(en.value(.infinity) == "more than 1.8E308")
        #expect(en.value(-.infinity) == "less than -1.8E308")
        #expect(try formatter(.cldr("length-meter")).value(.infinity) == "more than 1.8E308 meters")
        #expect(try formatter(language: "zh").value(.infinity) == "超过1.8E308")
    }

    @Test func noShippedLanguagePrintsNaNInfinityOrLongDigitRuns() throws {
        for language in Narrator.availableLanguages.map(\.code) {
            let f = try formatter(language: language)
            for v in [Double.nan, .infinity, -.infinity, -0.0, 1.7e308, -1.7e308, 5e-324, 1e-300, 123456789012345678] {
                let text = f.value(v)
                #expect(!text.isEmpty)
                #expect(!text.contains("NaN") && !text.contains("∞") && !text.lowercased().contains("inf"), "\(language) \(v): \(text)")
                #expect(Self.longestDigitRun(text) <= 4, "\(language) \(v): \(text)")
            }
        }
    }

    static func longestDigitRun(_ text: String) -> Int {
        var longest = 0, run = 0
        for c in text {
            if c.isNumber { run += 1; longest = max(longest, run) } else if !",.  \u{a0}\u{202f}٬٫'".contains(c) { run = 0 }
        }
        return longest
    }

    @Test func scientificNotationIsReadOut() throws {
        let en = SpeechPreparer(narrator: try Narrator(language: "en"))
        #expect(en.prepare("It peaks at 1.7E308 and falls to -3.2E-12.")
                == "It peaks at 1.7 times ten to the power of 308 and falls to minus 3.2 times ten to the power of minus 12.")
        let zh = SpeechPreparer(narrator: try Narrator(language: "zh"))
        #expect(zh.prepare("1.7E308") == "yi1 dian3 qi1 cheng2 yi3 shi2 de san1 bai3 ling2 ba1 ci4 fang1")
        let de = SpeechPreparer(narrator: try Narrator(language: "de"))
        #expect(de.prepare("1,35E308") == "1,35 mal zehn hoch 308")
        let ar = SpeechPreparer(narrator: try Narrator(language: "ar"))
        #expect(!ar.prepare("١٫٧اس٣٠٨").contains("اس٣"))
    }
}
