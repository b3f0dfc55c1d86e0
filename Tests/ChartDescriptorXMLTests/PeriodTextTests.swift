import Testing
import ChartModel
@testable import ChartDescriptorXML

/// Periods as reports write them (issue 36, item 4): each form reads as the period it names, starting where
/// that period starts; forms that leave the period open read both ways; other text reads as no period.
@Suite struct PeriodTextTests {
    func start(_ year: Int, _ month: Int) -> Double {
        Double(CivilCalendar.days(year: year, month: month, day: 1)) * CivilCalendar.secondsPerDay
    }

    func reads(_ text: String) -> [String] {
        PeriodText.readings(text).map { "\($0.period.rawValue) \($0.period.notation($0.start))" }
    }

    @Test func quartersInEveryCommonForm() {
        for text in ["2021-Q3", "2021Q3", "2021 Q3", "2021/Q3", "Q3 2021", "q3-2021", "Q3/2021", "Q3-21", "Q3'21", "3Q21",
                     "3Q 2021", "3Q2021", "T3 2021", "3T 2021", "3T21", "3er trimestre 2021", "3e trimestre 2021",
                     "tercer trimestre de 2021", "troisième trimestre 2021", "3º trimestre de 2021", "terceiro trimestre de 2021",
                     "3. Quartal 2021", "drittes Quartal 2021", "3 кв. 2021", "III кв. 2021 г.", "3-й квартал 2021 года",
                     "2021年第3季度", "2021年第三季度", "2021年三季度", "2021年Q3", "2021년 3분기", "2021년 3/4분기",
                     "الربع الثالث 2021", "الربع الثالث ٢٠٢١", "ति3 2021", "तीसरी तिमाही 2021", "third quarter of 2021"] {
            #expect(reads(text) == ["quarter 2021-Q3"], "\(text)")
        }
        #expect(PeriodText.readings("Q1 2021").first?.start == start(2021, 1))
        #expect(PeriodText.readings("2021-Q4").first?.start == start(2021, 10))
    }

    @Test func monthsInEveryCommonForm() {
        for text in ["03/2021", "3/2021", "2021/03", "2021/3", "03-2021", "2021M03", "Mar-21", "mar-21", "Mar '21", "März 2021",
                     "mars 2021", "marzo de 2021", "março de 2021", "mar. 2021", "март 2021", "марта 2021",
                     "مارس 2021", "मार्च 2021", "2021年3月", "2021年03月", "2021년 3월", "2021 Mar", "2021-March"] {
            #expect(reads(text) == ["month 2021-03"], "\(text)")
        }
        #expect(reads("janv. 2022") == ["month 2022-01"])
        #expect(reads("Dez 2022") == ["month 2022-12"])
        #expect(reads("Jan 22").isEmpty, "January 22nd as much as January 2022: a day is not a month")
    }

    @Test func halvesAndFiscalAndSplitYears() {
        for text in ["H1 2021", "2021-H1", "2021 H1", "1H21", "1H 2021", "H1'21", "S1 2021", "1er semestre 2021", "1. Halbjahr 2021",
                     "I полугодие 2021", "2021年上半年", "2021년 상반기", "النصف الأول 2021", "पहली छमाही 2021"] {
            #expect(reads(text) == ["half 2021-H1"], "\(text)")
        }
        #expect(reads("2021年下半年") == ["half 2021-H2"])
        for text in ["FY2021", "FY21", "FY 2021", "fy-2021", "FY'21", "GJ 2021", "exercice 2021", "ejercicio 2021", "2021财年",
                     "2021 회계연도", "वित्त वर्ष 2021", "السنة المالية 2021"] {
            #expect(reads(text) == ["fiscal-year FY2021"], "\(text)")
        }
        for text in ["FY2021/22", "FY21/22", "FY2021-22", "वित्त वर्ष 2021-22"] {
            #expect(reads(text) == ["fiscal-split-year FY2021/22"], "\(text)")
        }
        for text in ["2021/22", "2021-22", "2021/2022", "2021–22"] {
            #expect(reads(text) == ["split-year 2021/22"], "\(text)")
        }
        #expect(PeriodText.readings("FY2021").first?.start == start(2021, 1))
    }

    @Test func aMonthThatIsAlsoASplitYearReadsBothWays() {
        #expect(reads("2011/12") == ["split-year 2011/12", "month 2011-12"])
        #expect(reads("2011-12") == ["split-year 2011/12", "month 2011-12"])
        #expect(reads("2012/13") == ["split-year 2012/13"])
        #expect(reads("2012/11") == ["month 2012-11"])
    }

    @Test func namesNumbersAndDatesAreNoPeriods() {
        for text in ["North", "Q5 2021", "Q1", "2021", "H3 2021", "13/2021", "2021/13", "2024-03-05", "1.5", "Route 66",
                     "Q1 FY21", "FY", "2021/24", "T 2021", "Jan 5", "Total 2021", "", "Q1 2021 extra"] {
            #expect(reads(text).isEmpty, "\(text)")
        }
    }

    @Test func noMonthNameMeansTwoMonthsInTheTenLanguages() {
        // A name two languages give to different months is left out; none is today (a clash would be named here).
        #expect(PeriodText.monthNames["mar"] == 3 && PeriodText.monthNames["mai"] == 5 && PeriodText.monthNames["set"] == 9)
        #expect(PeriodText.monthNameTable.clashes.isEmpty)
        #expect(PeriodText.monthNames.count > 120)
    }
}
