/// The findings about one series' course along x: its shape or level shifts, calendar cycles, other
/// cycles, records and drawdowns, outliers from the residuals, and near-steady levels.
///
/// Applies to every series of a chart that is not a scatter plot, on a numeric or date x axis or on
/// ordered categories, with x ascending (see `CourseSeries`). Constant series are left to `SteadyDetector`.
/// The tests and thresholds are documented beside each builder and in docs/findings.md.
///
/// Salience (0…1, comparable with the other detectors'): a component that carries a share s of the
/// series' variance — the shape's fitted level, a step, the seasonal profile, a cycle — scores
/// 0.3 + 0.65 s, so the component a reader sees first (the one that moves the line most) leads. Records
/// (0.25 + 0.5 s of the shape) and drawdowns (0.15 + 0.5 s · depth / range) always follow their shape (a
/// fall no shape explains scores 0.15 alone, 0.15 + 0.3 · prominence · depth / range beside other series);
/// outliers score 0.15 + 0.35 · min(1, largest |residual| / range), so a spike that dominates the chart
/// ranks with a modest shape; a near-steady level scores 0.7 alone in its chart and 0.15 beside others.
///
/// Beside other series, a series' shares (and an outlier's size) are weighed by its prominence
/// √(series range / chart range): a line that spans half the chart's height moves the eye less than one
/// that spans all of it, so that in Iowa's electricity chart "renewables overtook nuclear" (0.78) ranks
/// above "renewables rose" (0.94 alone, 0.75 beside fossil fuels at twice their height).
enum StructureDetector {
    /// Whether a fall of `moves` carries half of `d` between its peak and trough: the course then says it.
    static func carried(_ d: Drawdown, by moves: [VisibleCourse.Move]) -> Bool {
        moves.contains { m in
            !m.isRise && m.start.index <= d.trough.index && m.end.index >= d.peak.index && abs(m.change) >= d.depth / 2
        }
    }

    /// A fall the course's pen rounds off is said beside the course when it is this share of the plotted range or more
    /// and spans at most `crashSpan` of the x span: a crash is what the eye sees first in a long index.
    static let crashShare = 0.2
    /// The most share of the x span a crash kept beside the course spans (`crashShare`).
    static let crashSpan = 0.05

    static func findings(_ context: FindingContext) -> [Finding] {
        let constant = Set(context.constantSeries)
        let withValues = context.statistics.filter { $0.validCount > 0 }.count
        let chartRange = context.valuesRange
        var found: [Finding] = []
        for s in context.samples.indices where !constant.contains(s) {
            guard let course = CourseSeries(series: s, sample: context.samples[s], chart: context.chart) else { continue }
            let structure = SeriesStructure(course: course, xAxis: context.chart.xAxis)
            let prominence = chartRange > 0 ? min(1, (structure.range / chartRange).squareRoot()) : 1
            found += findings(of: structure, context: context, alone: withValues <= 1, prominence: prominence)
        }
        return found
    }

    /// Whether every turn of a course is a point its outliers name: such a course is its spikes, which the outliers
    /// say ("unusually low: -6.31% on Oct 13"), not a course a reader follows. The S&P 500's daily changes of
    /// autumn 1989 "fell to a low of -6.31% on Oct 13, down from 1.09% on Oct 3, then rose to a high of 2.72%":
    /// changes around zero have no course, and their sides (46 days up, 36 down) went unsaid.
    /// Only of changes around zero (`SeriesFacts.leastSideShare` of the values on each side): a rate held at 12 %
    /// that spiked to 82 % for a quarter (Sweden, 1992) is a level with a spike, and its course says the level.
    static func turnsAreOutliers(_ course: VisibleCourse, _ found: [Finding], values ys: [Double]) -> Bool {
        guard SeriesFacts.SignCounts.around(ys) != nil else { return false }
        let turns = course.moves.dropFirst().map(\.start.index)
        guard !turns.isEmpty else { return false }
        let outlying = Set(found.flatMap { f -> [Int] in
            if case .outliers(let set) = f.detail { set.groups.flatMap { $0.points.map(\.index) } } else { [] }
        })
        return turns.allSatisfy(outlying.contains)
    }

    /// Under a season shorter than a year, the fewest cycles the chart spans for its course to be drawn, with a pen a
    /// cycle wide: a year of days under a weekly swing (52), not a week of hours under a daily one (7).
    static let fewestCyclesForCourse = 12.0

