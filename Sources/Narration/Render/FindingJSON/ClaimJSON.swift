import ChartAnalysis

/// One claim of a finding's sentences as JSON, the evidence an auditor checks it by (docs/findings.md, "The
/// claim audit"): the check that decides it, the series, the points it names and the values it says.
struct ClaimJSON: Encodable {
    let check: String
    let series: Int
    /// The points the claim names (a record, the ends of each move said), in x order.
    let points: [JSONPoint]?
    /// A value the claim says ("about V", "held around V").
    let value: JSONNumber?
    /// The x span a level is said to hold over.
    let from: JSONXValue?
    let to: JSONXValue?
    /// A statistic's points: how many it was measured on, of how many; for `decades`, the orders of magnitude
    /// said. For `largest`, `value` is the least gap to the rest as a share of the axis's range.
    let count: Int?
    let total: Int?
    /// The categories a share is of.
    let categories: [JSONXValue]?
    /// The series a change per category is from (the claim's `series` is the one it is to).
    let against: Int?
    /// Which way a change per category is said to go: rise, fall or flat.
    let direction: String?

    init(_ claim: Claim, axes: JSONAxisValues) {
        check = claim.check.rawValue
        series = claim.series
        var points: [PointRef]?, value: Double?, from: Double?, to: Double?, count: Int?, total: Int?
        var categories: [Double]?, against: Int?, direction: ChangeWay?
        switch claim {
        case .extreme(_, let p, _): points = [p]
        case .level(_, let a, let b, let v): value = v; from = a.isFinite ? a : nil; to = b.isFinite ? b : nil
        case .about(_, let x, let v, _): value = v; from = x
        case .course(_, let moves, _, _): points = moves.isEmpty ? [] : [moves[0].from] + moves.map(\.to)
        case .noCourse: break
        case .changedMost(_, let entries): points = entries.flatMap { [$0.from, $0.to] }
        case .subset(_, let c, let t, _): count = c; total = t
        case .share(_, let xs, let share, _): categories = xs; value = share
        case .change(let a, _, let x, let way, _): against = a; from = x; direction = way
        case .largestChange(let a, _, let x, let among, let way, _): against = a; from = x; categories = among; direction = way
        // The orders of magnitude said; the giants named (the axis is the check's evidence in the finding).
        case .decades(_, _, let d): count = d
        case .largest(_, _, let p, let gap): points = p; value = gap
        case .dominates(_, let p, let others, let ratio): points = [p] + others; value = ratio
        case .fall(_, let peak, let trough): points = [peak, trough]
        // The move's ends around its part's; the share the part carries.
        case .part(_, let move, let part, let share): points = [move.from, part.from, part.to, move.to]; value = share
        // The move's ends around its largest step's; how many times any other step the largest is at least.
        case .largestStep(_, let move, let step, let overNext): points = [move.from, step.from, step.to, move.to]; value = overNext
        // The phases said, as indices from 0 (the first of the high range in `count`, of the low one in `total`).
        case .seasonPhase(_, _, let high, let low): count = high.first; total = low.first
        // The move's ends; the ratio of the thirds' mean steps said to hold.
        case .pace(_, let from, let to, _, let ratio, _): points = [from, to]; value = ratio
        // The move's ends around the break; the most the slow part's mean step is of the fast part's.
        case .paceBreak(_, let from, let at, let to, let ratio): points = [from, at, to]; value = ratio
        // The most the series' range may span: the stated share of the chart's range.
        case .flatOnChart(_, let chartRange, let share): value = share * chartRange
        // The first point after the split; the ratio of spreads said to hold at least (below 1: as narrow).
        case .spreadShift(_, let split, let ratio): points = [split]; value = ratio
        // The times it rose and fell back; the least rise and fall counted.
        case .swings(_, let c, let size): count = c; value = size
        // The others compared against (as categories' places: series indices); the least ratio of ranges said.
        case .spreadContrast(_, let others, let ratio): against = others.first; count = others.count; value = ratio
        }
        self.categories = categories.map { $0.map(axes.xValue) }
        self.against = against
        self.direction = direction?.rawValue
        self.points = points.map { $0.map(axes.pointValue) }
        self.value = value.map(JSONNumber.init)
        self.from = from.map(axes.xValue)
        self.to = to.map(axes.xValue)
        self.count = count
        self.total = total
    }
}

/// The claim audit of one chart as JSON: how many findings of each kind the detectors proposed, how many the
/// audit re-stated or stopped, and each failed check.
struct AuditJSON: Encodable {
    struct Failure: Encodable {
        let kind: String?
        let check: String
        let series: Int
        let restated: Bool
    }

    let proposed: [String: Int]
    let restated: [String: Int]
    let stopped: [String: Int]
    let replaced: [String: Int]
    let failures: [Failure]

    init(_ report: AuditReport) {
        func names(_ counts: [FindingKind: Int]) -> [String: Int] {
            Dictionary(uniqueKeysWithValues: counts.map { ($0.key.rawValue, $0.value) })
        }
        proposed = names(report.proposed)
        restated = names(report.restated)
        stopped = names(report.stopped)
        replaced = names(report.replaced)
        failures = report.failures.map { Failure(kind: $0.kind?.rawValue, check: $0.check.rawValue, series: $0.series, restated: $0.restated) }
    }
}
