/// The fields of a chart's scope (`ChartFacts.chartContext`): its type, titles, axes' extents, series and counts.
enum ChartField: String, CaseIterable, Sendable {
    case chartType, chartTypeName, index
    case title, hasTitle, xTitle, hasXTitle, yTitle, hasYTitle, summary, hasSummary
    case xKind, xOrdered, xGranularity
    case seriesCount, pointCount, seriesNames, statsOmitted, walkthroughOmitted, hasValues, valuesAddUp
    case categoryCount, categoryListing, categories
    case xFrom, xTo, xSpan, xSpanBrief
    case hasYRange, yFrom, yTo
}
