import ChartAnalysis
import ChartModel

/// The arguments about the whole chart (`chartContext`): its type, titles, axes' extents, series and counts.
extension ChartFacts {
    /// The chart's arguments, one per `ChartField` (called once by the initializer).
    func makeChartContext() throws(NarrationError) -> [String: MessageArgument] {
        let type = chart.type?.rawValue ?? "other"
        let xTitle = text(chart.xAxis.title), yTitle = text(chart.yAxis.title)
        let extent = try xExtentWords()
        let yRange = yExtent
        return try FieldArguments.adding(ChartField.self) { (field) throws(NarrationError) -> MessageArgument? in
            switch field {
            case .chartType: .string(type)
            case .chartTypeName: .string(try renderer.render("chart.type", ["chartType": .string(type)]))
            case .index: .number(Double(index + 1))
            case .title: FieldArguments.text(title)
            case .hasTitle: FieldArguments.has(title)
            case .xTitle: FieldArguments.text(xTitle)
            case .hasXTitle: FieldArguments.has(xTitle)
            case .yTitle: FieldArguments.text(yTitle)
            case .hasYTitle: FieldArguments.has(yTitle)
            case .summary: FieldArguments.text(authorSummary)
            case .hasSummary: FieldArguments.has(authorSummary)
            case .xKind: .string(chart.xAxis.kind.rawValue)
            case .xOrdered: .flag(chart.xAxis.kind == .category && chart.xAxis.isOrdered)
            case .xGranularity: .string(x.spacing?.rawValue ?? "none")
            case .seriesCount: .number(Double(chart.series.count))
            case .pointCount: .number(Double(chart.series.reduce(0) { $0 + $1.points.count }))
            case .seriesNames: .string(try seriesNamesList())
            case .statsOmitted: .number(Double(statsOmitted))
            // The walkthrough walks the first `seriesLimit` series and counts the rest (Templates/walkthrough.json).
            case .walkthroughOmitted: .number(Double(max(0, chart.series.count - Self.seriesLimit)))
            case .hasValues: .flag(insights.series.contains { $0.validCount > 0 })
            case .valuesAddUp: .flag(insights.values.addsUp)
            case .categoryCount: extent.categoryCount.map { .number(Double($0)) }
            case .categoryListing: extent.categoryCount.map { .string($0 <= 12 ? "all" : "range") }
            case .categories: extent.categories.map { .string($0) }
            case .xFrom: extent.from.map { .string($0) }
            case .xTo: extent.to.map { .string($0) }
            case .xSpan: extent.span.map { .string($0) }
            case .xSpanBrief: extent.spanBrief.map { .string($0) }
            case .hasYRange: .flag(yRange != nil)
            case .yFrom: yRange.map { .string(y.value($0.low)) }
            case .yTo: yRange.map { .string(y.value($0.high)) }
            }
        }
    }

    /// The x extent in words: the declared range, else the data's; for categories also how many and which.
    private func xExtentWords() throws(NarrationError)
        -> (from: String?, to: String?, span: String?, spanBrief: String?, categoryCount: Int?, categories: String?) {
        switch chart.xAxis.kind {
        case .category:
            let count = max(chart.xAxis.categories.count,
                            Int((chart.series.flatMap { $0.points.map(\.x) }.max() ?? -1).rounded()) + 1)
            return (x.category(0), x.category(max(0, count - 1)), nil, nil, count,
                    renderer.list((0..<min(count, 12)).map(x.category)))
        case .date, .numeric:
            guard let extent = xExtent else { return ("", "", "", "", nil, nil) }
            let (lo, hi) = (extent.lowerBound, extent.upperBound)
            let from: String, to: String
            if chart.xAxis.kind == .date && !x.saysPeriodLabels {
                from = x.date(lo, skeleton: x.spanSkeleton)
                to = x.date(hi, skeleton: x.spanSkeleton)
            } else {
                from = x.position(lo)
                to = x.position(hi)
            }
            if let span = x.dateSpan(lo, hi), let brief = x.dateSpan(lo, hi, brief: true) {
                return (from, to, span, brief, nil, nil)
            }
            let span = try renderer.render("item.range", ["from": .string(from), "to": .string(to)])
            return (from, to, span, span, nil, nil)
        }
    }

    /// The y extent: the declared range, else the data's; bars and columns are drawn from zero, so without a
    /// declared range their axis starts at zero (or below it, for negative bars), not at the shortest bar.
    private var yExtent: (low: Double, high: Double)? {
        let dataLow = insights.overallMinimum?.value ?? insights.series.compactMap { $0.minimum?.value }.min()
        let isBar = chart.type == .bar || chart.type == .column
        let yLow = chart.yAxis.range?.min ?? (isBar ? dataLow.map { min(0, $0) } : dataLow)
        let yHigh = chart.yAxis.range?.max ?? insights.overallMaximum?.value
            ?? insights.series.compactMap { $0.maximum?.value }.max()
        guard let yLow, let yHigh else { return nil }
        return (yLow, yHigh)
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
}
