import Foundation
import Testing
import ChartAnalysis
import ChartModel
@testable import Narration

/// The chart drawn as SVG in the HTML output: its accessible name and description, ticks, marks per series,
/// the reference line, the landmarks of the narrated findings, right-to-left mirroring and the explorer's data.
@Suite struct ChartSVGTests {
    func page(_ report: Report, language: String = "en", mode: NarrationMode = .overview) throws -> (String, ReportNarration) {
        let narrator = try Narrator(language: language)
        let narration = try narrator.narrate(report)
        return (try HTMLRenderer(narrator: narrator).render(narration, mode: mode), narration)
    }

    func svg(_ page: String) -> String {
        guard let a = page.range(of: "<svg "), let b = page.range(of: "</svg>", range: a.upperBound..<page.endIndex) else { return "" }
        return String(page[a.lowerBound..<b.upperBound])
    }

    func count(_ needle: String, in text: String) -> Int { text.components(separatedBy: needle).count - 1 }

    @Test func svgIsAnImageNamedByTheShortAndDescribedByTheLongDescription() throws {
        let (page, narration) = try page(SampleReports.sales)
        let s = svg(page)
        #expect(s.contains("role=\"img\" aria-labelledby=\"chartnarrate-sales-short\" aria-describedby=\"chartnarrate-sales-long\""))
        #expect(page.contains("<figcaption id=\"chartnarrate-sales-short\" aria-hidden=\"true\">\(HTMLWriter.escape(narration.charts[0].short))</figcaption>"))
        #expect(page.contains("<div id=\"chartnarrate-sales-long\">"))
        #expect(s.contains("<title>\(HTMLWriter.escape(narration.charts[0].short))</title>"))
        #expect(s.contains("<desc>\(HTMLWriter.escape(narration.charts[0].long.joined(separator: " ")))</desc>"))
        // The page's order: the chart before the long description, the table and the braille.
        let order = ["<svg ", "<div id=\"chartnarrate-sales-long\">", "<table>", "chartnarrate-braille"].map { page.range(of: $0)?.lowerBound }
        #expect(order.allSatisfy { $0 != nil } && zip(order, order.dropFirst()).allSatisfy { $0.0! < $0.1! }, "layout order")
    }

    @Test func everyBarIsDrawnAndSeriesDifferByFillAndMarker() throws {
        let s = svg(try page(SampleReports.sales).0)
        #expect(s.matches(of: /class="cn-bar"[^>]*data-point=/).count == 10)
        #expect(s.contains("data-series=\"0\"") && s.contains("data-series=\"1\""))
        #expect(s.contains("data-marker=\"circle\" data-dash=\"none\" data-fill=\"solid\""))
        #expect(s.contains("data-marker=\"square\" data-dash=\"8 4\" data-fill=\"diagonal\""))
        #expect(s.contains("<pattern id=\"chartnarrate-sales-fill1\""))
        // Euro tick labels, the unit-less format's number on every tick.
        #expect(s.contains(">€0</text>"))
    }

