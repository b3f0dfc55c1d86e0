import Foundation
import ChartModel

/// What the page's keyboard explorer says and plays for one chart, as JSON the inline script reads: every line
/// made here by `ExplorerText`, the same catalog messages `chartnarrate explore` says, so the wording and the
/// language are the terminal explorer's; the points' places on the drawn chart; their tones.
///
/// Shape: `{"sep", "rtl", "note", "series": [{"h", "first", "last", "only", "firstIv", "lastIv", "x", "pts", "l", "t", "iv"}], "f",
/// "onlySeries", "onlyFindings", "firstFinding", "lastFinding", "short", "long", "details", "help"}` where per
/// series `o` (a scatter plot's only) the point indices in x order, the order steps take, `x[i]` is the point's x value, `pts[i]` `[x, y]` or 0 (missing), `l[i]` the point's line, `t[i]` `[Hz, pan]` or 0, `iv` the
/// intervals as `[first point, line]`; `f` the findings in rank order as `[line, series, point]` (point −1: the
/// nearest point of that series; series −1: no move). In a chart of more than `pointLimit` points the lists hold
/// only the points `steps` keeps, and points are named by their place in those lists.
struct HTMLExplorerData {
    /// Up to this many points in a chart the keyboard steps through every point; a longer chart's series are
    /// stepped through at the drawing's resolution (`steps`), so its explorer data stays some hundreds of
    /// kilobytes (about 90 bytes a point: every point of 1M was 83 MB). A four-series daily chart of 7,440
    /// points lost its keyboard and tones at the old 5,000 (issue 39).
    static let pointLimit = 100_000

    /// The pixel columns a long series is stepped through by: the drawing's width.
    static let columns = 720

    /// The keys the page's explorer answers (no audio graph to play, no other chart to go to, nothing to quit).
    static let pageTopics: [ExplorerHelpTopic] = [.points, .ends, .intervals, .findings, .series, .short, .long, .details, .help]

    let text: ExplorerText
    let chart: Int
    let narration: ChartNarration
    let drawn: [[(x: Double, y: Double)?]]
    let tones: HTMLPointTones?
    let isRightToLeft: Bool

    /// Whether the page explores the chart (every chart with a series; a long one at the drawing's resolution).
    static func explorable(_ chart: Chart) -> Bool { !chart.series.isEmpty }

    /// Whether the chart is stepped through at the drawing's resolution rather than point by point.
    static func isDecimated(_ chart: Chart) -> Bool { chart.series.reduce(0) { $0 + $1.points.count } > pointLimit }

    /// The points of `series` the keyboard steps through when the chart is decimated, in index order: in each of
    /// `columns` runs of consecutive points, the first, the lowest, the highest and the last (M4: a spike stays
    /// a step, and the extremes are exact), and every point in `landmarks` (the findings' points).
    static func steps(_ series: Series, landmarks: Set<Int>) -> [Int] {
        let count = series.points.count
        guard count > 0 else { return [] }
        let run = max(1, (count + columns - 1) / columns)
        let ys = series.points.ys
        var kept = Set(landmarks.filter { $0 >= 0 && $0 < count })
        var start = 0
        while start < count {
            let end = min(count, start + run)
            var lo = -1, hi = -1
            for i in start..<end where ys[i].isFinite {
                if lo < 0 || ys[i] < ys[lo] { lo = i }
                if hi < 0 || ys[i] > ys[hi] { hi = i }
            }
            kept.insert(start)
            kept.insert(end - 1)
            if lo >= 0 { kept.insert(lo); kept.insert(hi) }
            start = end
        }
        return kept.sorted()
    }