    /// A season's swing must be at least this share of the series' plotted range to be said.
    static let seasonVisibleShare = 0.04

    /// Salience of a component that carries `share` of the variance: 0.3 + 0.65 · share.
    static func salience(share: Double) -> Double { 0.3 + 0.65 * min(1, max(0, share)) }

    private static func findings(of structure: SeriesStructure, context: FindingContext, alone: Bool,
                                 prominence: Double) -> [Finding] {
        var found: [Finding] = []
        let course = structure.course, s = course.series
        func salience(share: Double) -> Double { StructureDetector.salience(share: share * prominence) }
        var shapeShare = 0.0
        // The shape's share and the first calendar cycle's, measured together when both are asked.
        var firstCycleShare: Double?
        if structure.shape != nil, let cycle = structure.calendarCycles.first {
            let (level, season) = structure.shares(of: structure.level, and: cycle.component)
            shapeShare = level
            firstCycleShare = season
        }
        // A series a reader sees point by point is described by its points (the visible course), not by a
        // fitted shape or steps whose levels lie between them: eleven concentrations that rise to a peak in an
        // hour and fall for a day are not "from about 3.8 to about 0.9".
        // Up to `pointByPointReadLimit` points, the course read once here decides, and describes the series below.
        let readCourse = course.count <= VisibleCourseFinder.pointByPointReadLimit && structure.calendarCycles.isEmpty
            ? VisibleCourseFinder.course(series: s, sample: course.sample, ratioScale: context.values.percentChangesMean,
                                         plottedRange: context.plottedRange)
            : nil
        let pointByPoint = course.count <= VisibleCourseFinder.pointByPointLimit || readCourse?.isPointByPoint == true
        if !pointByPoint, var shape = structure.shape {
            if firstCycleShare == nil { shapeShare = structure.share(of: structure.level) }
            // A rise on a ratio scale is said as growth: its factor, and its doubling time where it was steady.
            shape.growth = ShapeGrowthFinder.growth(of: shape, xs: course.sample.xs, ys: course.ys,
                                                    ratioScale: context.valuesAreRatioScale)
            // One long rise or fall that slows or quickens is drawn as a curve, not the straight line "from … to …"
            // alone suggests; a steady doubling already says how it went.
            if shape.segments.count == 1, let segment = shape.segments.first, segment.direction != .flat,
               !shape.isSeasonallyAdjusted, shape.growth?.doublingTime == nil {
                shape.pace = VisibleCourse.longPace(xs: course.sample.xs, ys: course.ys,
                                                    from: course.sample.position(ofIndex: segment.start.index),
                                                    to: course.sample.position(ofIndex: segment.end.index),
                                                    rise: segment.direction == .rising)
            }
            shape.extremeBeforeEnd = shape.extremeBeforeEnd(xs: course.sample.xs, ys: course.ys, refs: course.sample.ref,
                                                            plottedRange: context.plottedRange)
            let turns = shape.segments.dropFirst().map { Landmark(series: s, point: $0.start, role: .turningPoint) }
            found.append(Finding(series: [s], salience: salience(share: shapeShare),
                                 effect: shape.segments.map { abs($0.change) }.max() ?? 0,
                                 varianceExplained: shapeShare, landmarks: turns, detail: .shape(shape)))
        }
        for (shift, share) in zip(structure.shifts, structure.shiftShares) where !pointByPoint {
            found.append(Finding(series: [s], salience: salience(share: share), effect: shift.step,
                                 varianceExplained: share,
                                 landmarks: [Landmark(series: s, point: shift.after, role: .levelShift)],
                                 detail: .levelShift(shift)))
        }
        for (c, cycle) in structure.calendarCycles.enumerated() {
            let seasonality = cycle.seasonality(series: s)
            // A season is said where it shows: a swing of a few thousandths of a population that only grows
            // passes the test, yet the line never turns down (docs/findings.md, "Seasons that show").
            guard seasonality.swing >= seasonVisibleShare * structure.range else { continue }
            // A season is said where the raw years peak where it says (the audit's `seasonPhase` check, asked
            // here so the detector does not propose what the audit would stop): Orange County's employment,
            // four years of quarters that rose and fell with the economy, "peaked each year" in no one quarter.
            guard seasonality.isOnMonthlyMeans || ClaimAudit.seasonHolds(context.samples[s], period: seasonality.period, high: seasonality.high, low: seasonality.low)
            else { continue }
            let share = c == 0 ? firstCycleShare ?? structure.share(of: cycle.component) : structure.share(of: cycle.component)
            let crests = cycle.crests(of: course, high: seasonality.high)
            // A season in the monthly means ranks by the share of the months' variance it carries (F_S): on
            // the days it is a small part of the spread, yet it is what the chart's density of spikes shows.
            found.append(Finding(series: [s],
                                 salience: salience(share: cycle.isOnMonthlyMeans ? max(share, cycle.strength) : share),
                                 effect: seasonality.swing, varianceExplained: share,
                                 landmarks: crests.map { Landmark(series: s, point: $0, role: .cyclePeak) },
                                 detail: .seasonality(seasonality)))
        }
        if let cycle = structure.cycle {
            let ys = course.ys
            let peaks = cycle.crests.map(course.sample.ref)
            let strongest = peaks.max { $0.y < $1.y }!
            // Effect: mean crest minus mean trough; share: the residual variance around the level, times
            // the autocorrelation at the period (the part of it that repeats).
            let crestMean = cycle.crests.map { ys[$0] }.reduce(0, +) / Double(cycle.crests.count)
            let troughMean = cycle.troughs.isEmpty ? crestMean
                : cycle.troughs.map { ys[$0] }.reduce(0, +) / Double(cycle.troughs.count)
            let share = cycle.correlation * structure.share(of: Difference(a: structure.adjusted, b: structure.level))
            found.append(Finding(series: [s], salience: salience(share: share), effect: crestMean - troughMean,
                                 varianceExplained: share,
                                 landmarks: peaks.map { Landmark(series: s, point: $0, role: .cyclePeak) },
                                 detail: .cycle(Cycle(series: s, period: cycle.period, periodPoints: cycle.periodPoints,
                                                      strength: cycle.correlation, peaks: peaks, strongestPeak: strongest))))
        }
        // A record is a new high in time: along any other x (ages, doses) the highest value is no record.
        if context.xIsTime, let record = RecordFinder.record(course, shape: structure.shape, noise: structure.noise) {
            found.append(Finding(series: [s], salience: 0.25 + 0.5 * shapeShare * prominence,
                                 effect: record.point.y - (record.previous?.y ?? record.point.y),
                                 landmarks: [Landmark(series: s, point: record.point, role: .record)],
                                 detail: .record(record)))
        }
        // A fall between two points is said without a level model only where nothing else describes the
        // series' course (no cycle: its falls are the cycle's).
        if structure.calendarCycles.isEmpty, structure.levelModel != nil || structure.cycle == nil,
           let drawdown = RecordFinder.drawdown(course, level: structure.levelModel != nil ? structure.level : nil,
                                                noise: structure.noise, ratioScale: context.valuesAreRatioScale) {
            let range = structure.range
            let share = structure.shape != nil ? shapeShare : structure.shiftShares.reduce(0, +)
            var marks = [Landmark(series: s, point: drawdown.peak, role: .turningPoint),
                         Landmark(series: s, point: drawdown.trough, role: .turningPoint)]
            if let recovery = drawdown.recovery { marks.append(Landmark(series: s, point: recovery, role: .recovery)) }
            // A fall no shape explains is a fact, not a finding about the course: alone in its chart it stays
            // below the short description's bar (a random walk keeps "no clear trend"); beside other series it
            // is weighed by how much of the chart it spans.
            let fraction = range > 0 ? drawdown.depth / range : 0
            let salience = drawdown.isExplained ? 0.15 + 0.5 * min(1, share) * prominence * fraction
                : (alone ? SayAt.standardBar : 0.15 + 0.3 * prominence * fraction)
            found.append(Finding(series: [s], salience: salience,
                                 effect: drawdown.depth, landmarks: marks, detail: .drawdown(drawdown)))
        }
        // Growth on a ratio scale with no season: its largest fall is said even where it is small beside the
        // range (a recession inside a 12-fold rise), in the long description unless it is deep. Only on a shape
        // said with the data's own values: where the noise makes the shape approximate, the largest fall is
        // the distance between two noisy years.
        if structure.calendarCycles.isEmpty, context.valuesAreRatioScale, !found.contains(where: { $0.kind == .drawdown }),
           let shape = structure.shape, !shape.isApproximate, shape.segments.allSatisfy({ $0.direction != .falling }),
           shape.segments.contains(where: { $0.direction == .rising }),
           let fall = RecordFinder.fallInsideGrowth(course, noise: structure.noise) {
            var marks = [Landmark(series: s, point: fall.peak, role: .turningPoint),
                         Landmark(series: s, point: fall.trough, role: .turningPoint)]
            if let recovery = fall.recovery { marks.append(Landmark(series: s, point: recovery, role: .recovery)) }
            // Beside other series weighed by the series' prominence: India's 13 % slip of 0.65 million vehicles is
            // a sliver of a chart China's 11 % fall of 3.3 million dominates.
            found.append(Finding(series: [s], salience: SayAt.longBar + 0.4 * prominence * min(1, (fall.relativeDepth ?? 0) / 0.5),
                                 effect: fall.depth, landmarks: marks, detail: .drawdown(fall)))
        }
        let groups = OutlierFinder.groups(course, expected: Expected(level: structure.level, seasonal: structure.seasonal),
                                          cycle: structure.cycle.map { ($0.periodPoints, $0.crests, $0.troughs) })
        if let top = groups.first {
            let explained = structure.levelModel != nil || !structure.calendarCycles.isEmpty || structure.cycle != nil
            let largest = OutlierFinder.largest(top)
            let marks = groups.map { group -> Landmark in
                let k = group.residuals.indices.max { abs(group.residuals[$0]) < abs(group.residuals[$1]) }!
                return Landmark(series: s, point: group.points[k], role: .outlier)
            }.sorted { $0.point.x < $1.point.x }
            let signed = top.residuals.max { abs($0) < abs($1) } ?? 0
            found.append(Finding(series: [s],
                                 salience: 0.15 + 0.35 * prominence * (structure.range > 0 ? min(1, largest / structure.range) : 0),
                                 effect: signed, landmarks: marks,
                                 detail: .outliers(OutlierSet(series: s, basis: explained ? .shape : .values, groups: groups))))
        }
        if found.allSatisfy({ $0.kind == .outliers }), let steady = nearSteady(structure, context: context) {
            found.append(Finding(series: [s], salience: alone ? 0.7 : 0.15,
                                 effect: steady.maximumDeviation, detail: .steady(steady)))
        }
        // What no tested model describes is still what the chart shows: its visible rises and falls, said as
        // facts of the data. A fall no shape explains is then one of its moves, not a drawdown of its own.
        // Under a season and nothing else, the course is drawn with a pen a cycle wide (Austin's home sales:
        // the rise to 2006–07, the crash to January 2009 and the climb to 2015 under the yearly swing); its
        // moves are then amounts between data points, not percentages, which the season's swing would inflate.
        // Under a yearly season, or a shorter one seen over at least `fewestCyclesForCourse` cycles: under a daily
        // one, a week of hourly load would "rise" from a Monday night to a Wednesday afternoon, a swing of the
        // days, not a course; a year of daily demand under its weekly swing has one (Victoria's 2014: the January
        // heat wave, the winter high), which the week alone left unsaid.
        let drawn = course  // the series' points, which the visible course below shadows
        let yearly = structure.calendarCycles.allSatisfy { [.monthOfYear, .quarterOfYear].contains($0.period) }
        let fewestCycles = structure.calendarCycles.map(\.cycles).min()
        let seasonCycles = yearly || (fewestCycles ?? 0) >= Self.fewestCyclesForCourse ? fewestCycles : nil
        if !found.contains(where: { [.shape, .levelShift, .cycle, .steady].contains($0.kind) }),
           structure.calendarCycles.isEmpty || (seasonCycles != nil && found.contains(where: { $0.kind == .seasonality })),
           var course = readCourse ?? VisibleCourseFinder.course(series: s, sample: course.sample,
                                                                 ratioScale: context.values.percentChangesMean && seasonCycles == nil,
                                                                 pointsPerCycle: seasonCycles.map { Double(course.count) / max(1, $0) } ?? 0,
                                                                 plottedRange: context.plottedRange),
           !Self.turnsAreOutliers(course, found, values: drawn.ys) {
            course.alongTime = context.chart.xIsTime
            // A fall of the course that carries half of a drawdown says it: the drawdown would say it twice
            // (Michigan's output "fell 20% to a low of 108,627 in 1982", then "The largest fall …, 27,000 (20%), ran
            // from 1978 to 1982").
            let moves = course.moves
            func carried(_ d: Drawdown) -> Bool { Self.carried(d, by: moves) }
            found.removeAll { f in if case .drawdown(let d) = f.detail { !d.isExplained || carried(d) } else { false } }
            // A crash the pen rounds off is said beside the course: the series' largest fall, deep and fast (at
            // least `crashShare` of the plotted range, the chart's drawn axis, not the series' own, in at most
            // `crashSpan` of the x span), with no fall of the course
            // carrying half of it (the Dow's October 1987 under a pen as wide as a year and a half of fourteen).
            let span = course.last.x - course.first.x
            // (Computed only under a course: the crash is what the course's pen can round off.)
            let crash = structure.calendarCycles.isEmpty ? RecordFinder.largestFall(drawn, ratioScale: context.valuesAreRatioScale) : nil
            if let d = crash, structure.range > 0, span > 0, d.depth >= Self.crashShare * context.plottedRange,
               d.trough.x - d.peak.x <= Self.crashSpan * span, !carried(d) {
                let fraction = d.depth / structure.range
                found.append(Finding(series: [s], salience: alone ? SayAt.standardBar : 0.15 + 0.3 * prominence * fraction,
                                     effect: d.depth, landmarks: [Landmark(series: s, point: d.peak, role: .turningPoint),
                                                                  Landmark(series: s, point: d.trough, role: .turningPoint)]
                                         + (d.recovery.map { [Landmark(series: s, point: $0, role: .recovery)] } ?? []),
                                     detail: .drawdown(d)))
            }
            // Under a season the season is what a reader sees first; the course comes after it.
            found.append(courseFinding(course, range: structure.range, chartRange: context.valuesRange,
                                       weight: seasonCycles == nil ? 1 : VisibleCourseFinder.underSeasonWeight))
        }
        // A growing series' other falls a reader sees, beside the one said (the Dow's 1987 crash and 2000–02
        // slide beside the 2007–09 fall its course tells): in the long description, never before the course.
        // Only beside a shape or course that tells the growth: "also" follows what the series did.
        if structure.calendarCycles.isEmpty, context.valuesAreRatioScale, context.xIsTime,
           found.contains(where: { $0.kind == .shape || $0.kind == .course }) {
            var said: [(from: Double, to: Double, depth: Double)] = []
            for f in found {
                switch f.detail {
                case .drawdown(let d): said.append((d.peak.x, d.trough.x, d.depth))
                case .course(let c): said += c.moves.filter { !$0.isRise }.map { ($0.start.x, $0.end.x, abs($0.change)) }
                case .shape(let shape):
                    said += shape.segments.filter { $0.direction == .falling }.map { ($0.start.x, $0.end.x, abs($0.change)) }
                default: break
                }
            }
            let falls = RecordFinder.furtherFalls(course, said: said, noise: structure.noise, plottedRange: context.plottedRange)
            // One salience for a series' further falls, the deepest's, so they are said in the order of time.
            let share = min(1, (falls.compactMap(\.relativeDepth).max() ?? 0) / furtherFallFullShare)
            for d in falls {
                found.append(Finding(series: [s], salience: SayAt.standardBar + furtherFallWeight * prominence * share,
                                     effect: d.depth, landmarks: [Landmark(series: s, point: d.peak, role: .turningPoint),
                                                                  Landmark(series: s, point: d.trough, role: .turningPoint)],
                                     detail: .drawdown(d)))
            }
        }
        return found
    }

