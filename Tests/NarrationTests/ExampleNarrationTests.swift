import ChartAnalysis
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

    /// min, max, first, last and mean recomputed here from the points, formatted independently, must all appear
    /// in the long description (with the unit, or without it where a sentence has said it already), and the
    /// position of the minimum too.
    @Test(arguments: reports.map(\.0), ["en", "zh"])
    func numbersEqualAnIndependentComputation(name: String, language: String) throws {
        let report = Self.reports.first { $0.0 == name }!.1
        let narration = try Narrator(language: language).narrate(report)
        for (chart, text) in zip(report.charts, narration.charts) {
            let long = text.long.joined(separator: "\n")
            let decimals = IndependentFormat.decimals(chart)
            for series in chart.series {
                let values = series.points.compactMap(\.y)
                guard values.count > 1, Set(values).count > 1 else { continue }
                let mean = values.reduce(0, +) / Double(values.count)
                let minV = values.min()!, maxV = values.max()!
                let say = { (v: Double, isMean: Bool) in
                    IndependentFormat.value(v, axis: chart.yAxis, language: language, decimals: decimals, mean: isMean)
                }
                func said(_ forms: [String]) -> Bool { forms.contains { long.contains($0) } }
                #expect(said(say(minV, false)), "min \(say(minV, false)) missing in \(name) \(language)")
                #expect(said(say(maxV, false)), "max \(say(maxV, false)) missing in \(name) \(language)")
                // Parts of one whole (regions' sales, a survey's answers) are said as shares, never by their mean.
                let noMean = text.insights.seriesFacts[chart.series.firstIndex(of: series)!].saysNoMean
                #expect(said(say(mean, true)) != noMean, "mean \(say(mean, true)) \(noMean ? "said" : "missing") in \(name) \(language)")
                // The minimum's position, unless a finding said the minimum as the low end of an episode
                // ("1,230 to 2,230 steps over Mar 11 – 15"); the statistics then leave it out.
                let minIndex = series.points.firstIndex { $0.y == minV }!
                let seriesIndex = chart.series.firstIndex(of: series)!
                let inEpisode = text.insights.findings.contains { f in
                    guard case .outliers(let o) = f.detail, o.series == seriesIndex else { return false }
                    return o.groups.contains { g in g.points.count > 1 && g.points.contains { $0.index == minIndex } }
                }
                #expect(inEpisode || long.contains(IndependentFormat.position(series.points[minIndex].x, axis: chart.xAxis, language: language, report: report)),
                        "position of min missing in \(name) \(language)")
                // First and last values are said unless a finding describes the series' course (then they are
                // a season's or the noise's values at the two ends, and the narration leaves them out).
                let courseKinds: Set<FindingKind> = [.shape, .levelShift, .seasonality, .cycle]
                let series = chart.series.firstIndex(of: series)!
                let described = text.insights.findings.contains { courseKinds.contains($0.kind) && $0.series.first == series }
                if chart.xAxis.kind != .category && chart.type != .scatter && !described {
                    #expect(said(say(values.first!, false)), "first \(say(values.first!, false)) missing in \(name) \(language)")
                    #expect(said(say(values.last!, false)), "last \(say(values.last!, false)) missing in \(name) \(language)")
                }
            }
        }
    }

    @Test func findingsHaveTheRightDirection() throws {
        let en = try Narrator(language: "en")
        let cars = try en.narrate(try Examples.report("car-scatter")).charts[0]
        #expect(cars.generatedShort.contains("Fuel economy fell ever more slowly as weight rose"))
        let jobs = try en.narrate(try Examples.report("us-employment")).charts[0]
        #expect(jobs.generatedShort.contains("fell from 138.4 million jobs in Jan 2008 to 129.7 million in Feb 2010, then rose to a record 143.1 million in Dec 2015"))
        let steps = try en.narrate(SampleReports.steps).charts[0]
        #expect(steps.long[0].contains("Steps rose from"))
    }

    @Test func authorSummaryIsOfferedAndGeneratedShortKept() throws {
        let sales = try Narrator(language: "en").narrate(SampleReports.sales).charts[0]
        #expect(sales.short == "South leads both years; West grew fastest.")
        // Two years of five regions: the change per region (North 120,500 → 131,000, +8.7 %; East 98,000 → 91,500;
        // South 143,250 → 150,000; West 87,600 → 99,900, +14 %; Centre 101,000 both years), not the two years summed.
        #expect(sales.generatedShort == "Bar chart: From 2023 to 2024, North, South, and West rose, West the most, by 14%; only East fell; Centre barely changed.")
        #expect(sales.long.last == "Author’s summary: South leads both years; West grew fastest.")
        var options = NarrationOptions(language: "en")
        options.preferAuthorSummary = false
        #expect(try Narrator(options: options).narrate(SampleReports.sales).charts[0].short == sales.generatedShort)
    }

    @Test func titleStaysInTheLanguageTheDescriptorHas() throws {
        let zh = try Narrator(language: "zh").narrate(SampleReports.sales).charts[0]
        #expect(zh.title == "Sales by region")
        #expect(zh.long.joined().contains("这张条形图“Sales by region”"))
    }
}

