/// The course a reader sees in one series: the line a person would draw through the chart with a thick pen,
/// as at most five rises and falls, each a sizeable share of the plotted range. See `VisibleCourseFinder`.
///
/// This is a description of the data shown, not a claim of regularity: a random walk that rose 76 % rose
/// 76 %, and is said to. It says no trend goes on, no level holds and no cycle repeats; those claims keep their
/// own tests (shape, level shift, season, cycle). Every value in it is a point of the data.
package struct VisibleCourse: Sendable, Hashable {
    /// One rise or fall between two points of the data.
    package struct Move: Sendable, Hashable {
        /// The point it starts at (a low before a rise, a high before a fall, or the series' first point).
        package var start: PointRef
        /// The point it ends at.
        package var end: PointRef
        /// True for a rise.
        package var isRise: Bool
        /// `(end − start) / start` where a ratio of the values means something and `start` is above zero.
        package var relativeChange: Double?
        /// Read point by point, the few steps that carry most of the move (`VisibleCourseFinder.steepPart`): "fell
        /// 99.99 % to 56 in 2000, most of it from 1960 to 1970".
        package var steepPart: Part?
        /// Read point by point, the one step that stands out of a move of three steps or more
        /// (`VisibleCourseFinder.largestStep`), said instead of a steep part: "fell 10% from 71.4 in Bass 2 to a low
        /// of 64.0 in Soprano 2, the largest step from Tenor 1 to Alto 2".
        package var largestStep: Part?
        /// How many times every other step of the move `largestStep` is at least: `VisibleCourseFinder.largestStepOverNext`,
        /// or `seriesStepOverNext` for the series' own largest step (`VisibleCourseFinder.nameSeriesLargestStep`).
        package var largestStepOverNext = VisibleCourseFinder.largestStepOverNext
        /// Whether `largestStep` is the series' own largest step (`VisibleCourseFinder.nameSeriesLargestStep`), not
        /// only the move's: said apart, since one course may name both ("the largest step of the whole series").
        package var largestStepIsSeries: Bool { largestStep != nil && largestStepOverNext == VisibleCourseFinder.seriesStepOverNext }
        /// Read point by point, where the move goes against itself in only one or two steps, each at least
        /// `VisibleCourseFinder.endShare` of the range, the points those steps end at: "then rose 11% to 46,788
        /// in 1988, dipping only in 1985". Empty where it never does, or more often, or less visibly.
        package var onlyAgainstAt: [PointRef] = []
        /// Read point by point, where the move undoes the move before it before its own end: the point it first
        /// passes that move's start at (`regained` is that start). "fell 22% to 5.69 in 1995, then rose 2.3-fold
        /// to 13.15 in 2020, back above the 1990 level by 2000" (Rwanda after the genocide).
        package var regainsAt: PointRef?
        /// The start of the move before, which `regainsAt` passes.
        package var regained: PointRef?

        /// Creates a move.
        package init(start: PointRef, end: PointRef, isRise: Bool, relativeChange: Double?) {
            self.start = start
            self.end = end
            self.isRise = isRise
            self.relativeChange = relativeChange
        }

        /// `end.y − start.y`.
        package var change: Double { end.y - start.y }
    }

    /// The stretch of a move, between two of its points, that carries most of it.
    package struct Part: Sendable, Hashable {
        /// Its first and last points.
        package var start: PointRef, end: PointRef

        /// Creates a part.
        package init(start: PointRef, end: PointRef) {
            self.start = start
            self.end = end
        }

        /// `end.y − start.y`.
        package var change: Double { end.y - start.y }
    }

    /// A stretch at the start or end of a course read point by point where the series stays within
    /// `VisibleCourseFinder.visibleReversalShare` of the range: "then held around 300 until 2024".
    package struct Level: Sendable, Hashable {
        /// Its first and last points.
        package var start: PointRef, end: PointRef
        /// The median of its points.
        package var value: Double
        /// The point inside it where the series goes against its net change (`VisibleCourseFinder.levelTurn`): a
        /// dip where the series rises from first to last, a peak where it falls: "held around 13
        /// until 1990, dipping to 11.94 in 1985" (Afghanistan's population in the Soviet war).
        package var turn: PointRef?
        /// Inside the course, the series goes one way at every step of it, only slowly (`VisibleCourseFinder.creepPace`):
        /// a move levelling off, said so ("levelled off around 44 until 2000"), not as a level held.
        package var creeps = false

        /// Creates a level.
        package init(start: PointRef, end: PointRef, value: Double, turn: PointRef? = nil) {
            self.start = start
            self.end = end
            self.value = value
            self.turn = turn
        }
    }

    /// The series.
    package var series: Int
    /// Beside other series, the series' whole range spans at most `flatOnChartShare` of the chart's, with no net
    /// rise or fall of `VisibleCourseFinder.netShare` of its range (or a range under `levelTurnShare` of the
    /// chart's, too small to see): drawn on the chart's axis it is nearly flat, and is told by the band it stays
    /// in, not by moves that are its own range's
    /// ("Women stayed between 101,348 in 2019 and 106,358 in 2008, nearly flat on this chart": US prisoners, men
    /// 13 times as many; the GSS's health and rape answers beside "any reason").
    /// The chart's range (every series' values) where it is, else nil.
    package var flatOnChart: Double?
    /// Whether the series is nearly flat on the chart (`flatOnChart`).
    package var isFlatOnChart: Bool { flatOnChart != nil }
    /// The most share of the chart's range a series spans to be told as nearly flat on it (`isFlatOnChart`): 48
    /// pixels of a 400-pixel plot.
    package static let flatOnChartShare = 0.12
    /// The moves in x order; consecutive moves go opposite ways and share their turning point, except where a
    /// level lies between two moves the same way (`levels`).
    package var moves: [Move]
    /// The series' first and last points.
    package var first: PointRef, last: PointRef
    /// The series' highest and lowest points (the first of equal ones).
    package var high: PointRef, low: PointRef
    /// `(last − first) / first` where a ratio means something and `first` is above zero.
    package var netRelativeChange: Double?
    /// Read point by point (a short series, every point seen: `VisibleCourseFinder.pointByPointCourse`) rather
    /// than with a pen: a reversal of `VisibleCourseFinder.visibleReversalShare` of the range then shows.
    package var isPointByPoint = false
    /// Whether x is time. Across ordered categories that are not (sizes, age bands, ratings), a course is a
    /// distribution, and its tallest bar is a turn to say as soon as it shows.
    package var alongTime = true
    /// Read point by point: the level before the first move, after the last, or between two moves the same way,
    /// where the series holds (`VisibleCourseFinder.heldStretches`, `heldInside`); a course with one is told move
    /// by move, its levels said.
    package var levels: [Level] = []
    /// Read point by point: the steps between neighbouring points that go against the net change from the
    /// first point to the last, in x order ("falling only in 2020").
    package var againstSteps: [Move] = []
    /// Read point by point: whether some step between neighbouring points does not change at all. Such a step
    /// is not against the net change, yet "down at every step" would be false over it (arthritis patients on
    /// placebo: 16.3 % improved somewhat and 16.3 % markedly).
    package var hasFlatStep = false
    /// Read point by point: every step between neighbouring points goes the way of the net change, none flat.
    package var changesAtEveryStep: Bool { isPointByPoint && againstSteps.isEmpty && !hasFlatStep }
    /// Read point by point: the share of the series' variance that the straight path through its turning points
    /// explains (1 − residual / total sum of squares), which weighs it as a shape's share does.
    package var pathShare: Double?
    /// The summary says every move (`Summary.moves`): set by the claim audit where a one-sentence summary
    /// would pass over a move the data show.
    package var saysEveryMove = false
    /// Read point by point, one move the same way at every step: whether its steps grow or shrink
    /// (`VisibleCourse+Pace`); nil otherwise.
    package var pace: Pace?
    /// Read point by point, one move the same way at every step with no `pace`: where its steps change pace once
    /// (`VisibleCourse+Pace`); nil otherwise.
    package var paceBreak: PaceBreak?
    /// How many times the line rose and then fell back, each way by at least `swingSize` (the zigzag of
    /// `VisibleCourseFinder.moveShare` of the range), where it does so at least `fewestSwings` times and more
    /// moves than a course keeps: a count of what is drawn, no test of a cycle ("rose and fell 9 times": eight
    /// glacial cycles of CO2 were told as five moves that passed over four of them). Nil otherwise.
    package var swings: Int?
    /// The least rise and fall `swings` counts.
    package var swingSize: Double?

    /// Creates a course.
    package init(series: Int, moves: [Move], first: PointRef, last: PointRef, high: PointRef, low: PointRef,
                netRelativeChange: Double?) {
        self.series = series
        self.moves = moves
        self.first = first
        self.last = last
        self.high = high
        self.low = low
        self.netRelativeChange = netRelativeChange
    }

    /// The earlier high (low) that a last rise (fall) came back near but not to: the move took back at least half
    /// of the range and ends within `VisibleCourseFinder.endShortShare` of the range below that high (above that
    /// low). Dutch motorcycles rose from 68 thousand in 1975 to 162 thousand in 1990, still below the 173
    /// thousand of 1960, which a reader sees at a glance; "then rose 2.4-fold to 162" alone reads as a new high.
    package var endShortOf: PointRef? {
        guard let move = moves.last, move.end == last else { return nil }
        let range = high.y - low.y
        let extreme = move.isRise ? high : low
        guard range > 0, extreme.index < move.start.index, abs(move.change) >= 0.5 * range else { return nil }
        let shortBy = move.isRise ? extreme.y - last.y : last.y - extreme.y
        return shortBy > 0 && shortBy <= VisibleCourseFinder.endShortShare * range ? extreme : nil
    }

    /// The series' last point, where the course's last move ends before it, no level holds to it, and the line
    /// moves after that move by at least `VisibleCourseFinder.endAfterShare` of the range: "fell … to a low of
    /// 1.45% in Sep 2000, ending at 2.06% in Dec 2002" (US dividend yields; the low was 27 months before the end).
    package var endAfterLastMove: PointRef? {
        guard let move = moves.last, move.end.index < last.index,
              !levels.contains(where: { $0.end.index >= last.index || $0.start.index > move.end.index }) else { return nil }
        let range = high.y - low.y
        return range > 0 && abs(last.y - move.end.y) >= VisibleCourseFinder.endAfterShare * range ? last : nil
    }

    /// The move that changes most.
    package var largestMove: Move { moves.max { abs($0.change) < abs($1.change) }! }

    /// A comparison says this series' change from its first point to its last ("Renewables grew the most, from
    /// 1.437 billion in 2001 to 21.93 billion in 2017, 15 times its starting level"): `saysNetInAll` would say it
    /// twice (`SaidByComparison`).
    package var netSaidElsewhere = false

    /// Told in full with a level, the net change from the first point to the last, where it is at least
    /// `VisibleCourseFinder.netShare` of the range and no one move says it (the first move starts after a level, or
    /// there are several): "…, then rose 2.1-fold to 95.76 in 2010; in all it rose 1,064-fold" (Japan's car
    /// exports, told as a climb, a levelling off and a climb). A description of two points, no test.
    package var saysNetInAll: Bool {
        let range = high.y - low.y
        guard isPointByPoint, summary == .moves, !levels.isEmpty, range > 0, !netSaidElsewhere,
              abs(last.y - first.y) >= VisibleCourseFinder.netShare * range, let move = moves.first else { return false }
        return move.start != first || moves.count >= 2
    }

    /// Told move by move in the short description too: the claim audit found a summary would hide a move, or a
    /// level lies among at most `mostItemsToldInFull` moves and levels ("rose from 201 in 2021 to 300 in 2022, then
    /// held around 300 until 2024": the largest move alone would hide that the series then held). More items are
    /// summed up as any course is: US Postal Service expenses' seven moves and levels were the whole long
    /// description again, 39 s of speech in a short briefing.
    package var toldInFull: Bool {
        saysEveryMove || (!levels.isEmpty && moves.count + levels.count <= Self.mostItemsToldInFull)
    }

    /// A point within this share of a series' range of its turn's value turns as high (low) to the eye:
    /// `VisibleCourseFinder.visibleReversalShare`, for narration that names several series' turns at one x.
    package static let sameTurnShare = VisibleCourseFinder.visibleReversalShare

    /// The most moves and levels of a course with a level told in full in the short description.
    package static let mostItemsToldInFull = 3
    /// Fewest rises, and fewest falls, each of `VisibleCourseFinder.moveShare` of the range, of a course said to
    /// rise and fall by turns (`Summary.swung`).
    package static let fewestSwings = 3
    /// Read with a pen, fewest rises and falls counted (`swings`): three are a course's five moves with the
    /// largest moves said beside it (Brent's three oil shocks, Truman's, Kennedy's and Nixon's approval); from four
    /// on, five moves cannot hold them.
    package static let fewestCountedSwings = 4

    /// How the course is best summed up in one sentence.
    package var summary: Summary {
        let range = high.y - low.y
        let net = last.y - first.y
        // More moves than a course keeps (read again point by point, `mostPointByPointMoves`), at least
        // `fewestSwings` rises and as many falls each spanning `moveShare` of the range, are the series rising and
        // falling by turns: one move, peak or net change would stand for the whole chart, and every move is the
        // long description (US GDP growth 1970-1983 ended 4.0 points above its start, half its range, after
        // three recessions).
        let big = moves.filter { abs($0.change) >= VisibleCourseFinder.moveShare * range }
        if swings != nil { return .swung }
        if isPointByPoint, moves.count > VisibleCourseFinder.mostMoves,
           big.filter(\.isRise).count >= Self.fewestSwings, big.filter({ !$0.isRise }).count >= Self.fewestSwings {
            return .swung
        }
        if toldInFull { return .moves }
        // Two moves read point by point whose first goes against the net change are a peak (low) and the fall
        // (rise) after it: "peaked at 4 in Feb, up from 3 in Jan, then fell to 2 in Mar", as the long says them.
        // Where the first move ends at the series' highest (lowest) point, a visible reversal is enough: the
        // tallest bar is what the eye finds first ("peaked at 18,956 in L", not "fell from S, rising only in L"),
        // and along time the peak is the chart's extreme (Babe Ruth's 60 home runs in 1927, between 47 in 1926
        // and the fall to 6, went unsaid under "fell 87% from 47 in 1926 …, rising only in 1927").
        // The moves after the first may be one descent (ascent) in steps, a level between ("fell 23% to 46 in
        // 1929, held around 46 until 1931, then fell 87% to 6").
        let oneTurn = moves.count >= 2 && moves.dropFirst().allSatisfy { $0.isRise == moves[1].isRise }
        let turnsAtExtreme = oneTurn && moves[0].end == (moves[0].isRise ? high : low)
        let turnShare = turnsAtExtreme ? VisibleCourseFinder.visibleReversalShare : VisibleCourseFinder.moveShare
        let turnFirst = isPointByPoint && oneTurn && moves[0].isRise != (net > 0)
            && abs(moves[0].change) >= turnShare * range
        if range > 0, abs(net) >= VisibleCourseFinder.netShare * range, !turnFirst { return net > 0 ? .roseOverall : .fellOverall }
        let peaks = high.index != first.index && high.index != last.index && moves.contains { $0.end == high }
        let bottoms = low.index != first.index && low.index != last.index && moves.contains { $0.end == low }
        // With both inside, the extreme whose moves span more of the drawing: the pound's fall from $1.55 to $1.13
        // and climb back to $1.44 is the chart, not the 6-cent rise to its high in the second quarter.
        if peaks, bottoms {
            func span(_ p: PointRef) -> Double { moves.filter { $0.end == p || $0.start == p }.reduce(0) { $0 + abs($1.change) } }
            return span(low) > span(high) ? .bottomedOut : .peaked
        }
        if peaks { return .peaked }
        if bottoms { return .bottomedOut }
        return .largestMove
    }

    /// The move the one-sentence summary says: the first point to the last for a net rise or fall (to the high
    /// or low of `summaryTurn` where the end lies well short of it), the move to the peak or low inside the
    /// chart, or the largest move.
    package var summaryMove: Move {
        switch summary {
        case .roseOverall, .fellOverall:
            let to = summaryTurn ?? last
            let ratio = netRelativeChange != nil && first.y > 0
            return Move(start: first, end: to, isRise: to.y > first.y, relativeChange: ratio ? (to.y - first.y) / first.y : nil)
        case .peaked, .bottomedOut:
            return moves.first { $0.end == (summary == .peaked ? high : low) } ?? largestMove
        case .largestMove, .moves, .swung:
            return largestMove
        }
    }

    /// The share of the range a move against the summary must span to be said with it: `netShare` with a
    /// pen, `visibleReversalShare` point by point, where every point is seen.
    package var sayAgainstShare: Double {
        isPointByPoint ? VisibleCourseFinder.visibleReversalShare : VisibleCourseFinder.netShare
    }

    /// The share of the range by which the end of a net rise (fall) must lie below its high (above its low)
    /// for the summary to go to that high first: a pen's move; point by point, `VisibleCourseFinder.endShare`
    /// (every point is seen, and where the chart ends is what a reader takes away: "to a high of 394 in FY2022,
    /// then fell to 383").
    package var sayTurnShare: Double {
        isPointByPoint ? VisibleCourseFinder.endShare : VisibleCourseFinder.moveShare
    }

    /// For a course summed up by a peak (or low) inside the chart, the move that leaves it, when that move takes
    /// back at least `sayAgainstShare` of the range: "Cases peaked at 76 in 55-64, up from 1 in 25-34, then
    /// fell to 13 in 75+" (R's esoph); a peak alone would hide that the chart comes down again. For a net rise
    /// (fall) whose high (low) lies inside the chart (`summaryTurn`), the move from it to the end.
    package var summaryReturn: Move? {
        let s = summary
        let range = high.y - low.y
        guard range > 0 else { return nil }
        if let turn = summaryTurn {
            return Move(start: turn, end: last, isRise: last.y > turn.y, relativeChange: nil)
        }
        // A course told move by move sums up, in a sentence, as its largest move and the move that leaves its end
        // to the chart's end (Dutch motorcycles "fell 61% from 173 in 1960 to a low of 68 in 1975, then rose to 162
        // in 1990"), not the largest move alone, which said the collapse and hid the recovery.
        guard s == .peaked || s == .bottomedOut || s == .moves else { return nil }
        let extreme = s == .peaked ? high : s == .bottomedOut ? low : largestMove.end
        guard let k = moves.firstIndex(where: { $0.start == extreme }),
              abs(moves[k].change) >= sayAgainstShare * range else { return nil }
        // Moves the same way after it, a level between (airliner accidents fell to 48 in 1980, held there to
        // 1990, then fell to 14 in 2015), are one descent from the peak: the return goes on to its end, or the
        // short would stop at 48 and leave out the fall to the series' low.
        var end = k
        while end + 1 < moves.count, moves[end + 1].isRise == moves[k].isRise { end += 1 }
        // Told move by move, only a return that ends the chart: one that stops short of the end would leave the
        // end unsaid, which the largest move alone at least does not pretend to cover.
        if s == .moves, moves[end].end != last { return nil }
        guard end > k else { return moves[k] }
        let start = moves[k].start, stop = moves[end].end
        return Move(start: start, end: stop, isRise: moves[k].isRise,
                    relativeChange: moves[k].relativeChange != nil && start.y > 0 ? (stop.y - start.y) / start.y : nil)
    }

    /// For a course summed up by its net rise (fall), the high (low) inside the chart that the end lies at least
    /// `sayTurnShare` of the range below (above), or among the last points and `VisibleCourseFinder.lateTurnShare`
    /// below (above): the summary rises to it, then falls to the end ("rose 83% from
    /// 215 in FY2019 to a high of 394 in FY2022, then fell to 383 in FY2023"), so the first-to-last change does
    /// not hide the peak.
    package var summaryTurn: PointRef? {
        let s = summary
        guard s == .roseOverall || s == .fellOverall else { return nil }
        let extreme = s == .roseOverall ? high : low
        let range = high.y - low.y
        guard range > 0, extreme.index != last.index, extreme.index != first.index, extreme.y != last.y else { return nil }
        if abs(extreme.y - last.y) >= sayTurnShare * range { return extreme }
        // Read with a pen, a high (low) among the last points, the end off it by `VisibleCourseFinder.lateTurnShare`
        // of the range: where the chart leaves the reader, the record just before is the news ("rose … to a high
        // of 200 in 1958, then fell to 196 in 1959"); "rose … to 196 in 1959" hid both. Read point by point, every
        // point is seen and `endShare` is the bar already.
        let late = max(2, (last.index - first.index) / VisibleCourseFinder.lateTurnPoints)
        guard !isPointByPoint, last.index - extreme.index <= late, abs(extreme.y - last.y) >= VisibleCourseFinder.lateTurnShare * range
        else { return nil }
        return extreme
    }

    /// For a course summed up by its net rise (fall), the largest move against it before the summary's end (the
    /// high or low of `summaryTurn`, else the last point), when that move spans at least `sayAgainstShare` of the
    /// range: "Oil rose 4.9-fold from 111.0 in 1965 to 542.3 in 2013, though it fell 66% from 1980 to 1985" (Saudi
    /// production); the net change alone would hide the collapse. Point by point, where the steps against the
    /// net change are few enough to name (`namedAgainstSteps`), they say it instead.
    package var summaryInterruption: Move? {
        let s = summary
        guard s == .roseOverall || s == .fellOverall, namedAgainstSteps == nil else { return nil }
        let range = high.y - low.y
        let end = summaryTurn?.index ?? last.index
        guard range > 0, let move = moves.filter({ $0.isRise != (s == .roseOverall) && $0.end.index <= end })
                .max(by: { abs($0.change) < abs($1.change) }),
              abs(move.change) >= sayAgainstShare * range else { return nil }
        return move
    }

    /// The most steps against a net change that a summary names one by one.
    package static let mostNamedAgainstSteps = 2

    /// Point by point, for a course summed up by its net rise (fall): the steps against it up to the summary's
    /// end, when there are at most `mostNamedAgainstSteps` (empty: it rose at every step). Nil where the course
    /// is read with a pen, summed up otherwise, or has more such steps.
    package var namedAgainstSteps: [Move]? {
        let s = summary
        guard isPointByPoint, s == .roseOverall || s == .fellOverall else { return nil }
        let end = summaryTurn?.index ?? last.index
        let steps = againstSteps.filter { $0.end.index <= end }
        // A step that is a move of the pen's size is a fall (rise) to say with its size, not a dip to name; one
        // too small to see (under `endShare` of the range) is not named, and then "only" would not hold.
        let range = high.y - low.y
        guard steps.count <= Self.mostNamedAgainstSteps,
              steps.allSatisfy({ abs($0.change) < VisibleCourseFinder.moveShare * range
                                 && abs($0.change) >= VisibleCourseFinder.endShare * range }) else { return nil }
        return steps
    }

    /// The one-sentence summaries of a course.
    package enum Summary: String, Sendable, Hashable, CaseIterable {
        /// From the first point to the last it rose by at least half of the range.
        case roseOverall
        /// From the first point to the last it fell by at least half of the range.
        case fellOverall
        /// Its high lies inside the chart, at the end of a rise.
        case peaked
        /// Its low lies inside the chart, at the end of a fall.
        case bottomedOut
        /// None of these: the largest move is said.
        case largestMove
        /// More moves than `VisibleCourseFinder.mostMoves` with no net change (read point by point), or counted
        /// `swings`: it rose and fell by turns, said with its low, its high and where it ended.
        case swung
        /// Every move, as the long description says them (the claim audit found the summary hid one).
        case moves
    }
}

extension VisibleCourse {
    /// The course as a shape of straight moves between its turning points, each level a value of the data (not
    /// approximate): several series that rise and fall alike are then said in one sentence, as shapes are.
    package var asShape: SeriesShape {
        // The levels are flat segments: a series that rose and then held is not alike one that rose throughout.
        let flat = levels.map { ShapeSegment(start: $0.start, end: $0.end, direction: .flat, startLevel: $0.value, endLevel: $0.value) }
        let segments = moves.map { m in
            ShapeSegment(start: m.start, end: m.end, direction: m.isRise ? .rising : .falling, startLevel: m.start.y, endLevel: m.end.y)
        }
        return SeriesShape(series: series, segments: (flat + segments).sorted { $0.start.index < $1.start.index },
                           isApproximate: false, residualStandardDeviation: 0)
    }
}

extension FindingDetail {
    /// The shape a finding tells a series' course by: a shape's own, or a course read point by point (whose moves
    /// are straight lines between data points). Nil for every other finding.
    package var courseShape: SeriesShape? {
        switch self {
        case .shape(let s): s
        case .course(let c) where c.isPointByPoint && !c.saysEveryMove: c.asShape
        default: nil
        }
    }
}
