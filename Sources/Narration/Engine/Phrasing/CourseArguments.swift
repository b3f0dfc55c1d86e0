import ChartAnalysis

/// `finding.course`: the moves of a course a reader sees, each with its change, and the one-sentence summary
/// the short description says (`VisibleCourse.summary`). Every value is a data point.
struct CourseArguments: MessageArguments {
    /// The moves' `finding.course.move` clauses, joined.
    var clauses: String
    /// A course of one move that goes the same way at every step says so in the long description too, as the
    /// short does ("rose … to a high of 94.2% in 40+ years, up at every step").
    var everyInLong: Bool = false
    /// The net change from the first point to the last (`VisibleCourse.saysNetInAll`): "; in all it rose 1,064-fold".
    var inAll: Bool = false
    var inAllRise: Bool = false
    var inAllChange: String?
    var summary: String
    /// The summary's move: whether it rose, its change and its ends.
    var rise: Bool
    var change: String
    var from: String
    var fromAt: String
    var to: String
    var toAt: String
    var toX: String
    /// A peak's (low's) summary goes on to the move that leaves it when it takes back most of the range
    /// (`VisibleCourse.summaryReturn`): where that move ends.
    var after: Bool
    var afterTo: String?
    var afterToAt: String?
    /// The move after a peak (low) ends on the series' low (high): "then rose to a high of 46,788 in 1988".
    var afterExtreme: Bool
    /// A net rise's (fall's) summary goes first to the high (low) inside the chart that the end lies well below
    /// (above) (`VisibleCourse.summaryTurn`): `to` is that extreme, and `after` the end.
    var turn: Bool
    /// The summary's end is the series' high (low) for a rise (fall): "to a high of 81.0 in 2012", also where
    /// it is the last point.
    var toExtreme: Bool
    /// Read point by point, the steps against a net rise (fall) (`VisibleCourse.namedAgainstSteps`): "every" when
    /// there are none, "only" when there are one or two (named in `exceptAt`), else "other".
    var steps: String
    var exceptAt: String?
    var pointUnit: String
    /// A net rise's (fall's) summary names the largest move against it when that spans most of the range
    /// (`VisibleCourse.summaryInterruption`): which way, its change and where it ran.
    var against: Bool
    var againstRise: Bool
    var againstChange: String?
    var againstFrom: String?
    var againstTo: String?
    /// A course that rose and fell by turns (`VisibleCourse.Summary.swung`): its low, its high and its end.
    var low: String = ""
    var lowAt: String = ""
    var high: String = ""
    var highAt: String = ""
    var last: String = ""
    var lastAt: String = ""
    /// How many times it rose and fell back (`VisibleCourse.swings`), 0 where not counted: "rose and fell 9 times".
    var swings: Int = 0
    /// One move up (down) at every step whose steps grow or shrink (`VisibleCourse.pace`): "quickening",
    /// "slowing"; whose steps change pace once (`VisibleCourse.paceBreak`): "slowThenFast", "fastThenSlow", at
    /// `paceAt`; or "none".
    var pace: String = "none"
    var paceAt: String = ""
    /// Where the last point is the low or the high itself ("low", "high", else "other"): its end is not said again.
    var lastIs: String = "other"
    /// Nearly flat on the chart beside the other series (`VisibleCourse.flatOnChart`): told by its band, `low` to
    /// `high`, not by its moves.
    var flat: Bool = false
}

/// `finding.course.move`: one move.
struct CourseMove: MessageArguments {
    /// Whether the move ends on the series' high or low.
    enum Extreme: String, Encodable { case high, low, none }

