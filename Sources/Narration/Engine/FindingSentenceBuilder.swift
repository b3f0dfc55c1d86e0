import ChartAnalysis

/// Turns a chart's ranked findings into sentences, saying each thing once: findings that say the same of
/// several series become one sentence ("Beijing, Shanghai and Guangzhou all rose from Jan to Jul, then fell
/// to Dec"), and a finding another sentence already says is folded into it.
///
/// Rules, in order:
/// - a constant reference line's constancy is said by the threshold measured against it;
/// - a record at the end of a shape that ends at that record is said by the shape;
/// - the same series sharing both their peak and their low: one sentence;
/// - shapes of several series with the same directions and turning points (within one point, or at the
///   peak or low they share), or courses read point by point (`FindingDetail.courseShape`): one sentence with
///   each series' values at the common turning points; the shared extremes it says are folded in;
/// - seasons of several series with the same cycle and overlapping high and low phases: one sentence;
/// - a series' runs of missing values: one sentence, in x order.
/// A group takes the place of its most salient member.
struct FindingSentenceBuilder {
    let facts: ChartFacts
    let phraser: FindingPhraser

    init(facts: ChartFacts) {
        self.facts = facts
        phraser = FindingPhraser(facts: facts)
    }

    func build() throws(NarrationError) -> [NarratedFinding] {
        var findings = facts.insights.findings
        let references = Set(findings.compactMap { f -> Int? in if case .threshold(let t) = f.detail { t.reference } else { nil } })
        findings.removeAll { f in if case .steady(let s) = f.detail { references.contains(s.series) } else { false } }

        var result: [NarratedFinding] = []
        var covered = Set<Int>()
        for (k, finding) in findings.enumerated() where !covered.contains(k) {
            var narrated: NarratedFinding
            var folded: [Int] = []
            var commonMentions: [MentionedPoint] = []
            if let shape = finding.detail.courseShape,
               let group = commonShapeGroup(k, shape, findings, covered: covered) {
                folded = group.members + group.extremes
                commonMentions = group.shapes.filter { !$0.isApproximate }.flatMap { shape in
                    ([shape.segments[0].start.x] + group.turns + [shape.segments.last!.end.x]).map {
                        MentionedPoint(series: shape.series, index: pointIndex(of: $0, in: shape.series))
                    }
                }
                narrated = NarratedFinding(finding: finding, rank: 0,
                                           text: try phraser.commonShape(group.shapes, turns: group.turns, precision: .full),
                                           briefText: try phraser.commonShape(group.shapes, turns: group.turns, precision: .brief))
                // Each series turns where the sentence says they all do (within the one point the group allows).
                for shape in group.shapes {
                    for (t, x) in group.turns.enumerated() where shape.segments.indices.contains(t) {
                        let own = shape.segments[t].end.index, said = pointIndex(of: x, in: shape.series)
                        guard own != said, let y = facts.chart.series[shape.series].points[said].y else { continue }
                        narrated.movedLandmarks[MentionedPoint(series: shape.series, index: own)] =
                            PointRef(index: said, x: facts.chart.series[shape.series].points[said].x, y: y)
                    }
                }
            } else if case .seasonality(let season) = finding.detail,
                      let group = commonSeasonGroup(k, season, findings, covered: covered) {
                folded = group.members
                narrated = NarratedFinding(finding: finding, rank: 0,
                                           text: try phraser.commonSeasonality(group.seasons, precision: .full),
                                           briefText: try phraser.commonSeasonality(group.seasons, precision: .brief))
            } else if case .gap(let run) = finding.detail,
                      case let later = findings.indices.filter({ m in
                          guard m != k, !covered.contains(m), case .gap(let other) = findings[m].detail else { return false }
                          return other.series == run.series
                      }), !later.isEmpty {
                // A series' runs of missing values in one sentence, in x order (not one sentence each, by length).
                folded = later
                let runs = [run] + later.compactMap { m -> MissingRun? in if case .gap(let r) = findings[m].detail { r } else { nil } }
                let text = try phraser.gaps(runs, series: run.series)
                narrated = NarratedFinding(finding: finding, rank: 0, text: text, briefText: text)
            } else if case .levelShift(let shift) = finding.detail,
                      case let later = findings.indices.filter({ m in
                          guard m != k, !covered.contains(m), case .levelShift(let other) = findings[m].detail else { return false }
                          return other.series == shift.series
                      }), !later.isEmpty {
                // A series' steps in one sentence, in x order.
                folded = later
                let group = [finding] + later.map { findings[$0] }
                narrated = NarratedFinding(finding: finding, rank: 0,
                                           text: try phraser.levelShifts(group, precision: .full),
                                           briefText: try phraser.levelShifts(group, precision: .brief))
            } else if case .sharedExtreme(let first) = finding.detail,
                      let m = findings.indices.first(where: { m in
                          guard m > k, !covered.contains(m), case .sharedExtreme(let other) = findings[m].detail else { return false }
                          return other.series == first.series && other.isHigh != first.isHigh
                      }), case .sharedExtreme(let second) = findings[m].detail {
                folded = [m]
                let (high, low) = first.isHigh ? (first, second) : (second, first)
                narrated = NarratedFinding(finding: finding, rank: 0,
                                           text: try phraser.sharedExtremes(high: high, low: low),
                                           briefText: try phraser.sharedExtremes(high: high, low: low))
            } else {
                if case .record(let record) = finding.detail, saidByShape(record, findings) { continue }
                // A point that decides the correlation is said by the correlation's sentence when it was left out of it.
                if case .influence(let point) = finding.detail, findings.contains(where: { f in
                    guard case .correlation(let r) = f.detail, r.series == point.series else { return false }
                    return r.leftOut.contains { $0.index == point.point.index }
                }) { continue }
                narrated = NarratedFinding(finding: finding, rank: 0,
                                           text: try phraser.sentence(finding, precision: .full),
                                           briefText: try phraser.sentence(finding, precision: .brief))
            }
            covered.formUnion(folded)
            narrated.alsoCovers = folded.map { findings[$0] }
            narrated.mentionedPoints = commonMentions.isEmpty ? ([finding] + narrated.alsoCovers).flatMap(mentioned) : commonMentions
            narrated.rank = result.count + 1
            let catalog = facts.renderer.catalog
            narrated.listenText = SentenceStart.capitalized(try phraser.listenSentence(finding), in: catalog)
            narrated.text = SentenceStart.capitalized(narrated.text, in: catalog)
            narrated.briefText = SentenceStart.capitalized(narrated.briefText, in: catalog)
            result.append(narrated)
        }
        return result
    }

