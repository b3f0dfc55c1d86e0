/// What one sentence of a finding states, in a form the audit can check against the raw points
/// (`ClaimAudit`): which series, which points or span, which values. A finding's claims are listed by
/// `FindingDetail.claims`, one exhaustive switch, so a new kind does not compile until it says what it claims.
package enum Claim: Sendable, Hashable {
    /// `point` is the highest (`high`) or lowest value of its series over the whole chart: "a record", "a high
    /// of", "its highest".
    case extreme(series: Int, point: PointRef, high: Bool)
    /// The series held around `value` from x `from` to x `to`: "held around 1,100 until 1898", "stayed close to".
    case level(series: Int, from: Double, to: Double, value: Double)
    /// The data at x are about `value`: "from about 20,000 in 2015". `window` says which of the data: those
    /// around x, those just before or after it (a level before and after a step), or a year around it (a
    /// level "season aside").
    case about(series: Int, x: Double, value: Double, window: AboutWindow)
    /// A summary of these moves (in x order): none passes over a counter-move larger than the audit allows.
    /// `pointByPoint`: the series is short and read point by point, where a smaller counter-move shows.
    /// `cycle`: a calendar season of that length (x units) is set aside, so the line is read a cycle wide.
    case course(series: Int, moves: [ClaimMove], pointByPoint: Bool, cycle: Double? = nil)
    /// The series shows no visible course: "varied between … with no clear trend or pattern".
    case noCourse(series: Int)
    /// `leader` changed the most (by the ratio of its last to its first value) among `entries`, each from its
    /// `from` point to its `to` point: "grew the most".
    case changedMost(leader: Int, entries: [SeriesGrowth])
    /// A statistic of the series measured on `count` of its `total` points: said over all of them unless
    /// `saysSubset`.
    case subset(series: Int, count: Int, total: Int, saysSubset: Bool)
    /// The categories at `xs` hold `share` (0…1) of the series' whole: of the sum of all its values, or of 100
    /// where the values are percentages (`ofHundred`): "59 % were Very or Somewhat important".
    case share(series: Int, xs: [Double], share: Double, ofHundred: Bool)
    /// At category x the series `to` is above (`rise`), below (`fall`) or within `within` of (`flat`) the series
    /// `from`: "Samsung fell from 2022 to 2023", "Japan barely changed".
    case change(from: Int, to: Int, x: Double, way: ChangeWay, within: Double)
    /// Of the categories `among`, x changed the most the way `way` (rise or fall) from series `from` to `to`, by
    /// the ratio where `relative`, else the amount: "Greece the most".
    case largestChange(from: Int, to: Int, x: Double, among: [Double], way: ChangeWay, relative: Bool)
    /// The series' x (or y) values span `decades` orders of magnitude: "across seven orders of magnitude".
    case decades(series: Int, alongX: Bool, decades: Int)
    /// `points` are the series' largest x (or y) values, in order, and lie apart from the rest by at least
    /// `gapShare` of the axis's range: "far from the rest, the two largest, Borneo and Sumatra".
    case largest(series: Int, alongX: Bool, points: [PointRef], gapShare: Double)
    /// `point` lies at least `ratio` times as far from the series' median as each of `others` (the rest of its
    /// run of unusual values): "−22.6 % on Oct 19, more than twice any other of a run of 4".
    case dominates(series: Int, point: PointRef, others: [PointRef], ratio: Double)
    /// The series fell from `peak` to `trough` with nothing higher or lower between them: "the largest fall,
    /// 3.3 (11 %), ran from 2017 to 2019" names the fall's own top and bottom.
    case fall(series: Int, peak: PointRef, trough: PointRef)
    /// The stretch `part` of the series' move carries at least `share` of it, the same way: "fell 99.99 % to 56
    /// in 2000, most of it from 1960 to 1970".
    case part(series: Int, move: ClaimMove, part: ClaimMove, share: Double)
    /// The step `step` of the series' move is its largest, the same way, and at least `overNext` times any other
    /// step of the move: "fell 10% from 71.4 in Bass 2 to a low of 64.0 in Soprano 2, the largest step from
    /// Tenor 1 to Alto 2".
    case largestStep(series: Int, move: ClaimMove, step: ClaimMove, overNext: Double)
    /// The steps of the move from `from` to `to` grow (`quickening`) or shrink: the mean step of its last third is
    /// at least `ratio` times that of its first third, or the reverse: "faster and faster". `inStretches`: a long
    /// move told as one segment, read in equal stretches of x (`VisibleCourse.longPaceHolds`), not step by step.
    case pace(series: Int, from: PointRef, to: PointRef, quickening: Bool, ratio: Double, inStretches: Bool = false)
    /// The move from `from` to `to` changes pace at `at`: every step (per unit of x) of its slow part is smaller
    /// than every step of its fast part, and the slow part's mean is at most `ratio` of the fast part's: "quickly
    /// until 35-39, then more slowly".
    case paceBreak(series: Int, from: PointRef, at: PointRef, to: PointRef, ratio: Double)
    /// The series rose and then fell back at least `count` times, each way by at least `size`: "rose and fell 8
    /// times".
    case swings(series: Int, count: Int, size: Double)
    /// The series' range is at least `ratio` times each of `others`': "swung far more widely than Consumption and
    /// Income".
    case spreadContrast(series: Int, others: [Int], ratio: Double)
    /// The series' whole range is at most `share` of `chartRange`, itself no wider than every series' values
    /// together: "nearly flat on this chart".
    case flatOnChart(series: Int, chartRange: Double, share: Double)
    /// The series moved within one spread before the point `split` and a spread at least `ratio` times as wide
    /// after it (or as narrow, below 1), each measured from the series' median: "calm until Oct 22, then swung".
    case spreadShift(series: Int, split: PointRef, ratio: Double)
    /// "Peaked each year in `high` and bottomed out in `low`": in most whole calendar years of the raw data the
    /// year's highest (lowest) point falls in that phase range or next to it.
    case seasonPhase(series: Int, period: SeasonalPeriod, high: PhaseRange, low: PhaseRange)

    /// The series the claim is about.
    package var series: Int {
        switch self {
        case .extreme(let s, _, _), .level(let s, _, _, _), .about(let s, _, _, _), .course(let s, _, _, _),
             .noCourse(let s), .subset(let s, _, _, _), .share(let s, _, _, _), .decades(let s, _, _), .largest(let s, _, _, _), .dominates(let s, _, _, _),
             .fall(let s, _, _), .part(let s, _, _, _), .largestStep(let s, _, _, _), .seasonPhase(let s, _, _, _), .pace(let s, _, _, _, _, _),
             .paceBreak(let s, _, _, _, _), .flatOnChart(let s, _, _), .spreadShift(let s, _, _), .swings(let s, _, _),
             .spreadContrast(let s, _, _): s
        case .changedMost(let leader, _): leader
        case .change(_, let to, _, _, _), .largestChange(_, let to, _, _, _, _): to
        }
    }

    /// The check that decides the claim.
    package var check: ClaimCheck {
        switch self {
        case .extreme: .extreme
        case .level: .level
        case .about: .about
        case .course: .course
        case .noCourse: .noCourse
        case .changedMost: .changedMost
        case .subset: .subset
        case .share: .share
        case .change: .change
        case .largestChange: .largestChange
        case .decades: .decades
        case .largest: .largest
        case .dominates: .dominates
        case .fall: .fall
        case .part: .part
        case .largestStep: .largestStep
        case .seasonPhase: .seasonPhase
        case .pace: .pace
        case .paceBreak: .paceBreak
        case .swings: .swings
        case .spreadContrast: .spreadContrast
        case .flatOnChart: .flatOnChart
        case .spreadShift: .spreadShift
        }
    }
}