    var position: ClausePosition
    var rise: Bool
    var change: String
    /// The start's value, said with the first move only.
    var from: String
    /// Read with a pen, the first move starts at the series' high or low: "fell 42% from a high of 306.10 on Dec
    /// 5, 1975" (the yen per dollar). Point by point every point is seen, and the start of a short rise being its
    /// low goes without saying.
    var fromExtreme: Extreme
    var fromAt: String
    var to: String
    var toAt: String
    var extreme: Extreme
    var xKind: String
    /// The few steps that carry most of the move (`VisibleCourse.Move.steepPart`): "most of it from 1960 to 1970".
    var part: Bool
    var partFrom: String?
    var partTo: String?
    /// The one step that stands out (`VisibleCourse.Move.largestStep`): "the largest step from Tenor 1 to Alto 2";
    /// `all` where it is the whole series' largest (`largestStepIsSeries`), `yes` the move's, `other` none.
    enum Step: String, Encodable { case all, yes, other }
    var step: Step
    var stepFrom: String?
    var stepTo: String?
    /// The step's two values, said with it: "the largest step from 0 to 1 (24.2 to 16.8)".
    var stepFromValue: String?
    var stepToValue: String?
    /// The only steps against the move (`VisibleCourse.Move.onlyAgainstAt`): "dipping only in 1985".
    var dips: Bool
    var dipsAt: String?
    /// Where the move passes the start of the move before it (`VisibleCourse.Move.regainsAt`): "back above the
    /// 1990 level by 2000".
    var regains: Bool
    var regainFrom: String?
    var regainAt: String?
    /// The last move ends short of an earlier high (above an earlier low) it came back near
    /// (`VisibleCourse.endShortOf`): "then rose 2.4-fold to 162 in 1990, still below the high of 173 in 1960".
    var shortOf: Extreme
    /// The series' last value after the last move (`VisibleCourse.endAfterLastMove`): "ending at 2.06% in Dec 2002".
    var ends: Bool = false
    var endValue: String?
    var endAt: String?
    var shortOfValue: String?
    var shortOfAt: String?
}

/// `finding.course.levelTurn`: where a level visibly turns inside ("dipping to 11.94 in 1985").
struct CourseLevelTurn: MessageArguments {
    /// A dip (the series rises from first to last), else a peak.
    var dip: Bool
    var value: String
    var at: String
}

/// `finding.course.change`: a change as an amount, a percentage, or a factor ("rose 76%", "fell by 3.2 million",
/// "rose 4.5-fold").
struct CourseChange: MessageArguments {
    enum Kind: String, Encodable { case amount, percent, factor }

    var kind: Kind
    var amount: String
    var factor: String?
    var percent: String?
}

