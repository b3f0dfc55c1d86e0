import ChartAnalysis
import Foundation

/// A finding as a JSON object for pipelines: its kind, the series it concerns, salience, landmarks, its
/// sentence in the narration language and the numbers of its detail (field names as in the Swift API). x values
/// are in the axis's own terms (`JSONAxisValues`); landmarks carry the narration's labels.
///
/// The detail is a switch over every `FindingDetail` case with no default, so a new kind does not compile until
/// it has its JSON here (and docs/schema/narration.schema.json a `detail.<kind>` definition, checked by
/// JSONSchemaTests).
struct FindingJSON {
    /// How x values and rates are written.
    let axes: JSONAxisValues

    /// Lists in a finding's detail are cut to this many entries (the count says how many there are).
    static let listLimit = 20

    func object(_ narrated: NarratedFinding) -> [String: Any] {
        let f = narrated.finding
        var o: [String: Any] = ["kind": f.kind.rawValue, "claim": f.claim.rawValue, "sayAt": sayAt(f.sayAt),
                                "rank": narrated.rank, "series": f.series,
                                "salience": number(f.salience), "effect": number(f.effect),
                                "text": narrated.text, "briefText": narrated.briefText,
                                "landmarks": f.landmarks.prefix(Self.listLimit).enumerated().map { i, l -> [String: Any] in
                                    var o: [String: Any] = ["series": l.series, "role": l.role.rawValue, "point": point(l.point)]
                                    if i < narrated.landmarkLabels.count {
                                        o["xLabel"] = narrated.landmarkLabels[i].x
                                        o["yLabel"] = narrated.landmarkLabels[i].y
                                    }
                                    return o
                                }]
        if f.landmarks.count > Self.listLimit { o["landmarkCount"] = f.landmarks.count }
        if let v = f.varianceExplained { o["varianceExplained"] = number(v) }
        var d = detail(f.detail)
        if case .correlation(let c) = f.detail, let unit = narrated.rateUnit {
            // The change the sentence says, per the step it says it per ("by about 2 per 1,000 lb").
            d["rate"] = axes.rate(c.slope, per: unit)
        }
        o["detail"] = d
        return o
    }