/// The audit's checks, one per kind of claim (docs/findings.md, "The claim audit").
public enum ClaimCheck: String, Sendable, Hashable, CaseIterable, Comparable {
    /// A record, highest or lowest is the series' extreme over the whole chart.
    case extreme
    /// A level said to hold does hold: a line drawn with a wide pen stays within a band of it.
    case level
    /// A fitted "about V" is near the data there.
    case about
    /// A summary from one point to another hides no counter-move larger than a stated share of the range.
    case course
    /// "No clear trend or pattern" only where no course shows.
    case noCourse
    /// "Grew the most" is recomputed from the values.
    case changedMost
    /// A statistic over some of the points says so.
    case subset
    /// A share of the whole is the categories' values over the series' total, recomputed.
    case share
    /// A category said to rise, fall or barely change between two series does.
    case change
    /// "The most" of a change per category is recomputed.
    case largestChange
    /// "Across N orders of magnitude" is the span of the values, rounded.
    case decades
    /// The points named as the largest are, and lie apart from the rest.
    case largest
    /// A point said by itself dominates its run of unusual values.
    case dominates
    /// A fall said from a peak to a trough has no higher point or lower point between them.
    case fall
    /// "Most of it from A to B": the stretch carries the stated share of the move, the same way.
    case part
    /// "The largest step from A to B": that step is the move's largest, the stated times any other step of it.
    case largestStep
    /// "Peaked each year in June–August": the raw yearly highs and lows fall there in most whole years.
    case seasonPhase
    /// "Faster and faster": the last third's mean step is the stated times the first third's (or the reverse).
    case pace
    /// "Quickly until A, then more slowly": every step of the slow part is below every step of the fast part, the
    /// stated share of it on average.
    case paceBreak
    /// "Rose and fell 8 times": the raw values' zigzag at the stated size rises and falls back at least as often.
    case swings
    /// "Swung far more widely than …": the series' raw range is the stated times every other's.
    case spreadContrast
    /// "Nearly flat on this chart": the series spans at most the stated share of the chart's range.
    case flatOnChart
    /// "Calm, then swung widely": the spreads before and after the split, from the raw values, differ the stated way.
    case spreadShift
    /// Every visible event (a move of a series over `VisibleEvents.eventShare` of the plotted range) is said.
    case coverage

    /// Checks sort in declaration order.
    public static func < (a: ClaimCheck, b: ClaimCheck) -> Bool {
        allCases.firstIndex(of: a)! < allCases.firstIndex(of: b)!
    }
}

/// One rise or fall a sentence says: from one point to another, and which way.
package struct ClaimMove: Sendable, Hashable {
    /// Where the move starts.
    package var from: PointRef
    /// Where it ends.
    package var to: PointRef
    /// True for a rise.
    package var rise: Bool

    /// Creates a move.
    package init(from: PointRef, to: PointRef, rise: Bool) {
        self.from = from
        self.to = to
        self.rise = rise
    }

    /// The move between two points, rising when the second is higher.
    package init(_ from: PointRef, _ to: PointRef) {
        self.init(from: from, to: to, rise: to.y >= from.y)
    }
}

/// Which data an "about V at x" is read against.
package enum AboutWindow: Sendable, Hashable {
    /// The points around x (the wide pen's width, centred).
    case centred
    /// The points at and before x (the level before a step).
    case before
    /// The points at and after x (the level after a step).
    case after
    /// The points within half a cycle (in x units) of x: a level said with a calendar season aside.
    case cycle(Double)
}
