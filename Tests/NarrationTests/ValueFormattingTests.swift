import ChartModel
import Testing
@testable import Narration

@Suite struct ValueFormattingTests {
    func formatter(_ unit: AxisUnit?, format: String?, language: String = "en") throws -> AxisFormatter {
        try AxisFormatter(axis: Axis(kind: .numeric, format: format, unit: unit), name: "y", chartID: "c",
                          language: language, locale: language, documentLanguage: "en", sampleX: [])
    }

    @Test func cldrUnitTakesEnglishPluralFormsAtTheEdges() throws {
        let f = try formatter(.cldr("length-kilometer"), format: nil)
        #expect([0, 1, 2, 5, 21, 1.5].map { f.value($0) } ==
                ["0 kilometers", "1 kilometer", "2 kilometers", "5 kilometers", "21 kilometers", "1.5 kilometers"])
    }

    @Test func descriptorUnitMessageTakesEnglishPluralFormsAtTheEdges() throws {
        let unit = AxisUnit.messages(LocalizedText([.init(language: "en", text: "{value, plural, one {# step} other {# steps}}"),
                                                    .init(language: "zh", text: "{value}步")]))
        let f = try formatter(unit, format: ".#")
        #expect([0, 1, 2, 5, 21, 1.5].map { f.value($0) } == ["0 steps", "1 step", "2 steps", "5 steps", "21 steps", "1.5 steps"])
        let zh = try formatter(unit, format: ".#", language: "zh")
        #expect([1, 1.5, 12000].map { zh.value($0) } == ["1步", "1.5步", "12,000步"])
    }

    @Test func briefNumbersAreNotPaddedBeyondFourSignificantDigits() throws {
        let f = try AxisFormatter(axis: Axis(kind: .numeric), name: "y", chartID: "c", language: "en", locale: "en",
                                  documentLanguage: "en", sampleX: [], sampleValues: [15.81, 135.91, 5.97])
        // Brief values share the decimals four significant digits leave at the axis's largest value (135.91: one),
        // so a change and its ends agree (`BriefRoundingTests`).
        #expect([135.91, 15.81, 5.97, 40].map { f.value($0, .brief) } == ["135.9", "15.8", "6.0", "40.0"])
        #expect(f.value(135.91) == "135.91")
        // A mean gets one decimal more than the data, up to four significant digits; a value at least ten times
        // the typical size (415.871 beside a median of 15.81) keeps the typical significant digits.
        #expect([24.7374, 415.871, 5.9712].map { f.value($0, .derived) } == ["24.74", "415.9", "5.971"])
    }

    /// A brief (short description, speech) said "12,400" for 12,403 and "15,350" for 15,352, with no "about": a
    /// value that looks exact and is not. Whole digits stay; decimals still go to four significant digits, and a
    /// scale word ("1.235 million", "$15K") says itself that the number is rounded.
    @Test func briefNumbersDoNotRoundWholeDigitsToZeros() throws {
        let f = try AxisFormatter(axis: Axis(kind: .numeric), name: "y", chartID: "c", language: "en", locale: "en",
                                  documentLanguage: "en", sampleX: [], sampleValues: [12_403, 15_352, 13_157])
        #expect([12_403, 15_352, 13_157, 999_999].map { f.value($0, .brief) } == ["12,403", "15,352", "13,157", "999,999"])
        #expect(f.value(13_574.4, .brief) == "13,574")
        #expect(f.value(1_234_567, .brief) == "1.235 million")
        let compact = try formatter(nil, format: "currency/USD compact-short")
        #expect(compact.value(15_352, .brief) == "$15.4K")
        let decimals = try AxisFormatter(axis: Axis(kind: .numeric), name: "y", chartID: "c", language: "en", locale: "en",
                                         documentLanguage: "en", sampleX: [], sampleValues: [135.91, 15.81])
        #expect(decimals.value(135.91, .brief) == "135.9")
    }

    @Test func aboutALevelThatIsNotNothingIsNotZero() throws {
        let f = try AxisFormatter(axis: Axis(kind: .numeric), name: "y", chartID: "c", language: "en", locale: "en",
                                  documentLanguage: "en", sampleX: [], sampleValues: [336_303, 11_480_000])
        // Beside a fall of 12 million, 336,303 people were "about 0".
        #expect(f.value(336_303, .about(step: 1_000_000)) == "300,000")
        #expect(f.value(-0.34, .about(step: 1)) == "-0.3")
        // Next to nothing at that scale, and values the step keeps, are as before.
        #expect(f.value(120_000, .about(step: 1_000_000)) == "0")
        #expect(f.value(9_659_000, .about(step: 1_000_000)) == "10 million")
    }

    @Test func briefValuesRoundOnceAndExactly() throws {
        // Dividing by 1e-5 made 185,500,000 into 185,499,999.99…, and four digits then three rounded twice.
        #expect(AxisFormatter.roundedToSignificant(185_539_000, 4) == 185_500_000)
        let money = try formatter(nil, format: "currency/USD compact-short")
        #expect(money.value(185_539_000, .brief) == money.value(185_539_000))
        #expect(money.value(185_539_000, .brief) == "$186M")
    }

    /// A currency format without a precision follows whole-dollar data: "$14,220.00" for a rounded 14,223 and means
    /// to the cent ("$10,552.36") claimed cents the data do not have.
    @Test func wholeCurrencyDataAreSaidWithoutCents() throws {
        let f = try AxisFormatter(axis: Axis(kind: .numeric, format: "currency/USD"), name: "y", chartID: "c", language: "en",
                                  locale: "en", documentLanguage: "en", sampleX: [], sampleValues: [14_223, 9_800, 12_400])
        #expect(f.value(14_223) == "$14,223")
        // The short description's four digits do not round whole dollars to zeros without "about" (issue 24).
        #expect(f.value(14_223, .brief) == "$14,223")
        #expect(f.value(10_552.36, .derived) == "$10,552")
        #expect(f.value(14_223, .about(step: 100)) == "$14,200")
        // Small derived values keep the currency's cents; data with cents keep them everywhere.
        #expect(f.value(12.5, .derived) == "$12.50")
        let cents = try AxisFormatter(axis: Axis(kind: .numeric, format: "currency/USD"), name: "y", chartID: "c", language: "en",
                                      locale: "en", documentLanguage: "en", sampleX: [], sampleValues: [14.25, 9.8])
        #expect(cents.value(14.25) == "$14.25" && cents.value(9.8) == "$9.80")
        // The author's own precision decides.
        let authored = try AxisFormatter(axis: Axis(kind: .numeric, format: "currency/USD .00"), name: "y", chartID: "c", language: "en",
                                         locale: "en", documentLanguage: "en", sampleX: [], sampleValues: [14_223])
        #expect(authored.value(14_223) == "$14,223.00")
    }

    @Test func yearsBeforeTheGregorianReformAreTheirOwnYears() throws {
        // ICU's calendar is Julian before 1582: January 1, 1565 (proleptic) is its December 22, 1564.
        let years = try AxisFormatter(axis: Axis(kind: .numeric), name: "x", chartID: "c", language: "en", locale: "en",
                                      documentLanguage: "en", sampleX: [1565, 1570, 1575, 1580, 1585])
        #expect([1565, 1582, 1820].map { years.position($0) } == ["1565", "1582", "1820"])
    }

    @Test func roundingFollowsTheAxisFormatEverywhere() throws {
        let unit = AxisUnit.messages(LocalizedText("{value, plural, one {# step} other {# steps}}"))
        let f = try formatter(unit, format: "precision-integer")
        #expect(f.value(8010.4) == "8,010 steps")
        #expect(f.value(1.4) == "1 step")
        #expect(f.rounded(8010.6) == 8011)
    }

    @Test func invalidAxisFormatIsAClearError() {
        do {
            _ = try formatter(nil, format: "precision-bogus")
            Issue.record("expected an error")
        } catch let error as NarrationError {
            guard case .invalidFormat(_, let axis, let format, _) = error else { Issue.record("\(error)"); return }
            #expect(axis == "y")
            #expect(format == "precision-bogus")
            #expect(error.description.contains("format=\"precision-bogus\""))
        } catch {
            Issue.record("unexpected \(error)")
        }
    }

    @Test func narratingAReportWithABadDateSkeletonThrows() {
        var report = SampleReports.steps
        report.charts[0].xAxis.format = "yMM-dd"
        #expect(throws: NarrationError.self) { try Narrator(language: "en").narrate(report) }
    }

    /// Values carried to six decimals by a conversion are said to five significant digits at their median size;
    /// values written with fewer keep every decimal, and one axis keeps one precision.
    @Test func valuesAreSaidWithTheirDecimalsUpToFiveSignificantDigits() {
        #expect(AxisFormatter.writtenDecimals(of: [111.009135, 509.828448, 172.074663, 549.833808]) == 2)  // Saudi oil
        #expect(AxisFormatter.writtenDecimals(of: [198_712, 253_060, 320_402.295]) == 0)  // US population, thousands
        #expect(AxisFormatter.writtenDecimals(of: [581.86, 575.96, 579.12]) == 2)  // Lake Huron, as written
        #expect(AxisFormatter.writtenDecimals(of: [0.177991, 0.128413, 0.210767, 0.0977]) == 5)  // Danish bond rate
        // R's pressure spans seven orders of magnitude: the median (8.8) keeps 0.0002 from rounding to zero.
        #expect(AxisFormatter.writtenDecimals(of: [0.0002, 0.0012, 0.03, 0.27, 1.85, 8.8, 32.1, 96, 247, 558, 806]) == 4)
        #expect(AxisFormatter.writtenDecimals(of: [0, 0]) == 0)
    }

    /// Values going both ways about zero (returns, changes) each keep the typical significant digits: the S&P 500's
    /// daily returns, written to the thousandth of a percent with 0.62 typical, were "-4.922" beside "0.578";
    /// values of one sign keep one precision per axis.
    @Test func valuesGoingBothWaysAboutZeroKeepTheTypicalSignificantDigits() throws {
        let returns = [0.959, 1.032, -0.578, -0.62, 0.05, -4.922, 5.733, 0.706, -1.204, -22.611, 0.301, -0.42]
        let f = try AxisFormatter(axis: Axis(kind: .numeric), name: "y", chartID: "c", language: "en", locale: "en",
                                  documentLanguage: "en", sampleX: [], sampleValues: returns)
        #expect([-4.922, 5.733, -0.578, 0.05, -22.611, 1.032].map { f.value($0) } == ["-4.92", "5.73", "-0.578", "0.05", "-22.6", "1.03"])
        #expect(AxisFormatter.straddlesZero(returns))
        // Written to the hundred-thousandth of a percent (the mark against the pound), still three digits at most.
        let fine = try AxisFormatter(axis: Axis(kind: .numeric), name: "y", chartID: "c", language: "en", locale: "en",
                                     documentLanguage: "en", sampleX: [], sampleValues: [0.52805, -2.14428, 3.17262, -0.41937, 0.20514, -0.73318])
        #expect([-2.14428, 3.17262, 0.52805].map { fine.value($0) } == ["-2.14", "3.17", "0.528"])
        #expect(!AxisFormatter.straddlesZero([28.98, 218.61, 57.3, 140.25, 99.1, -0.5]))  // one value in six below zero
        let levels = try AxisFormatter(axis: Axis(kind: .numeric), name: "y", chartID: "c", language: "en", locale: "en",
                                       documentLanguage: "en", sampleX: [], sampleValues: [28.98, 218.61, 57.3, 140.25])
        #expect([28.98, 218.61].map { levels.value($0) } == ["28.98", "218.61"])
    }
}
