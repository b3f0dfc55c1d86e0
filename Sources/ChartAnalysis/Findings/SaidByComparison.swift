/// Leaves out a series' own single rise (or fall) where a comparison already tells it from end to end.
///
/// "NSW, Vic, Qld, SA, WA, and Tas all grew from 1917 to 1997; WA the most, 5.9-fold" says each state's
/// rise; six more sentences "NSW rose 3.3-fold from 1,904 in 1917 to 6,274 in 1997" would say it again, and
/// the short description led with one of them instead of the chart's news. Likewise "Renewables grew the
/// most, from 1.437 billion in 2001 to 21.93 billion in 2017, 15 times its starting level" tells the
/// single rise of renewables. A shape of two or more segments, or a course of several moves, says more than
/// the comparison and stays. A common move of every series that the shared growth spans is left out too.
enum SaidByComparison {
    /// The rise's ends may lie this share of the compared span from the comparison's.
    static let endSlack = 0.1

    static func leavingOut(_ findings: [Finding]) -> [Finding] {
        coursesWhoseNetIsCompared(splitLeadsToldByTheirPairedChange(splitLeadsToldByTheirOvertake(rankingsBelowTheirCourse(leavingOutSingleRises(leavingOutCommonMovesOfSharedGrowth(findings))))))
    }

    /// A split lead of two series that a paired change already tells ("Obama was higher than Trump for all but 0-20
    /// (cold) (25.6% against 43.7%)", then "Trump was higher at 0-20 (cold) …; Obama was higher at 21-40 …") says
    /// who is higher where twice: the paired change names the exception in one sentence and stays, with the higher
    /// salience of the two.
    private static func splitLeadsToldByTheirPairedChange(_ findings: [Finding]) -> [Finding] {
        var findings = findings
        for k in findings.indices.reversed() {
            guard case .splitLead(let split) = findings[k].detail,
                  let paired = findings.firstIndex(where: { f in
                      guard case .pairedChange(let p) = f.detail else { return false }
                      return Set([p.first, p.second]) == Set(split.series)
                  }) else { continue }
            findings[paired].salience = max(findings[paired].salience, findings[k].salience)
            findings.remove(at: k)
        }
        return findings
    }

    /// A course whose net change from its first point to its last a growth comparison says ("grew the most, from …
    /// to …, 15 times its starting level") does not add "in all it rose 15-fold" (`VisibleCourse.netSaidElsewhere`).
    private static func coursesWhoseNetIsCompared(_ findings: [Finding]) -> [Finding] {
        let compared = findings.flatMap { f -> [SeriesGrowth] in if case .growth(let g) = f.detail { g.entries.prefix(1).map { $0 } } else { [] } }
        guard !compared.isEmpty else { return findings }
        return findings.map { f in
            guard case .course(var c) = f.detail,
                  compared.contains(where: { $0.series == c.series && $0.from == c.first && $0.to == c.last }) else { return f }
            c.netSaidElsewhere = true
            var changed = f
            changed.detail = .course(c)
            return changed
        }
    }

    /// A split lead that switches once, where an overtake of the same pair at the switch holds to the end, says
    /// the crossing twice: "Impaired was higher at 3, 4, 5 and 6 (low)" then "Impaired overtook Well in 3 … and
    /// stayed ahead" (mental health by parents' status). The overtake says it in one sentence and stays, with the
    /// higher salience of the two; a lead that switches back and forth has no such overtake and stays.
    private static func splitLeadsToldByTheirOvertake(_ findings: [Finding]) -> [Finding] {
        var findings = findings
        for k in findings.indices.reversed() {
            guard case .splitLead(let split) = findings[k].detail,
                  let switchAt = split.leads.indices.dropFirst().first(where: { split.leads[$0].leader != split.leads[$0 - 1].leader }),
                  split.leads[switchAt...].allSatisfy({ $0.leader == split.leads[switchAt].leader }) else { continue }
            let lead = split.leads[switchAt]
            guard let overtake = findings.firstIndex(where: { f in
                guard case .overtake(let o) = f.detail else { return false }
                return o.leader == lead.leader && Set([o.leader, o.other]) == Set(split.series) && o.holdsToEnd
                    && o.leaderPoint.x == lead.x
            }) else { continue }
            findings[overtake].salience = max(findings[overtake].salience, findings[k].salience)
            findings.remove(at: k)
        }
        return findings
    }

