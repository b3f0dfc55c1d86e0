import ChartAnalysis
import ChartModel

/// The arguments about the whole chart (`chartContext`): its type, titles, axes' extents, series and counts.
extension ChartFacts {
    /// The chart's arguments (called once by the initializer).
    func makeChartContext() throws(NarrationError) -> [String: MessageArgument] {
        var c: [String: MessageArgument] = [:]
        let type = chart.type?.rawValue ?? "other"
        c["chartType"] = .string(type)
        let chartTypeNameText = try renderer.render("chart.type", ["chartType": .string(type)])
        c["chartTypeName"] = .string(chartTypeNameText)
        c["index"] = .number(Double(index + 1))
        set(&c, "title", flag: "hasTitle", title)
        set(&c, "xTitle", flag: "hasXTitle", text(chart.xAxis.title))
        set(&c, "yTitle", flag: "hasYTitle", text(chart.yAxis.title))
        set(&c, "summary", flag: "hasSummary", authorSummary)
        c["xKind"] = .string(chart.xAxis.kind.rawValue)
        c["xOrdered"] = .flag(chart.xAxis.kind == .category && chart.xAxis.isOrdered)
        c["xGranularity"] = .string(x.spacing?.rawValue ?? "none")
        c["seriesCount"] = .number(Double(chart.series.count))
        c["pointCount"] = .number(Double(chart.series.reduce(0) { $0 + $1.points.count }))
        c["seriesNames"] = .string(try seriesNamesList())
        c["statsOmitted"] = .number(Double(statsOmitted))
        // The walkthrough walks the first `seriesLimit` series and counts the rest (Templates/walkthrough.json).
        c["walkthroughOmitted"] = .number(Double(max(0, chart.series.count - Self.seriesLimit)))
        c["hasValues"] = .flag(insights.series.contains { $0.validCount > 0 })
        c["valuesAddUp"] = .flag(insights.values.addsUp)

        // x extent: the declared range, else the data's.
        switch chart.xAxis.kind {
        case .category:
            let count = max(chart.xAxis.categories.count,
                            Int((chart.series.flatMap { $0.points.map(\.x) }.max() ?? -1).rounded()) + 1)
            c["categoryCount"] = .number(Double(count))
            c["categoryListing"] = .string(count <= 12 ? "all" : "range")
            c["categories"] = .string(renderer.list((0..<min(count, 12)).map(x.category)))
            c["xFrom"] = .string(x.category(0))
            c["xTo"] = .string(x.category(max(0, count - 1)))
        case .date, .numeric:
            if let extent = xExtent {
                let (lo, hi) = (extent.lowerBound, extent.upperBound)
                if chart.xAxis.kind == .date && !x.saysPeriodLabels {
                    c["xFrom"] = .string(x.date(lo, skeleton: x.spanSkeleton))
                    c["xTo"] = .string(x.date(hi, skeleton: x.spanSkeleton))
                } else {
                    c["xFrom"] = .string(x.position(lo))
                    c["xTo"] = .string(x.position(hi))
                }
                if let span = x.dateSpan(lo, hi), let brief = x.dateSpan(lo, hi, brief: true) {
                    c["xSpan"] = .string(span)
                    c["xSpanBrief"] = .string(brief)
                } else {
                    let xSpanText = try renderer.render("item.range", ["from": c["xFrom"]!, "to": c["xTo"]!])
                    c["xSpan"] = .string(xSpanText)
                    c["xSpanBrief"] = c["xSpan"]
                }
            } else {
                c["xFrom"] = .string(""); c["xTo"] = .string(""); c["xSpan"] = .string(""); c["xSpanBrief"] = .string("")
            }
        }

        // y extent: the declared range, else the data's; bars and columns are drawn from zero, so without a
        // declared range their axis starts at zero (or below it, for negative bars), not at the shortest bar.
        let dataLow = insights.overallMinimum?.value ?? insights.series.compactMap { $0.minimum?.value }.min()
        let isBar = chart.type == .bar || chart.type == .column
        let yLow = chart.yAxis.range?.min ?? (isBar ? dataLow.map { min(0, $0) } : dataLow)
        let yHigh = chart.yAxis.range?.max ?? insights.overallMaximum?.value
            ?? insights.series.compactMap { $0.maximum?.value }.max()
        if let yLow, let yHigh {
            c["hasYRange"] = .flag(true)
            c["yFrom"] = .string(y.value(yLow))
            c["yTo"] = .string(y.value(yHigh))
        } else {
            c["hasYRange"] = .flag(false)
        }

        return c
    }

    /// The series' names as a list; past `seriesLimit` the names stop and the rest are counted ("and 9,980
    /// other series"): 10,000 names are no sentence. (Apart from `makeChartContext`: Swift 6.3.1's
    /// CopyPropagation crashed on it in release builds with this inside.)
    @_optimize(none)
    private func seriesNamesList() throws(NarrationError) -> String {
        var names = chart.series.indices.prefix(Self.seriesLimit).map(seriesName)
        if chart.series.count > Self.seriesLimit {
            names.append(try renderer.render("item.otherSeries", ["count": .number(Double(chart.series.count - Self.seriesLimit))]))
        }
        return renderer.list(names)
    }

    /// The series with values that are not constant beyond the first `seriesLimit`: the long description
    /// describes those first ones one by one (Templates/long.json) and counts the rest.
    // @_optimize(none): Swift 6.3.1 crashes in CopyPropagation on this getter in release builds.
    @_optimize(none)
    private var statsOmitted: Int {
        var described = 0
        for s in insights.series where s.validCount > 0 {
            if let low = s.minimum?.value, let high = s.maximum?.value, low == high { continue }
            described += 1
        }
        return max(0, described - Self.seriesLimit)
    }


    /// Sets `key` to `value` and `flag` to whether it has one (`hasTitle`, `hasLabel`).
    func set(_ c: inout [String: MessageArgument], _ key: String, flag: String, _ value: String?) {
        if let value, !value.isEmpty {
            c[key] = .string(value)
            c[flag] = .flag(true)
        } else {
            c[key] = .string("")
            c[flag] = .flag(false)
        }
    }
}
