import ChartModel
@testable import ChartAnalysis
@testable import Narration

/// What the narration of one planted chart said, judged against the planted truth: whether the short and the
/// long description say the event, and every false claim in them.
///
/// Decided from the typed output, not from words: the findings the short and long templates rendered (their
/// blocks' scope), each finding's points as its sentence says them (`saidPoints`), its claims re-checked with
/// `ClaimAudit.holds`, and the series facts. Only the "no clear trend" and "record" checks also read the English
/// text, to catch a sentence the typed output would not show.
struct PlantedVerdict: Sendable {
    var saidInShort: Bool
    var saidInLong: Bool
    /// Each false claim, named ("audit: course of series 0", "record at a near-record end", …).
    var falseClaims: [String]
    /// Findings the claim audit stopped while analysing the chart (`ChartInsights.audit`).
    var auditStops: Int
    var short: String
    var long: String

    /// The narrator every verdict uses: English, default options.
    static let narrator = try! Narrator(language: "en")

    /// Narrates `planted` (the short and long templates, as `Narrator.narrate` renders them) and judges it.
    init(_ planted: PlantedChart) throws {
        let narrator = Self.narrator
        let facts = try narrator.facts(for: planted.chart, index: 0, documentLanguage: nil)
        let shortBlocks = try narrator.render("short", facts)
        let longBlocks = try narrator.render("long", facts)
        short = narrator.joined(shortBlocks)
        long = narrator.paragraphs(longBlocks).joined(separator: "\n")
        let narrated = facts.narratedFindings
        let inShort = Set(shortBlocks.compactMap(\.scope.finding)).sorted().map { narrated[$0] }
        let inLong = Set(longBlocks.filter { $0.paragraph == "findings" }.compactMap(\.scope.finding)).sorted().map { narrated[$0] }

        saidInShort = inShort.contains { Self.says(planted, $0, brief: true) }
        saidInLong = inLong.contains { Self.says(planted, $0, brief: false) }
        auditStops = facts.insights.audit.stoppedCount

        // The audit's own checks, re-run on every finding the final text says (and those its sentence folds in).
        let lines = ClaimAudit.Lines(samples: planted.chart.series.map(Sample.init))
        let counts = { (s: Int) in facts.insights.series.indices.contains(s) ? facts.insights.series[s].validCount : 0 }
        var falseClaims: [String] = []
        var said = inLong
        for f in inShort where !said.contains(where: { $0.finding == f.finding }) { said.append(f) }
        for f in said {
            let claims = f.claims + f.alsoCovers.flatMap { $0.detail.claims(pointCount: counts) }
            for claim in claims where !ClaimAudit.holds(claim, lines) {
                falseClaims.append("audit: \(claim.check.rawValue) of \(f.finding.kind.rawValue), series \(claim.series)")
            }
        }
        // What only the planted truth can judge.
        if planted.event == .nearRecordAtEnd {
            let last = planted.count - 1
            for f in said where Self.saidPoints(f, brief: false).contains(where: { $0.series == planted.series && $0.index == last && $0.isHigh == true })
                || (f.finding.series.contains(planted.series) && f.finding.series.count == 1 && f.text.contains("record")) {
                falseClaims.append("record at a near-record end (\(f.finding.kind.rawValue))")
            }
        }
        // The short's "no clear trend" is said of the first series only.
        if planted.courses.contains(0), short.contains("no clear trend") {
            falseClaims.append("no clear trend on a planted course")
        }
        // A ranking ("2019 led") reads a course as a league table. Bars over ordered categories (age bands, seasons)
        // may be ranked; a series along time may not.
        if planted.chart.xIsTime {
            for f in said where f.finding.kind == .ranking { falseClaims.append("ranking on a time series") }
        }
        self.falseClaims = falseClaims
    }

    // MARK: What a sentence says

    /// A point of a series a sentence names; `isHigh` when it names it as a high or record (false: a low).
    struct SaidPoint: Hashable {
        var series: Int
        var index: Int
        var isHigh: Bool?
    }

