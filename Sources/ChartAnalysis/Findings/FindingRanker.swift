/// Orders a chart's findings, most salient first.
///
/// Salience is comparable across kinds by construction (each detector documents its formula in
/// docs/findings.md); ties keep the order of `FindingKind` (shape before season before comparisons …) and
/// then the series order, so the ranking is deterministic.
///
/// One adjustment: in a chart where series are compared, what one series does on its own counts for less
/// (× `ownCourseWeight`) than what the comparison shows — the news of an energy chart is renewables overtaking
/// nuclear, not the course of renewables alone. Which kinds are which is `FindingKind.scope`.
enum FindingRanker {
    /// The weight of a one-series finding in a chart that also has a comparison finding.
    static let ownCourseWeight = 0.8

    static func rank(_ findings: [Finding]) -> [Finding] {
        var findings = findings
        if findings.contains(where: { $0.kind.scope == .comparison }) {
            for k in findings.indices where findings[k].kind.scope == .ownCourse {
                findings[k].salience *= ownCourseWeight
            }
        }
        let kindOrder = Dictionary(uniqueKeysWithValues: FindingKind.allCases.enumerated().map { ($1, $0) })
        return findings.enumerated().sorted { a, b in
            if a.element.salience != b.element.salience { return a.element.salience > b.element.salience }
            let ka = kindOrder[a.element.kind]!, kb = kindOrder[b.element.kind]!
            if ka != kb { return ka < kb }
            let sa = a.element.series.first ?? -1, sb = b.element.series.first ?? -1
            if sa != sb { return sa < sb }
            return a.offset < b.offset
        }.map(\.element)
    }

    /// The ranking with the chart's largest visible event first (issue 37: rank by size on the drawing).
    ///
    /// Detectors' saliences compare kinds of finding, not sizes on the drawing: "North stayed above East
    /// throughout" (a layout, 0.56) led a chart whose North fell 29 % and recovered, a third of the plotted range
    /// (its course 0.47), and the short description never said the fall. The finding that says the largest
    /// visible event (`VisibleEvents`, a move of at least `VisibleEvents.eventShare` of the plotted range or the
    /// end against the chart's peak) moves ahead of every finding above it that does not tell a change of that
    /// series: layouts of the series (dominance, who is higher where, tracking) and findings about other series
    /// that each span less of the plotted range than the event moves. It takes the salience of the first finding
    /// it passes, so the order and `sayAt` agree. Other findings of the event's series stay ahead: its season,
    /// and an overtake or common move, which tell the series changing ("Renewables overtook Nuclear Energy in
    /// 2009" leads Iowa's chart; the planted overtakes among 2–3 series are said in the short in 75–100 %).
    static func leadingWithLargestEvent(_ ranked: [Finding], events: [VisibleEvent], context: FindingContext) -> [Finding] {
        guard let event = events.first,
              let lead = ranked.firstIndex(where: { VisibleEvents.isSaid(event, by: [$0], context: context) }),
              lead > 0 else { return ranked }
        // A finding is smaller on the drawing when it tells a layout, or concerns only series that each span less
        // than the event moves (a stall in a series that rises further is not passed over).
        let spans: (Int) -> Double = { s in
            guard let lo = context.statistics[s].minimum?.value, let hi = context.statistics[s].maximum?.value else { return 0 }
            return hi - lo
        }
        let passes: (Finding) -> Bool = { f in
            f.kind.tellsLayout || !f.series.contains(event.series) && f.series.allSatisfy { spans($0) < abs(event.move.change) }
        }
        var at = lead
        while at > 0, passes(ranked[at - 1]) { at -= 1 }
        guard at < lead else { return ranked }
        var out = ranked
        var finding = out.remove(at: lead)
        finding.salience = max(finding.salience, ranked[at].salience)
        out.insert(finding, at: at)
        return out
    }
}

extension FindingKind {
    /// Whether the kind tells how series lie against each other (above, below, together) rather than a change.
    var tellsLayout: Bool {
        switch self {
        case .dominance, .splitLead, .tracking: true
        case .shape, .levelShift, .seasonality, .cycle, .record, .drawdown, .gap, .outliers, .overtake, .growth,
             .shares, .threshold, .sharedExtreme, .pairedChange, .ranking, .correlation, .influence, .clusters,
             .groups, .groupReversal, .signRun, .commonMove, .relationContrast, .path, .scale, .periodChange,
             .giants, .steady, .course: false
        }
    }
}
