import ChartModel

/// Renders a narration as accessible HTML: per chart a `<figure>` whose `<figcaption>` shows the short description
/// (the drawn chart's accessible name, so announced once),
/// the long description, digests and walkthrough in `<details>`, a braille sparkline per series in a `<pre>`,
/// and the data as a real `<table>` (dense series summarised by interval, the full table collapsed); for the
/// report an `<audio controls>` player with captions and chapter links that seek it. Readable without script:
/// chapter links are media fragments (`file.mp3#t=12.3`) that a small script upgrades to seek the player.
package struct HTMLRenderer: Sendable {
    /// The options in force.
    package let options: HTMLOptions
    let messages: HTMLMessages
    let language: String
    let isRightToLeft: Bool
    let languageName: String
    let braille: BrailleRenderer
    let narrator: Narrator

    /// A renderer in the narrator's language.
    package init(narrator: Narrator, options: HTMLOptions = HTMLOptions()) {
        self.options = options
        messages = HTMLMessages(renderer: narrator.renderer)
        language = narrator.language
        isRightToLeft = narrator.catalog.isRightToLeft
        languageName = narrator.catalog.nativeName
        braille = BrailleRenderer(narrator: narrator, width: options.brailleWidth)
        self.narrator = narrator
    }

    /// The narration as an HTML fragment (one `<div lang dir>`) or, with `standalone`, a whole page.
    /// A narration made by hand (without the facts it was built from) has no tables or sparklines.
    package func render(_ narration: ReportNarration, mode: NarrationMode) throws(NarrationError) -> String {
        var out = HTMLWriter()
        let dir = isRightToLeft ? "rtl" : "ltr"
        let base = options.standalone ? 1 : 2
        let chartLevel = narration.title == nil ? base : base + 1
        if options.standalone {
            let pageTitle = narration.title ?? narration.charts.first?.title ?? ""
            out.raw("<!DOCTYPE html>\n<html lang=\"\(HTMLWriter.escape(language))\" dir=\"\(dir)\">\n<head>\n")
            out.raw("<meta charset=\"utf-8\">\n<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n")
            out.raw("<title>\(HTMLWriter.escape(pageTitle))</title>\n<style>\(Self.stylesheet)</style>\n</head>\n<body>\n<main class=\"chartnarrate\">\n")
        } else {
            out.raw("<div class=\"chartnarrate\" lang=\"\(HTMLWriter.escape(language))\" dir=\"\(dir)\">\n")
        }
        if let title = narration.title { out.element("h\(base)", title) }
        if mode.isSectioned, let intro = narration.intro { out.element("p", intro) }
        // The player leads the report; a lone untitled chart is the page's subject, so it follows that chart's figure.
        let audioInChart = narration.title == nil && narration.charts.count == 1
        if let audio = options.audio, !audioInChart { try renderAudio(audio, level: chartLevel, into: &out) }
        var usedIDs = Set<String>()
        let allFacts = narration.facts?.charts
        let explorer = allFacts.map { ExplorerText(narrator: narrator, facts: $0, narration: narration) }
        for (index, chart) in narration.charts.enumerated() {
            let id = Self.uniqueID("chartnarrate-" + chart.chartID, &usedIDs)
            try renderChart(chart, facts: allFacts?[index], narration: narration, mode: mode,
                            id: id, level: chartLevel, audio: audioInChart ? options.audio : nil, explorer: explorer, into: &out)
        }
        if mode.isSectioned, let outro = narration.outro { out.element("p", outro) }
        // One script for the page: chapter links and every chart's explorer.
        let explores = allFacts?.contains { HTMLExplorerData.explorable($0.chart) } ?? false
        if options.audio?.chapters.isEmpty == false || explores { out.raw("<script>\(HTMLExplorerScript.source)</script>\n") }
        out.raw(options.standalone ? "</main>\n</body>\n</html>\n" : "</div>\n")
        return out.text
    }

    // MARK: Parts

    private func renderChart(_ chart: ChartNarration, facts: ChartFacts?, narration: ReportNarration, mode: NarrationMode,
                             id: String, level: Int, audio: HTMLAudio?, explorer: ExplorerText?, into out: inout HTMLWriter) throws(NarrationError) {
        let h = narration.headings
        out.raw("<section class=\"chartnarrate-chart\" id=\"\(id)\" aria-labelledby=\"\(id)-title\">\n")
        let title = facts?.localized(facts?.chart.title)
        out.element("h\(level)", chart.title, attributes: [("id", "\(id)-title")], language: title?.language)
        // The figure: short description, the chart drawn, and its explorer (a live region, the tone toggle, the keys).
        let longID = mode.includesLong && !chart.long.isEmpty ? "\(id)-long" : nil
        out.raw("<figure class=\"chartnarrate-explore\">\n")
        // The short description is announced once (W3C's complex-images pattern): as the drawn chart's name, its
        // long description on demand. The caption stays for the eye but leaves the accessibility tree when the
        // chart image carries it; a screen reader heard it as the caption and again as the image (issue 39).
        let drawsChart = facts.map { !$0.chart.series.isEmpty } ?? false
        out.element("figcaption", chart.short, attributes: [("id", "\(id)-short")] + (drawsChart ? [("aria-hidden", "true")] : []))
        if let facts, !facts.chart.series.isEmpty {
            let svg = ChartSVG(facts: facts, findings: chart.findings, id: id, isRightToLeft: isRightToLeft,
                               labels: .init(short: chart.short, long: chart.long.joined(separator: " "),
                                             landmark: { (role, value, series, x) throws(NarrationError) in
                                                 try messages.landmark(role: role, value: value, series: series, x: x)
                                             }))
            let drawn = try svg.render(shortID: "\(id)-short", longID: longID)
            out.raw(drawn.svg)
            if let explorer, HTMLExplorerData.explorable(facts.chart) {
                let data = HTMLExplorerData(text: explorer, chart: facts.index, narration: chart, drawn: drawn.points,
                                            tones: options.tones, isRightToLeft: isRightToLeft)
                out.raw("<p class=\"chartnarrate-live\" aria-live=\"polite\" aria-atomic=\"true\"></p>\n")
                out.raw("<p class=\"chartnarrate-controls\"><button type=\"button\" class=\"chartnarrate-tones\" aria-pressed=\"true\" hidden>\(HTMLWriter.escape(try messages.tones()))</button></p>\n")
                out.raw("<details class=\"chartnarrate-keys\" hidden>\n<summary>\(HTMLWriter.escape(try messages.exploreKeys()))</summary>\n")
                out.list(try explorer.help(HTMLExplorerData.pageTopics))
                out.raw("</details>\n")
                out.raw("<script type=\"application/json\" class=\"chartnarrate-data\">\(try data.json())</script>\n")
            }
        }
        out.raw("</figure>\n")
        if let audio { try renderAudio(audio, level: level + 1, into: &out) }
        if mode.isSectioned && chart.short != chart.generatedShort {
            out.details(h.generatedShort) { $0.element("p", chart.generatedShort) }
        }
        if let longID {
            out.raw("<details open>\n<summary>\(HTMLWriter.escape(h.long))</summary>\n<div id=\"\(longID)\">\n")
            for p in chart.long { out.element("p", p) }
            out.raw("</div>\n</details>\n")
        }
        if mode.includesDigests && !chart.digests.isEmpty {
            out.details(h.digest) { o in o.list(chart.digests) }
        }
        if mode.includesWalkthrough && !chart.walkthrough.isEmpty {
            out.details(h.walkthrough) { o in o.list(chart.walkthrough) }
        }
        if let facts {
            // The table: a dense series by interval with all rows collapsed; a table past ~20 rows collapsed.
            // A chart past the explorer's point limit keeps its interval tables and leaves out the table of every
            // row: 1M rows were 80 of a page's 83 MB (issue 38); the input and --json-points hold every point.
            let isLong = HTMLExplorerData.isDecimated(facts.chart)
            let full = isLong ? [] : try ChartDataTable.full(facts, messages: messages)
            let rowCount = full.reduce(0) { $0 + $1.rows.count }
            if ChartDataTable.isDense(facts) {
                for table in try ChartDataTable.intervals(facts, messages: messages) { out.table(table) }
                if !isLong { out.details(try messages.allRows(rowCount)) { o in for table in full { o.table(table) } } }
            } else if isLong {
                // Not dense but long (many short series): the rows are left out as above.
            } else if rowCount > Self.openRowLimit {
                out.details(try messages.allRows(rowCount)) { o in for table in full { o.table(table) } }
            } else {
                for table in full { out.table(table) }
            }
            // Braille for refreshable displays, folded away from the eye.
            let lines = try braille.sparklines(facts)
            out.raw("<details class=\"chartnarrate-braille\">\n<summary>\(HTMLWriter.escape(try messages.braille()))</summary>\n")
            for line in lines {
                out.raw("<p class=\"chartnarrate-braille-caption\">\(HTMLWriter.escape(line.caption))</p>\n")
                out.raw("<pre>\(HTMLWriter.escape(line.cells))</pre>\n")
            }
            out.raw("</details>\n")
        }
        out.raw("</section>\n")
    }

    /// Charts of more points than this are explored at the drawing's resolution and leave out the table of
    /// every row.
    package static let explorerPointLimit = HTMLExplorerData.pointLimit

    /// Tables of more rows than this are collapsed.
    static let openRowLimit = 20

    private func renderAudio(_ audio: HTMLAudio, level: Int, into out: inout HTMLWriter) throws(NarrationError) {
        let heading = try messages.audio()
        out.raw("<section class=\"chartnarrate-audio\" aria-labelledby=\"chartnarrate-audio-title\">\n")
        out.element("h\(level)", heading, attributes: [("id", "chartnarrate-audio-title")])
        let src = HTMLWriter.escape(audio.source)
        out.raw("<audio id=\"chartnarrate-player\" controls preload=\"metadata\" src=\"\(src)\">\n")
        if let captions = audio.captions {
            out.raw("<track kind=\"captions\" srclang=\"\(HTMLWriter.escape(language))\" label=\"\(HTMLWriter.escape(languageName))\" src=\"\(HTMLWriter.escape(captions))\" default>\n")
        }
        out.raw("<a href=\"\(src)\">\(HTMLWriter.escape(try messages.audioDownload()))</a>\n</audio>\n")
        if !audio.chapters.isEmpty {
            out.raw("<nav aria-label=\"\(HTMLWriter.escape(try messages.chapters()))\">\n<ol>\n")
            for chapter in audio.chapters {
                let t = Self.seconds(chapter.startTime)
                out.raw("<li><a href=\"\(src)#t=\(t)\" data-seek=\"\(t)\" data-player=\"chartnarrate-player\">\(HTMLWriter.escape(chapter.title))</a> ")
                out.raw("<time datetime=\"PT\(t)S\">\(Self.clock(chapter.startTime))</time></li>\n")
            }
            out.raw("</ol>\n</nav>\n")
        }
        out.raw("</section>\n")
    }

    // MARK: Helpers

    /// Seconds with up to three decimals and no exponent ("12.345", "0").
    static func seconds(_ t: Double) -> String {
        let ms = Int((max(0, t) * 1000).rounded())
        let whole = ms / 1000, fraction = ms % 1000
        guard fraction != 0 else { return String(whole) }
        var digits = String(fraction)
        digits = String(repeating: "0", count: 3 - digits.count) + digits
        while digits.hasSuffix("0") { digits.removeLast() }
        return "\(whole).\(digits)"
    }

    /// "m:ss" (or "h:mm:ss") for a chapter start.
    static func clock(_ t: Double) -> String {
        let s = Int(max(0, t).rounded(.down))
        func two(_ n: Int) -> String { n < 10 ? "0\(n)" : String(n) }
        return s >= 3600 ? "\(s / 3600):\(two(s / 60 % 60)):\(two(s % 60))" : "\(s / 60):\(two(s % 60))"
    }

    /// An id attribute value from a chart id: letters, digits, '-' and '_' kept, anything else '-', made unique.
    static func uniqueID(_ raw: String, _ used: inout Set<String>) -> String {
        let base = String(raw.map { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-" || $0 == "_") ? $0 : "-" })
        var id = base, n = 2
        while used.contains(id) { id = "\(base)-\(n)"; n += 1 }
        used.insert(id)
        return id
    }

    /// The standalone page's styles: readable measure, bordered tables, numbers aligned at the end (RTL-aware).
    static let stylesheet = """
    body{font-family:system-ui,-apple-system,\"Segoe UI\",\"Noto Sans\",\"Noto Sans CJK SC\",\"Noto Sans CJK JP\",\"Noto Sans CJK KR\",\"PingFang SC\",\"Microsoft YaHei\",\"Malgun Gothic\",\"Noto Sans Arabic\",\"Noto Sans Devanagari\",sans-serif;line-height:1.5;margin:0 auto;max-width:56rem;padding:1rem}\
    table{border-collapse:collapse;margin:1rem 0}caption{text-align:start;font-weight:bold;padding:.25rem 0}\
    th,td{border:1px solid #999;padding:.2rem .5rem;text-align:start}td.number{text-align:end}\
    td.missing{font-style:italic}figure{margin:1rem 0}figcaption{font-size:1.1rem}\
    pre{font-size:1.4rem;line-height:1.2;margin:.25rem 0}details{margin:.5rem 0}summary{cursor:pointer}\
    .chartnarrate-live{min-height:1.5em;margin:.5rem 0;font-size:1.05rem}\
    .chartnarrate-tones{font:inherit;padding:.2rem .8rem;border:2px solid #1a1a1a;border-radius:.3rem;background:#fff;color:#1a1a1a}\
    .chartnarrate-tones[aria-pressed=false]{background:#e8e8e8;text-decoration:line-through}\
    .chartnarrate-tones:focus-visible{outline:3px solid #0063B1;outline-offset:2px}
    """
}