/// Formats numbers and positions the way the narration should, written separately from AxisFormatter:
/// the author's format when there is one; otherwise a million and more in words (at most four significant
/// digits), else the decimals the data carry (one more for a mean).
enum IndependentFormat {
    /// The most decimals any value of the chart is written with (from Swift's shortest representation).
    static func decimals(_ chart: Chart) -> Int {
        var most = 0
        for s in chart.series { for p in s.points { if let y = p.y, abs(y) < 1e15 {
            let text = "\(y)"
            if let dot = text.firstIndex(of: "."), !text.contains("e") {
                let fraction = text[text.index(after: dot)...]
                most = max(most, fraction == "0" ? 0 : min(6, fraction.count))
            }
        } } }
        return most
    }

    /// The number as said, with and without its unit.
    static func value(_ v: Double, axis: Axis, language: String, decimals: Int = 2, mean: Bool = false) -> [String] {
        let format: String
        if let authored = axis.format {
            // A compact format without a precision keeps three significant digits in every language.
            let hasPrecision = authored.split(separator: " ").contains { $0.hasPrefix("@") || $0.hasPrefix(".") || $0.hasPrefix("precision-") }
            format = authored.contains("compact") && !hasPrecision ? authored + " @##" : authored
        } else if abs(v) >= 1e6 {
            format = "compact-long @###"
        } else {
            let fixed = String(repeating: "0", count: decimals)
            format = decimals == 0 && !mean ? "precision-integer" : "." + fixed + (mean ? "#" : "")
        }
        let numbers = NumberFormatting(locale: language)
        let plain = try! numbers.format(v, skeleton: format)
        switch axis.unit {
        case .cldr(let unit)?:
            return [try! numbers.format(v, skeleton: "measure-unit/\(unit) unit-width-full-name \(format)"), plain]
        case .messages(let text)?:
            let pattern = text.resolved(for: language, documentLanguage: "en")!
                .replacingOccurrences(of: "#", with: "{formatted}").replacingOccurrences(of: "{value}", with: "{formatted}")
            let rounded = numbers.rounded(v, skeleton: format)
            return [try! MessageFormatting(locale: language).format(pattern, ["value": .number(rounded), "formatted": .string(plain)]), plain]
        case nil:
            return [plain]
        }
    }

    static func position(_ x: Double, axis: Axis, language: String, report: Report) -> String {
        switch axis.kind {
        case .category:
            let c = axis.categories[Int(x)]
            return c.label?.resolved(for: language, documentLanguage: report.language) ?? c.id
        case .numeric:
            return value(x, axis: axis, language: language)[0]
        case .date:
            // The author's format, else the month (and day) as the data's spacing needs it; the year may be left out.
            let skeleton = axis.format ?? "MMMd"
            let dates = DateFormatting(locale: language)
            if skeleton == "EEEEHHmm" {
                // A weekday and a time of day, joined as the language says it.
                let (weekday, time) = (try! dates.format(x, skeleton: "EEEE"), try! dates.format(x, skeleton: "HHmm"))
                return language == "en" ? "\(weekday) at \(time)" : language == "zh" ? weekday + time : "\(weekday) \(time)"
            }
            return try! dates.format(x, skeleton: skeleton)
        }
    }
}
