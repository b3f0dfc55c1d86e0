import ChartAnalysis
import ChartModel

/// The arguments about the whole chart (`chartContext`): its type, titles, axes' extents, series and counts.
extension ChartFacts {
    /// The chart's arguments, one per `ChartField` (called once by the initializer).
    func makeChartContext() throws(NarrationError) -> [String: MessageArgument] {
        let type = chart.type?.rawValue ?? "other"
        let xTitle = text(chart.xAxis.title), yTitle = text(chart.yAxis.title)
        let extent = try xExtentWords()
        // Analysis decides what the y axis shows and how many series have statistics worth saying.
        let summary = ChartSummaryFacts(chart: chart, insights: insights)
        let yRange = summary.yExtent
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
            case .xOrdered: .flag(summary.xIsOrderedCategory)
            case .xGranularity: .string(x.spacing?.rawValue ?? "none")
            case .seriesCount: .number(Double(chart.series.count))
            case .pointCount: .number(Double(chart.series.reduce(0) { $0 + $1.points.count }))
            case .seriesNames: .string(try seriesNamesList())
            // The long description describes the first `seriesLimit` series one by one (Templates/long.json) and
            // counts the rest.
            case .statsOmitted: .number(Double(max(0, summary.describedSeriesCount - Self.seriesLimit)))
            // The walkthrough walks the first `seriesLimit` series and counts the rest (Templates/walkthrough.json).
            case .walkthroughOmitted: .number(Double(max(0, chart.series.count - Self.seriesLimit)))
            case .hasValues: .flag(summary.hasValues)
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
                from = try labelled(x.position(lo), at: lo)
                to = try labelled(x.position(hi), at: hi)
            }
            if let span = x.dateSpan(lo, hi), let brief = x.dateSpan(lo, hi, brief: true) {
                return (from, to, span, brief, nil, nil)
            }
            let span = try renderer.render("item.range", ["from": .string(from), "to": .string(to)])
            return (from, to, span, span, nil, nil)
        }
    }

    /// A scatter's x extreme named by its point's label where one labelled point lies there ("runs from Sudan (36)
    /// to Switzerland (42,416)"): the poorest and the richest country are what a reader of a labelled scatter
    /// looks for at its ends. Else the position alone.
    private func labelled(_ position: String, at value: Double) throws(NarrationError) -> String {
        guard chart.type == .scatter else { return position }
        var found: DataPoint?
        for s in chart.series {
            for p in s.points where p.x == value && p.y != nil {
                guard found == nil else { return position }
                found = p
            }
        }
        guard let label = found.flatMap({ text($0.label) }), !label.isEmpty else { return position }
        return try renderer.render("item.labelled", ["label": .string(label), "x": .string(position)])
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
}
