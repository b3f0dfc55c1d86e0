import Testing
import ChartDescriptorXML
import ChartModel
@testable import ChartCSV

/// Issue 36, item 4: periods written the way reports write them are time, not names ranked against each other;
/// forms that leave the period open are refused, located, with the fix named.
@Suite struct PeriodColumnTests {
    func chart(_ text: String, _ options: CSVChartOptions = CSVChartOptions()) throws -> Chart {
        try CSVChartBuilderTests().chart(text, options)
    }

    func problems(_ text: String, _ options: CSVChartOptions = CSVChartOptions()) -> [String] {
        CSVChartBuilderTests().problems(text, options)
    }

    func csv(_ xs: [String]) -> String {
        "Period,Revenue\n" + xs.enumerated().map { "\"\($1)\",\(100 + 7 * $0)" }.joined(separator: "\n") + "\n"
    }

    @Test(arguments: [
        (["2021-Q3", "2021-Q4", "2022-Q1"], DatePeriod.quarter), (["Q3 2021", "Q4 2021", "Q1 2022"], .quarter),
        (["2021 Q3", "2021 Q4", "2022 Q1"], .quarter), (["3Q21", "4Q21", "1Q22"], .quarter),
        (["2021年第3季度", "2021年第4季度", "2022年第1季度"], .quarter), (["T3 2021", "T4 2021", "T1 2022"], .quarter),
        (["Q3/2021", "Q4/2021", "Q1/2022"], .quarter), (["3 кв. 2021", "4 кв. 2021", "1 кв. 2022"], .quarter),
        (["2021년 3분기", "2021년 4분기", "2022년 1분기"], .quarter),
        (["07/2021", "10/2021", "01/2022"], .month), (["2021/07", "2021/10", "2022/01"], .month),
        (["Jul-21", "Oct-21", "Jan-22"], .month), (["juil. 2021", "oct. 2021", "janv. 2022"], .month),
        (["2021年7月", "2021年10月", "2022年1月"], .month), (["2021M07", "2021M10", "2022M01"], .month),
        (["H2 2021", "H1 2022", "H2 2022"], .half), (["2021年下半年", "2022年上半年", "2022年下半年"], .half),
        (["FY2021", "FY2022", "FY2023"], .fiscalYear), (["FY21", "FY22", "FY23"], .fiscalYear),
        (["FY2021/22", "FY2022/23", "FY2023/24"], .fiscalSplitYear), (["2021/22", "2022/23", "2023/24"], .splitYear),
    ])
    func periodsAsReportsWriteThemAreTime(xs: [String], period: DatePeriod) throws {
        let c = try chart(csv(xs))
        #expect(c.xAxis.kind == .date && c.xAxis.period == period, "\(xs)")
        let starts = c.series[0].points.map(\.x)
        #expect(starts == starts.sorted() && Set(starts).count == 3, "\(xs): in time order, each its own period")
        #expect(c.series[0].isContinuous, "a time series, as dates are")
    }

    @Test func aQuarterStartsWhereItsFirstMonthStarts() throws {
        let c = try chart(csv(["Q1 2021", "2021-Q3", "4Q21"]))
        #expect(c.series[0].points.map(\.x) == [TestDates.seconds(2021, 1, 1), TestDates.seconds(2021, 7, 1), TestDates.seconds(2021, 10, 1)])
        #expect(try chart(csv(["FY2021", "FY2022"])).series[0].points[0].x == TestDates.seconds(2021, 1, 1))
    }

    @Test func aMonthOrASplitYearIsSettledByTheColumnOrRefused() throws {
        #expect(try chart(csv(["2011/12", "2012/13"])).xAxis.period == .splitYear, "2012/13 cannot be a month")
        #expect(try chart(csv(["2011/12", "2011/11"])).xAxis.period == .month, "2011/11 cannot be a year across two")
        #expect(problems(csv(["2010/11", "2011/12"])) == [
            "d.csv:2:1: \"2010/11\" in column Period (row 1) could be November 2010 or the year 2010/11 across two calendar years, and no value of the column settles which; write 2010-11 for the month, or 2010/2011 (FY2010/11 for a fiscal year) for the year",
        ])
        // With a dash the first value is ISO 8601's November 2010; a column of such dates stays one.
        #expect(try chart(csv(["2010-11", "2011-12"])).xAxis.period == nil)
        #expect(try chart(csv(["2011-12", "2012-13"])).xAxis.period == .splitYear)
    }

    @Test func aValueOfAnotherPeriodOrNoneIsLocatedWithTheFormsExpected() {
        #expect(problems(csv(["2021-Q1", "2021-Q2", "2021-06", "Total"])) == [
            "d.csv:4:1: \"2021-06\" in column Period (row 3) is a month, but the column's first period \"2021-Q1\" (row 1) is a quarter; write every value as a quarter, such as 2021-Q2, Q2 2021 or 2Q21",
            "d.csv:5:1: \"Total\" in column Period (row 4) is not a quarter like the column's first period \"2021-Q1\" (row 1) (expected a form such as 2021-Q2, Q2 2021 or 2Q21); fix it, or read the column as names with --x-type category",
        ])
    }

    @Test func xTypeDateAcceptsPeriodsAndSaysWhatItExpected() throws {
        var options = CSVChartOptions()
        options.xKind = .date
        #expect(try chart(csv(["2021-Q1", "2021-Q2"]), options).xAxis.period == .quarter)
        // The first value is not a date: it is not said to be unlike itself, and the forms accepted are named.
        #expect(problems(csv(["abc", "2021-03-01"]), options) == [
            "d.csv:2:1: \"abc\" in column Period (row 1) is not a date (expected ISO 8601 such as 2024-03-05 or 2024-03-05T14:30, or a period such as 2021-Q3, Q3 2021, 03/2021, Mar-21, H1 2021 or FY2021); fix it, or read the column as names with --x-type category",
        ])
        #expect(problems(csv(["abc", "2021-Q2"]), options).first?.contains("is not a quarter like the column's first period \"2021-Q2\" (row 2)") == true)
        options.xKind = .category
        #expect(try chart(csv(["2021-Q1", "2021-Q2"]), options).xAxis.kind == .category, "asked for names, they are names")
    }

    @Test func namesThatLookLikeNoPeriodStayCategories() throws {
        #expect(try chart(csv(["North", "Q5 2021", "South"])).xAxis.kind == .category)
        #expect(try chart(csv(["Jan 5", "Jan 6"])).xAxis.kind == .category, "a day without a year is not a month")
    }
}
