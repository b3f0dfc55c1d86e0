import ChartAnalysis

/// `finding.overtake`: one series passing another and whether it stayed ahead.
struct OvertakeArguments: MessageArguments {
    var leader: String
    var other: String
    var at: String
    var x: String
    var leaderValue: String
    var otherValue: String
    var holds: Bool
    var changes: Int
    /// A spell ahead that ended: where the other moved back above, with both values.
    var back: Bool = false
    var backAt: String = ""
    var backLeaderValue: String = ""
    var backOtherValue: String = ""
}

/// `finding.tracking`: two series that moved together, how far apart and where furthest.
struct TrackingArguments: MessageArguments {
    var first: String
    var second: String
    var difference: String
    var hasPercent: Bool
    var percent: String
    var at: String
    var firstValue: String
    var secondValue: String
}

/// `finding.growth`: the series that grew (or shrank) the most, by what factor, and the slowest.
struct GrowthArguments: MessageArguments {
    var leader: String
    var fromValue: String
    var fromAt: String
    var toValue: String
    var toAt: String
    var ratio: String
    var grew: Bool
    var manyTimes: Bool
    var percent: String
    var hasSlowest: Bool
    var slowest: String?
    var slowestRatio: String?
}

/// `finding.shares`: the largest share of the whole, and the series whose share moved the most.
struct SharesArguments: MessageArguments {
    var leader: String
    var share: String
    var hasMover: Bool
    var mover: String?
    var moverFrom: String?
    var moverTo: String?
    var direction: UpOrDown?
    var fromAt: String
    var toAt: String
}

/// `finding.threshold`: a series mostly above (or below) a reference line.
struct ThresholdArguments: MessageArguments {
    var name: String
    var reference: String
    var level: String
    var mostlyAbove: Bool
    var count: Int
    var total: Int
    var pointUnit: String
}

/// `finding.pairedChange`: every category's second value above (below) its first, with the exceptions.
struct PairedChangeArguments: MessageArguments {
    var firstName: String
    var secondName: String
    var lower: Bool
    /// The exceptions' `finding.pairedChange.item`s, as a list.
    var exceptions: String
    var exceptionNames: String
    var exceptionCount: Int
}

/// `finding.pairedChange.item`: one exception.
struct PairedChangeItem: MessageArguments {
    var category: String
    var firstValue: String
    var secondValue: String
}

/// `finding.commonMove`: most series rising (falling) together over one stretch, and their total.
struct CommonMoveArguments: MessageArguments {
    var count: Int
    var seriesCount: Int
    var all: Bool
    var others: String
    var rising: Bool
    var fromX: String
    var toX: String
    var hasTotal: Bool
    var totalFrom: String?
    var totalTo: String?
}

extension FindingPhraser {
    func overtakeArguments(_ o: Overtake, _ precision: Precision) throws(NarrationError) -> OvertakeArguments {
        var a = OvertakeArguments(leader: facts.seriesName(o.leader), other: facts.seriesName(o.other),
                                  at: try at(o.leaderPoint.x), x: x.position(o.leaderPoint.x),
                                  leaderValue: number(o.leaderPoint.y, precision),
                                  otherValue: y.later(o.otherPoint.y, precision == .brief ? .brief : .exact),
                                  holds: o.holdsToEnd, changes: o.orderChanges)
        if let l = o.backLeaderPoint, let r = o.backOtherPoint {
            a.back = true
            a.backAt = try at(l.x)
            a.backLeaderValue = y.later(l.y, precision == .brief ? .brief : .exact)
            a.backOtherValue = y.later(r.y, precision == .brief ? .brief : .exact)
            a.changes = 0
        }
        return a
    }