    @Test func lineIsOnePathBrokenAtMissingValuesWithAVertexPerValue() throws {
        let (page, _) = try page(SampleReports.steps)
        let s = svg(page)
        let report = SampleReports.steps
        let valid = report.charts[0].series[0].points.filter { $0.y != nil }.count
        #expect(s.contains("data-points=\"\(valid)\""))
        // A missing value starts a new subpath: one more "M" per gap.
        guard let d = s.firstMatch(of: /class="cn-line" d="([^"]*)"/)?.1 else { Issue.record("no line"); return }
        #expect(d.filter { $0 == "M" }.count >= 2)
        #expect(d.filter { $0 == "M" || $0 == "L" }.count == valid)
    }

    @Test func scatterDrawsAMarkerPerPoint() throws {
        let s = svg(try page(SampleReports.heights).0)
        #expect(count("class=\"cn-marker\" data-point=", in: s) == 12)
        #expect(s.contains("data-chartnarrate=\"scatter\""))
    }

    @Test func niceTicksLogTicksAndCalendarTicks() {
        let (domain, ticks) = ChartTicks.linear(0.3, 9.7)
        #expect(domain == 0...10)
        #expect(ticks.values == [0, 2, 4, 6, 8, 10])
        #expect(ChartTicks.niceStep(23) == 50 && ChartTicks.niceStep(0.07) == 0.1)
        let (logDomain, logTicks) = ChartTicks.log(3, 4_200)
        #expect(logDomain == 1...10_000)
        #expect(logTicks.values == [1, 10, 100, 1_000, 10_000])
        #expect(ChartTicks.log(2, 80).ticks.values == [1, 2, 5, 10, 20, 50, 100])
        let jan = SampleReports.jan1_2024, day = SampleReports.day
        let months = ChartTicks.dates(jan, jan + 365 * day)
        #expect(months.dateUnit == .month)
        #expect(months.values.first == jan && months.values.count == 6, "every other month: \(months.values.count)")
        let years = ChartTicks.dates(jan - 10 * 365 * day, jan)
        #expect(years.dateUnit == .year && years.values.count >= 5)
    }

    @Test func logAxisIsDrawnInDecades() throws {
        var report = SampleReports.heights
        report.charts[0].type = .line
        report.charts[0].yAxis = Axis(kind: .numeric, title: LocalizedText("Cases"), scale: .log)
        report.charts[0].series[0].points = SeriesPoints([1, 3, 12, 40, 150, 700, 2_400].enumerated().map { DataPoint(x: Double($0.offset), y: $0.element) })
        let s = svg(try page(report).0)
        for label in [">1<", ">10<", ">100<", ">1,000<", ">10,000<"] { #expect(s.contains(label), "log tick \(label)") }
        #expect(!s.contains(">5,000<"), "no linear ticks on a log axis")
    }

    @Test func constantSeriesIsAReferenceLine() throws {
        var report = SampleReports.sales
        report.charts[0].series.append(Series(name: LocalizedText("Target"), isContinuous: false,
                                              points: (0..<5).map { DataPoint(x: Double($0), y: 110_000) }))
        let s = svg(try page(report).0)
        #expect(s.contains("cn-ref\" data-series=\"2\" data-name=\"Target\""))
        #expect(s.contains("class=\"cn-refline\""))
        #expect(s.contains(">Target: €110,000</text>"))
        #expect(count("class=\"cn-bar\"", in: s) - 2 == 10, "the reference is not drawn as bars (2 legend swatches)")
    }

    @Test func landmarksAreTheTopNarratedFindingsOnes() throws {
        let report = try Examples.report("monthly-temperature")
        let (page, narration) = try page(report)
        let s = svg(page)
        let findings = narration.charts[0].findings.sorted { $0.rank < $1.rank }.prefix(ChartSVG.findingLimit)
        // Each point once, with the role of the first finding that names it.
        var seen = Set<[Int]>()
        let expected = findings.flatMap(\.landmarks).filter { seen.insert([$0.series, $0.point.index]).inserted }
            .map { "data-series=\"\($0.series)\" data-point=\"\($0.point.index)\" data-role=\"\($0.role.rawValue)\"" }
        #expect(!expected.isEmpty)
        for e in expected.prefix(ChartSVG.landmarkLimit) { #expect(s.contains("class=\"cn-landmark\" " + e), "landmark \(e)") }
        #expect(count("class=\"cn-landmark\"", in: s) <= ChartSVG.landmarkLimit)
        #expect(s.contains("Turning point: "))
    }

    /// Three cities peaking in July: the badges sat on one another, Guangzhou's on August's 29.0 °C while the
    /// text says July's 29.3 °C, and the key said "Turning point: 29.0" without series or date (issue 39).
    @Test func badgesDoNotOverlapSitWhereTheTextSaysAndTheKeyNamesSeriesAndDate() throws {
        let report = try Examples.report("monthly-temperature")
        let (page, narration) = try page(report)
        let s = svg(page)
        let badges = s.matches(of: /class="cn-badge" cx="([0-9.]+)" cy="([0-9.]+)"/).map { (Double($0.output.1)!, Double($0.output.2)!) }
        let keyed = count("class=\"cn-key-label\"", in: s)
        let onPlot = Array(badges.dropLast(keyed))
        #expect(onPlot.count == keyed && keyed >= 3)
        for (i, a) in onPlot.enumerated() {
            for b in onPlot[(i + 1)...] { #expect(hypot(a.0 - b.0, a.1 - b.1) >= 15, "badges at \(a) and \(b) overlap") }
        }
        // The common course turns in July for every city: each turning point is marked there.
        let july = 6
        let turns = s.matches(of: /data-series="(\d)" data-point="(\d+)" data-role="turningPoint"/).map { Int($0.output.2)! }
        #expect(!turns.isEmpty && turns.allSatisfy { $0 == july }, "\(turns)")
        let text = narration.charts[0].findings[0].text
        #expect(text.contains("to Jul") && !text.contains("Aug"))
        #expect(s.contains(">Turning point: 29.3 degrees Celsius (Guangzhou, Jul)<"), "\(s.matches(of: /cn-key-label[^<]*/).map(\.output))")
        #expect(!s.contains("29.0 degrees Celsius"))
    }

    @Test func aBadgeMovesToTheFirstFreePlaceAroundItsRing() {
        let plot = (left: 0.0, right: 500.0, top: 0.0, bottom: 300.0)
        let rings = [(x: 100.0, y: 100.0), (x: 100.0, y: 104.0), (x: 100.0, y: 120.0)]
        var placed: [(x: Double, y: Double)] = []
        for r in rings {
            placed.append(ChartSVG.badgePlace(ring: r, rings: rings, badges: placed, plot: plot, mirrored: false))
        }
        #expect(placed[0] == (112, 88))
        for (i, a) in placed.enumerated() {
            for b in placed[(i + 1)...] { #expect(hypot(a.x - b.x, a.y - b.y) >= 16.5) }
            for r in rings { #expect(hypot(a.x - r.x, a.y - r.y) >= 16.5) }
        }
        // Mirrored, ahead is to the left; at the plot's edge it goes where there is room.
        #expect(ChartSVG.badgePlace(ring: (100, 100), rings: [(100, 100)], badges: [], plot: plot, mirrored: true) == (88, 88))
        #expect(ChartSVG.badgePlace(ring: (495, 5), rings: [(495, 5)], badges: [], plot: plot, mirrored: false) == (483, 17))
    }

    @Test func arabicMirrorsTheXAxisAndUsesArabicDigits() throws {
        let (en, _) = try page(SampleReports.heights)
        let (ar, _) = try page(SampleReports.heights, language: "ar")
        func markerX(_ page: String, _ i: Int) -> Double? {
            guard let m = svg(page).firstMatch(of: try! Regex("data-point=\"\(i)\" d=\"M([0-9.]+),")) else { return nil }
            return Double(m.output[1].substring ?? "")
        }
        let (e0, e11, a0, a11) = (markerX(en, 0), markerX(en, 11), markerX(ar, 0), markerX(ar, 11))
        #expect(e0! < e11!, "left to right in English")
        #expect(a0! > a11!, "right to left in Arabic")
        #expect(svg(ar).contains("٥٠"), "Arabic-Indic digits on the ticks")
    }

    /// Issue 38: a 150,000-point series is explored at the drawing's resolution (each pixel column's first, lowest,
    /// highest and last point, and the findings' points), so a spike is a step; the page leaves out the table of
    /// every row and stays small.
    @Test func aLongSeriesIsExploredAtTheDrawingsResolution() throws {
        let count = 150_000, spike = 77_777
        let ys: [Double] = (0..<count).map { (i: Int) -> Double in
            let wave: Double = 10 * sin(Double(i) / 5_000)
            return i == spike ? 500 : 100 + wave + Double(i % 7)
        }
        let series = Series(name: LocalizedText("Load"), isContinuous: true, points: SeriesPoints(xs: (0..<count).map(Double.init), ys: ys))
        let chart = Chart(id: "long", type: .line, title: LocalizedText("Load"), xAxis: Axis(kind: .numeric, title: LocalizedText("Second")),
                          yAxis: Axis(kind: .numeric, title: LocalizedText("Load")), series: [series])
        let report = Report(language: "en", charts: [chart])
        let narrator = try Narrator(language: "en")
        let narration = try narrator.narrate(report)
        let text = try ExplorerText(narrator: narrator, report: report, narration: narration)
        let page = try HTMLRenderer(narrator: narrator).render(narration, mode: .overview)
        #expect(page.utf8.count < 2_000_000, "\(page.utf8.count) bytes")
        guard let a = page.range(of: "<script type=\"application/json\" class=\"chartnarrate-data\">"),
              let b = page.range(of: "</script>", range: a.upperBound..<page.endIndex) else { Issue.record("no data"); return }
        let json = try JSONSerialization.jsonObject(with: Data(page[a.upperBound..<b.lowerBound].utf8)) as! [String: Any]
        let data = (json["series"] as! [[String: Any]])[0]
        let xs = (data["x"] as! [Double]).map { Int($0) }, lines = data["l"] as! [String]
        #expect(xs.count <= 4 * HTMLExplorerData.columns + narration.charts[0].findings.count)
        #expect(xs.count == lines.count && xs.count == (data["pts"] as! [Any]).count && xs == xs.sorted())
        #expect(xs.first == 0 && xs.last == count - 1 && xs.contains(spike), "the ends and the spike are steps")
        #expect(lines[xs.firstIndex(of: spike)!] == (try text.point(chart: 0, series: 0, index: spike)))
        for f in json["f"] as! [[Any]] { #expect((f[2] as! Int) < xs.count, "findings name places in the list") }
        for iv in data["iv"] as! [[Any]] { #expect((iv[0] as! Int) < xs.count) }
    }

    @Test func explorerDataHoldsTheTerminalExplorersLines() throws {
        let narrator = try Narrator(language: "zh")
        let report = SampleReports.sales
        let narration = try narrator.narrate(report)
        let text = try ExplorerText(narrator: narrator, report: report, narration: narration)
        let page = try HTMLRenderer(narrator: narrator).render(narration, mode: .overview)
        guard let a = page.range(of: "<script type=\"application/json\" class=\"chartnarrate-data\">"),
              let b = page.range(of: "</script>", range: a.upperBound..<page.endIndex) else { Issue.record("no data"); return }
        let json = try JSONSerialization.jsonObject(with: Data(page[a.upperBound..<b.lowerBound].utf8)) as! [String: Any]
        let series = json["series"] as! [[String: Any]]
        #expect(series.count == 2)
        #expect((series[1]["l"] as! [String])[3] == (try text.point(chart: 0, series: 1, index: 3)))
        #expect(series[0]["h"] as? String == (try text.seriesHeading(chart: 0, series: 0)))
        let findings = json["f"] as! [[Any]]
        #expect(findings.count == narration.charts[0].findings.count)
        #expect((findings.first?[0] as? String)?.contains(narration.charts[0].findings[0].text) == true)
        #expect(json["sep"] as? String == "", "Chinese joins sentences without a space")
        #expect(!page[a.upperBound..<b.lowerBound].contains("<"), "nothing in the data can close the script")
    }

    @Test func fragmentStylesAreScopedAndThereIsOneScript() throws {
        let (page, _) = try page(SampleReports.sales)
        #expect(!page.contains("<style>body") && !page.contains("<style>table"))
        // Every selector of the drawing's stylesheet is under the SVG's own class.
        let rules = ChartSVG.style.replacingOccurrences(of: "@media (prefers-contrast:more){", with: "")
            .replacingOccurrences(of: "@media (forced-colors:active){", with: "")
            .replacingOccurrences(of: "@media (prefers-reduced-motion:reduce){", with: "")
        for rule in rules.split(separator: "}") where rule.contains("{") {
            let selectors = rule.split(separator: "{")[0].split(separator: ",")
            for sel in selectors { #expect(sel.hasPrefix(".chartnarrate-svg"), "unscoped selector \(sel)") }
        }
        #expect(ChartSVG.style.contains("@media (forced-colors:active)") && ChartSVG.style.contains("prefers-reduced-motion"))
        #expect(count("<script>", in: page) == 1)
    }

    @Test func paletteHasThreeToOneContrastAgainstWhite() {
        func luminance(_ hex: String) -> Double {
            let v = Int(hex.dropFirst(), radix: 16)!
            return [(v >> 16) & 255, (v >> 8) & 255, v & 255].enumerated().reduce(0.0) { sum, c in
                let x = Double(c.element) / 255
                let linear = x <= 0.03928 ? x / 12.92 : pow((x + 0.055) / 1.055, 2.4)
                return sum + [0.2126, 0.7152, 0.0722][c.offset] * linear
            }
        }
        for c in SeriesMarks.palette { #expect(1.05 / (luminance(c) + 0.05) >= 3, "\(c)") }
        #expect(Set(SeriesMarks.markers).count == SeriesMarks.markers.count && Set(SeriesMarks.dashes).count == SeriesMarks.dashes.count)
    }
}
