import Foundation
import Testing
import ChartModel
import ChartNarrate
import Narration
import Sonification

/// The drawn chart and its explorer in real Chromium (Playwright driving Debian's chromium, axe-core from
/// axe-playwright-python; one browser run, scripts/chart-page-check.py): every example in English, three in Arabic,
/// two in Chinese, the column chart with a reference line and the log axis of a fixture, a four-series daily chart of
/// 7,440 points, and one fragment. Per chart: a screen reader's walk says the short description once, as the chart's
/// name, after the title;
/// the SVG's accessible name is its short description; every bar, point and series is drawn; series differ by
/// marker and dash (or hatching); the chart is one tab stop; → and ] say what `chartnarrate explore` says and sound
/// the audio graph's frequency through Web Audio, and the toggle silences it; nothing leaves file://; axe-core finds
/// no serious or critical violation. Set CHARTNARRATE_SHOTS to a folder to keep screenshots of every chart.
@Suite(.serialized) struct ChartPageBrowserTests {
    struct Page {
        let file: String
        let briefing: ChartBriefing
    }

    static func pages(in dir: URL) throws -> [Page] {
        var pages: [Page] = []
        func add(_ path: String, _ name: String, _ language: String, fragment: Bool = false) throws {
            let report = try DescriptorLoader.load(CLIRun.repoRoot.appendingPathComponent(path).path)
            let briefing = try ChartBriefing(report: report, options: NarrationOptions(language: language))
            var html = try briefing.text(mode: .all, format: .html, html: HTMLOptions(standalone: !fragment))
            if fragment {
                html = "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n<title>\(name)</title>\n</head>\n<body>\n<main>\n\(html)</main>\n</body>\n</html>\n"
            }
            let file = "\(name).\(language)\(fragment ? ".fragment" : "").html"
            try html.write(to: dir.appendingPathComponent(file), atomically: true, encoding: .utf8)
            pages.append(Page(file: file, briefing: briefing))
        }
        for example in ExampleFiles.names { try add("examples/\(example).xml", example, "en") }
        // Right to left on a line, a bar and a scatter chart; Chinese on two.
        for example in ["monthly-temperature", "quarterly-revenue", "car-scatter"] { try add("examples/\(example).xml", example, "ar") }
        for example in ["quarterly-revenue", "monthly-temperature"] { try add("examples/\(example).xml", example, "zh") }
        try add("Tests/ChartNarrateTests/Fixtures/chart-kinds.xml", "chart-kinds", "en")
        // Four series of 1,860 days: past the old 5,000 points the page lost its keyboard and tones (issue 39).
        let briefing = try ChartBriefing(report: try Self.fourCitiesDaily(), options: NarrationOptions(language: "en"))
        try briefing.text(mode: .all, format: .html, html: HTMLOptions(standalone: true))
            .write(to: dir.appendingPathComponent("four-cities-daily.en.html"), atomically: true, encoding: .utf8)
        pages.append(Page(file: "four-cities-daily.en.html", briefing: briefing))
        try add("examples/monthly-temperature.xml", "monthly-temperature", "en", fragment: true)
        // 150,000 hourly readings: explored at the drawing's resolution, without the table of every row (issue 38).
        let long = try ChartBriefing(report: try Self.hourlyReadings(count: 150_000), options: NarrationOptions(language: "en"))
        try long.text(mode: .all, format: .html, html: HTMLOptions(standalone: true))
            .write(to: dir.appendingPathComponent("hourly-readings-long.en.html"), atomically: true, encoding: .utf8)
        pages.append(Page(file: "hourly-readings-long.en.html", briefing: long))
        return pages
    }

    /// `count` hourly readings from 2024-01-01: a daily cycle, a slow rise and one spike.
    static func hourlyReadings(count: Int) throws -> Report {
        var csv = "Time,Reading\n"
        csv.reserveCapacity(count * 24)
        let start = 19_723.0 * 86_400  // 2024-01-01 in seconds since 1970
        let formatter = ISO8601DateFormatter()
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.formatOptions = [.withFullDate, .withTime, .withColonSeparatorInTime, .withDashSeparatorInDate]
        for i in 0..<count {
            let hour = Double(i)
            let value = i == count / 2 ? 400 : 100 + 0.0002 * hour + 8 * sin(2 * Double.pi * hour / 24)
            csv += formatter.string(from: Date(timeIntervalSince1970: start + hour * 3_600)) + String(format: ",%.1f\n", value)
        }
        return try ChartInput.load(bytes: Array(csv.utf8), name: "hourly.csv", format: .csv, csv: CSVChartOptions(title: "Hourly readings"))
    }

