import ChartAnalysis
import ChartModel
import Foundation

/// Renders a narration as JSON for pipelines: the language, every text block of the mode, the ranked
/// findings with their sentences, and the computed statistics of every series.
///
/// Lists that grow with the data (outliers, peaks, troughs, tied extremes, crossings) hold at most `listLimit`
/// points, the most telling first chosen, beside their full count: a noisy series of ten million points has
/// hundreds of thousands of outliers, which no reader wants as JSON.
package struct JSONRenderer: Sendable {
    /// The most points one list holds.
    package static let listLimit = 20

    /// Creates a renderer.
    package init() {}

    /// The narration as pretty-printed JSON with sorted keys; with the `report` it was made from, each chart also
    /// carries its axes and series (`ChartModelJSON`), x values are in the axis's own terms (ISO 8601 instants on
    /// date axes, category ids on category axes) and, with `points`, each series lists its points.
    package func render(_ narration: ReportNarration, mode: NarrationMode, report: Report? = nil, points: Bool = false) -> String {
        render(narration, mode: mode, report: report, points: points, placeholder: nil)
    }

    /// The document `render(…, points: true)` makes, written to `emit` a piece at a time: the document without
    /// the points first (small), then each series' points made and written `slice` at a time where the document
    /// holds them, so ten million points never stand as one tree or one string (issue 38: 10M points took
    /// 128 s and 6.6 GB as one tree). The pieces joined are the rendered text, byte for byte.
    package func write(_ narration: ReportNarration, mode: NarrationMode, report: Report, slice: Int = 8_192,
                       to emit: (String) throws -> Void) rethrows {
        // A random token, which no input is likely to hold, marks each series' place; JSON writes its control character
        // as \u0001.
        let token = "\u{1}points-" + String(UInt64.random(in: 0...UInt64.max), radix: 36) + "-"
        let written = "\"\\u0001" + token.dropFirst()
        let text = render(narration, mode: mode, report: report, points: true) { chart, series in token + "\(chart)-\(series)" }
        var rest = Substring(text)
        while let found = rest.range(of: written) {
            guard let close = rest[found.upperBound...].firstIndex(of: "\"") else { break }
            let place = rest[found.upperBound..<close].split(separator: "-").compactMap { Int($0) }
            guard place.count == 2, place[0] < report.charts.count, place[1] < report.charts[place[0]].series.count else { break }
            // The indentation of the line the series' "points" key is on; the points' lines go one level deeper.
            let lineStart = rest[..<found.lowerBound].lastIndex(of: "\n").map { rest.index(after: $0) } ?? rest.startIndex
            let indent = String(rest[lineStart...].prefix { $0 == " " })
            try emit(String(rest[..<found.lowerBound]) + "[\n")
            let chart = report.charts[place[0]], series = chart.series[place[1]]
            let axes = JSONAxisValues(xAxis: chart.xAxis, xRate: nil, sampleX: chart.sampleX)
            var start = 0
            while start < series.points.count {
                let end = min(series.points.count, start + slice)
                let objects = ChartModelJSON.points(of: series, axes: axes, range: start..<end, language: narration.language,
                                                    documentLanguage: report.language)
                guard let data = try? JSONSerialization.data(withJSONObject: objects, options: [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes])
                else { break }
                // "[\n  {…},\n  {…}\n]" without its brackets, each line indented to the document's depth.
                let lines = String(decoding: data, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false).dropFirst().dropLast()
                var piece = start > 0 ? ",\n" : ""
                for (k, line) in lines.enumerated() {
                    if k > 0 { piece += "\n" }
                    piece += indent + line
                }
                try emit(piece)
                start = end
            }
            try emit("\n" + indent + "]")
            rest = rest[rest.index(after: close)...]
        }
        try emit(String(rest))
    }

    private func render(_ narration: ReportNarration, mode: NarrationMode, report: Report?, points: Bool,
                        placeholder: ((Int, Int) -> String)?) -> String {
        var root: [String: Any] = ["language": narration.language, "mode": mode.rawValue, "schemaVersion": ChartModelJSON.schemaVersion]
        root["title"] = narration.title
        root["intro"] = narration.intro
        root["outro"] = narration.outro
        // The findings are `Encodable` values (`FindingJSON`), encoded into this document's tree; a failure to
        // encode one leaves no document, as a failure to write it does.
        guard let charts = try? narration.charts.enumerated().map({ index, chart throws -> [String: Any] in
            var c: [String: Any] = ["id": chart.chartID, "title": chart.title]
            var model: Chart?
            if let report, index < report.charts.count {
                let m = report.charts[index]
                model = m
                c["axes"] = ChartModelJSON.axes(m, language: narration.language, documentLanguage: report.language)
                c["series"] = ChartModelJSON.series(m, language: narration.language, documentLanguage: report.language,
                                                    points: points, placeholder: placeholder.map { p in { p(index, $0) } })
            }
            let axes = JSONAxisValues(xAxis: model?.xAxis, xRate: model == nil ? nil : chart.xRate, sampleX: model?.sampleX ?? [])
            if mode.includesShort {
                c["short"] = chart.short
                c["generatedShort"] = chart.generatedShort
                c["authorSummary"] = chart.authorSummary
            }
            if mode.includesLong { c["long"] = chart.long }
            if mode.includesWalkthrough { c["walkthrough"] = chart.walkthrough }
            if mode.includesDigests {
                c["digests"] = chart.digests
                c["digestIntervals"] = chart.digestIntervals.map { digest($0, axes) }
            }
            c["findings"] = try JSONTreeEncoder().encode(chart.findings.map { FindingJSON($0, axes: axes) })
            c["statistics"] = statistics(chart.insights, axes)
            c["audit"] = try JSONTreeEncoder().encode(AuditJSON(chart.insights.audit))
            return c
        }) else { return "{}\n" }
        root["charts"] = charts
        guard let data = try? JSONSerialization.data(withJSONObject: root, options: [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]),
              let text = String(data: data, encoding: .utf8) else { return "{}\n" }
        return text + "\n"
    }

    /// A digest as values beside its text: the interval in axis terms, how many values it has, their extremes
    /// and mean.
    private func digest(_ d: DigestInterval, _ axes: JSONAxisValues) -> [String: Any] {
        let iv = d.interval, s = iv.statistics
        var o: [String: Any] = ["series": d.series, "text": d.text, "count": s.validCount,
                                "interval": ["start": axes.x(iv.startX), "end": axes.x(iv.endX),
                                             "endInclusive": iv.isEndInclusive, "unit": Self.unit(iv.unit),
                                             "firstIndex": iv.firstIndex, "lastIndex": iv.lastIndex] as [String: Any]]
        o["minimum"] = s.minimum.map { number($0.value) }
        o["maximum"] = s.maximum.map { number($0.value) }
        o["mean"] = s.mean.map(number)
        return o
    }

    /// An interval split's unit: its kind and size.
    private static func unit(_ u: IntervalUnit) -> [String: Any] {
        switch u {
        case .hours(let n): return ["kind": "hours", "size": n]
        case .days(let n): return ["kind": "days", "size": n]
        case .weeks: return ["kind": "weeks", "size": 1]
        case .months(let n): return ["kind": "months", "size": n]
        case .quarters: return ["kind": "quarters", "size": 1]
        case .years(let n): return ["kind": "years", "size": n]
        case .numericBin(let width): return ["kind": "numericBin", "size": width]
        case .categoryGroup(let n): return ["kind": "categoryGroup", "size": n]
        case .gridlines(let every): return ["kind": "gridlines", "size": every]
        }
    }

    private func statistics(_ insights: ChartInsights, _ axes: JSONAxisValues) -> [String: Any] {
        func point(_ p: PointRef) -> [String: Any] { axes.point(p) }
        func extreme(_ e: Extreme) -> [String: Any] {
            ["value": number(e.value), "points": e.points.prefix(Self.listLimit).map(point), "count": e.points.count]
        }
        var out: [String: Any] = [:]
        out["series"] = insights.series.enumerated().map { i, s -> [String: Any] in
            var d: [String: Any] = ["count": s.count, "missingCount": s.missingCount, "validCount": s.validCount,
                                    "sum": number(s.sum)]
            d["minimum"] = s.minimum.map(extreme)
            d["maximum"] = s.maximum.map(extreme)
            d["first"] = s.first.map(point)
            d["last"] = s.last.map(point)
            d["change"] = s.change.map(number)
            d["percentChange"] = s.percentChange.map(number)
            d["mean"] = s.mean.map(number)
            d["median"] = s.median.map(number)
            d["standardDeviation"] = s.standardDeviation.map(number)
            d["trend"] = ["direction": s.trend.direction.rawValue, "strength": s.trend.strength.rawValue,
                          "slope": number(s.trend.slope), "rSquared": number(s.trend.rSquared),
                          "theilSenSlope": number(s.trend.theilSenSlope), "isSignificant": s.trend.isSignificant]
            // The slopes per the axis's rate unit (a month for monthly data, not a second).
            if var trend = d["trend"] as? [String: Any], let rate = axes.rate(s.trend.slope) {
                trend["rate"] = rate
                trend["theilSenRate"] = axes.rate(s.trend.theilSenSlope)
                d["trend"] = trend
            }
            d["largestRise"] = s.largestRise.map { ["from": point($0.from), "to": point($0.to), "delta": number($0.delta)] }
            d["largestDrop"] = s.largestDrop.map { ["from": point($0.from), "to": point($0.to), "delta": number($0.delta)] }
            // The most extreme outliers (farthest from the median), in series order.
            let median = s.median ?? 0
            let telling = s.outliers.count <= Self.listLimit ? s.outliers
                : Array(s.outliers.sorted { abs($0.y - median) > abs($1.y - median) }.prefix(Self.listLimit)).sorted { $0.index < $1.index }
            d["outliers"] = telling.map(point)
            d["outlierCount"] = s.outliers.count
            d["peaks"] = s.peaks.prefix(Self.listLimit).map(point)
            d["peakCount"] = s.peaks.count
            d["troughs"] = s.troughs.prefix(Self.listLimit).map(point)
            d["troughCount"] = s.troughs.count
            if i < insights.correlations.count, let r = insights.correlations[i] {
                d["correlation"] = ["pearson": number(r.pearson), "spearman": number(r.spearman),
                                    "strength": r.strength.rawValue, "isPositive": r.isPositive,
                                    "sampleSize": r.sampleSize, "pValue": number(r.pValue)]
            }
            return d
        }
        out["highestMeanSeries"] = insights.highestMeanSeries
        out["lowestMeanSeries"] = insights.lowestMeanSeries
        out["crossingCount"] = insights.crossings.count
        out["crossings"] = insights.crossings.prefix(Self.listLimit).map { ["firstSeries": $0.firstSeries, "secondSeries": $0.secondSeries,
                                                     "x": axes.x($0.x), "firstIsAboveAfter": $0.firstIsAboveAfter] }
        out["categoryTotals"] = insights.categoryTotals?.map(number)
        return out
    }

    /// JSON has no NaN or infinity; those become null.
    /// JSON numbers: non-finite values are null and −0 is 0 (JSON has no use for a signed zero).
    private func number(_ v: Double) -> Any { v.isFinite ? (v == 0 ? 0.0 : v) : NSNull() }
}
