/// Where a template block is rendered, as the load check sees it: the level, and the names declared there.
///
/// A scope's arguments are its parent's with its own fields added (a series' include its chart's), so the
/// names declared in a scope are the union of the field enums on the way down; a briefing's charts replace the
/// report's arguments and add `BriefingChartField` to everything below them.
struct TemplateScope: Sendable {
    /// What a block at this level is rendered for.
    enum Level: String, Sendable {
        case report, chart, series, interval, point, finding
    }

    /// The level.
    let level: Level
    /// Every name a condition or argument may use here.
    let names: Set<String>

    /// The top of a template: a briefing's report, else one chart.
    static func root(ofOutput output: String) -> TemplateScope {
        output == "briefing" ? TemplateScope(level: .report, names: names(ReportField.self))
                             : TemplateScope(level: .chart, names: names(ChartField.self))
    }

    /// The scope of the items an `each` block iterates over; throws the reason when `each` is unknown or not
    /// available at this level (an interval needs a series, a series a chart).
    func entering(_ each: String) throws(TemplateCheckProblem) -> TemplateScope {
        switch (each, level) {
        case ("chart", .report):
            return TemplateScope(level: .chart, names: Self.names(ChartField.self).union(Self.names(BriefingChartField.self)))
        case ("series", .chart), ("firstSeries", .chart):
            return TemplateScope(level: .series, names: names.union(Self.names(SeriesField.self)))
        case ("finding", .chart):
            return TemplateScope(level: .finding, names: names.union(Self.names(FindingField.self)))
        case ("interval", .series):
            return TemplateScope(level: .interval, names: names.union(Self.names(IntervalField.self)))
        case ("point", .series):
            return TemplateScope(level: .point, names: names.union(Self.names(PointField.self)))
        case ("chart", _), ("series", _), ("firstSeries", _), ("finding", _), ("interval", _), ("point", _):
            throw TemplateCheckProblem("'each: \(each)' is not available in a \(level.rawValue)")
        default:
            throw TemplateCheckProblem("unknown 'each' value '\(each)'")
        }
    }

    private static func names<F: RawRepresentable & CaseIterable>(_: F.Type) -> Set<String> where F.RawValue == String {
        Set(F.allCases.map(\.rawValue))
    }
}
