/// What each kind of finding claims, for the audit (`ClaimAudit`), and how a finding whose claims fail may be
/// said truly instead. Both are exhaustive switches: a new kind says what it claims before it compiles.
extension FindingDetail {
    /// The checkable claims of the finding's sentences. `pointCount` gives a series' number of valued points.
    package func claims(pointCount: (Int) -> Int) -> [Claim] {
        switch self {
        case .shape(let shape):
            var claims: [Claim] = []
            let s = shape.series
            let pointByPoint = pointCount(s) <= ClaimAudit.pointByPointLimit
            for segment in shape.segments {
                if shape.isApproximate {
                    let window: AboutWindow = shape.adjustedPeriod.map { .cycle($0.approximateSeconds) } ?? .centred
                    claims.append(.about(series: s, x: segment.start.x, value: segment.startLevel, window: window))
                    claims.append(.about(series: s, x: segment.end.x, value: segment.endLevel, window: window))
                }
                if segment.direction == .flat {
                    claims.append(.level(series: s, from: segment.start.x, to: segment.end.x,
                                         value: (segment.startLevel + segment.endLevel) / 2))
                } else {
                    claims.append(.course(series: s, moves: [ClaimMove(from: segment.start, to: segment.end,
                                                                         rise: segment.direction == .rising)],
                                          pointByPoint: pointByPoint, cycle: shape.adjustedPeriod?.approximateSeconds))
                }
            }
            if shape.endsAtRecordHigh, !shape.isApproximate, let last = shape.segments.last, last.direction == .rising {
                claims.append(.extreme(series: s, point: last.end, high: true))
            }
            if let extreme = shape.extremeBeforeEnd, let last = shape.segments.last {
                claims.append(.extreme(series: s, point: extreme, high: last.direction == .rising))
            }
            if let pace = shape.pace, let segment = shape.segments.first {
                claims.append(.pace(series: s, from: segment.start, to: segment.end, quickening: pace == .quickening,
                                    ratio: VisibleCourse.paceRatio, inStretches: true))
            }
            return claims
        case .levelShift(let shift):
            // "from about B to about A": the levels just before and after the step.
            return [.about(series: shift.series, x: shift.before.x, value: shift.levelBefore, window: .before),
                    .about(series: shift.series, x: shift.after.x, value: shift.levelAfter, window: .after)]
        case .record(let record):
            return [.extreme(series: record.series, point: record.point, high: record.isHigh)]
        case .steady(let steady):
            return [.level(series: steady.series, from: -.infinity, to: .infinity, value: steady.level)]
        case .course(let c):
            return c.claims(pointByPoint: c.isPointByPoint)
        case .growth(let g):
            guard let top = g.entries.first else { return [] }
            return [.changedMost(leader: top.series, entries: g.entries),
                    .course(series: top.series, moves: [ClaimMove(top.from, top.to)],
                            pointByPoint: pointCount(top.series) <= ClaimAudit.pointByPointLimit)]
        case .correlation(let r):
            // Points with no place on log scales are named beside the coefficient, as points left out are.
            let named = r.leftOut.count + r.offScale.count
            let total = r.pooled.isEmpty ? pointCount(r.series) : r.pooled.reduce(0) { $0 + pointCount($1) }
            var claims: [Claim] = [.subset(series: r.series, count: r.pointCount, total: total,
                                           saysSubset: named + r.pointCount >= total)]
            if let decades = r.xDecades { claims.append(.decades(series: r.series, alongX: true, decades: decades)) }
            return claims
        case .scale(let scale):
            // Each share said, and the most common answer.
            var claims = [scale.negative, scale.middle, scale.positive].filter { !$0.isEmpty }.map { side in
                Claim.share(series: scale.series, xs: side.map(Double.init), share: scale.share(side), ofHundred: !scale.isCount)
            }
            if let mode = scale.modePoint { claims.append(.extreme(series: scale.series, point: mode, high: true)) }
            return claims
        case .periodChange(let c):
            // Every category's way (each is named, or said with "all" or "all but"), "the most" each way, and the
            // leaders named (an overtake, "the largest").
            var claims = c.entries.indices.map { k in
                Claim.change(from: c.first, to: c.last, x: c.entries[k].x, way: c.entries[k].way, within: c.flatWithin[k])
            }
            for (k, way) in [(c.largestRise, ChangeWay.rise), (c.largestFall, .fall)] {
                guard let k else { continue }
                claims.append(.largestChange(from: c.first, to: c.last, x: c.entries[k].x,
                                             among: c.moved(way).map { c.entries[$0].x }, way: way, relative: c.isRelative))
            }
            if let new = c.newLeader, let old = c.oldLeader {
                claims.append(.extreme(series: c.last, point: c.entries[new].to, high: true))
                claims.append(.extreme(series: c.first, point: c.entries[old].from, high: true))
            }
            if let k = c.largestAgainst { claims.append(.extreme(series: c.first, point: c.entries[k].from, high: true)) }
            return claims
        case .outliers(let set):
            // A point said by itself in its run dominates it; the other outliers are the detector's test.
            return set.groups.compactMap { g in
                g.dominant.map { d in
                    .dominates(series: set.series, point: g.points[d], others: g.points.indices.filter { $0 != d }.map { g.points[$0] },
                               ratio: OutlierGroup.dominanceRatio)
                }
            }
        case .giants(let g):
            let top = g.otherTop.map { [Claim.largest(series: g.series, alongX: $0.alongX, points: [$0.point], gapShare: 0)] } ?? []
            return top + g.axes.flatMap { a -> [Claim] in
                let largest = Claim.largest(series: g.series, alongX: a.alongX, points: a.points, gapShare: GiantsFinder.gapShare)
                // The points named after the giants are the next largest, in order (no gap claimed).
                let next = a.next.isEmpty ? [] : [Claim.largest(series: g.series, alongX: a.alongX, points: a.points + a.next, gapShare: 0)]
                return (a.saysDecades ? [largest, .decades(series: g.series, alongX: a.alongX, decades: a.decades)] : [largest]) + next
            }
        case .drawdown(let d):
            let high: [Claim] = d.isFurther && d.peakIsHighest ? [.extreme(series: d.series, point: d.peak, high: true)] : []
            return [.fall(series: d.series, peak: d.peak, trough: d.trough)] + high
        case .spreadContrast(let c):
            return [.spreadContrast(series: c.series, others: c.others, ratio: SpreadContrastDetector.leastRatio),
                    .extreme(series: c.series, point: c.low, high: false), .extreme(series: c.series, point: c.high, high: true)]
        case .spreadShift(let shift):
            // The shift is said as plain on the drawing: at least `leastRatio` times as wide (or as narrow).
            let least = SpreadShiftDetector.leastRatio
            return [.spreadShift(series: shift.series, split: shift.after.start, ratio: shift.widens ? least : 1 / least)]
        case .seasonality(let season):
            // Said of monthly averages of daily data, the phases are the averages', not a day's.
            return season.isOnMonthlyMeans ? [] : [.seasonPhase(series: season.series, period: season.period, high: season.high, low: season.low)]
        case .cycle, .gap, .overtake, .dominance, .splitLead, .tracking,
             .shares, .threshold, .sharedExtreme, .pairedChange, .ranking, .influence, .clusters, .groups,
             .groupReversal, .signRun, .commonMove, .relationContrast, .path:
            // Counts, orders and tested relations whose numbers are the data's own (a gap's span, a ranking's
            // values, an overtake's point): nothing said here is a fitted value or a summary that could hide.
            return []
        }
    }

