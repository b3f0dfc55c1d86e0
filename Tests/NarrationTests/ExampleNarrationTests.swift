import ChartModel
import Foundation
import Testing
@testable import Narration

@Suite struct ExampleNarrationTests {
    static let reports: [(String, Report)] = Examples.names.map { ($0, try! Examples.report($0)) } + SampleReports.all

    @Test func examplesExist() {
        #expect(Examples.names.count >= 2)
    }

    @Test(arguments: reports.map(\.0))
    func shortDescriptionIsAtMost150CharactersInEnglish(name: String) throws {
        let report = Self.reports.first { $0.0 == name }!.1
        for chart in try Narrator(language: "en").narrate(report).charts {
            #expect(chart.generatedShort.count <= 150, "\(chart.generatedShort.count): \(chart.generatedShort)")
            #expect(!chart.generatedShort.isEmpty)
        }
    }

    @Test(arguments: reports.map(\.0), ["en", "zh"])
    func everyOutputIsFullyFormatted(name: String, language: String) throws {
        let report = Self.reports.first { $0.0 == name }!.1
        let n = try Narrator(language: language)
        let narration = try n.narrate(report)
        let text = TextRenderer().render(narration, mode: .all)
        // An argument a message could not fill would show up as "{name}".
        #expect(!text.contains("{"), "unfilled argument in \(name) \(language)")
        if language == "zh" {
            for chart in narration.charts {
                for line in [chart.generatedShort] + chart.long + chart.digests {
                    #expect(!line.contains(". ") && !line.contains(", "), "English punctuation in: \(line)")
                }
            }
        }
    }

    /// min, max, first, last and mean recomputed here from the points, formatted with the axis skeleton
    /// and unit through ICU, must all appear in the long description (positions of extremes too).
    @Test(arguments: reports.map(\.0), ["en", "zh"])
    func numbersEqualAnIndependentComputation(name: String, language: String) throws {
        let report = Self.reports.first { $0.0 == name }!.1
        let narration = try Narrator(language: language).narrate(report)
        for (chart, text) in zip(report.charts, narration.charts) {
            let long = text.long.joined(separator: "\n")
            for series in chart.series {
                let values = series.points.compactMap(\.y)
                guard values.count > 1, Set(values).count > 1 else { continue }
                let mean = values.reduce(0, +) / Double(values.count)
                let minV = values.min()!, maxV = values.max()!
                let say = { (v: Double) in IndependentFormat.value(v, axis: chart.yAxis, language: language) }
                #expect(long.contains(say(minV)), "min \(say(minV)) missing in \(name) \(language)")
                #expect(long.contains(say(maxV)), "max \(say(maxV)) missing in \(name) \(language)")
                #expect(long.contains(say(mean)), "mean \(say(mean)) missing in \(name) \(language)")
                let minX = series.points.first { $0.y == minV }!.x
                #expect(long.contains(IndependentFormat.position(minX, axis: chart.xAxis, language: language, report: report)),
                        "position of min missing in \(name) \(language)")
                if chart.xAxis.kind != .category && chart.type != .scatter {
                    #expect(long.contains(say(values.first!)), "first missing in \(name) \(language)")
                    #expect(long.contains(say(values.last!)), "last missing in \(name) \(language)")
                }
            }
        }
    }

    @Test func trendsAndCorrelationsHaveTheRightDirection() throws {
        let en = try Narrator(language: "en")
        let cars = try en.narrate(try Examples.report("car-scatter")).charts[0]
        #expect(cars.long.joined().contains("strong negative correlation"))
        let steps = try en.narrate(SampleReports.steps).charts[0]
        #expect(steps.generatedShort.contains("Rising from"))
        #expect(steps.long.joined().contains("Steps rises"))
    }

    @Test func authorSummaryIsOfferedAndGeneratedShortKept() throws {
        let sales = try Narrator(language: "en").narrate(SampleReports.sales).charts[0]
        #expect(sales.short == "South leads both years; West grew fastest.")
        #expect(sales.generatedShort.hasPrefix("Bar chart: Sales by region"))
        #expect(sales.long.last == "Author’s summary: South leads both years; West grew fastest.")
        var options = NarrationOptions(language: "en")
        options.preferAuthorSummary = false
        #expect(try Narrator(options: options).narrate(SampleReports.sales).charts[0].short == sales.generatedShort)
    }

    @Test func titleStaysInTheLanguageTheDescriptorHas() throws {
        let zh = try Narrator(language: "zh").narrate(SampleReports.sales).charts[0]
        #expect(zh.generatedShort.hasPrefix("条形图“Sales by region”"))
    }
}

/// Formats numbers and positions the way the narration should, written separately from AxisFormatter.
enum IndependentFormat {
    static func value(_ v: Double, axis: Axis, language: String) -> String {
        let format = axis.format ?? ".##"
        switch axis.unit {
        case .cldr(let unit)?:
            return try! NumberFormatting(locale: language).format(v, skeleton: "measure-unit/\(unit) unit-width-full-name \(format)")
        case .messages(let text)?:
            let pattern = text.resolved(for: language, documentLanguage: "en")!
            let rounded = NumberFormatting(locale: language).rounded(v, skeleton: format)
            let plain = try! NumberFormatting(locale: language).format(v, skeleton: format)
            return try! MessageFormatting(locale: language).format(pattern, ["value": .number(rounded), "formatted": .string(plain)])
        case nil:
            return try! NumberFormatting(locale: language).format(v, skeleton: format)
        }
    }

    static func position(_ x: Double, axis: Axis, language: String, report: Report) -> String {
        switch axis.kind {
        case .category:
            let c = axis.categories[Int(x)]
            return c.label?.resolved(for: language, documentLanguage: report.language) ?? c.id
        case .numeric:
            return value(x, axis: axis, language: language)
        case .date:
            // Month and day are always part of the position for these data; the year may be left out.
            let skeleton = axis.format ?? "MMMd"
            return try! DateFormatting(locale: language).format(x, skeleton: skeleton)
        }
    }
}
