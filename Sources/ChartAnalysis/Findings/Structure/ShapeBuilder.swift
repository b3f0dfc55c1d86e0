import Foundation

/// Turns a broken-line level model into a `SeriesShape`: classifies each segment as rising, falling or
/// flat, tells neighbours that go the same way as one, and snaps each turning point to the local extreme
/// the eye sees.
///
/// A segment is flat unless its fitted change is (a) at least `significance` standard errors under the
/// model's AR(1) errors, (b) at least `minimumShareOfShape` of the whole shape's fitted range, and (c) at
/// least `minimumShareOfScale` of max(|mean|, range) — the 1 % the trend classifier uses too. A segment
/// that passes (a) and (c) but not (b) joins a neighbour that goes its way, at `joiningPace` of its pace or
/// more, rather than being flat. A segment flat beside a far larger move whose data still grew or shrank by
/// more than `ClaimAudit.levelDriftFactor` goes the data's way (no level is held in words).
struct ShapeBuilder {
    static let significance = 2.0
    static let minimumShareOfShape = 0.1
    static let minimumShareOfScale = 0.01
    /// The turning points are exact data values when the point-to-point noise is below this share of the
    /// smallest segment change; otherwise the shape is approximate and the fitted levels are what to say.
    static let exactNoiseShare = 0.1

    let course: CourseSeries
    /// The values the model describes (the series with any calendar cycle removed).
    let values: AdjustedValues
    let bins: BinnedCourse
    /// max(|mean|, range) of the series.
    let scale: Double
    /// Point-to-point noise of `values` (RobustScale.differenceNoise).
    let noise: Double
    let isSeasonallyAdjusted: Bool

    /// The shape and the final model (turning points snapped), or nil when nothing but flat remains.
    ///
    /// Neighbouring segments that go the same way are said as one (the model keeps its knots: they were
    /// part of the evidence that beat the constant level, and merging is only how the shape is told).
    func shape(from initial: LevelModel) -> (shape: SeriesShape, model: LevelModel)? {
        var model = initial.anchored(to: bins.values, at: bins.u)
        let directions = classify(model)
        guard directions.contains(where: { $0 != .flat }) else { return nil }
        // Knots where the direction changes, and the direction of each told segment.
        let turning = model.knots.indices.filter { directions[$0] != directions[$0 + 1] }
        let told = [directions[0]] + turning.map { directions[$0 + 1] }
        let positions = snappedPositions(model, turning: turning, directions: directions)
        var knots = model.knots
        for (t, k) in turning.enumerated() { knots[k] = course.u[positions[t]] }
        if knots != model.knots, zip(knots, knots.dropFirst()).allSatisfy({ $0 < $1 }) {
            model = LevelModelSelector.refit(model, knots: knots, stepStarts: [], u: bins.u, values: bins.values)
                .anchored(to: bins.values, at: bins.u)
        }
        let ends = [0] + positions + [course.count - 1]
        var segments: [ShapeSegment] = []
        var smallestChange = Double.infinity
        for j in 0..<(ends.count - 1) {
            let a = ends[j], b = ends[j + 1]
            let segment = ShapeSegment(start: course.sample.ref(a), end: course.sample.ref(b), direction: told[j],
                                       startLevel: model.value(at: course.u[a]), endLevel: model.value(at: course.u[b]))
            if segment.direction != .flat { smallestChange = min(smallestChange, abs(segment.change)) }
            segments.append(segment)
        }
        anchorEnds(&segments)
        // Told, not modelled (the model keeps its knots): a segment flat beside a far larger move whose data still
        // grew or shrank by a factor goes the data's way and joins a neighbour going that way.
        for j in segments.indices where segments[j].direction == .flat {
            if let way = drift(from: course.u[ends[j]], to: course.u[ends[j + 1]]) { segments[j].direction = way }
        }
        var joined: [ShapeSegment] = []
        for segment in segments {
            if var last = joined.last, segment.direction != .flat, last.direction == segment.direction {
                last.end = segment.end
                last.endLevel = segment.endLevel
                joined[joined.count - 1] = last
            } else {
                joined.append(segment)
            }
        }
        segments = joined
        var squares = 0.0
        for k in 0..<course.count {
            let r = values[k] - model.value(at: course.u[k])
            squares += r * r
        }
        let ys = course.ys
        var highest = 0
        for k in ys.indices where ys[k] > ys[highest] { highest = k }
        // "…to a record V" names the last segment's end: it must be the series' highest value itself, not a point
        // after a higher one inside the segment (an index whose last close lies 5 % below its high of the year
        // before; the claim audit re-stated 8 such shapes of 90 on the corpora before this).
        let endsAtRecord = told.last == .rising && highest >= ends[ends.count - 2] && highest > 0
            && (segments.last.map { $0.end.y >= ys[highest] } ?? false)
        // The data's own values at a segment's ends must go the segment's way to be said: a first value far
        // below the rest (a fuzzed 4 MW before 32 MW) would make a falling segment "fall from 4 to 23".
        let valuesDisagree = segments.contains { seg in
            (seg.direction == .rising && seg.end.y <= seg.start.y) || (seg.direction == .falling && seg.end.y >= seg.start.y)
        }
        let shape = SeriesShape(series: course.series, segments: segments,
                                isApproximate: isSeasonallyAdjusted || valuesDisagree
                                    || min(noise, RobustScale.curvatureNoise(values)) > ShapeBuilder.exactNoiseShare * smallestChange,
                                residualStandardDeviation: (squares / Double(course.count)).squareRoot(),
                                isSeasonallyAdjusted: isSeasonallyAdjusted, endsAtRecordHigh: endsAtRecord)
        return (shape, model)
    }