    /// The finding said truly where some of its claims (`failing`) failed, or nil when no truer wording exists.
    /// `dataValue` gives the audit's own value where a claim says one (the median of the data where an "about"
    /// is read), which a fitted level gives way to.
    package func restated(failing: [Claim], dataValue: (Claim) -> Double?) -> FindingDetail? {
        let checks = Set(failing.map(\.check))
        switch self {
        case .shape(var shape):
            // A record that is not the extreme is not said; a fitted level far from the data there gives way to
            // the data's own level, unless that turns a segment the other way.
            // A flat segment's fitted level beyond its span's data gives way to the data's median there
            // (Italy's "held around 61.0 until 2019" over 60.3 to 60.66).
            guard checks.isSubset(of: [.extreme, .about, .level]) else { return nil }
            if checks.contains(.extreme) { shape.endsAtRecordHigh = false; shape.extremeBeforeEnd = nil }
            for claim in failing {
                if case .level(_, let from, let to, _) = claim, let v = dataValue(claim) {
                    for k in shape.segments.indices where shape.segments[k].direction == .flat
                        && shape.segments[k].start.x == from && shape.segments[k].end.x == to {
                        shape.segments[k].startLevel = v
                        shape.segments[k].endLevel = v
                    }
                }
                guard case .about(_, let x, _, _) = claim, let v = dataValue(claim) else { continue }
                for k in shape.segments.indices {
                    if shape.segments[k].start.x == x { shape.segments[k].startLevel = v }
                    if shape.segments[k].end.x == x { shape.segments[k].endLevel = v }
                }
            }
            guard shape.segments.allSatisfy({ s in
                s.direction == .flat || (s.direction == .rising) == (s.endLevel > s.startLevel)
            }) else { return nil }
            return .shape(shape)
        case .levelShift(var shift):
            guard checks == [.about] else { return nil }
            let up = shift.step > 0
            for claim in failing {
                guard case .about(_, let x, _, let window) = claim, let v = dataValue(claim) else { continue }
                if window == .before, x == shift.before.x { shift.levelBefore = v }
                if window == .after, x == shift.after.x { shift.levelAfter = v }
            }
            // The step keeps its direction and a size a reader would call a step, or it is not said.
            guard shift.step != 0, (shift.step > 0) == up else { return nil }
            return .levelShift(shift)
        case .outliers(var set):
            // A run whose point does not dominate it is said as the run.
            guard checks == [.dominates] else { return nil }
            for claim in failing {
                guard case .dominates(_, let point, _, _) = claim else { continue }
                for g in set.groups.indices where set.groups[g].dominant.map({ set.groups[g].points[$0] }) == point {
                    set.groups[g].dominant = nil
                }
            }
            return .outliers(set)
        case .course(var c):
            // A summary that hides a move says every move instead; a move's part that does not carry most of it
            // is not said.
            guard checks.isSubset(of: [.course, .part, .largestStep, .flatOnChart, .swings]) else { return nil }
            // Swings the raw values do not show are not counted: the course is told by its moves.
            if checks.contains(.swings) { (c.swings, c.swingSize) = (nil, nil) }
            // A band that is not flat on the chart is told by its moves.
            if checks.contains(.flatOnChart) { c.flatOnChart = nil }
            if checks.contains(.course) {
                guard !c.saysEveryMove else { return nil }
                c.saysEveryMove = true
            }
            if checks.contains(.part) {
                for m in c.moves.indices { c.moves[m].steepPart = nil }
            }
            if checks.contains(.largestStep) {
                for m in c.moves.indices { c.moves[m].largestStep = nil }
            }
            return .course(c)
        case .seasonality, .cycle, .record, .drawdown, .gap, .steady, .overtake, .dominance,
             .splitLead, .tracking, .growth, .shares, .threshold, .sharedExtreme, .pairedChange, .ranking,
             .correlation, .influence, .clusters, .groups, .groupReversal, .signRun, .commonMove,
             .relationContrast, .path, .scale, .periodChange, .giants, .spreadShift, .spreadContrast:
            // Shares and changes are the data's own sums and differences: one that fails has no truer wording.
            return nil
        }
    }
}

