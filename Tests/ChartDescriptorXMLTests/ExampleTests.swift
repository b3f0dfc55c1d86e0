import ChartDescriptorXML
import ChartModel
import Foundation
import Testing

/// Every bundled example is read by the reader and accepted by the RELAX NG schema, with the expected content.
struct ExampleTests {
    struct Expectation: Sendable, CustomTestStringConvertible {
        var file: String
        var series: Int
        var points: Int
        var missing: Int
        var testDescription: String { file }
    }

    static let expectations: [Expectation] = [
        .init(file: "daily-steps.xml", series: 2, points: 732, missing: 7),
        .init(file: "monthly-temperature.xml", series: 3, points: 36, missing: 0),
        .init(file: "quarterly-revenue.xml", series: 4, points: 16, missing: 0),
        .init(file: "car-scatter.xml", series: 1, points: 32, missing: 0),
        .init(file: "hourly-load.xml", series: 2, points: 336, missing: 3),
        .init(file: "us-employment.xml", series: 1, points: 120, missing: 0),
        .init(file: "seattle-weather.xml", series: 2, points: 2_922, missing: 0),
        .init(file: "iowa-electricity.xml", series: 3, points: 51, missing: 0),
    ]

    static func examplePath(_ file: String) -> String {
        ReaderSupport.repositoryRoot.appendingPathComponent("examples").appendingPathComponent(file).path
    }

    @Test func everyExampleFileIsCovered() throws {
        let files = try FileManager.default.contentsOfDirectory(atPath: ReaderSupport.repositoryRoot.appendingPathComponent("examples").path)
            .filter { $0.hasSuffix(".xml") }.sorted()
        #expect(files == Self.expectations.map(\.file).sorted())
    }

    @Test(arguments: expectations)
    func exampleParsesWithExpectedCounts(_ expected: Expectation) throws {
        let report = try DescriptorReader().read(contentsOf: Self.examplePath(expected.file))
        #expect(report.charts.count == 1)
        #expect(report.seriesCount == expected.series)
        #expect(report.pointCount == expected.points)
        #expect(report.charts.flatMap(\.series).reduce(0) { $0 + $1.missingCount } == expected.missing)
        // Titles and series names are translated into Chinese.
        for chart in report.charts {
            #expect(chart.title?.languages.contains("zh") == true)
            for series in chart.series { #expect(series.name.languages.contains("zh")) }
        }
    }

    /// Runs `xmllint --relaxng` on a file; returns its exit status and standard error.
    static func validateWithSchema(_ path: String) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/xmllint")
        process.arguments = ["--noout", "--relaxng", ReaderSupport.repositoryRoot.appendingPathComponent("docs/schema/descriptor.rng").path, path]
        let errors = Pipe()
        process.standardError = errors
        try process.run()
        let output = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return (process.terminationStatus, output)
    }

    @Test(arguments: expectations.map(\.file))
    func exampleValidatesAgainstTheSchema(_ file: String) throws {
        let (status, output) = try Self.validateWithSchema(Self.examplePath(file))
        #expect(status == 0, "\(output)")
        #expect(output.contains("validates"))
    }

    /// The schema agrees with the reader on the mistakes a schema can see.
    @Test(arguments: ["unknown-element.xml", "unknown-attribute.xml", "missing-series-name.xml", "chart-without-series.xml",
                      "non-number-y.xml", "several-errors.xml", "malformed.xml"])
    func schemaAlsoRejectsStructuralMistakes(_ fixture: String) throws {
        let (status, output) = try Self.validateWithSchema(ReaderSupport.fixturePath(fixture))
        #expect(status != 0, "\(output)")
    }

