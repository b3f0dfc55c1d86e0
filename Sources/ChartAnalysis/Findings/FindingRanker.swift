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

extension FindingRanker {
    /// The least fall of a series' last move, as a share of its own range, that tells it apart from series that
    /// all rise over the same stretch (`contraryCourseSecond`).
    static let contraryFallShare = 0.3
    /// The fewest other series that rise over the stretch the contrary series falls (`contraryCourseSecond`).
    static let fewestOthersRising = 2
    /// The most any other series may fall over that stretch, as a share of its own range (`contraryCourseSecond`).
    static let othersFallShare = 0.05

    /// The one series that moves unlike the others, second (issue 37): where a series' course ends with a fall
    /// of at least `contraryFallShare` of its own range while every other series (at least `fewestOthersRising`)
    /// rises from where that fall starts to where it ends, its course moves up to second place. The Philippines'
    /// GDP per person peaked in 1982 and fell a fifth by 1985 while South Korea, Taiwan, Malaysia and Thailand
    /// climbed; ranked eleventh, behind four overtakes at the bottom of the chart, the long description (ten
    /// findings) never said it. A description of the data shown: the moves are the data's own points.
    static func contraryCourseSecond(_ ranked: [Finding], context: FindingContext) -> [Finding] {
        guard context.xIsTime, !context.isScatter, context.samples.count >= fewestOthersRising + 1 else { return ranked }
        for (k, f) in ranked.enumerated() where k > 1 {
            guard case .course(let course) = f.detail, let last = course.moves.last, !last.isRise,
                  last.end.x > last.start.x else { continue }
            let s = course.series
            guard let lo = context.statistics[s].minimum?.value, let hi = context.statistics[s].maximum?.value, hi > lo,
                  abs(last.change) >= contraryFallShare * (hi - lo) else { continue }
            let others = context.samples.indices.filter { $0 != s && context.samples[$0].validCount >= 2 }
            guard others.count >= fewestOthersRising else { continue }
            // Each other series' change from its point nearest the fall's start to its point nearest its end: none
            // falls by `othersFallShare` of its own range (Malaysia's 25 of 3,000 from 1982 to 1985 is level), and
            // at least `fewestOthersRising` rise.
            var rising = 0
            let noneFalls = others.allSatisfy { o in
                let sample = context.samples[o]
                guard let a = sample.xs.indices.min(by: { abs(sample.xs[$0] - last.start.x) < abs(sample.xs[$1] - last.start.x) }),
                      let b = sample.xs.indices.min(by: { abs(sample.xs[$0] - last.end.x) < abs(sample.xs[$1] - last.end.x) }),
                      b > a, let oLo = context.statistics[o].minimum?.value, let oHi = context.statistics[o].maximum?.value
                else { return false }
                let change = sample.ys[b] - sample.ys[a]
                if change > 0 { rising += 1 }
                return change > -othersFallShare * (oHi - oLo)
            }
            guard noneFalls, rising >= fewestOthersRising else { continue }
            var out = ranked
            var moved = out.remove(at: k)
            moved.salience = max(moved.salience, ranked[1].salience)
            out.insert(moved, at: 1)
            return out
        }
        return ranked
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
             .giants, .steady, .course, .spreadShift, .spreadContrast: false
        }
    }
}
