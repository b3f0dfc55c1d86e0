@testable import ChartDescriptorXML
import ChartModel
import Testing

/// Periods in a descriptor are read as a CSV column's are (docs/descriptor-format.md, "Periods"): x values written
/// "2021-Q3" or "FY2021" make a date axis that keeps its period, and the writer writes them back so.
@Suite struct PeriodAxisTests {
    func chart(_ points: [String], type: String = "") -> String {
        """
        <chart id="c"><x-axis\(type)/><y-axis/>
          <series name="s">\(points.enumerated().map { "<point x=\"\($1)\" y=\"\($0 + 1)\"/>" }.joined())</series>
        </chart>
        """
    }

    func seconds(_ year: Int, _ month: Int) -> Double {
        Double(CivilCalendar.days(year: year, month: month, day: 1)) * CivilCalendar.secondsPerDay
    }

    @Test func anAxisOfQuartersIsADateAxisThatKeepsItsPeriod() throws {
        for type in ["", " type=\"date\""] {
            let c = try ReaderSupport.read(chart(["2021-Q3", "Q4 2021", "1Q22"], type: type)).charts[0]
            #expect(c.xAxis.kind == .date && c.xAxis.period == .quarter, "type=\(type)")
            #expect(c.series[0].points.map(\.x) == [seconds(2021, 7), seconds(2021, 10), seconds(2022, 1)])
        }
        #expect(try ReaderSupport.read(chart(["FY2020", "FY2021"])).charts[0].xAxis.period == .fiscalYear)
        #expect(try ReaderSupport.read(chart(["2024-03-05", "2024-03-06"])).charts[0].xAxis.period == nil, "dates stay dates")
        #expect(try ReaderSupport.read(chart(["2021-Q1", "North"], type: " type=\"category\"")).charts[0].xAxis.kind == .category,
                "declared categories stay names")
    }

    @Test func anotherPeriodOrAnAmbiguousOneIsLocated() {
        #expect(ReaderSupport.diagnostics(chart(["2021-Q1", "2021-06", "H1 2021"])).map(\.message) == [
            "x=\"2021-06\" is a month, but the x-axis's values are a quarter each; write it as a quarter, such as 2021-Q2, Q2 2021 or 2Q21",
            "x=\"H1 2021\" is a half-year, but the x-axis's values are a quarter each; write it as a quarter, such as 2021-Q2, Q2 2021 or 2Q21",
        ])
        #expect(ReaderSupport.diagnostics(chart(["2011/12", "2012/13"], type: " type=\"date\"")).map(\.message) == [
            "x=\"2011/12\" could be a month or a year across two calendar years on the date x-axis; write 2011-12 for the month, or FY2011/12 for a fiscal year",
        ])
    }

    @Test(arguments: [DatePeriod.month, .quarter, .half, .fiscalYear, .fiscalSplitYear, .splitYear])
    func theWriterWritesPeriodsThatReadBackAsThemselves(period: DatePeriod) throws {
        // 2011 starts a split year whose short form is also a month ("2011/12"): it is written "2011/2012".
        let xs = [seconds(2010, 1), seconds(2011, 1), seconds(2012, 1)]
        let chart = Chart(id: "c", xAxis: Axis(kind: .date, period: period), yAxis: Axis(kind: .numeric),
                          series: [Series(name: LocalizedText("s"), isContinuous: true, points: xs.map { DataPoint(x: $0, y: 1) })])
        let report = Report(charts: [chart])
        let xml = DescriptorWriter().write(report)
        #expect(try DescriptorReader().read(bytes: Array(xml.utf8), fileName: "w.xml") == report, "\(xml)")
    }
}