    /// A fitted level at the chart's first or last point may lie outside the values near it by at most this
    /// share of the shape's range; past it the data's mean over a pen's width is said instead (with a season
    /// removed, the end's own value).
    static let endTolerance = 0.025
    /// The pen's width at the ends: this share of the points (at least 3).
    static let endWindowShare = 1.0 / 25

    /// A straight line through growth that speeds up starts below the data (airline passengers, 112–148 a
    /// month in 1949, "rose from about 80"): the shape's first and last levels are moved to the mean of the
    /// (season-adjusted) values near each end where the fit strays from them by more than `endTolerance`.
    private func anchorEnds(_ segments: inout [ShapeSegment]) {
        guard let first = segments.first, let last = segments.last else { return }
        let levels = segments.flatMap { [$0.startLevel, $0.endLevel] }
        let range = (levels.max() ?? 0) - (levels.min() ?? 0)
        // With a season removed, the adjusted values near an end carry the whole series' seasonal mean (too
        // much for the small early swings of multiplicative growth): the data's own values over a twelfth of
        // the points (a year of a monthly decade) are what a reader sees there.
        let n = course.count
        let width = min(n, max(3, Int(Double(n) * (isSeasonallyAdjusted ? 1.0 / 12 : ShapeBuilder.endWindowShare))))
        let ys = course.ys
        guard range > 0, width > 0 else { return }
        // The window's mean, lowest and highest value at each end.
        func window(_ positions: [Int]) -> (mean: Double, low: Double, high: Double) {
            var sum = 0.0, low = Double.infinity, high = -Double.infinity
            for k in positions {
                let v = isSeasonallyAdjusted ? ys[k] : values[k]
                sum += v; low = min(low, v); high = max(high, v)
            }
            return (sum / Double(positions.count), low, high)
        }
        // Moved only where the fit lies outside every value near that end and strays past the tolerance: a
        // steep end (a fall to 336,303 people at 90) keeps a fitted level that is close to its last value.
        func strays(_ level: Double, _ w: (mean: Double, low: Double, high: Double)) -> Bool {
            (level < w.low || level > w.high) && min(abs(level - w.low), abs(level - w.high)) > ShapeBuilder.endTolerance * range
        }
        let head = window(Array(0..<width)), tail = window(Array((n - width)..<n))
        // Said instead: the mean near the end, or with a season removed the end's own value (the window's mean
        // of a season's values is no value of that month).
        let headLevel = isSeasonallyAdjusted ? ys[0] : head.mean, tailLevel = isSeasonallyAdjusted ? ys[n - 1] : tail.mean
        if strays(first.startLevel, head), (first.endLevel - headLevel) * first.change > 0 || first.direction == .flat {
            segments[0].startLevel = headLevel
        }
        if strays(last.endLevel, tail), (tailLevel - last.startLevel) * last.change > 0 || last.direction == .flat {
            segments[segments.count - 1].endLevel = tailLevel
        }
    }

