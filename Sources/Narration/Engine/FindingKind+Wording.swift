import ChartAnalysis

/// The catalog keys each kind of finding is worded with: the Narration side of the kind registry
/// (`FindingKind`). The switch is exhaustive, so a new kind does not compile until its keys are named here;
/// the catalog checks then require those keys in every language, and `FindingWordingTests` that no
/// `finding.*` key of a catalog belongs to no kind.
extension FindingKind {
    /// The keys of this kind's sentences: `finding.<kind>` and the parts and groupings it is built from.
    var catalogKeys: [String] {
        let own = "finding.\(rawValue)"
        switch self {
        case .shape: return [own, "finding.shape.clause", "finding.shape.then", "finding.shape.growth", "finding.shape.after", "finding.commonShape",
                             "finding.commonShape.clause", "finding.commonShape.level", "finding.commonShape.values"]
        case .levelShift: return [own, "finding.levelShift.then"]
        case .seasonality: return [own, "finding.commonSeasonality"]
        case .gap: return [own, "finding.gaps", "finding.gap.item"]
        case .outliers: return [own, "finding.outliers.group"]
        case .sharedExtreme: return [own, "finding.sharedExtremes"]
        case .pairedChange: return [own, "finding.pairedChange.item"]
        case .clusters: return [own, "finding.clusters.item", "finding.clusters.separator"]
        case .signRun: return [own, "finding.signRun.stretch", "finding.signRun.sides", "finding.signRun.exception"]
        case .course: return [own, "finding.course.move", "finding.course.levelTurn", "finding.course.change", "finding.shape.clause", "finding.shape.then"]
        case .splitLead: return [own, "finding.splitLead.item", "finding.splitLead.tie"]
        case .scale: return [own, "finding.scale.range"]
        case .periodChange: return [own, "finding.periodChange.item"]
        case .correlation: return [own, "finding.correlation.subset", "finding.correlation.strength", "finding.correlation.offScale",
                                   "finding.correlation.allPoints"]
        case .giants: return [own, "finding.giants.axis", "finding.giants.separator"]
        case .dominance: return [own, "finding.dominance.others"]
        case .ranking: return [own, "finding.ranking.shares", "finding.ranking.answers", "finding.ranking.answer"]
        case .relationContrast: return [own, "finding.relationContrast.form", "finding.relationContrast.group",
                                        "finding.relationContrast.separator"]
        case .cycle, .record, .drawdown, .steady, .overtake, .tracking, .growth, .shares, .threshold,
             .path, .influence, .groups, .groupReversal, .commonMove, .spreadShift, .spreadContrast:
            return [own]
        }
    }

    /// Keys every kind's sentences may use: separators, positions, units and the briefing's cue.
    static let sharedCatalogKeys = ["text.clauseSeparator", "text.wordSeparator", "item.phaseRange", "item.point",
                                    "item.during", "item.month", "briefing.listenFor", "unit.percentagePoints"]
}