    /// A further fall's salience is `SayAt.standardBar` plus up to `furtherFallWeight` (below the short's bar: the
    /// course or the largest fall leads), in full at a fall of `furtherFallFullShare` of its peak.
    static let furtherFallWeight = 0.04
    /// The fall, as a share of its peak, at which a further fall's salience is full (`furtherFallWeight`).
    static let furtherFallFullShare = 0.5

    /// The finding of a visible course: salience 0.25 + 0.45 × its largest move's share of the range × the
    /// series' prominence, times `weight`; read point by point, as a shape's (0.3 + 0.65 × the share of the
    /// variance its path explains × prominence), since it takes a shape's place there. Its turns and extremes
    /// are its landmarks.
    /// `chartRange`: every series' values together (`FindingContext.valuesRange`): the series' prominence is √(`range` /
    /// it), and a series spanning a sliver of it beside others is nearly flat on it (`VisibleCourse.flatOnChart`).
    static func courseFinding(_ course: VisibleCourse, range: Double, chartRange: Double, weight: Double) -> Finding {
        var course = course
        let prominence = chartRange > 0 ? min(1, (range / chartRange).squareRoot()) : 1
        let own = course.high.y - course.low.y, net = abs(course.last.y - course.first.y)
        // A band with no net rise or fall, or a range too small to see at all (`levelTurnShare`, 12 pixels of
        // 400): Washington's jobs, up 66 % at 7 % of the chart's height beside California's, rise to the eye.
        if chartRange > 0, own < chartRange, own <= VisibleCourse.flatOnChartShare * chartRange,
           net < VisibleCourseFinder.netShare * own || own <= VisibleCourseFinder.levelTurnShare * chartRange {
            course.flatOnChart = chartRange
        }
        let s = course.series
        let share = range > 0 ? min(1, abs(course.largestMove.change) / range) : 0
        let salience = course.pathShare.map { StructureDetector.salience(share: $0 * prominence) } ?? (0.25 + 0.45 * share * prominence)
        // The turns, and the high and low where they are no turn; not at the first or last point, where the
        // sentence starts or ends and the audio graph does too.
        let marks = course.moves.dropFirst().map { Landmark(series: s, point: $0.start, role: .turningPoint) }
            + [course.high, course.low].filter { p in
                !course.moves.dropFirst().contains { $0.start == p } && p.index != course.first.index && p.index != course.last.index
            }.map { Landmark(series: s, point: $0, role: .extreme) }
        return Finding(series: [s], salience: salience * weight, effect: course.largestMove.change,
                       varianceExplained: course.pathShare,
                       landmarks: marks.sorted { $0.point.x < $1.point.x }, detail: .course(course))
    }