    /// Directions of the model's segments (see the type's comment for "flat").
    private func classify(_ model: LevelModel) -> [SegmentDirection] {
        let bounds = [0.0] + model.knots + [1.0]
        let levels = bounds.map(model.value(at:))
        let range = (levels.max() ?? 0) - (levels.min() ?? 0)
        var small: [SegmentDirection?] = []
        var directions: [SegmentDirection] = (0..<(bounds.count - 1)).map { j in
            let change = levels[j + 1] - levels[j]
            let error = model.standardErrorOfChange(from: bounds[j], to: bounds[j + 1])
            let real = abs(change) >= ShapeBuilder.significance * error
                && abs(change) >= ShapeBuilder.minimumShareOfScale * scale
            let clear = real && abs(change) >= ShapeBuilder.minimumShareOfShape * range
            small.append(real && !clear ? (change > 0 ? .rising : .falling) : nil)
            return !clear ? .flat : change > 0 ? .rising : .falling
        }
        // A real change too small to be told on its own is part of the move beside it that goes its way when
        // it goes nearly as fast, by the plotted amount or by the rate: a slow start to a steady rise (CO₂ up
        // 3.5 ppm before 1963, 6 % of a 55 ppm rise, at half the rate) is no level held; a plateau after a
        // rise, drifting at a tenth of its pace, is.
        func pace(_ j: Int) -> (amount: Double, rate: Double?) {
            let dx = bounds[j + 1] - bounds[j], a = levels[j], b = levels[j + 1]
            guard dx > 0 else { return (0, nil) }
            return (abs(b - a) / dx, a > 0 && b > 0 ? abs(log(b / a)) / dx : nil)
        }
        func alongside(_ j: Int, _ k: Int) -> Bool {
            let (p, q) = (pace(j), pace(k))
            if p.amount >= ShapeBuilder.joiningPace * q.amount { return true }
            if let r = p.rate, let t = q.rate { return r >= ShapeBuilder.joiningPace * t }
            return false
        }
        for j in directions.indices where directions[j] == .flat {
            guard let way = small[j] else { continue }
            if (j > 0 && directions[j - 1] == way && alongside(j, j - 1))
                || (j + 1 < directions.count && directions[j + 1] == way && alongside(j, j + 1)) {
                directions[j] = way
            }
        }
        return directions
    }

    /// The way the data go over u in `a…b` where, flat beside a far larger move, they still grew or shrank by more
    /// than `ClaimAudit.levelDriftFactor` (values of one sign, the medians of the first and last fifths): GDP's
    /// 21 in 1900 and 474 in 1957 lie flat under 20,513 in 2018, but they rose, and "held around" would be false.
    private func drift(from a: Double, to b: Double) -> SegmentDirection? {
        let span = course.u.indices.filter { course.u[$0] >= a && course.u[$0] <= b }.map { values[$0] }
        return ClaimAudit.drift(span).map { $0 ? .rising : .falling }
    }

    /// A small real change joins its neighbour when its pace (amount or rate per unit of x) is at least this
    /// share of the neighbour's.
    static let joiningPace = 1.0 / 3

    /// Each knot moved to the data's extreme nearby: the highest point where a rise ends or a fall starts,
    /// the lowest where a fall ends or a rise starts; within a third of the shorter neighbouring segment,
    /// and on a moving average when the noise would otherwise pick a spike. Positions into the course.
    private func snappedPositions(_ model: LevelModel, turning: [Int], directions: [SegmentDirection]) -> [Int] {
        let n = course.count
        let raw = turning.map { min(n - 2, max(1, course.position(atOrAfter: model.knots[$0]))) }
        let ends = [0] + raw + [n - 1]
        var smallestChange = Double.infinity
        let bounds = [0.0] + model.knots + [1.0]
        for j in 0..<(bounds.count - 1) where directions[j] != .flat {
            smallestChange = min(smallestChange, abs(model.value(at: bounds[j + 1]) - model.value(at: bounds[j])))
        }
        let noisy = noise > ShapeBuilder.exactNoiseShare * smallestChange
        var snapped: [Int] = []
        for (j, position) in raw.enumerated() {
            let before = directions[turning[j]], after = directions[turning[j] + 1]
            let isPeak = (before == .rising) || (before == .flat && after == .falling)
            let reach = max(1, min(position - ends[j], ends[j + 2] - position) / 3)
            let lo = max(ends[j] + 1, position - reach), hi = min(ends[j + 2] - 1, position + reach)
            guard lo <= hi else { snapped.append(position); continue }
            let half = noisy ? reach / 3 : 0
            snapped.append(extreme(in: lo...hi, half: half, highest: isPeak))
        }
        for k in snapped.indices.dropFirst() where snapped[k] <= snapped[k - 1] { return raw }
        return snapped
    }

    /// Position of the highest (or lowest) moving average of width 2·half + 1 within `range`.
    private func extreme(in range: ClosedRange<Int>, half: Int, highest: Bool) -> Int {
        let lo = max(0, range.lowerBound - half), hi = min(course.count - 1, range.upperBound + half)
        var prefix = [0.0]
        prefix.reserveCapacity(hi - lo + 2)
        for k in lo...hi { prefix.append(prefix[prefix.count - 1] + values[k]) }
        var best = range.lowerBound, bestValue = highest ? -Double.infinity : Double.infinity
        for k in range {
            let a = max(lo, k - half), b = min(hi, k + half)
            let mean = (prefix[b - lo + 1] - prefix[a - lo]) / Double(b - a + 1)
            if highest ? mean > bestValue : mean < bestValue { best = k; bestValue = mean }
        }
        return best
    }
}
