import Foundation
import Testing
import ChartModel
import ChartNarrate
import Narration
import Sonification

/// The drawn chart and its explorer in real Chromium (Playwright driving Debian's chromium, axe-core from
/// axe-playwright-python; one browser run, scripts/chart-page-check.py): every example in English, three in Arabic,
/// two in Chinese, the column chart with a reference line and the log axis of a fixture, and one fragment. Per chart:
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
        try add("examples/monthly-temperature.xml", "monthly-temperature", "en", fragment: true)
        return pages
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
                        #expect(g["vertices"] as! Int == valid, "\(label): a line through \(g["vertices"]!) of \(valid) values")
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
            if let expected = PointTones(chart: report.charts[0], seriesIndex: 0).tone(at: 0)?.frequency {
                let heard = r["tonesAfterNext"] as! [Double]
                #expect(heard.count == 1 && abs(heard[0] - expected) < 0.01, "\(page.file): tone \(heard), audio graph \(expected)")
            }
            #expect(r["toggleVisible"] as? Bool == true && r["togglePressed"] as? String == "false", "\(page.file): toggle")
            #expect(r["tonesAfterToggle"] as? Int == 0, "\(page.file): a tone after the toggle turned tones off")
        }
        #expect(checkedCharts >= ExampleFiles.names.count + 3 + 2 + 2 + 1)
    }
}
