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

    /// In a briefing: only its builder makes generated blocks (`BlockKind`); the text outputs have none.
    let allowsGeneratedBlocks: Bool

    /// The level.
    let level: Level
    /// Every name a condition or argument may use here.
    let names: Set<String>
    /// The words a name compares with, for names that take only some (flags, selects; none for numbers).
    let words: [String: Set<String>]

    private init(level: Level, names: Set<String> = [], words: [String: Set<String>] = [:], isBriefing: Bool) {
        allowsGeneratedBlocks = isBriefing
        self.level = level
        self.names = names
        self.words = words
    }

    /// The top of a template: a briefing's report, else one chart.
    static func root(ofOutput output: String) -> TemplateScope {
        output == "briefing" ? TemplateScope(level: .report, isBriefing: true).adding(ReportField.self)
                             : TemplateScope(level: .chart, isBriefing: false).adding(ChartField.self)
    }

    /// The scope of the items an `each` block iterates over; throws the reason when `each` is unknown or not
    /// available at this level (an interval needs a series, a series a chart).
    func entering(_ each: String) throws(TemplateCheckProblem) -> TemplateScope {
        switch (each, level) {
        case ("chart", .report):
            return at(.chart, names: [], words: [:]).adding(ChartField.self).adding(BriefingChartField.self)
        case ("series", .chart), ("firstSeries", .chart):
            return at(.series).adding(SeriesField.self)
        case ("finding", .chart):
            return at(.finding).adding(FindingField.self)
        case ("interval", .series):
            return at(.interval).adding(IntervalField.self)
        case ("point", .series):
            return at(.point).adding(PointField.self)
        case ("chart", _), ("series", _), ("firstSeries", _), ("finding", _), ("interval", _), ("point", _):
            throw TemplateCheckProblem("'each: \(each)' is not available in a \(level.rawValue)")
        default:
            throw TemplateCheckProblem("unknown 'each' value '\(each)'")
        }
    }

    /// This scope's names one level down (its arguments carry over).
    private func at(_ level: Level) -> TemplateScope { at(level, names: names, words: words) }

    private func at(_ level: Level, names: Set<String>, words: [String: Set<String>]) -> TemplateScope {
        TemplateScope(level: level, names: names, words: words, isBriefing: allowsGeneratedBlocks)
    }

    /// This scope with `F`'s fields added; a name declared twice takes the words of both, any word where either
    /// is free text.
    private func adding<F: TemplateFieldSet>(_: F.Type) -> TemplateScope {
        var names = names, words = words
        for field in F.allCases {
            let name = field.rawValue
            let known = !names.contains(name) || words[name] != nil
            names.insert(name)
            if known, let own = field.words { words[name, default: []].formUnion(own) } else { words[name] = nil }
        }
        return at(level, names: names, words: words)
    }
}