    // MARK: Values said

    /// The points whose values a finding's sentence states (exact values only, not fitted "about" levels).
    private func mentioned(_ f: Finding) -> [MentionedPoint] {
        func p(_ s: Int, _ r: PointRef) -> MentionedPoint { MentionedPoint(series: s, index: r.index) }
        switch f.detail {
        case .shape(let shape) where !shape.isApproximate:
            return shape.segments.flatMap { [p(shape.series, $0.start), p(shape.series, $0.end)] }
        case .record(let r): return [p(r.series, r.point)]
        // A course's summary says its points with their values, and the long's moves pass through the same ones:
        // a series that rose and fell by turns by its low, its high and its end; any other by its summary move's
        // ends and the end of the move back ("fell to a low of 1.13 in Q1 1985, down from 1.55 in Q2 1983, then
        // rose to 1.44"). The statistics need not say them again.
        case .course(let c) where c.summary == .swung: return [p(c.series, c.low), p(c.series, c.high), p(c.series, c.last)]
        case .course(let c):
            let move = c.summaryMove
            return [p(c.series, move.start), p(c.series, move.end)] + (c.summaryReturn.map { [p(c.series, $0.end)] } ?? [])
        // A drawdown says its depth and the positions of peak and trough, not their values: the statistics keep those.
        case .drawdown: return []
        // An episode of several points is said as a range over a span, not point by point.
        case .outliers(let o): return o.groups.filter { $0.points.count == 1 }.flatMap { $0.points.map { p(o.series, $0) } }
        default: return []
        }
    }

    // MARK: Records said by a shape

    /// A record high that a shape of the same series ends at (it says "to a record …").
    private func saidByShape(_ record: Record, _ findings: [Finding]) -> Bool {
        record.isHigh && findings.contains { f in
            guard case .shape(let shape) = f.detail, shape.series == record.series, shape.endsAtRecordHigh,
                  !shape.isApproximate, let last = shape.segments.last else { return false }
            return last.end.index == record.point.index
        }
    }

    // MARK: Shapes several series share

    struct ShapeGroup {
        /// Indices into the findings of the other shapes in the group.
        var members: [Int]
        /// Indices of shared extremes the group's sentence says.
        var extremes: [Int]
        /// The shapes, the leading one first.
        var shapes: [SeriesShape]
        /// The x of each turning point (between segments) the sentence names.
        var turns: [Double]
    }

