import ChartModel

/// The fields of a chart's scope (`ChartFacts.chartContext`): its type, titles, axes' extents, series and counts.
enum ChartField: String, CaseIterable, Sendable, TemplateFieldSet {
    case chartType, chartTypeName, index
    case title, hasTitle, xTitle, hasXTitle, yTitle, hasYTitle, summary, hasSummary
    case xKind, xOrdered, xGranularity
    case seriesCount, pointCount, seriesNames, statsOmitted, walkthroughOmitted, hasValues, valuesAddUp
    case categoryCount, categoryListing, categories
    case xFrom, xTo, xSpan, xSpanBrief
    case hasYRange, yFrom, yTo

    var words: Set<String>? {
        switch self {
        case .chartType: Set(ChartType.allCases.map(\.rawValue) + ["other"])
        case .xKind: Set(AxisKind.allCases.map(\.rawValue))
        case .xGranularity: Set(DateSpacing.allCases.map(\.rawValue) + ["none"])
        case .categoryListing: ["all", "range"]
        case .hasTitle, .hasXTitle, .hasYTitle, .hasSummary, .xOrdered, .hasValues, .valuesAddUp, .hasYRange: FieldWords.flag
        case .index, .seriesCount, .pointCount, .statsOmitted, .walkthroughOmitted, .categoryCount: FieldWords.number
        case .chartTypeName, .title, .xTitle, .yTitle, .summary, .seriesNames, .categories, .xFrom, .xTo, .xSpan,
             .xSpanBrief, .yFrom, .yTo: nil
        }
    }
}