extension VisibleCourse {
    /// What the one-sentence summary claims: the moves it says and the highs and lows it names.
    func claims(pointByPoint: Bool) -> [Claim] {
        // A series nearly flat on the chart is said by its band: its low, its high, and its flatness.
        if let chartRange = flatOnChart {
            return [.flatOnChart(series: series, chartRange: chartRange, share: VisibleCourse.flatOnChartShare),
                    .extreme(series: series, point: low, high: false), .extreme(series: series, point: high, high: true)]
        }
        // Swings counted on a pen's line are the whole sentence, short and long (`FindingPhraser`).
        if !pointByPoint, !counted.isEmpty { return counted }
        // The long says every move, with its steep part.
        let parts: [Claim] = moves.compactMap { m in
            m.steepPart.map { .part(series: series, move: ClaimMove(m.start, m.end), part: ClaimMove($0.start, $0.end),
                                    share: VisibleCourseFinder.steepPartShare) }
        } + moves.compactMap { m in
            m.largestStep.map { .largestStep(series: series, move: ClaimMove(m.start, m.end), step: ClaimMove($0.start, $0.end),
                                             overNext: m.largestStepOverNext) }
        }
        let paced: [Claim] = pace.flatMap { p in moves.first.map { m in
            [.pace(series: series, from: m.start, to: m.end, quickening: p == .quickening, ratio: VisibleCourse.paceRatio)]
        } } ?? []
        let broken: [Claim] = paceBreak.flatMap { p in moves.first.map { m in
            [.paceBreak(series: series, from: m.start, at: p.at, to: m.end, ratio: VisibleCourse.breakPace)]
        } } ?? []
        return counted + summaryClaims(pointByPoint: pointByPoint) + parts + paced + broken
    }

    /// "Rose and fell 8 times, between a low of … and a high of …".
    private var counted: [Claim] {
        guard let count = swings, let size = swingSize else { return [] }
        return [.swings(series: series, count: count, size: size), .extreme(series: series, point: low, high: false),
                .extreme(series: series, point: high, high: true)]
    }

    /// What the one-sentence summary claims.
    private func summaryClaims(pointByPoint: Bool) -> [Claim] {
        // The long says every level ("held around 65 until 2003"); each must hold.
        let held: [Claim] = levels.map { .level(series: series, from: $0.start.x, to: $0.end.x, value: $0.value) }
        if toldInFull {
            return [.course(series: series, moves: moves.map { ClaimMove(from: $0.start, to: $0.end, rise: $0.isRise) },
                            pointByPoint: pointByPoint)] + held
        }
        let move = summaryMove
        var points = [move.start, move.end]
        if let interruption = summaryInterruption { points += [interruption.start, interruption.end] }
        if let back = summaryReturn { points.append(back.end) }
        var seen = Set<Int>()
        points = points.sorted { $0.index < $1.index }.filter { seen.insert($0.index).inserted }
        var claims: [Claim] = [.course(series: series, moves: zip(points, points.dropFirst()).map { ClaimMove($0, $1) },
                                       pointByPoint: pointByPoint)]
        for p in points where p == high || p == low { claims.append(.extreme(series: series, point: p, high: p == high)) }
        return claims + held
    }
}
