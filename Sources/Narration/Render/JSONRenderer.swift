import ChartAnalysis
import ChartModel
import Foundation

/// Renders a narration as JSON for pipelines: the language, every text block of the mode, the ranked
/// findings with their sentences, and the computed statistics of every series.
///
/// Lists that grow with the data (outliers, peaks, troughs, tied extremes, crossings) hold at most `listLimit`
/// points, the most telling first chosen, beside their full count: a noisy series of ten million points has
/// hundreds of thousands of outliers, which no reader wants as JSON.
public struct JSONRenderer: Sendable {
    /// The most points one list holds.
    public static let listLimit = 20

    /// Creates a renderer.
    public init() {}

    /// The narration as pretty-printed JSON with sorted keys; with the `report` it was made from, each chart also
    /// carries its axes and series (`ChartModelJSON`).
    public func render(_ narration: ReportNarration, mode: NarrationMode, report: Report? = nil) -> String {
        var root: [String: Any] = ["language": narration.language, "mode": mode.rawValue, "schemaVersion": ChartModelJSON.schemaVersion]
        root["title"] = narration.title
        root["intro"] = narration.intro
        root["outro"] = narration.outro
        root["charts"] = narration.charts.enumerated().map { index, chart -> [String: Any] in
            var c: [String: Any] = ["id": chart.chartID, "title": chart.title]
            if let report, index < report.charts.count {
                let model = report.charts[index]
                c["axes"] = ChartModelJSON.axes(model, language: narration.language, documentLanguage: report.language)
                c["series"] = ChartModelJSON.series(model, language: narration.language, documentLanguage: report.language)
            }
            if mode.includesShort {
                c["short"] = chart.short
                c["generatedShort"] = chart.generatedShort
                c["authorSummary"] = chart.authorSummary
            }
            if mode.includesLong { c["long"] = chart.long }
            if mode.includesWalkthrough { c["walkthrough"] = chart.walkthrough }
            if mode.includesDigests { c["digests"] = chart.digests }
            c["findings"] = chart.findings.map(FindingJSON.object)
            c["statistics"] = statistics(chart.insights)
            return c
        }
        guard let data = try? JSONSerialization.data(withJSONObject: root, options: [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]),
              let text = String(data: data, encoding: .utf8) else { return "{}\n" }
        return text + "\n"
    }

    private func statistics(_ insights: ChartInsights) -> [String: Any] {
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
                                                     "x": number($0.x), "firstIsAboveAfter": $0.firstIsAboveAfter] }
        out["categoryTotals"] = insights.categoryTotals?.map(number)
        return out
    }

    private func point(_ p: PointRef) -> [String: Any] { ["index": p.index, "x": number(p.x), "y": number(p.y)] }

    /// A minimum or maximum: its value, the first points that have it, and how many do.
    private func extreme(_ e: Extreme) -> [String: Any] {
        ["value": number(e.value), "points": e.points.prefix(Self.listLimit).map(point), "count": e.points.count]
    }

    /// JSON has no NaN or infinity; those become null.
    /// JSON numbers: non-finite values are null and −0 is 0 (JSON has no use for a signed zero).
    private func number(_ v: Double) -> Any { v.isFinite ? (v == 0 ? 0.0 : v) : NSNull() }
}