    /// Over ordered categories a course that peaks (bottoms out) inside the chart names the leader and the
    /// last already: "Cases peaked at 76 in 55-64, up from 1 in 25-34" (R's esoph) then "55-64 led with 76,
    /// 21 ahead of 65-74; 25-34 came last with 1" said both again in the short description. Such a ranking
    /// stays, below the short description's bar, for the long one.
    ///
    /// Over ordered categories that are not time (age bands, income bands, sizes), a series whose course is said
    /// is not ranked at all: "16-24 led with 37.2%; 75+ came last" tells bands along a scale as a race, where
    /// the course already says which band is highest and lowest and how the values run between them. Parts of
    /// one whole (pizzas sold by size, women by their age at marriage) keep their ranking's shares only
    /// (`CategoryRanking.raceToldByCourse`).
    private static func rankingsBelowTheirCourse(_ findings: [Finding]) -> [Finding] {
        let courses = findings.compactMap { f -> VisibleCourse? in if case .course(let c) = f.detail { c } else { nil } }
        guard !courses.isEmpty else { return findings }
        let alongBands = Set(courses.filter { !$0.alongTime }.map(\.series))
        return findings.filter { f in
            // Parts of one whole keep their ranking: its shares ("S, M and L made up 99%") are the news.
            guard case .ranking(let r) = f.detail, let s = r.series, !r.isPartsOfWhole else { return true }
            return !alongBands.contains(s)
        }.map { f in
            // Of those, only the shares are said: the course tells the bands' order, and "led … came last" would
            // race bands along a scale.
            guard case .ranking(var r) = f.detail, let s = r.series, r.isPartsOfWhole, r.leaderShare != nil,
                  alongBands.contains(s) else { return f }
            r.raceToldByCourse = true
            var told = f
            told.detail = .ranking(r)
            return told
        }.map { f in
            guard case .ranking(let r) = f.detail, let s = r.series, let first = r.order.first, let last = r.order.last,
                  let course = courses.first(where: { $0.series == s }),
                  Int(course.high.x) == first, Int(course.low.x) == last else { return f }
            var lowered = f
            lowered.salience = min(f.salience, SayAt.standardBar)
            // "a ratio of 76 to 1" after "rose 76-fold from 1 … to a high of 76": a move between the two extremes
            // that doubled or more is said as that factor already.
            if course.moves.contains(where: { Set([$0.start, $0.end]) == Set([course.low, course.high]) && abs($0.relativeChange ?? 0) >= 1 }) {
                var told = r
                told.ratioToldByCourse = true
                lowered.detail = .ranking(told)
            }
            return lowered
        }
    }

    /// "All 4 series rose from 0 to 21" beside "Diet 1, Diet 2, Diet 3, and Diet 4 all grew from 0 to 21;
    /// Diet 3 the most, 6.6-fold" says the rise twice: where every series' shared low and shared high are the
    /// common move's ends (within `endSlack`), the move is left out and the pair takes its salience.
    private static func leavingOutCommonMovesOfSharedGrowth(_ findings: [Finding]) -> [Finding] {
        var findings = findings
        for m in findings.indices.reversed() {
            guard case .commonMove(let move) = findings[m].detail, move.series.count == move.seriesCount else { continue }
            let slack = endSlack * abs(move.toX - move.fromX)
            let start = move.isRising ? false : true  // the extreme at the move's start: a low before a rise
            guard let first = findings.firstIndex(where: { f in
                      guard case .sharedExtreme(let e) = f.detail else { return false }
                      return e.isHigh == start && Set(e.series) == Set(move.series) && abs(e.x - move.fromX) <= slack
                  }),
                  let second = findings.firstIndex(where: { f in
                      guard case .sharedExtreme(let e) = f.detail else { return false }
                      return e.isHigh != start && Set(e.series) == Set(move.series) && abs(e.x - move.toX) <= slack
                  }) else { continue }
            let salience = findings[m].salience
            for k in [first, second] { findings[k].salience = max(findings[k].salience, salience) }
            findings.remove(at: m)
        }
        return findings
    }

    private static func leavingOutSingleRises(_ findings: [Finding]) -> [Finding] {
        var spans: [(series: Int, from: Double, to: Double)] = []
        let extremes = findings.compactMap { f -> SharedExtreme? in if case .sharedExtreme(let e) = f.detail { e } else { nil } }
        for high in extremes where high.isHigh {
            guard let low = extremes.first(where: { !$0.isHigh && $0.series == high.series }) else { continue }
            for s in high.series { spans.append((s, low.x, high.x)) }
        }
        for f in findings {
            if case .growth(let g) = f.detail, let top = g.entries.first, top.ratio > 1 { spans.append((top.series, top.from.x, top.to.x)) }
        }
        guard !spans.isEmpty else { return findings }
        func told(_ series: Int, _ from: Double, _ to: Double) -> Bool {
            spans.contains { span in
                let slack = endSlack * abs(span.to - span.from)
                return span.series == series && abs(from - span.from) <= slack && abs(to - span.to) <= slack
            }
        }
        return findings.filter { f in
            switch f.detail {
            case .shape(let shape):
                guard shape.segments.count == 1, let segment = shape.segments.first, segment.direction != .flat else { return true }
                return !told(shape.series, segment.direction == .rising ? segment.start.x : segment.end.x,
                             segment.direction == .rising ? segment.end.x : segment.start.x)
            case .course(let course):
                guard course.moves.count == 1, let move = course.moves.first else { return true }
                return !told(course.series, move.isRise ? move.start.x : move.end.x, move.isRise ? move.end.x : move.start.x)
            default:
                return true
            }
        }
    }
}
