import ChartAnalysis

/// `finding.record`: a new high or low along time, and the record it beat.
struct RecordArguments: MessageArguments {
    var high: Bool
    var value: String
    var at: String
    var hasPrevious: Bool
    var previous: String?
    var previousAt: String?
}

/// `finding.drawdown`: the largest fall from a peak, its depth and whether the peak was regained.
struct DrawdownArguments: MessageArguments {
    /// Whether the peak was regained; `end` when the fall lasts to the series' last value (nothing to regain
    /// yet: no "the peak had not been regained by the end").
    enum Recovery: String, Encodable { case yes, no, end }

    var depth: String
    var hasPercent: Bool
    var percent: String?
    var peak: String
    var peakAt: String
    var peakX: String
    var trough: String
    var troughAt: String
    var troughX: String
    var recovered: Recovery
    var recoveryAt: String?
    /// A shape said before it falls from the same peak to the same trough: the drawdown adds only its depth
    /// and the recovery ("made up the fall from Jan 2008 …").
    var spanSaid: Bool
    /// A further fall beside the one said ("also fell 36% …"), never the largest.
    var further: Bool
    /// The further fall starts at the series' highest value ("also fell 74% from its high of 9.33 …").
    var peakIsHigh: Bool = false
}

/// `finding.steady`: a series that held one level (exactly, or near enough).
struct SteadyArguments: MessageArguments {
    var constant: Bool
    var level: String
    /// A near-steady level's lowest and highest points ("between 173.41 in 1935 and 174.73 in 1985").
    var hasRange: Bool = false
    var low: String?, lowAt: String?, high: String?, highAt: String?
}

extension FindingPhraser {
    func recordArguments(_ record: Record, _ precision: Precision) throws(NarrationError) -> RecordArguments {
        RecordArguments(high: record.isHigh, value: number(record.point.y, precision), at: try at(record.point.x),
                        hasPrevious: record.previous != nil, previous: record.previous.map { number($0.y, precision) },
                        previousAt: try record.previous.map { (p) throws(NarrationError) in try at(p.x) })
    }

    func drawdownArguments(_ d: Drawdown, of finding: Finding,
                           _ precision: Precision) throws(NarrationError) -> DrawdownArguments {
        let lastIndex = facts.chart.series[d.series].points.lastIndex { $0.y != nil }
        let findings = facts.insights.findings
        let own = findings.firstIndex(of: finding) ?? findings.count
        let spanSaid = findings.prefix(own).contains { f in
            guard case .shape(let shape) = f.detail, shape.series == d.series, !shape.isApproximate else { return false }
            return shape.segments.contains { $0.start.index == d.peak.index && $0.end.index == d.trough.index }
        }
        return DrawdownArguments(
            // A fall of percentages is in percentage points ("3.7 percentage points (17%)", not "3.7% (17%)").
            depth: try difference(d.depth, .about(step: y.aboutStep(for: d.depth))),
            hasPercent: d.relativeDepth != nil && facts.valuesAreRatioScale, percent: d.relativeDepth.map(percent),
            peak: number(d.peak.y, precision), peakAt: try at(d.peak.x), peakX: x.position(d.peak.x),
            trough: number(d.trough.y, precision), troughAt: try at(d.trough.x), troughX: x.position(d.trough.x),
            recovered: d.recovery != nil ? .yes : d.trough.index == lastIndex ? .end : .no,
            recoveryAt: try d.recovery.map { (r) throws(NarrationError) in try at(r.x) }, spanSaid: spanSaid,
            further: d.isFurther, peakIsHigh: d.isFurther && d.peakIsHighest)
    }

    func steadyArguments(_ steady: SteadyLevel, _ precision: Precision) throws(NarrationError) -> SteadyArguments {
        var a = SteadyArguments(constant: steady.isConstant,
                                level: steady.isConstant ? number(steady.level, precision)
                                                         : y.value(steady.level, precision == .brief ? .brief : .derived))
        if !steady.isConstant, let low = steady.low, let high = steady.high {
            a.hasRange = true
            a.low = number(low.y, precision)
            a.lowAt = try at(low.x)
            a.high = number(high.y, precision)
            a.highAt = try at(high.x)
        }
        return a
    }
}