    /// A series' visible course on its own, for the claim audit to say where it left out the series' only
    /// description (a shape whose summary hid a collapse).
    static func visibleCourseFinding(series s: Int, context: FindingContext) -> Finding? {
        guard let series = CourseSeries(series: s, sample: context.samples[s], chart: context.chart),
              var course = VisibleCourseFinder.course(series: s, sample: series.sample,
                                                      ratioScale: context.values.percentChangesMean,
                                                      plottedRange: context.plottedRange) else { return nil }
        course.alongTime = context.chart.xIsTime
        return courseFinding(course, range: course.high.y - course.low.y, chartRange: context.valuesRange, weight: 1)
    }

    /// The largest deviation from the mean may be at most this share of |mean| (or of a declared y range)
    /// for a series without shape, shift or cycle to be called steady.
    static let steadyShare = 0.01
    static let steadyAutocorrelation = 0.5

    /// A near-flat level: no structure passed, every value lies within 1 % of |mean| (or of the y axis's
    /// declared range) of the mean, and the values jitter rather than wander (lag-one autocorrelation at
    /// most `steadyAutocorrelation`: a lake level that drifts by a few feet is small next to its height
    /// above the sea, yet it moves).
    private static func nearSteady(_ structure: SeriesStructure, context: FindingContext) -> SteadyLevel? {
        let ys = structure.course.ys, mean = structure.mean
        guard !ys.isEmpty, AutoregressiveNoise.lagOneAutocorrelation(ys) <= steadyAutocorrelation else { return nil }
        var deviation = 0.0
        for y in ys { deviation = max(deviation, abs(y - mean)) }
        var allowed = steadyShare * abs(mean)
        if let range = context.chart.yAxis.range { allowed = max(allowed, steadyShare * (range.max - range.min)) }
        guard deviation > 0, deviation <= allowed else { return nil }
        var steady = SteadyLevel(series: structure.course.series, level: mean, isConstant: false, maximumDeviation: deviation)
        let sample = structure.course.sample
        if let lo = ys.indices.min(by: { ys[$0] < ys[$1] }), let hi = ys.indices.max(by: { ys[$0] < ys[$1] }) {
            steady.low = sample.ref(lo)
            steady.high = sample.ref(hi)
        }
        return steady
    }

    /// Level plus season, summed as the residuals are taken (no array the length of the series).
    private struct Expected: RandomAccessCollection {
        let level: [Double], seasonal: SeasonalComponent
        var startIndex: Int { 0 }
        var endIndex: Int { level.count }
        subscript(k: Int) -> Double { level[k] + seasonal[k] }
    }
}