    private func commonShapeGroup(_ k: Int, _ lead: SeriesShape, _ findings: [Finding],
                                  covered: Set<Int>) -> ShapeGroup? {
        var members: [Int] = []
        var shapes = [lead]
        for m in findings.indices where m != k && !covered.contains(m) {
            guard let other = findings[m].detail.courseShape, other.series != lead.series,
                  other.segments.count == lead.segments.count,
                  zip(other.segments, lead.segments).allSatisfy({ $0.movesAlike($1) })
            else { continue }
            shapes.append(other)
            members.append(m)
        }
        guard !members.isEmpty else { return nil }
        // Turning points: where a shared peak or low says they are, else where the leading shape turns; every
        // member must turn within one point of it.
        var turns: [Double] = []
        var extremes: [Int] = []
        let series = Set(shapes.map(\.series))
        for t in 0..<(lead.segments.count - 1) {
            let turnsUp = lead.segments[t].direction != .rising  // a low between a fall and a rise
            let shared = findings.indices.first { e in
                guard !covered.contains(e), case .sharedExtreme(let x) = findings[e].detail else { return false }
                return x.isHigh != turnsUp && series.isSubset(of: Set(x.series))
            }
            var x = lead.segments[t].end.x
            if let shared, case .sharedExtreme(let extreme) = findings[shared].detail {
                x = extreme.x
                extremes.append(shared)
            }
            // Within one point, and where that point's value is as high (low) to the eye as the member's own turn
            // (within a tenth of its range): Guangzhou's 29.0 in August beside its 29.3 in July. A survey wave
            // that peaks at 53.7 % one answer earlier is no "both rose to Strict limits" (27.7 % there).
            guard shapes.allSatisfy({ shape in
                let said = pointIndex(of: x, in: shape.series), own = shape.segments[t].end.index
                guard abs(said - own) <= 1 else { return false }
                guard said != own else { return true }
                let ys = facts.chart.series[shape.series].points.compactMap(\.y)
                guard let low = ys.min(), let high = ys.max(), let y = facts.chart.series[shape.series].points[said].y,
                      let turn = facts.chart.series[shape.series].points[own].y else { return false }
                return abs(y - turn) <= VisibleCourse.sameTurnShare * (high - low)
            }) else { return nil }
            turns.append(x)
        }
        // A peak or low the series share at the start or the end is said by the common course too
        // ("rose from Jan": January was the low).
        let startX = lead.segments[0].start.x, endX = lead.segments.last!.end.x
        for e in findings.indices where !covered.contains(e) && !extremes.contains(e) {
            guard case .sharedExtreme(let x) = findings[e].detail, series.isSubset(of: Set(x.series)) else { continue }
            let atStart = x.x == startX && x.isHigh == (lead.segments[0].direction == .falling)
            let atEnd = x.x == endX && x.isHigh == (lead.segments.last!.direction == .rising)
            if atStart || atEnd { extremes.append(e) }
        }
        // Series are named in chart order.
        shapes.sort { $0.series < $1.series }
        return ShapeGroup(members: members, extremes: extremes, shapes: shapes, turns: turns)
    }

    /// The index of the point of `series` at (or nearest before) `x`.
    private func pointIndex(of x: Double, in series: Int) -> Int {
        let points = facts.chart.series[series].points
        var best = 0
        for i in points.indices where points[i].x <= x { best = i }
        return best
    }

    // MARK: Seasons several series share

    struct SeasonGroup {
        var members: [Int]
        var seasons: [Seasonality]
    }

    private func commonSeasonGroup(_ k: Int, _ lead: Seasonality, _ findings: [Finding],
                                   covered: Set<Int>) -> SeasonGroup? {
        var members: [Int] = []
        var seasons = [lead]
        for m in findings.indices where m != k && !covered.contains(m) {
            guard case .seasonality(let other) = findings[m].detail, other.series != lead.series,
                  other.period == lead.period, other.isOnMonthlyMeans == lead.isOnMonthlyMeans,
                  other.high.overlaps(lead.high, period: lead.period.phaseCount),
                  other.low.overlaps(lead.low, period: lead.period.phaseCount) else { continue }
            seasons.append(other)
            members.append(m)
        }
        return members.isEmpty ? nil : SeasonGroup(members: members, seasons: seasons.sorted { $0.series < $1.series })
    }
}
