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

    /// The series.
    package var series: Int
    /// The moves in x order; consecutive moves go opposite ways and share their turning point.
    package var moves: [Move]
    /// The series' first and last points.
    package var first: PointRef, last: PointRef
    /// The series' highest and lowest points (the first of equal ones).
    package var high: PointRef, low: PointRef
    /// `(last − first) / first` where a ratio means something and `first` is above zero.
    package var netRelativeChange: Double?

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

    /// The move that changes most.
    package var largestMove: Move { moves.max { abs($0.change) < abs($1.change) }! }

    /// How the course is best summed up in one sentence.
    package var summary: Summary {
        let range = high.y - low.y
        let net = last.y - first.y
        if range > 0, abs(net) >= VisibleCourseFinder.netShare * range { return net > 0 ? .roseOverall : .fellOverall }
        if high.index != first.index && high.index != last.index, moves.contains(where: { $0.end == high }) { return .peaked }
        if low.index != first.index && low.index != last.index, moves.contains(where: { $0.end == low }) { return .bottomedOut }
        return .largestMove
    }

    /// For a course summed up by a peak (or low) inside the chart, the move that leaves it, when that move takes
    /// back at least `VisibleCourseFinder.netShare` of the range: "Cases peaked at 76 in 55-64, up from 1 in
    /// 25-34, then fell to 13 in 75+" (R's esoph); a peak alone would hide that the chart comes down again.
    package var summaryReturn: Move? {
        let s = summary
        guard s == .peaked || s == .bottomedOut else { return nil }
        let extreme = s == .peaked ? high : low
        let range = high.y - low.y
        guard range > 0, let move = moves.first(where: { $0.start == extreme }),
              abs(move.change) >= VisibleCourseFinder.netShare * range else { return nil }
        return move
    }

    /// For a course summed up by its net rise (fall), the largest move against it, when that move spans at least
    /// `VisibleCourseFinder.netShare` of the range: "Oil rose 4.9-fold from 111.0 in 1965 to 542.3 in 2013, though
    /// it fell 66% from 1980 to 1985" (Saudi production); the net change alone would hide the collapse.
    package var summaryInterruption: Move? {
        let s = summary
        guard s == .roseOverall || s == .fellOverall else { return nil }
        let range = high.y - low.y
        guard range > 0, let move = moves.filter({ $0.isRise != (s == .roseOverall) }).max(by: { abs($0.change) < abs($1.change) }),
              abs(move.change) >= VisibleCourseFinder.netShare * range else { return nil }
        return move
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
    }
}
