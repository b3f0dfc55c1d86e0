@testable import ChartDescriptorXML
import ChartModel
import Foundation
import Testing

/// `DescriptorWriter` output reads back as the same model (what `chartnarrate convert` relies on).
@Suite struct DescriptorWriterTests {
    func roundTrip(_ report: Report) throws -> Report {
        let xml = DescriptorWriter().write(report)
        return try DescriptorReader().read(bytes: Array(xml.utf8), fileName: "written.xml")
    }

    @Test(arguments: ["car-scatter", "daily-steps", "hourly-load", "monthly-temperature", "quarterly-revenue"])
    func everyExampleRoundTrips(name: String) throws {
        let original = try DescriptorReader().read(contentsOf: ReaderSupport.repositoryRoot.appendingPathComponent("examples/\(name).xml").path)
        #expect(try roundTrip(original) == original)
    }

    @Test func aModelBuiltInCodeRoundTripsWithEveryKindOfField() throws {
        let title = LocalizedText([.init(language: nil, text: "Sales & <returns>"), .init(language: "zh", text: "销售“额”")])
        let cylinders = Axis(id: "cyl", kind: .category, title: LocalizedText("Cylinders"),
                             categories: [Category(id: "4"), Category(id: "8", label: LocalizedText([.init(language: "de", text: "acht")]))],
                             isOrdered: true)
        let chart = Chart(
            id: "c 1", type: .line, title: title, summary: LocalizedText("Up \"a lot\"."),
            xAxis: Axis(kind: .date, range: AxisRange(min: 1_704_067_200, max: 1_704_153_600 + 3600),
                        gridlines: [1_704_110_400], format: "yMMMdjmm", hasTimeOfDay: true),
            yAxis: Axis(kind: .numeric, title: LocalizedText("Value"), scale: .log, format: "precision-increment/0.1",
                        unit: .messages(LocalizedText([.init(language: "en", text: "{value, plural, one {# unit} other {# units}}")])),
                        isAdditive: false),
            additionalAxes: [cylinders],
            series: [Series(name: LocalizedText([.init(language: nil, text: "A"), .init(language: "zh", text: "甲")]), isContinuous: false,
                            points: [DataPoint(x: 1_704_067_200, y: 0.25, label: LocalizedText("first\tone"),
                                               additionalValues: [AdditionalValue(axisID: "cyl", value: 1)]),
                                     DataPoint(x: 1_704_067_200 + 5_400.5, y: nil),
                                     DataPoint(x: 1_704_153_600, y: 1e-7)])])
        let report = Report(language: "en", title: LocalizedText("Report"), intro: LocalizedText("Hello."), charts: [chart])
        var expected = report
        // The reader keeps text as it normalises it: a tab in a label becomes a space.
        expected.charts[0].series[0].points[0].label = LocalizedText("first one")
        #expect(try roundTrip(report) == expected)
    }

    @Test func aLoneChartIsWrittenAsTheRootElement() {
        let chart = Chart(id: "only", xAxis: Axis(kind: .numeric), yAxis: Axis(kind: .numeric),
                          series: [Series(name: LocalizedText("s"), isContinuous: true, points: [DataPoint(x: 0, y: 1)])])
        let xml = DescriptorWriter().write(Report(language: "fr", charts: [chart]))
        #expect(xml.hasPrefix("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<chart xml:lang=\"fr\" version=\"1\" id=\"only\">\n"))
    }

    @Test func numbersAndDatesAreWrittenInTheFormatsSyntax() {
        #expect(DescriptorWriter.number(4200) == "4200")
        #expect(DescriptorWriter.number(-3.5) == "-3.5")
        #expect(DescriptorWriter.number(1e-7) == "1e-07")
        #expect(DescriptorWriter.number(1e20) == "1e+20")
        #expect(DescriptorWriter.date(1_704_067_200, withTime: false) == "2024-01-01")
        #expect(DescriptorWriter.date(1_704_067_200 + 52_205.25, withTime: true) == "2024-01-01T14:30:05.250Z")
        #expect(DescriptorWriter.date(-86_400, withTime: false) == "1969-12-31")
    }
}