    /// Daily mean temperatures of four cities over 1,860 days (7,440 points), a seasonal wave and a deterministic wobble.
    static func fourCitiesDaily() throws -> Report {
        let cities = [("Seattle", 11.0, 7.0), ("Phoenix", 24, 9), ("Chicago", 10, 13), ("Miami", 25, 4)]
        var csv = "Date," + cities.map(\.0).joined(separator: ",") + "\n"
        let start = 17_897.0  // 2019-01-01 in days since 1970
        for day in 0..<1_860 {
            let date = Date(timeIntervalSince1970: (start + Double(day)) * 86_400)
            csv += ISO8601DateFormatter.string(from: date, timeZone: TimeZone(identifier: "UTC")!, formatOptions: [.withFullDate])
            for (k, (_, mean, swing)) in cities.enumerated() {
                let wobble = 1.5 * sin(Double(day) * 12.9898 + Double(k) * 78.233)
                csv += String(format: ",%.1f", mean - swing * cos(2 * Double.pi * (Double(day) - 15) / 365.25) + wobble)
            }
            csv += "\n"
        }
        return try ChartInput.load(bytes: Array(csv.utf8), name: "four-cities.csv", format: .csv,
                                   csv: CSVChartOptions(title: "Daily mean temperature in four US cities", yUnit: "temperature-celsius"))
    }

