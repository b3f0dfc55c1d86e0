import Foundation
import Testing
import ChartCSV
import ChartDescriptorXML
import ChartModel
@testable import ChartVegaLite

@Suite struct VegaLiteReaderTests {
    /// Reads `spec` written as spec.vl.json in a fresh folder beside `files`.
    func read(_ spec: String, files: [String: String] = [:]) throws -> Report {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("vl-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        for (name, text) in files { try text.write(to: dir.appendingPathComponent(name), atomically: true, encoding: .utf8) }
        let path = dir.appendingPathComponent("spec.vl.json").path
        try spec.write(toFile: path, atomically: true, encoding: .utf8)
        do { return try VegaLiteReader().read(contentsOf: path) } catch {
            // Diagnostics name the temporary folder; tests compare what follows it.
            throw ReadError(text: error.description.replacingOccurrences(of: dir.path + "/", with: ""))
        }
    }

    struct ReadError: Error { let text: String }

    func problem(_ spec: String, files: [String: String] = [:]) -> String? {
        do { _ = try read(spec, files: files); return nil } catch { return (error as? ReadError)?.text ?? "\(error)" }
    }

    func names(_ c: Chart) -> [String] { c.series.map { $0.name.resolved(for: "en", documentLanguage: nil) ?? "" } }

    let lines = #"""
    {"title": "Temperatures", "description": "Summer is warm.",
     "data": {"values": [{"m": "2023-01", "city": "A", "t": 1.5}, {"m": "2023-02", "city": "A", "t": 3},
                         {"m": "2023-01", "city": "B", "t": 5}, {"m": "2023-02", "city": "B", "t": null}]},
     "mark": "line",
     "encoding": {"x": {"field": "m", "type": "temporal", "axis": {"title": "Month", "format": "%b %Y"}},
                  "y": {"field": "t", "type": "quantitative", "title": "Temp", "scale": {"domain": [-10, 35]}},
                  "color": {"field": "city", "type": "nominal"}},
     "usermeta": {"chartnarrate": {"lang": "en", "units": {"y": "temperature-celsius"}}}}
    """#

    @Test func aColoredLineChartBecomesOneSeriesPerColor() throws {
        let report = try read(lines)
        let c = report.charts[0]
        #expect(report.language == "en")
        #expect(c.type == .line && c.title == LocalizedText("Temperatures") && c.summary == LocalizedText("Summer is warm."))
        #expect(names(c) == ["A", "B"])
        #expect(c.series[1].points.map(\.y) == [5, nil], "null is a missing value")
        #expect(c.xAxis.kind == .date && c.xAxis.format == "MMMy" && c.xAxis.title == LocalizedText("Month"))
        #expect(c.yAxis.range == AxisRange(min: -10, max: 35) && c.yAxis.unit == .cldr("temperature-celsius"))
        #expect(c.series.allSatisfy { $0.isContinuous })
    }

    @Test func horizontalBarsPutTheCategoriesOnXAndAggregateBySum() throws {
        let c = try read(#"""
        {"data": {"values": [{"r": "West", "v": 2}, {"r": "East", "v": 5}, {"r": "West", "v": 3}]},
         "mark": "bar",
         "encoding": {"y": {"field": "r", "type": "nominal", "sort": "descending"}, "x": {"field": "v", "type": "quantitative", "aggregate": "sum"}}}
        """#).charts[0]
        #expect(c.type == .bar && c.xAxis.kind == .category)
        #expect(c.xAxis.categories.map(\.id) == ["West", "East"])
        #expect(c.series[0].points.map(\.x) == [0, 1] && c.series[0].points.map(\.y) == [5, 5])
    }

    @Test func nominalCategoriesFollowVegaLitesOrder() throws {
        func order(_ sort: String) throws -> [String] {
            try read(#"{"data": {"values": [{"q": "b", "v": 1}, {"q": "c", "v": 2}, {"q": "a", "v": 3}]}, "mark": "bar", "encoding": {"x": {"field": "q", "type": "ordinal"\#(sort)}, "y": {"field": "v", "type": "quantitative"}}}"#)
                .charts[0].xAxis.categories.map(\.id)
        }
        #expect(try order("") == ["a", "b", "c"], "ascending by default")
        #expect(try order(#", "sort": null"#) == ["b", "c", "a"])
        #expect(try order(#", "sort": ["c", "a", "b"]"#) == ["c", "a", "b"])
        #expect(try order(#", "scale": {"domain": ["a", "c", "b"]}"#) == ["a", "c", "b"])
        let ordinal = try read(#"{"data": {"values": [{"q": "b", "v": 1}]}, "mark": "bar", "encoding": {"x": {"field": "q", "type": "ordinal"}, "y": {"field": "v", "type": "quantitative"}}, "usermeta": {"chartnarrate": {"additive": true}}}"#).charts[0]
        #expect(ordinal.xAxis.isOrdered && ordinal.yAxis.isAdditive == true)
    }

    @Test func timeUnitsTruncateDatesAndMillisecondsAreEpochTime() throws {
        let c = try read(#"""
        {"data": {"values": [{"d": "2024-02-17T10:30", "v": 1}, {"d": 1717200000000, "v": 2}]},
         "mark": "point", "encoding": {"x": {"field": "d", "type": "temporal", "timeUnit": "yearmonth"}, "y": {"field": "v", "type": "quantitative"}}}
        """#).charts[0]
        #expect(c.series[0].points.map(\.x) == [1_706_745_600, 1_717_200_000])   // 2024-02-01, 2024-06-01
        #expect(!c.xAxis.hasTimeOfDay)
        #expect(c.type == .scatter && !c.series[0].isContinuous)
    }

    @Test func layersShareDataRulesAreReferenceLinesAndTextLabelsThePoints() throws {
        let c = try read(#"""
        {"data": {"url": "cars.csv"},
         "encoding": {"x": {"field": "w", "type": "quantitative"}, "y": {"field": "mpg", "type": "quantitative"}},
         "layer": [{"mark": "point", "encoding": {"color": {"datum": "Cars"}}},
                   {"mark": "text", "encoding": {"text": {"field": "name"}}},
                   {"mark": "rule", "encoding": {"x": null, "y": {"datum": 20}}},
                   {"mark": "rule", "encoding": {"y": null, "x": {"datum": 3000}}}]}
        """#, files: ["cars.csv": "name,w,mpg\nMazda RX4,2620,21\n\"Fiat, 128\",2200,32.4\n"]).charts[0]
        #expect(names(c) == ["Cars"])
        #expect(c.series[0].points.map(\.label) == [LocalizedText("Mazda RX4"), LocalizedText("Fiat, 128")])
        #expect(c.series[0].points.map(\.y) == [21, 32.4], "CSV strings of a quantitative field are numbers")
        #expect(c.yAxis.gridlines == [20] && c.xAxis.gridlines == [3000])
    }

    @Test func lineAndPointOverlaysOfTheSameFieldsAreOneSeries() throws {
        let c = try read(#"{"data": {"values": [{"x": 2, "y": 1}, {"x": 1, "y": 2}]}, "encoding": {"x": {"field": "x", "type": "quantitative"}, "y": {"field": "y", "type": "quantitative"}}, "layer": [{"mark": "line"}, {"mark": "point"}]}"#).charts[0]
        #expect(c.series.count == 1)
        #expect(c.series[0].points.map(\.x) == [1, 2], "a line is drawn in x order")
        #expect(c.type == .line)
    }

    @Test func rangesOnTheValuesAreTwoSeriesAndOnTheDimensionNone() throws {
        let gantt = try read(#"""
        {"data": {"values": [{"task": "A", "start": 1, "end": 3}, {"task": "B", "start": 3, "end": 8}]},
         "mark": "bar", "encoding": {"y": {"field": "task", "type": "ordinal"}, "x": {"field": "start", "type": "quantitative"}, "x2": {"field": "end"}}}
        """#).charts[0]
        #expect(names(gantt) == ["start", "end"] && gantt.series.map { $0.points.map(\.y) } == [[1, 3], [3, 8]])
        let band = try read(#"""
        {"data": {"values": [{"d": "2020-01-01", "lo": 1, "hi": 5}, {"d": "2020-01-01", "lo": -2, "hi": 4}, {"d": "2020-01-02", "lo": 0, "hi": 7}]},
         "mark": "area", "encoding": {"x": {"field": "d", "type": "temporal"}, "y": {"field": "hi", "aggregate": "max"}, "y2": {"field": "lo", "aggregate": "min"}}}
        """#).charts[0]
        #expect(names(band) == ["hi", "lo"], "each end named by its field")
        #expect(band.series.map { $0.points.map(\.y) } == [[5, 7], [-2, 0]], "the max of hi and the min of lo, each by its own op")
        let histogram = try read(#"""
        {"data": {"values": [{"a": 0, "b": 10, "n": 4}, {"a": 10, "b": 20, "n": 6}]},
         "mark": "bar", "encoding": {"x": {"field": "a", "type": "quantitative"}, "x2": {"field": "b"}, "y": {"field": "n", "type": "quantitative"}}}
        """#).charts[0]
        #expect(histogram.series.count == 1, "a bin's end on the dimension adds no series")
        #expect(problem(#"""
        {"data": {"values": [{"k": "A", "s": 1, "e": 2, "c": "x"}]}, "mark": "bar",
         "encoding": {"y": {"field": "k", "type": "nominal"}, "x": {"field": "s", "type": "quantitative"}, "x2": {"field": "e"}, "color": {"field": "c"}}}
        """#)?.contains("a range (x2) with a series field is not supported") == true)
    }

    @Test func barsAtARepeatedCategoryStackAndATimeUnitStepCountsInSteps() throws {
        let stacked = try read(#"""
        {"data": {"values": [{"k": "A", "v": 2}, {"k": "A", "v": 3}, {"k": "B", "v": 4}]},
         "mark": "bar", "encoding": {"x": {"field": "k", "type": "nominal"}, "y": {"field": "v", "type": "quantitative"}}}
        """#).charts[0]
        #expect(stacked.series[0].points.map(\.y) == [5, 4], "Vega-Lite stacks A's two bars: 2 + 3")
        let stepped = try read(#"""
        {"data": {"values": [{"t": "Sun, 01 Jan 2012 00:04:00", "v": 1}, {"t": "Sun, 01 Jan 2012 00:05:00", "v": 2}, {"t": "Sun, 01 Jan 2012 00:09:59", "v": 3}]},
         "mark": "bar", "encoding": {"x": {"field": "t", "timeUnit": {"unit": "minutes", "step": 5}}, "y": {"field": "v", "aggregate": "sum"}}}
        """#).charts[0]
        #expect(stepped.xAxis.categories.map(\.id) == ["0:00", "0:05"] && stepped.series[0].points.map(\.y) == [1, 5])
    }

    @Test func foldedMonthsAreLabelledInEachCatalogLanguage() throws {
        let c = try read(#"""
        {"data": {"values": [{"d": "2020-02-10", "v": 1}, {"d": "2021-01-05", "v": 2}]},
         "mark": "bar", "encoding": {"x": {"field": "d", "timeUnit": "month"}, "y": {"field": "v", "aggregate": "sum"}}}
        """#).charts[0]
        #expect(c.xAxis.categories.map(\.id) == ["Jan", "Feb"])
        let january = c.xAxis.categories[0].label
        #expect(january?.resolved(for: "zh", documentLanguage: nil) == "1月", "CLDR's Chinese month")
        #expect(january?.resolved(for: "fr", documentLanguage: nil) == "janv.")
        #expect(january?.resolved(for: "en", documentLanguage: nil) == "Jan")
        #expect(january?.languages.count == CalendarUnit.labelLanguages.count)
    }

    @Test func javaScriptDateTextIsReadInUTC() {
        #expect(TextDate.instant("10 Oct 2011 22:48:00")?.seconds == 1_318_286_880)
        #expect(TextDate.instant("December 17, 1995 03:00:00")?.seconds == 819_169_200)
        #expect(TextDate.instant("Sun, 01 Jan 2012 23:00:00 GMT")?.seconds == 1_325_458_800)
        #expect(TextDate.instant("Sun, 01 Jan 2012 25:00:00") == nil, "no 25th hour")
        #expect(TextDate.instant("Oct 2011 22:48") == nil, "a time needs a day")
    }

    @Test func d3FormatsBecomeICUSkeletons() {
        func n(_ s: String) -> String? {
            switch D3Format.numberSkeleton(s) {
            case .success(let skeleton): return skeleton
            case .failure: return "error"
            }
        }
        #expect(n(",d") == "precision-integer")
        #expect(n("d") == "precision-integer group-off")
        #expect(n(".1f") == "precision-increment/0.1 group-off")
        #expect(n(",.2f") == "precision-increment/0.01")
        #expect(n("$~s") == "currency/USD compact-short")
        #expect(n(".0%") == "percent scale/100 precision-integer group-off")
        #expect(n(".3s") == "compact-short @@@")
        #expect(n(",") == nil)
        #expect(n("x") == "error")
        #expect((try? D3Format.dateSkeleton("%b %d").get()) == "MMMd")
        #expect((try? D3Format.dateSkeleton("%A %H:%M").get()) == "EEEEHHmm")
        #expect((try? D3Format.dateSkeleton("%Y").get()) == "y")
    }

    @Test(arguments: [
        (#"{"data": {"values": []}, "mark": "arc", "encoding": {}}"#,
         "spec.vl.json:1:34: an arc view needs a theta encoding (the values)"),
        (#"{"data": {"values": []}, "mark": "rect", "encoding": {}}"#,
         "spec.vl.json:1:34: mark \"rect\" is not supported: a rect mark is a heatmap or a range of x and y; chartnarrate narrates values along one axis"),
        (#"{"data": {"values": []}, "transform": [{"loess": "a", "on": "b"}], "mark": "line"}"#,
         "spec.vl.json:1:40: the \"loess\" transform is not supported; chartnarrate applies filter, calculate, fold, pivot, aggregate, joinaggregate, timeUnit, bin, window, stack, impute"),
        (#"{"data": {"values": []}, "transform": [{"filter": "datum.a > 2 & 1"}], "mark": "line"}"#,
         "spec.vl.json:1:64: in the expression \"datum.a > 2 & 1\": unexpected \"&\"; expected an operator or the end of the expression"),
        (#"{"data": {"values": []}, "transform": [{"calculate": "indata('t', 'a', 1)", "as": "b"}], "mark": "line"}"#,
         "spec.vl.json:1:55: in the expression \"indata('t', 'a', 1)\": the function indata() is not supported; the subset has \(VegaExpression.functions.keys.sorted().joined(separator: ", "))"),
        (#"{"hconcat": [], "data": {"values": []}}"#,
         "spec.vl.json:1:13: hconcat must be a non-empty array of views"),
        (#"{"data": {"url": "https://example.org/d.csv"}, "mark": "line"}"#,
         "spec.vl.json:1:18: data.url \"https://example.org/d.csv\" is not a local file; chartnarrate reads no network: download the data and point data.url at the file"),
        (#"{"data": {"values": [{"a": 1}]}, "mark": "line", "encoding": {"x": {"field": "a", "type": "temporal", "timeUnit": "fortnight"}, "y": {"field": "a", "type": "quantitative"}}}"#,
         "spec.vl.json:1:115: timeUnit \"fortnight\" is not supported; use a combination of year, quarter, month, day, date, hours, minutes, seconds, milliseconds"),
        (#"{"data": {"values": [{"a": "x", "b": "y"}]}, "mark": "bar", "encoding": {"x": {"field": "a", "type": "nominal"}, "y": {"field": "b", "type": "nominal"}}}"#,
         "spec.vl.json:1:119: one of x and y must be quantitative (the values); here x is nominal and y is nominal"),
        (#"{"data": {"values": [{"d": "5 March", "v": 1}]}, "mark": "line", "encoding": {"x": {"field": "d", "type": "temporal"}, "y": {"field": "v", "type": "quantitative"}}}"#,
         "spec.vl.json:1:28: \"5 March\" in field d is not a date (such as 2024-03-05, 2024-03-05T14:30 or Jan 5 2024); the field is temporal"),
    ])
    func unsupportedOrBadSpecsGetALocatedMessageNamingIt(spec: String, message: String) {
        #expect(problem(spec) == message)
    }

    @Test func aBadValueInADataFileIsLocatedInThatFile() {
        let spec = #"{"data": {"url": "d.csv"}, "mark": "line", "encoding": {"x": {"field": "x", "type": "quantitative"}, "y": {"field": "y", "type": "quantitative"}}}"#
        #expect(problem(spec, files: ["d.csv": "x,y\n1,2\n2,lots\n"]) == "d.csv:3:3: \"lots\" in field y is not a number (the field is quantitative; write null or leave the cell empty for a missing value)")
        #expect(problem(spec, files: ["d.csv": "x,y\n1,\"2\n"]) == "d.csv:2:3: this quoted field is never closed; add the closing \" (a quote inside a quoted field is written \"\")")
        #expect(problem(#"{"data": {"url": "missing.csv"}, "mark": "line"}"#)?.contains("cannot read") == true)
    }
}