    /// Whether the finding's sentence says the planted event.
    static func says(_ planted: PlantedChart, _ f: NarratedFinding, brief: Bool) -> Bool {
        let e = planted.series
        let points = saidPoints(f, brief: brief)
        switch planted.event {
        case .overtake:
            let pair = Set([e, planted.rival!])
            let xs = planted.chart.series[e].points.map(\.x)
            return ([f.finding] + f.alsoCovers).contains { finding in
                switch finding.detail {
                case .overtake(let o) where Set([o.leader, o.other]) == pair:
                    return abs(o.leaderPoint.index - planted.at[0]) <= planted.tolerance
                case .splitLead(let split) where Set(split.series) == pair:
                    // "A was higher at P1 and P2; B was higher at P3 and P4": the change of the one above.
                    return zip(split.leads, split.leads.dropFirst()).contains { a, b in
                        guard a.leader != b.leader, let k = xs.firstIndex(of: b.x) else { return false }
                        return abs(k - planted.at[0]) <= planted.tolerance
                    }
                default:
                    return false
                }
            }
        case .recordAtEnd:
            return points.contains { $0.series == e && $0.index == planted.at[0] && $0.isHigh == true }
        default:
            let ys = planted.ys
            guard let lo = ys.min(), let hi = ys.max() else { return false }
            let near = points.contains { p in
                guard p.series == e, let truth = planted.at.min(by: { abs($0 - p.index) < abs($1 - p.index) }) else { return false }
                // Near the planted place, and at about its height: a low said beside a peak is not the peak.
                return abs(truth - p.index) <= planted.tolerance && abs(ys[p.index] - ys[truth]) <= 0.25 * (hi - lo)
            }
            guard !near, let flat = planted.flat else { return near }
            return saidLevels(f).contains { span in
                span.series == e && span.range.clamped(to: flat).count * 2 >= flat.count
            }
        }
    }

    /// The points a finding's sentence names, with their series (and those of the findings it folds in).
    static func saidPoints(_ f: NarratedFinding, brief: Bool) -> [SaidPoint] {
        ([f.finding] + f.alsoCovers).flatMap { points($0, brief: brief) }
    }

    private static func points(_ f: Finding, brief: Bool) -> [SaidPoint] {
        func p(_ s: Int, _ r: PointRef, high: Bool? = nil) -> SaidPoint { SaidPoint(series: s, index: r.index, isHigh: high) }
        var out = f.landmarks.map { p($0.series, $0.point) }
        switch f.detail {
        case .shape(let shape):
            out += shape.segments.flatMap { [p(shape.series, $0.start), p(shape.series, $0.end)] }
            if shape.endsAtRecordHigh, let end = shape.segments.last?.end { out.append(p(shape.series, end, high: true)) }
        case .course(let c):
            // The long sentence says every move; the short one its summary (what its claims check).
            if brief, !c.saysEveryMove {
                for claim in c.claims(pointByPoint: c.isPointByPoint) {
                    if case .course(_, let moves, _, _) = claim { out += moves.flatMap { [p(c.series, $0.from), p(c.series, $0.to)] } }
                }
                out += (c.namedAgainstSteps ?? []).map { p(c.series, $0.end) }
            } else {
                out += c.moves.flatMap { [p(c.series, $0.start), p(c.series, $0.end)] }
            }
            out = out.map { q in
                var q = q
                if q.series == c.series, q.index == c.high.index, q.index != c.first.index { q.isHigh = true }
                if q.series == c.series, q.index == c.low.index, q.index != c.first.index { q.isHigh = false }
                return q
            }
        case .record(let r):
            out.append(p(r.series, r.point, high: r.isHigh))
        case .drawdown(let d):
            out += [p(d.series, d.peak), p(d.series, d.trough)] + (d.recovery.map { [p(d.series, $0)] } ?? [])
        case .levelShift(let l):
            out += [p(l.series, l.before), p(l.series, l.after)]
        case .outliers(let o):
            out += o.groups.flatMap { $0.points.map { p(o.series, $0) } }
        case .overtake(let o):
            out += [p(o.leader, o.leaderPoint), p(o.other, o.otherPoint)]
        case .growth(let gr):
            out += gr.entries.flatMap { [p($0.series, $0.from), p($0.series, $0.to)] }
        case .influence(let i):
            out.append(p(i.series, i.point))
        case .correlation(let r):
            out += r.leftOut.map { p(r.series, $0) }
        case .sharedExtreme(let x):
            out += zip(x.series, x.points).map { p($0, $1, high: x.isHigh) }
        default:
            break
        }
        return out
    }

    /// A level a sentence says holds over a stretch of a series.
    struct SaidLevel: Hashable {
        var series: Int
        var range: ClosedRange<Int>
    }

    /// The levels a finding's sentence says: flat segments of a shape, a steady series, a step's two levels.
    static func saidLevels(_ f: NarratedFinding) -> [SaidLevel] {
        ([f.finding] + f.alsoCovers).flatMap { finding -> [SaidLevel] in
            switch finding.detail {
            case .shape(let shape):
                shape.segments.filter { $0.direction == .flat }.map { SaidLevel(series: shape.series, range: $0.start.index...$0.end.index) }
            default:
                []
            }
        }
    }
}