    @Test func everyChartIsDrawnNamedExplorableAndHeardInChromiumAndAxeIsClean() throws {
        guard let python = Tool.find("python3"), Tool.find("chromium") != nil else {
            Issue.record("python3 or chromium is missing; run scripts/install-deps.sh")
            return
        }
        let probe = try Tool.run(python, ["-c", "import playwright, axe_playwright_python"])
        guard probe.status == 0 else {
            Issue.record("Playwright or axe-playwright-python is missing (pip install playwright axe-playwright-python): \(probe.output)")
            return
        }
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("chartnarrate-svg-\(getpid())")
        try? FileManager.default.removeItem(at: dir)
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let pages = try Self.pages(in: dir)
        var arguments = [CLIRun.repoRoot.appendingPathComponent("scripts/chart-page-check.py").path, dir.path] + pages.map(\.file)
        if let shots = ProcessInfo.processInfo.environment["CHARTNARRATE_SHOTS"] { arguments += ["--shots", shots] }
        let run = try Tool.run(python, arguments)
        guard run.status == 0, let start = run.output.firstIndex(of: "{") else {
            Issue.record("chart-page-check failed (\(run.status)):\n\(run.output.suffix(3000))")
            return
        }
        let results = try JSONSerialization.jsonObject(with: Data(run.output[start...].utf8)) as! [String: [String: Any]]
        var checkedCharts = 0
        for page in pages {
            guard let r = results[page.file] else { Issue.record("\(page.file): not checked"); continue }
            if let error = r["error"] { Issue.record("\(page.file): \(error)"); continue }
            #expect((r["scriptErrors"] as! [Any]).isEmpty, "\(page.file): script errors \(r["scriptErrors"]!)")
            #expect((r["outside"] as! [Any]).isEmpty, "\(page.file): requested from the network: \(r["outside"]!)")
            #expect((r["axe"] as! [Any]).isEmpty, "\(page.file): axe-core serious/critical: \(r["axe"]!)")
            let report = page.briefing.report, narration = page.briefing.narration
            // A screen reader's walk says each chart's short description once, as the drawn chart's name, after
            // its title (it was said as the figure's caption and again as the image: issue 39).
            let walk = (r["walk"] as? [[String: String]]) ?? []
            for chart in narration.charts {
                let said = walk.enumerated().filter { $0.element["name"] == chart.short }
                #expect(said.count == 1 && said.first?.element["role"] == "image",
                        "\(page.file): the short description is said \(said.map(\.element))")
                let title = walk.firstIndex { $0["role"] == "heading" && $0["name"] == chart.title }
                #expect(title != nil && said.first.map { $0.offset > title! } == true, "\(page.file): title, then the chart")
            }
            let charts = r["charts"] as! [[String: Any]]
            #expect(charts.count == report.charts.count, "\(page.file): \(charts.count) SVGs for \(report.charts.count) charts")
            for (c, (chart, drawn)) in zip(report.charts, charts).enumerated() {
                checkedCharts += 1
                let label = "\(page.file) chart \(c)"
                #expect(drawn["role"] as? String == "image", "\(label): role \(drawn["role"] ?? "none")")
                #expect(drawn["name"] as? String == narration.charts[c].short, "\(label): accessible name \(drawn["name"] ?? "none")")
                let series = drawn["drawn"] as! [[String: Any]]
                #expect(series.count == chart.series.count, "\(label): \(series.count) series drawn of \(chart.series.count)")
                let kind = drawn["kind"] as! String
                var markers = Set<String>(), styles = Set<String>(), plain = 0
                for (s, g) in zip(chart.series, series) {
                    let valid = s.points.filter { $0.y?.isFinite == true }.count
                    if g["reference"] as! Bool {
                        #expect((g["reflineLength"] as! Double) > 100, "\(label): reference line not drawn")
                        continue
                    }
                    plain += 1
                    markers.insert(g["marker"] as! String)
                    switch kind {
                    case "bar", "column":
                        #expect(g["marks"] as! Int == valid, "\(label): \(g["marks"]!) bars for \(valid) values")
                        styles.insert(g["barFill"] as? String ?? "")
                    case "scatter":
                        #expect(g["marks"] as! Int == valid, "\(label): \(g["marks"]!) points for \(valid) values")
                    default:
                        if valid > 4_000 {
                            // A long series is drawn by each pixel column's first, lowest and highest values.
                            let vertices = g["vertices"] as! Int
                            #expect(vertices < valid && vertices >= 720, "\(label): a line through \(vertices) of \(valid) values")
                        } else {
                            #expect(g["vertices"] as! Int == valid, "\(label): a line through \(g["vertices"]!) of \(valid) values")
                        }
                        #expect((g["lineLength"] as! Double) > 50, "\(label): line not drawn")
                        styles.insert(g["dash"] as? String ?? "")
                    }
                    #expect(g["visibleMarks"] as! Int == g["marks"] as! Int, "\(label): a mark without size")
                }
                #expect(markers.count == plain, "\(label): series share a marker")
                if kind != "scatter" { #expect(styles.count == plain, "\(label): series share a dash or hatching \(styles)") }
            }
            // Keyboard: every chart one tab stop; the first chart's → and ] say the terminal explorer's lines.
            let stops = r["tabStops"] as! [String]
            #expect(stops.filter { $0.hasPrefix("svg#") }.count == report.charts.count, "\(page.file): tab stops \(stops)")
            var explorer = try ChartExplorer(briefing: page.briefing, soundIsOn: true)
            let next = try explorer.perform(.next).lines.joined(separator: " ")
            let finding = try explorer.perform(.nextFinding).lines.joined(separator: " ")
            #expect(r["liveAfterNext"] as? String == next, "\(page.file): live region \(r["liveAfterNext"] ?? "")")
            #expect(r["liveAfterFinding"] as? String == finding, "\(page.file): finding \(r["liveAfterFinding"] ?? "")")
            #expect(r["cursorShown"] as? Bool == true, "\(page.file): no cursor")
            // The first point stepped to: the first, or in a scatter plot the one of least x.
            let first = explorer.text.stepOrder(chart: 0, series: 0)?.first ?? 0
            if let expected = PointTones(chart: report.charts[0], seriesIndex: 0).tone(at: first)?.frequency {
                let heard = r["tonesAfterNext"] as! [Double]
                #expect(heard.count == 1 && abs(heard[0] - expected) < 0.01, "\(page.file): tone \(heard), audio graph \(expected)")
            }
            #expect(r["toggleVisible"] as? Bool == true && r["togglePressed"] as? String == "false", "\(page.file): toggle")
            #expect(r["tonesAfterToggle"] as? Int == 0, "\(page.file): a tone after the toggle turned tones off")
        }
        #expect(checkedCharts >= ExampleFiles.names.count + 3 + 2 + 2 + 1 + 1 + 1)
    }
}