    func trackingArguments(_ t: Tracking, _ precision: Precision) throws(NarrationError) -> TrackingArguments {
        TrackingArguments(
            first: facts.seriesName(t.first), second: facts.seriesName(t.second),
            difference: try difference(t.meanAbsoluteDifference, .about(step: y.aboutStep(for: t.meanAbsoluteDifference))),
            hasPercent: t.relativeDifference != nil, percent: t.relativeDifference.map(percent) ?? "",
            at: try at(t.largestDifferenceFirst.x), firstValue: number(t.largestDifferenceFirst.y, precision),
            secondValue: y.later(t.largestDifferenceSecond.y, precision == .brief ? .brief : .exact))
    }

    func growthArguments(_ g: GrowthComparison, _ precision: Precision) throws(NarrationError) -> GrowthArguments? {
        guard let top = g.entries.first else { return nil }
        let slowest = g.entries.count > 1 ? g.entries.last : nil
        return GrowthArguments(
            leader: facts.seriesName(top.series), fromValue: number(top.from.y, precision), fromAt: try at(top.from.x),
            toValue: number(top.to.y, precision), toAt: try at(top.to.x), ratio: ratio(top.ratio),
            grew: top.ratio >= 1, manyTimes: top.ratio >= 2, percent: percent(abs(top.ratio - 1)),
            hasSlowest: slowest != nil, slowest: slowest.map { facts.seriesName($0.series) },
            slowestRatio: slowest.map { ratio($0.ratio) })
    }

    func sharesArguments(_ shares: ShareShift) throws(NarrationError) -> SharesArguments? {
        guard let top = shares.entries.first else { return nil }
        let mover = shares.largestMover.flatMap { m in shares.entries.first { $0.series == m } }
        return SharesArguments(
            leader: facts.seriesName(top.series), share: percent(top.overallShare), hasMover: mover != nil,
            mover: mover.map { facts.seriesName($0.series) }, moverFrom: mover.map { percent($0.startShare) },
            moverTo: mover.map { percent($0.endShare) },
            direction: mover.map { $0.endShare >= $0.startShare ? .up : .down },
            fromAt: try at(shares.startX), toAt: try at(shares.endX))
    }

    func thresholdArguments(_ t: ThresholdComparison, _ precision: Precision) -> ThresholdArguments {
        ThresholdArguments(name: facts.seriesName(t.series), reference: facts.seriesName(t.reference),
                           level: number(t.level, precision), mostlyAbove: t.above > t.below,
                           count: t.above > t.below ? t.above : t.below, total: t.total, pointUnit: facts.pointUnit)
    }

    func pairedChangeArguments(_ c: PairedChange, _ precision: Precision) throws(NarrationError) -> PairedChangeArguments {
        var items: [String] = []
        for e in c.exceptions {
            let item = PairedChangeItem(category: x.position(e.secondPoint.x), firstValue: number(e.firstPoint.y, precision),
                                        secondValue: number(e.secondPoint.y, precision))
            items.append(try renderer.render("finding.pairedChange.item", item.messageArguments))
        }
        return PairedChangeArguments(
            firstName: facts.seriesName(c.first), secondName: facts.seriesName(c.second), lower: c.secondIsLower,
            exceptions: renderer.list(items), exceptionNames: renderer.list(c.exceptions.map { x.position($0.secondPoint.x) }),
            exceptionCount: c.exceptions.count)
    }

    func commonMoveArguments(_ c: CommonMove) -> CommonMoveArguments {
        let others = facts.chart.series.indices.filter { !c.series.contains($0) }
        var a = CommonMoveArguments(
            count: c.series.count, seriesCount: c.seriesCount, all: c.series.count == c.seriesCount,
            others: renderer.list(others.map(facts.seriesName)), rising: c.isRising,
            fromX: x.position(c.fromX), toX: x.position(c.toX), hasTotal: c.totalFrom != nil && c.totalTo != nil)
        if let from = c.totalFrom, let to = c.totalTo {
            let step = y.aboutStep(for: abs(to - from))
            a.totalFrom = y.later(from, .about(step: step))
            a.totalTo = y.value(to, .about(step: step))
        }
        return a
    }
}