extension FindingPhraser {
    func courseArguments(_ c: VisibleCourse, _ precision: Precision) throws(NarrationError) -> CourseArguments {
        // The unit is said with the first number of a sentence only ("from 35.36 billion kilowatt-hours in 2001
        // to a high of 42.75 billion in 2010").
        var saidUnit = false
        func value(_ v: Double) -> String {
            defer { saidUnit = true }
            return saidUnit ? y.later(v, precision == .brief ? .brief : .exact) : number(v, precision)
        }
        func change(_ from: PointRef, _ to: PointRef, _ relative: Double?) throws(NarrationError) -> String {
            let style: AxisFormatter.NumberStyle = precision == .brief ? .brief : .derived
            let amount = abs(to.y - from.y)
            // Of percentages always in percentage points ("rose by 27 percentage points"), being no unit said once.
            let said = y.isPercent || !saidUnit ? try difference(amount, style) : y.number(amount, style)
            var b = CourseChange(kind: .amount, amount: said)
            if relative == nil { saidUnit = true }
            if let r = relative {
                // Doubling or more reads as a factor ("4.5-fold"); falls and smaller rises as a percentage.
                if r >= 1 { b.kind = .factor; b.factor = ratio(r + 1) } else { b.kind = .percent; b.percent = percent(abs(r)) }
            }
            return try renderer.render("finding.course.change", b.messageArguments)
        }
        var clauses: [String] = []
        // A level before the first move or after the last is said as a shape's level is ("held around 300 until
        // 2024"), with the data's median there.
        let place = ShapePlace(x: x, facts: facts, segments: c.asShape.segments)
        // The level is the median of its points, said to the step of the course's largest move ("around 300").
        let aboutStep = y.aboutStep(for: abs(c.largestMove.change))
        let separator = (try? renderer.render("text.clauseSeparator", [:])) ?? ", "
        func held(_ level: VisibleCourse.Level, first: Bool) throws(NarrationError) -> String {
            let said = saidUnit ? y.later(level.value, .about(step: aboutStep)) : y.value(level.value, .about(step: aboutStep))
            saidUnit = true
            let h = ShapeClause(position: first ? .first : .next, direction: SegmentDirection.flat.rawValue, about: false,
                                from: said, fromAt: try place.at(level.start.x), fromX: place.position(level.start.x),
                                to: said, toAt: try place.at(level.end.x), toX: place.position(level.end.x), record: false,
                                xKind: facts.chart.xAxis.kind.rawValue, xGranularity: place.granularity, creeps: level.creeps)
            let clause = try renderer.render("finding.shape.clause", h.messageArguments)
            guard let turn = level.turn else { return clause }
            let t = CourseLevelTurn(dip: c.last.y > c.first.y, value: y.later(turn.y, precision == .brief ? .brief : .exact),
                                    at: try at(turn.x))
            return clause + separator + (try renderer.render("finding.course.levelTurn", t.messageArguments))
        }
        // Moves and levels in x order; the last of several is said with "then".
        enum Item { case move(VisibleCourse.Move), level(VisibleCourse.Level) }
        let items = (c.moves.map { (index: $0.start.index, item: Item.move($0)) } + c.levels.map { (index: $0.start.index, item: Item.level($0)) })
            .sorted { $0.index < $1.index }.map(\.item)
        for (k, item) in items.enumerated() {
            let clause: String
            switch item {
            case .level(let level):
                clause = try held(level, first: k == 0)
            case .move(let move):
                let shortOf = k == items.count - 1 && move.end == c.last ? c.endShortOf : nil
                // Said in the message's order: the change, then the values.
                let said = try change(move.start, move.end, move.relativeChange)
                let m = CourseMove(
                    position: ClausePosition(k), rise: move.isRise, change: said,
                    from: k == 0 ? value(move.start.y) : "",
                    fromExtreme: k > 0 || c.isPointByPoint ? .none : move.start == c.high ? .high : move.start == c.low ? .low : .none,
                    fromAt: try at(move.start.x),
                    to: value(move.end.y), toAt: try at(move.end.x),
                    extreme: move.end == c.high ? .high : move.end == c.low ? .low : .none,
                    xKind: facts.chart.xAxis.kind.rawValue, part: move.steepPart != nil,
                    partFrom: move.steepPart.map { x.position($0.start.x) }, partTo: move.steepPart.map { x.position($0.end.x) },
                    step: move.largestStep == nil ? .other : move.largestStepIsSeries ? .all : .yes,
                    stepFrom: move.largestStep.map { x.position($0.start.x) }, stepTo: move.largestStep.map { x.position($0.end.x) },
                    stepFromValue: move.largestStep.map { y.later($0.start.y, precision == .brief ? .brief : .exact) },
                    stepToValue: move.largestStep.map { y.later($0.end.y, precision == .brief ? .brief : .exact) },
                    dips: !move.onlyAgainstAt.isEmpty,
                    dipsAt: move.onlyAgainstAt.isEmpty ? nil : renderer.list(try move.onlyAgainstAt.map { (p) throws(NarrationError) in try at(p.x) }),
                    regains: move.regainsAt != nil, regainFrom: move.regained.map { x.position($0.x) },
                    regainAt: move.regainsAt.map { x.position($0.x) },
                    shortOf: shortOf.map { $0 == c.high ? .high : .low } ?? .none,
                    shortOfValue: shortOf.map { y.later($0.y, precision == .brief ? .brief : .exact) },
                    shortOfAt: try shortOf.map { (p) throws(NarrationError) in try at(p.x) })
                var told = m
                if k == items.count - 1, let end = c.endAfterLastMove, move.end.index < end.index {
                    told.ends = true
                    told.endValue = value(end.y)
                    told.endAt = try at(end.x)
                }
                clause = try renderer.render("finding.course.move", told.messageArguments)
            }
            let isLast = k == items.count - 1
            clauses.append(isLast && k > 0 ? try renderer.render("finding.shape.then", ["clause": .string(clause)]) : clause)
        }
        let summary = c.summary
        let turn = c.summaryTurn
        let move = c.summaryMove
        let (from, to, relative) = (move.start, move.end, move.relativeChange)
        saidUnit = false
        let said = try change(from, to, relative)
        let back = c.summaryReturn
        let interruption = c.summaryInterruption
        let againstChange = try interruption.map { m throws(NarrationError) in try change(m.start, m.end, m.relativeChange) }
        let named = c.namedAgainstSteps
        let exceptAt = try named.flatMap { steps throws(NarrationError) -> String? in
            steps.isEmpty ? nil : renderer.list(try steps.map { (m) throws(NarrationError) in try at(m.end.x) })
        }
        // "up every year" with no turn only (before a peak it would read as if the rise went on to the end), and
        // with no value missing (a missing month is no step seen).
        let complete = facts.insights.series.indices.contains(c.series) && facts.insights.series[c.series].missingCount == 0
        let steps = named.map { $0.isEmpty ? (turn == nil && complete && c.changesAtEveryStep ? "every" : "other") : (complete ? "only" : "other") } ?? "other"
        var arguments = CourseArguments(clauses: clauses.joined(separator: separator), summary: summary.rawValue,
                               rise: to.y > from.y, change: said, from: value(from.y), fromAt: try at(from.x),
                               to: value(to.y), toAt: try at(to.x), toX: x.position(to.x),
                               after: back != nil, afterTo: back.map { value($0.end.y) },
                               afterToAt: try back.map { m throws(NarrationError) in try at(m.end.x) },
                               afterExtreme: back.map { $0.end == ($0.isRise ? c.high : c.low) } ?? false,
                               turn: turn != nil, toExtreme: turn != nil || to == (to.y > from.y ? c.high : c.low), steps: steps, exceptAt: exceptAt, pointUnit: facts.stepUnit(series: c.series),
                               against: interruption != nil, againstRise: interruption?.isRise ?? false,
                               againstChange: againstChange, againstFrom: interruption.map { x.position($0.start.x) },
                               againstTo: interruption.map { x.position($0.end.x) })
        // A course told in parts that still goes one way at every step (its levels the moves levelling off, none
        // held flat) says so once at the end: "…, levelled off around 33 until 2001, then rose 32% to 45 in 2012,
        // up at every step".
        arguments.everyInLong = complete && turn == nil && c.changesAtEveryStep && c.moves.allSatisfy { $0.isRise == c.moves[0].isRise } && c.levels.allSatisfy(\.creeps)
        if steps == "every", c.moves.count == 1, let pace = c.pace { arguments.pace = pace.rawValue }
        if steps == "every", c.moves.count == 1, c.pace == nil, let paceBreak = c.paceBreak {
            arguments.pace = paceBreak.slowFirst ? "slowThenFast" : "fastThenSlow"
            arguments.paceAt = x.position(paceBreak.at.x)
        }
        arguments.flat = c.isFlatOnChart
        if c.saysNetInAll {
            saidUnit = true
            arguments.inAll = true
            arguments.inAllRise = c.last.y > c.first.y
            arguments.inAllChange = try change(c.first, c.last, c.netRelativeChange)
        }
        if summary == .swung || c.isFlatOnChart {
            (arguments.low, arguments.lowAt) = (value(c.low.y), try at(c.low.x))
            (arguments.high, arguments.highAt) = (value(c.high.y), try at(c.high.x))
            (arguments.last, arguments.lastAt) = (value(c.last.y), try at(c.last.x))
            arguments.lastIs = c.last == c.low ? "low" : c.last == c.high ? "high" : "other"
            arguments.swings = c.swings ?? 0
        }
        return arguments
    }
}