    @Test func dailyStepsRoundTrip() throws {
        let report = try DescriptorReader().read(contentsOf: Self.examplePath("daily-steps.xml"))
        #expect(report.title?.resolved(for: "zh", documentLanguage: report.language) == "2024 年个人活动")
        #expect(report.intro != nil && report.outro != nil)
        let chart = report.charts[0]
        #expect(chart.id == "steps" && chart.type == .line)
        #expect(chart.xAxis.kind == .date && chart.xAxis.format == "MMMd" && !chart.xAxis.hasTimeOfDay)
        #expect(chart.xAxis.gridlines.count == 11)
        let steps = chart.series[0]
        #expect(steps.points.count == 366 && steps.isContinuous)
        #expect(steps.points.first == DataPoint(x: 1_704_067_200, y: 8040))
        #expect(steps.points.last == DataPoint(x: 1_735_603_200, y: 7450))
        let charging = try #require(steps.points.first { $0.x == 1_707_868_800 })  // 2024-02-14
        #expect(charging.y == nil)
        #expect(charging.label?.resolved(for: "zh", documentLanguage: "en") == "手表充电")
        #expect(chart.yAxis.unit.map { if case .messages = $0 { true } else { false } } == true)
        #expect(chart.series[1].points.allSatisfy { $0.y == 10_000 })
    }

    @Test func carScatterRoundTrip() throws {
        let chart = try DescriptorReader().read(contentsOf: Self.examplePath("car-scatter.xml")).charts[0]
        #expect(chart.type == .scatter && !chart.series[0].isContinuous)
        #expect(chart.xAxis.unit == .cldr("mass-pound") && chart.yAxis.unit == .cldr("consumption-mile-per-gallon"))
        let cylinders = try #require(chart.additionalAxis(id: "cylinders"))
        #expect(cylinders.categories.map(\.id) == ["4", "6", "8"])
        #expect(cylinders.categories[2].label?.resolved(for: "zh", documentLanguage: "en") == "8 缸")
        let first = chart.series[0].points[0]
        #expect(first.x == 2620 && first.y == 21.0 && first.additionalValues == [AdditionalValue(axisID: "cylinders", value: 1)])
        #expect(first.label?.resolved(for: "en", documentLanguage: "en") == "Mazda RX4")
        #expect(chart.series[0].points.last?.label?.variants.first?.text == "Volvo 142E")
    }

    @Test func quarterlyRevenueRoundTrip() throws {
        let chart = try DescriptorReader().read(contentsOf: Self.examplePath("quarterly-revenue.xml")).charts[0]
        #expect(chart.type == .bar && chart.xAxis.kind == .category)
        #expect(chart.xAxis.categories.map(\.id) == ["q1", "q2", "q3", "q4"])
        #expect(chart.xAxis.categories.map { $0.label?.resolved(for: "zh", documentLanguage: "en") ?? "" } == ["第一季度", "第二季度", "第三季度", "第四季度"])
        #expect(chart.yAxis.format == "currency/USD compact-short")
        #expect(chart.series.map { $0.name.resolved(for: "zh", documentLanguage: "en") ?? "" } == ["北美", "欧洲", "亚太", "拉丁美洲"])
        #expect(chart.series.allSatisfy { $0.points.map(\.x) == [0, 1, 2, 3] && !$0.isContinuous })
    }

    @Test func monthlyTemperatureRoundTrip() throws {
        let chart = try DescriptorReader().read(contentsOf: Self.examplePath("monthly-temperature.xml")).charts[0]
        #expect(chart.yAxis.unit == .cldr("temperature-celsius"))
        #expect(chart.series.map { $0.name.resolved(for: "zh", documentLanguage: "en") ?? "" } == ["北京", "上海", "广州"])
        let beijing = chart.series[0].points
        #expect(beijing.first?.x == 1_672_531_200)  // 2023-01-01
        #expect(beijing.last?.x == 1_701_388_800)   // 2023-12-01
        #expect(beijing.first?.y == -3.3 && beijing.last?.y == -1.2)
    }

    @Test func hourlyLoadRoundTrip() throws {
        let chart = try DescriptorReader().read(contentsOf: Self.examplePath("hourly-load.xml")).charts[0]
        #expect(chart.xAxis.hasTimeOfDay)
        let load = chart.series[0].points
        #expect(load.count == 168)
        #expect(load.first?.x == 1_721_001_600)               // 2024-07-15T00:00
        #expect(load.last?.x == 1_721_602_800)  // 2024-07-21T23:00
        #expect(load.filter { $0.y == nil }.count == 3)
        #expect(load.allSatisfy { $0.additionalValues.count == 1 && $0.additionalValues[0].axisID == "temperature" })
        #expect(chart.additionalAxis(id: "temperature")?.unit == .cldr("temperature-celsius"))
        #expect(chart.series[1].points.allSatisfy { $0.additionalValues.isEmpty })
    }
}