    private func detail(_ d: FindingDetail) -> [String: Any] {
        switch d {
        case .shape(let s):
            return ["series": s.series, "isApproximate": s.isApproximate, "isSeasonallyAdjusted": s.isSeasonallyAdjusted,
                    "endsAtRecordHigh": s.endsAtRecordHigh, "residualStandardDeviation": number(s.residualStandardDeviation),
                    "segments": s.segments.map { seg -> [String: Any] in
                        var o: [String: Any] = ["start": point(seg.start), "end": point(seg.end), "direction": seg.direction.rawValue,
                                                "startLevel": number(seg.startLevel), "endLevel": number(seg.endLevel)]
                        // The segment's slope per the axis's rate unit (a month for monthly data).
                        let run = seg.end.x - seg.start.x
                        if run > 0 { o["rate"] = axes.rate((seg.endLevel - seg.startLevel) / run) }
                        return o
                    }]
        case .levelShift(let l):
            return ["series": l.series, "before": point(l.before), "after": point(l.after),
                    "levelBefore": number(l.levelBefore), "levelAfter": number(l.levelAfter)]
        case .seasonality(let s):
            return ["series": s.series, "period": s.period.rawValue, "profile": s.profile.map(number),
                    "high": ["first": s.high.first, "count": s.high.count], "low": ["first": s.low.first, "count": s.low.count],
                    "swing": number(s.swing), "strength": number(s.strength), "cycles": number(s.cycles),
                    "isOnMonthlyMeans": s.isOnMonthlyMeans]
        case .cycle(let c):
            return ["series": c.series, "period": number(c.period), "periodPoints": number(c.periodPoints),
                    "strength": number(c.strength), "strongestPeak": point(c.strongestPeak),
                    "peaks": c.peaks.prefix(Self.listLimit).map(point), "peakCount": c.peaks.count]
        case .record(let r):
            var o: [String: Any] = ["series": r.series, "point": point(r.point), "isHigh": r.isHigh]
            o["previous"] = r.previous.map(point)
            return o
        case .drawdown(let d):
            var o: [String: Any] = ["series": d.series, "peak": point(d.peak), "trough": point(d.trough),
                                    "depth": number(d.depth)]
            o["recovery"] = d.recovery.map(point)
            o["relativeDepth"] = d.relativeDepth.map(number)
            return o
        case .gap(let g):
            var o: [String: Any] = ["series": g.series, "firstIndex": g.firstIndex, "lastIndex": g.lastIndex,
                                    "count": g.count, "firstX": axes.x(g.firstX), "lastX": axes.x(g.lastX)]
            o["before"] = g.before.map(point)
            o["after"] = g.after.map(point)
            return o
        case .outliers(let s):
            return ["series": s.series, "basis": s.basis.rawValue, "pointCount": s.pointCount,
                    "groups": s.groups.prefix(Self.listLimit).map { g -> [String: Any] in
                        ["isHigh": g.isHigh, "count": g.points.count, "points": g.points.prefix(Self.listLimit).map(point),
                         "residuals": g.residuals.prefix(Self.listLimit).map(number)]
                    }]
        case .steady(let s):
            return ["series": s.series, "level": number(s.level), "isConstant": s.isConstant,
                    "maximumDeviation": number(s.maximumDeviation)]
        case .overtake(let o):
            return ["leader": o.leader, "other": o.other, "leaderPoint": point(o.leaderPoint),
                    "otherPoint": point(o.otherPoint), "holdsToEnd": o.holdsToEnd, "orderChanges": o.orderChanges]
        case .dominance(let d):
            return ["isBelow": d.isBelow, "leader": d.leader, "others": d.others, "fraction": number(d.fraction), "meanGap": number(d.meanGap),
                    "comparedCount": d.comparedCount, "sharedFrom": d.sharedFrom.map(axes.x) ?? NSNull(),
                    "sharedTo": d.sharedTo.map(axes.x) ?? NSNull()]
        case .tracking(let t):
            return ["first": t.first, "second": t.second, "meanAbsoluteDifference": number(t.meanAbsoluteDifference),
                    "correlation": number(t.correlation), "changeCorrelation": number(t.changeCorrelation),
                    "comparedCount": t.comparedCount, "relativeDifference": t.relativeDifference.map(number) ?? NSNull(),
                    "largestDifferenceFirst": point(t.largestDifferenceFirst),
                    "largestDifferenceSecond": point(t.largestDifferenceSecond)]
        case .growth(let g):
            return ["entries": g.entries.map { e -> [String: Any] in
                ["series": e.series, "from": point(e.from), "to": point(e.to), "ratio": number(e.ratio)]
            }]
        case .shares(let s):
            return ["startX": axes.x(s.startX), "endX": axes.x(s.endX), "largestMover": s.largestMover ?? NSNull(),
                    "entries": s.entries.map { e -> [String: Any] in
                        ["series": e.series, "startShare": number(e.startShare), "endShare": number(e.endShare),
                         "overallShare": number(e.overallShare)]
                    }]
        case .threshold(let t):
            return ["reference": t.reference, "level": number(t.level), "series": t.series, "above": t.above,
                    "below": t.below, "total": t.total]
        case .sharedExtreme(let e):
            return ["series": e.series, "isHigh": e.isHigh, "x": axes.x(e.x), "points": e.points.map(point)]
        case .commonMove(let c):
            var d: [String: Any] = ["series": c.series, "seriesCount": c.seriesCount, "isRising": c.isRising,
                                    "fromX": axes.x(c.fromX), "toX": axes.x(c.toX)]
            if let from = c.totalFrom, let to = c.totalTo { d["totalFrom"] = number(from); d["totalTo"] = number(to) }
            return d
        case .course(let c):
            return ["series": c.series, "summary": c.summary.rawValue, "first": point(c.first), "last": point(c.last),
                    "high": point(c.high), "low": point(c.low), "netRelativeChange": c.netRelativeChange.map(number) ?? NSNull(),
                    "moves": c.moves.map { m -> [String: Any] in
                        ["start": point(m.start), "end": point(m.end), "isRise": m.isRise,
                         "relativeChange": m.relativeChange.map(number) ?? NSNull()]
                    }]
        case .path(let p):
            return ["series": p.series, "first": point(p.first), "last": point(p.last), "high": point(p.high),
                    "low": point(p.low)]
        case .signRun(let r):
            return ["series": r.series, "count": r.count, "stretches": r.stretches.map { s -> [String: Any] in
                ["isBelow": s.isBelow, "start": point(s.start), "end": point(s.end), "length": s.length,
                 "reachesEnd": s.reachesEnd]
            }]
        case .groupReversal(let g):
            return ["series": g.series, "groupPearsons": g.groupPearsons.map(number), "pooledPearson": number(g.pooledPearson),
                    "pooledCount": g.pooledCount]
        case .pairedChange(let c):
            return ["first": c.first, "second": c.second, "secondIsLower": c.secondIsLower, "comparedCount": c.comparedCount,
                    "exceptions": c.exceptions.map { ["first": point($0.firstPoint), "second": point($0.secondPoint)] }]
        case .ranking(let r):
            var o: [String: Any] = ["order": Array(r.order.prefix(Self.listLimit)), "categoryCount": r.order.count,
                                    "gapFirstSecond": number(r.gapFirstSecond)]
            o["series"] = r.series
            o["ratioMaxMin"] = r.ratioMaxMin.map(number)
            o["leaderShare"] = r.leaderShare.map(number)
            o["isPartsOfWhole"] = r.isPartsOfWhole
            o["concentration"] = r.concentration.map { c -> [String: Any] in
                ["headCount": c.headCount, "categoryCount": c.categoryCount, "headShare": number(c.headShare),
                 "isLongTail": c.isLongTail]
            }
            o["values"] = r.order.prefix(Self.listLimit).map { number(r.values[$0]) }
            // The order as the axis names its categories (ids), beside the indices.
            o["categories"] = r.order.prefix(Self.listLimit).map { axes.x(Double($0)) }
            return o
        case .correlation(let c):
            var o: [String: Any] = ["series": c.series, "form": c.form.rawValue, "isPositive": c.isPositive,
                                    "pearson": number(c.pearson), "spearman": number(c.spearman),
                                    "slope": number(c.slope), "xStep": number(c.xStep),
                                    "changePerStep": number(c.changePerStep), "pValue": number(c.pValue),
                                    "pointCount": c.pointCount,
                                    "linearRSquared": number(c.linearRSquared),
                                    "quadraticRSquared": number(c.quadraticRSquared)]
            o["turningX"] = c.turningX.map(axes.x)
            o["model"] = c.model.rawValue
            o["bend"] = c.bend.rawValue
            o["levelsOffAbove"] = c.levelsOffAbove.map(axes.x)
            return o
        case .clusters(let c):
            return ["series": c.series, "bicGain": number(c.bicGain), "separation": number(c.separation),
                    "clusters": c.clusters.map { ["count": $0.count, "meanX": number($0.meanX), "meanY": number($0.meanY)] }]
        case .influence(let p):
            return ["series": p.series, "point": point(p.point), "cooksDistance": number(p.cooksDistance),
                    "leverage": number(p.leverage), "pearsonWith": number(p.pearsonWith),
                    "pearsonWithout": p.pearsonWithout.map(number) ?? NSNull(), "createsRelation": p.createsRelation]
        case .groups(let g):
            var o: [String: Any] = ["etaSquared": number(g.etaSquared), "pValue": number(g.pValue), "groups": g.groups.map { s -> [String: Any] in
                var o: [String: Any] = ["count": s.count, "meanX": number(s.meanX), "meanY": number(s.meanY)]
                switch s.key {
                case .series(let i): o["series"] = i
                case .category(let axisID, let index): o["axis"] = axisID; o["category"] = index
                }
                return o
            }]
            o["lead"] = g.lead.map { l -> [String: Any] in
                ["leader": l.leader, "others": l.others, "sharedCount": l.sharedCount, "topX": axes.x(l.topX),
                 "gapAtTop": number(l.gapAtTop), "smallestGap": number(l.smallestGap), "largestGap": number(l.largestGap)]
            }
            return o
        }
    }

    func point(_ p: PointRef) -> [String: Any] { axes.point(p) }

    /// The name of a say-at level in JSON.
    private func sayAt(_ level: SayAt) -> String {
        switch level {
        case .short: "short"
        case .standard: "standard"
        case .long: "long"
        case .dataOnly: "dataOnly"
        }
    }

    /// JSON has no NaN or infinity; those become null.
    func number(_ v: Double) -> Any { v.isFinite ? v : NSNull() }
}