    func json() throws(NarrationError) -> String {
        var o = JSONText()
        o.open()
        o.key("sep"); o.string(text.renderer.sentenceSeparator)
        o.key("rtl"); o.raw(isRightToLeft ? "true" : "false")
        o.key("note"); o.number(tones?.noteSeconds ?? 0.2)
        let model = text.facts[chart].chart
        let decimated = Self.isDecimated(model)
        o.key("series"); o.raw("[")
        // Per series, the points stepped through (every point, or a long chart's `steps`); the data lists those
        // only, so intervals and findings name them by their place in that list.
        var stepsBySeries: [[Int]] = []
        for s in drawn.indices {
            let landmarks = Set(narration.findings.flatMap { $0.landmarks.filter { $0.series == s }.map(\.point.index) })
            stepsBySeries.append(decimated ? Self.steps(model.series[s], landmarks: landmarks) : Array(drawn[s].indices))
        }
        /// The place in `steps` of the first stepped point at or after point `index`.
        func place(_ index: Int, _ steps: [Int]) -> Int {
            guard decimated else { return index }
            var low = 0, high = steps.count
            while low < high { let mid = (low + high) / 2; if steps[mid] < index { low = mid + 1 } else { high = mid } }
            return min(low, max(0, steps.count - 1))
        }
        for s in drawn.indices {
            let steps = stepsBySeries[s]
            if s > 0 { o.raw(",") }
            o.open()
            o.key("h"); o.string(try text.seriesHeading(chart: chart, series: s))
            o.key("first"); o.string(try text.notice(.edge(.first, chart: chart, series: s)))
            o.key("last"); o.string(try text.notice(.edge(.last, chart: chart, series: s)))
            o.key("only"); o.string(try text.notice(.only(.intervals, chart: chart, series: s)))
            o.key("firstIv"); o.string(try text.notice(.edge(.firstInterval, chart: chart, series: s)))
            o.key("lastIv"); o.string(try text.notice(.edge(.lastInterval, chart: chart, series: s)))
            if let order = text.stepOrder(chart: chart, series: s) {
                // A scatter plot's points by x; a decimated one's stepped points by x, by their places.
                let xs = model.series[s].points
                let places = decimated ? steps.indices.sorted { (xs[steps[$0]].x, steps[$0]) < (xs[steps[$1]].x, steps[$1]) } : order
                o.key("o"); o.raw("[" + places.map(String.init).joined(separator: ",") + "]")
            }
            o.key("x"); o.raw("[")
            for (k, i) in steps.enumerated() {
                if k > 0 { o.raw(",") }
                o.raw(JSONText.number(model.series[s].points[i].x))
            }
            o.raw("]")
            o.key("pts"); o.raw("[")
            for (k, i) in steps.enumerated() {
                if k > 0 { o.raw(",") }
                if let p = drawn[s][i] { o.raw("[\(SVGNumber.text(p.x)),\(SVGNumber.text(p.y))]") } else { o.raw("0") }
            }
            o.raw("]")
            o.key("l"); o.raw("[")
            for (k, i) in steps.enumerated() {
                if k > 0 { o.raw(",") }
                o.string(try text.point(chart: chart, series: s, index: i))
            }
            o.raw("]")
            o.key("t"); o.raw("[")
            for (k, i) in steps.enumerated() {
                if k > 0 { o.raw(",") }
                if let t = tones?.tone(chart: chart, series: s, point: i) {
                    o.raw("[\(JSONText.number(t.frequency)),\(JSONText.number(t.pan))]")
                } else { o.raw("0") }
            }
            o.raw("]")
            o.key("iv"); o.raw("[")
            for (k, iv) in text.intervals(chart: chart, series: s).enumerated() {
                if k > 0 { o.raw(",") }
                o.raw("[\(place(iv.firstIndex, steps)),")
                o.string(try text.interval(chart: chart, series: s, interval: k))
                o.raw("]")
            }
            o.raw("]")
            o.close()
        }
        o.raw("]")
        o.key("f"); o.raw("[")
        for (k, finding) in narration.findings.enumerated() {
            if k > 0 { o.raw(",") }
            let said = text.sentences([try text.finding(chart: chart, index: k), finding.text])
            var target = (series: -1, point: -1)
            if let l = finding.landmarks.first, drawn.indices.contains(l.series), drawn[l.series].indices.contains(l.point.index) {
                target = (l.series, place(l.point.index, stepsBySeries[l.series]))
            } else if let s = finding.finding.series.first, drawn.indices.contains(s) {
                target = (s, -1)
            }
            o.raw("[")
            o.string(said)
            o.raw(",\(target.series),\(target.point)]")
        }
        o.raw("]")
        o.key("onlySeries"); o.string(try text.notice(.only(.series, chart: chart, series: 0)))
        o.key("onlyFindings"); o.string(try text.notice(.only(.findings, chart: chart, series: 0)))
        o.key("firstFinding"); o.string(try text.notice(.edge(.firstFinding, chart: chart, series: 0)))
        o.key("lastFinding"); o.string(try text.notice(.edge(.lastFinding, chart: chart, series: 0)))
        o.key("short"); o.string(narration.short)
        o.key("long"); o.string(text.sentences(narration.long))
        o.key("details"); o.string(text.sentences(try text.details(chart: chart)))
        o.key("help"); o.string(text.sentences(try text.help(Self.pageTopics)))
        o.close()
        return o.text
    }
}

/// JSON written by hand for the page's data block: strings escaped so that nothing in them can end the
/// `<script>` element (`<` is written `\u003c`).
struct JSONText {
    private(set) var text = ""
    private var needsComma = false

    mutating func raw(_ s: String) { text += s; needsComma = !(s.hasSuffix("[") || s.hasSuffix(",")) }
    mutating func open() { text += "{"; needsComma = false }
    mutating func close() { text += "}"; needsComma = true }
    mutating func key(_ k: String) {
        if needsComma { text += "," }
        text += "\"\(k)\":"
        needsComma = false
    }
    mutating func string(_ s: String) { text += Self.quoted(s); needsComma = true }
    mutating func number(_ v: Double) { text += Self.number(v); needsComma = true }

    static func number(_ v: Double) -> String {
        guard v.isFinite else { return "0" }
        let r = (v * 1000).rounded() / 1000
        return r == r.rounded() && abs(r) < 1e15 ? String(Int(r)) : String(r)
    }

    /// A JSON string by Foundation's writer, with `<`, `>` and `&` as `\u` escapes (they occur only inside
    /// strings, so replacing them everywhere is safe), and U+2028/2029 escaped for older script parsers.
    static func quoted(_ s: String) -> String {
        let data = (try? JSONSerialization.data(withJSONObject: s, options: [.fragmentsAllowed, .withoutEscapingSlashes])) ?? Data("\"\"".utf8)
        return String(decoding: data, as: UTF8.self).replacingOccurrences(of: "<", with: "\\u003c")
            .replacingOccurrences(of: ">", with: "\\u003e").replacingOccurrences(of: "&", with: "\\u0026")
            .replacingOccurrences(of: "\u{2028}", with: "\\u2028").replacingOccurrences(of: "\u{2029}", with: "\\u2029")
    }
}
