import ChartAnalysis
import Foundation

/// Renders a narration as JSON for pipelines: the language, every text block of the mode, the ranked
/// findings with their sentences, and the computed statistics of every series.
public struct JSONRenderer: Sendable {
    /// Creates a renderer.
    public init() {}

    /// The narration as pretty-printed JSON with sorted keys.
    public func render(_ narration: ReportNarration, mode: NarrationMode) -> String {
        var root: [String: Any] = ["language": narration.language, "mode": mode.rawValue]
        root["title"] = narration.title
        root["intro"] = narration.intro
        root["outro"] = narration.outro
        root["charts"] = narration.charts.map { chart -> [String: Any] in
            var c: [String: Any] = ["id": chart.chartID, "title": chart.title]
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
            d["minimum"] = s.minimum.map { ["value": number($0.value), "points": $0.points.map(point)] }
            d["maximum"] = s.maximum.map { ["value": number($0.value), "points": $0.points.map(point)] }
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
            d["outliers"] = s.outliers.map(point)
            d["peaks"] = s.peaks.map(point)
            d["troughs"] = s.troughs.map(point)
            if i < insights.correlations.count, let r = insights.correlations[i] {
                d["correlation"] = ["pearson": number(r.pearson), "spearman": number(r.spearman),
                                    "strength": r.strength.rawValue, "isPositive": r.isPositive,
                                    "sampleSize": r.sampleSize, "pValue": number(r.pValue)]
            }
            return d
        }
        out["highestMeanSeries"] = insights.highestMeanSeries
        out["lowestMeanSeries"] = insights.lowestMeanSeries
        out["crossings"] = insights.crossings.map { ["firstSeries": $0.firstSeries, "secondSeries": $0.secondSeries,
                                                     "x": number($0.x), "firstIsAboveAfter": $0.firstIsAboveAfter] }
        out["categoryTotals"] = insights.categoryTotals?.map(number)
        return out
    }

    private func point(_ p: PointRef) -> [String: Any] { ["index": p.index, "x": number(p.x), "y": number(p.y)] }

    /// JSON has no NaN or infinity; those become null.
    /// JSON numbers: non-finite values are null and −0 is 0 (JSON has no use for a signed zero).
    private func number(_ v: Double) -> Any { v.isFinite ? (v == 0 ? 0.0 : v) : NSNull() }
}
