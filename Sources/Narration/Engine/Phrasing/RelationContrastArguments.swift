import ChartAnalysis

/// `finding.relationContrast`: the groups' relations told once: alike ("For treated and untreated alike, rate
/// rose steeply…"), one steeper ("…; it rose more for treated, by about 160 from 0.02 to 1.1, against 109"), or of
/// different forms ("Len followed dose differently in each group: for VC it rose along a line…; for OJ…").
struct RelationContrastArguments: MessageArguments {
    var outcome: String
    var axes: AxisNames
    var names: String
    var groupCount: Int
    /// Alike or steeper: the form every group shares (`finding.relationContrast.form`).
    var form: String
    var positive: Bool
    /// Alike: each group's coefficient, Spearman's ρ for a curve and Pearson's r for a line.
    var usesRho: Bool
    var values: String
    /// Steeper: the group that changes most, its change over the shared x range, and the others'.
    var steepest: String?
    var steepChange: String?
    var fromX: String?
    var toX: String?
    var others: String?
    var otherChanges: String?
    /// Differ: each group's `finding.relationContrast.group`, joined by `finding.relationContrast.separator`.
    var groups: String?
}

/// `finding.relationContrast.form`: one relation's form in words, without its subject or coefficient.
struct RelationFormWords: MessageArguments {
    var form: String
    var bend: String
    var positive: Bool
    var axes: AxisNames
    /// A line's change per round x step, when the sentence says one.
    var hasChange: Bool
    var change: String?
    var step: String?
    var turn: String?
    var knee: String?
}

/// `finding.relationContrast.group`: one group and its form.
struct RelationContrastGroup: MessageArguments {
    var groupName: String
    var form: String
    var axes: AxisNames
}

extension FindingPhraser {
    func relationContrastArguments(_ c: RelationContrast, _ precision: Precision) throws(NarrationError) -> RelationContrastArguments {
        let names = c.series.map(facts.seriesName)
        func about(_ v: Double, on axis: AxisFormatter) -> String { axis.value(v, .about(step: axis.aboutStep(for: abs(v)))) }
        func words(_ r: ScatterRelation, change: Double?) throws(NarrationError) -> String {
            let w = RelationFormWords(
                form: r.form.rawValue, bend: r.bend.rawValue, positive: r.isPositive, axes: axisNames,
                hasChange: change != nil, change: change.map { about(abs($0), on: y) },
                step: x.value(r.xStep, .about(step: r.xStep)), turn: r.turningX.map { about($0, on: x) },
                // One form for all: where every group's curve has levelled off.
                knee: (c.outcome == .differ ? r.levelsOffAbove : c.levelsOffAbove).map { about($0, on: x) })
            return try renderer.render("finding.relationContrast.form", w.messageArguments)
        }
        let first = c.relations[0]
        var a = RelationContrastArguments(
            outcome: c.outcome.rawValue, axes: axisNames, names: renderer.list(names), groupCount: c.series.count,
            form: "", positive: first.isPositive, usesRho: first.form != .linear,
            values: renderer.list(c.relations.map { coefficient($0.form == .linear ? $0.pearson : $0.spearman) }))
        switch c.outcome {
        case .alike:
            a.form = try words(first, change: first.form == .linear ? c.commonChangePerStep : nil)
        case .steeper:
            a.form = try words(first, change: nil)
            if let top = c.steepest {
                let rest = c.series.indices.filter { $0 != top }
                a.steepest = names[top]
                a.steepChange = about(abs(c.sharedChanges[top]), on: y)
                a.fromX = x.value(c.sharedFromX, precision == .brief ? .brief : .exact)
                a.toX = x.value(c.sharedToX, precision == .brief ? .brief : .exact)
                a.others = renderer.list(rest.map { names[$0] })
                a.otherChanges = renderer.list(rest.map { about(abs(c.sharedChanges[$0]), on: y) })
            }
        case .differ:
            var items: [String] = []
            for (k, r) in c.relations.enumerated() {
                let g = RelationContrastGroup(groupName: names[k],
                                              form: try words(r, change: r.form == .linear ? r.changePerStep : nil),
                                              axes: axisNames)
                items.append(try renderer.render("finding.relationContrast.group", g.messageArguments))
            }
            let separator = try renderer.render("finding.relationContrast.separator", [:])
            a.groups = items.joined(separator: separator)
        }
        return a
    }
}
