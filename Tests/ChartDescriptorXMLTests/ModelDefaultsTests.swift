import ChartDescriptorXML
import ChartModel
import Testing

/// Defaults the format documents: generated ids, continuity, inferred axis kinds, category order.
struct ModelDefaultsTests {
    @Test func chartsWithoutIdAreNumberedByPosition() throws {
        let s = "<series name=\"a\"><point x=\"1\" y=\"1\"/></series>"
        let report = try ReaderSupport.read("<report><chart>\(s)</chart><chart id=\"main\">\(s)</chart><chart>\(s)</chart><chart id=\"chart4\">\(s)</chart><chart>\(s)</chart></report>")
        #expect(report.charts.map(\.id) == ["chart1", "main", "chart3", "chart4", "chart5"])
    }

    @Test func aLoneChartRootIsAReportWithOneChart() throws {
        let report = try ReaderSupport.read("<chart xml:lang=\"zh\"><title>标题</title><series name=\"a\"><point x=\"1\" y=\"1\"/></series></chart>")
        #expect(report.charts.count == 1)
        #expect(report.charts[0].id == "chart1")
        #expect(report.language == "zh")
        #expect(report.title == nil)
    }

    @Test(arguments: [
        ("line", "numeric", true), ("area", "numeric", true), ("bar", "category", false), ("column", "category", false),
        ("scatter", "numeric", false), (nil, "date", true), (nil, "numeric", false), (nil, "category", false),
    ] as [(String?, String, Bool)])
    func continuityDefaultsFromChartTypeThenXAxis(_ type: String?, _ axis: String, _ continuous: Bool) throws {
        let x = axis == "date" ? "2024-01-01" : axis == "category" ? "a" : "1"
        let typeAttribute = type.map { " type=\"\($0)\"" } ?? ""
        let report = try ReaderSupport.read("<chart\(typeAttribute)><x-axis type=\"\(axis)\"/><series name=\"s\"><point x=\"\(x)\" y=\"1\"/></series></chart>")
        #expect(report.charts[0].series[0].isContinuous == continuous)
    }

    @Test func explicitContinuityWins() throws {
        let report = try ReaderSupport.read("<chart type=\"line\"><series name=\"s\" continuous=\"false\"><point x=\"1\" y=\"1\"/></series></chart>")
        #expect(report.charts[0].series[0].isContinuous == false)
    }

    @Test(arguments: [("1.5", AxisKind.numeric), ("2024-01-05", .date), ("Berlin", .category)])
    func untypedXAxisTakesTheKindOfItsFirstValue(_ x: String, _ kind: AxisKind) throws {
        let report = try ReaderSupport.read("<chart><series name=\"s\"><point x=\"\(x)\" y=\"1\"/></series></chart>")
        #expect(report.charts[0].xAxis.kind == kind)
    }

    @Test func undeclaredCategoriesFollowFirstAppearanceAcrossSeries() throws {
        let report = try ReaderSupport.read("""
            <chart type="bar"><x-axis type="category"/>
            <series name="a"><point x="Paris" y="1"/><point x="Berlin" y="2"/></series>
            <series name="b"><point x="Rome" y="3"/><point x="Paris" y="4"/></series></chart>
            """)
        let chart = report.charts[0]
        #expect(chart.xAxis.categories.map(\.id) == ["Paris", "Berlin", "Rome"])
        #expect(chart.series[1].points.map(\.x) == [2, 0])
    }

    @Test func axisAttributesAndChildrenReachTheModel() throws {
        let report = try ReaderSupport.read("""
            <chart><x-axis type="date" format="yMMMd"><range min="2024-01-01" max="2024-12-31"/><gridline at="2024-07-01"/></x-axis>
            <y-axis scale="log" unit="length-kilometer" format="compact-short"><range min="1" max="1000"/></y-axis>
            <axis id="cyl" type="category"><category id="4"/><category id="6"/></axis>
            <series name="s"><point x="2024-02-01" y="10"><value axis="cyl">6</value></point></series></chart>
            """)
        let chart = report.charts[0]
        #expect(chart.xAxis.format == "yMMMd")
        #expect(chart.xAxis.range == AxisRange(min: 1_704_067_200, max: 1_735_603_200))
        #expect(chart.xAxis.gridlines == [1_719_792_000])
        #expect(chart.xAxis.hasTimeOfDay == false)
        #expect(chart.yAxis.scale == .log)
        #expect(chart.yAxis.unit == .cldr("length-kilometer"))
        #expect(chart.yAxis.range == AxisRange(min: 1, max: 1000))
        #expect(chart.additionalAxis(id: "cyl")?.categories.map(\.id) == ["4", "6"])
        #expect(chart.series[0].points[0].additionalValues == [AdditionalValue(axisID: "cyl", value: 1)])
    }

    @Test func yAxisMustBeNumeric() {
        let d = ReaderSupport.diagnostics("<chart><y-axis type=\"date\"/><series name=\"s\"><point x=\"1\" y=\"1\"/></series></chart>")
        #expect(d.map(\.message) == ["the y-axis must be numeric (y values are numbers); remove type=\"date\" or move these values to an <axis>"])
    }
}
