/// Finds the visible course of one series (`VisibleCourse`): what a sighted reader takes in at a glance.
///
/// Method, on the non-missing points in x order:
/// 1. Smooth at the chart's scale: a centred moving average `penWidthShare` of the points wide (at least
///    3; series of more than `maximumBins` points are first averaged into that many equal-count bins), the
///    thick pen that neighbouring-point noise does not move.
/// 2. Simplify the smoothed line into alternating rises and falls by a zigzag: a turn counts once the line
///    has come back from it by the threshold h = max(`moveShare` × range, `noiseMultiple` × σ / √width),
///    where σ is the point-to-point noise (a robust spread of the first differences). h grows by a fifth
///    until at most `mostMoves` moves are left.
/// 3. Move every turn to the highest (lowest) data point within a pen's width of it, so each value said is
///    a value of the data, not a fitted level.
/// The course is kept when its largest smoothed move spans at least `largestMoveShare` of the range and
/// `noiseMultiple` × σ: white noise has none (at most 2 % at every length from 8 to 5,000 points,
/// `VisibleCourseTests`), a random walk or a persistent series has one, as it has to the eye.
enum VisibleCourseFinder {
    /// Fewer points than this are read one by one (the walkthrough), not as a course, unless they rise to one
    /// turn and fall after it (`unimodalCourse`).
    static let fewestPoints = 8
    /// The pen: the smoothing window as a share of the points.
    static let penWidthShare = 1.0 / 25
    /// A rise or fall counts as a move when it spans at least this share of the range.
    static let moveShare = 0.3
    /// The largest move must span at least this share of the range for the course to be said.
    static let largestMoveShare = 0.3
    /// …and at least this many times the point-to-point noise.
    static let noiseMultiple = 3.0
    /// At most this many moves are kept: the rises and falls a reader can hold.
    static let mostMoves = 5
    /// A series read point by point that `mostMoves` moves cannot tell (one would pass over a reversal of
    /// `moveShare` of the range) is read again with up to this many: 14 yearly growth rates that swing between
    /// booms and recessions in seven moves are seven facts a reader sees (US GDP growth 1970-1983 was told by
    /// its range alone).
    static let mostPointByPointMoves = 8
    /// A net change from the first point to the last of at least this share of the range sums the course
    /// up as a rise (fall) over the whole chart.
    static let netShare = 0.5
    /// Longer series are averaged into this many bins before smoothing.
    static let maximumBins = 1000
    /// First differences beyond this many are sampled (evenly) to measure the noise.
    static let noiseSampleLimit = 20_000

    /// `pointsPerCycle`: under a calendar cycle, the pen is at least one cycle wide, so the season does not
    /// move it (a yearly swing in monthly home sales is no rise or fall of the course); such a course is read
    /// from the pen only (no point-by-point reading). `plottedRange`: the range the chart is drawn over (every
    /// series), which a steep part of a move must span a share of (`steepPart`); the series' own where smaller.
    /// `penOnly`: a series of more than `pointByPointLimit` points is read with the pen alone.
    static func course(series: Int, sample: Sample, ratioScale: Bool, pointsPerCycle: Double = 0,
                       plottedRange: Double = 0, penOnly: Bool = false) -> VisibleCourse? {
        let ys = sample.ys, n = ys.count
        guard n >= min(fewestDescribedPoints, fewestUnimodalPoints) else { return nil }
        var hi = 0, lo = 0
        for k in 1..<n {
            if ys[k] > ys[hi] { hi = k }
            if ys[k] < ys[lo] { lo = k }
        }
        let range = ys[hi] - ys[lo]
        guard range > 0, range.isFinite else { return nil }
        if n <= pointByPointLimit, pointsPerCycle == 0 {
            return pointByPointCourse(series: series, sample: sample, ratioScale: ratioScale, hi: hi, lo: lo,
                                      plottedRange: max(range, plottedRange))
                ?? pointByPointCourse(series: series, sample: sample, ratioScale: ratioScale, hi: hi, lo: lo,
                                      plottedRange: max(range, plottedRange), mostMoves: mostPointByPointMoves)
        }
        // Up to `pointByPointReadLimit` points the eye still takes in each point: where the pen finds a course
        // (its noise test says whether there is one) and the points tell it in few moves, the points say it. A pen
        // three points wide over 18 five-yearly rates rounds off the fall from 12.49 % in 1980 to 7.96 % in 1985.
        // Where they zigzag too much for that (rodents caught each year), the pen reads them.
        if n <= pointByPointReadLimit, pointsPerCycle == 0, !penOnly,
           course(series: series, sample: sample, ratioScale: ratioScale, plottedRange: plottedRange, penOnly: true) != nil,
           let c = pointByPointCourse(series: series, sample: sample, ratioScale: ratioScale, hi: hi, lo: lo,
                                      plottedRange: max(range, plottedRange)) {
            return c
        }
        guard n >= fewestPoints else { return unimodalCourse(series: series, sample: sample, ratioScale: ratioScale, hi: hi, lo: lo) }

        // Bins: equal counts of consecutive points; `starts[j]` is bin j's first point.
        let binCount = min(n, maximumBins)
        var starts = [Int](repeating: 0, count: binCount + 1)
        var means = [Double](repeating: 0, count: binCount)
        for j in 0...binCount { starts[j] = j * n / binCount }
        for j in 0..<binCount {
            var sum = 0.0
            for k in starts[j]..<starts[j + 1] { sum += ys[k] - ys[lo] }
            means[j] = ys[lo] + sum / Double(starts[j + 1] - starts[j])
        }
        let cycleBins = Int((pointsPerCycle * Double(binCount) / Double(n)).rounded(.up))
        let noise = differenceNoise(ys)
        let pointsPerBin = Double(n) / Double(binCount)
        let threshold: (Int) -> Double = { max(moveShare * range, noiseMultiple * noise / (Double($0) * pointsPerBin).squareRoot()) }
        // The zigzag of the line a pen `width` bins wide, when it tells the chart in at most `mostMoves` moves
        // the largest of which is no noise.
        func read(_ width: Int, _ smoothed: [Double]? = nil) -> (smoothed: [Double], turns: [Int])? {
            let smoothed = smoothed ?? movingAverage(means, width: width)
            let turns = fewMoves(smoothed, from: threshold(width))
            guard turns.count >= 2, turns.count - 1 <= mostMoves else { return nil }
            var largest = 0.0
            for k in 1..<turns.count { largest = max(largest, abs(smoothed[turns[k]] - smoothed[turns[k - 1]])) }
            guard largest >= largestMoveShare * range, largest >= noiseMultiple * noise else { return nil }
            return (smoothed, turns)
        }
        // Each move is one to the eye: nothing inside it undoes more than `wholeMoveShare` of it. Asked of the
        // narrow pen only: asked of the standard one, New York's summer and the unemployed's 2009 peak and fall
        // lost their courses to smaller findings.
        func whole(_ r: (smoothed: [Double], turns: [Int])) -> Bool {
            zip(r.turns, r.turns.dropFirst()).allSatisfy { a, b in
                ClaimAudit.largestCounterMove(r.smoothed, from: a, to: b, rise: r.smoothed[b] > r.smoothed[a])
                    <= wholeMoveShare * abs(r.smoothed[b] - r.smoothed[a])
            }
        }
        var width = max(3, Int((Double(binCount) * penWidthShare).rounded()) | 1, cycleBins | 1)
        guard var (smoothed, turns) = read(width) else {
            return pointsPerCycle > 0 ? nil : shortCourse(series: series, sample: sample, ratioScale: ratioScale, hi: hi, lo: lo)
        }
        // A course the standard pen sees is read again with a narrow pen where the series is quiet enough
        // (`penWidth`): the standard pen halves a crash as steep as the Dow's of 2008. Only a course it sees (a
        // river's wet and dry years are none), and only where the narrow pen finds no more moves than a reader
        // can hold at the standard threshold (eight glacial cycles of CO2 would be cut to two by a raised one).
        // At most half the standard width: a pen nearly as wide halves the same crash and only moves the turns.
        // Each of its moves is one to the eye: nothing inside it undoes more than `wholeMoveShare` of it (CO2's
        // "rise" over three glacial cycles falls back by 58 % of itself on the way).
        let quiet = max(penWidth(bins: binCount, pointsPerBin: pointsPerBin, noise: noise, range: range), cycleBins | 1)
        var narrow = false
        if 2 * quiet <= width, case let line = movingAverage(means, width: quiet),
           zigzag(line, threshold: threshold(quiet)).count - 1 <= mostMoves, let fine = read(quiet, line), whole(fine) {
            (smoothed, turns, width, narrow) = (fine.smoothed, fine.turns, quiet, true)
        }

        // Each turn at the data's own extreme within a pen's width (half a window each side), never past
        // the turns beside it.
        var points: [Int] = []
        for (t, j) in turns.enumerated() {
            let isHigh = t + 1 < turns.count ? smoothed[turns[t + 1]] < smoothed[j] : smoothed[turns[t - 1]] < smoothed[j]
            // Under a season the smoothed turn can lie a cycle or more from the data's own extreme, in a low
            // stretch of several years: look as far as the turns beside it (Austin's lowest month, Jan 2009,
            // not a later January).
            // Under a narrow pen (`penWidth`), a quiet series' turn is its extreme between the turns beside it:
            // the S&P's high of October 2007, not a July close the three-bin line turned at.
            let reach = pointsPerCycle > 0 || narrow ? binCount : width / 2
            let fromBin = max(t > 0 ? turns[t - 1] + 1 : 0, j - reach)
            // The last turn before the end is the data's extreme from the turn before it to the end: the yen's low
            // of 121.08 in Nov 1988 came 47 weeks after the pen turned, in a flat stretch the pen never left,
            // and the course had ended on an earlier, higher low.
            let toBin = t == turns.count - 1 ? binCount - 1 : min(turns[t + 1] - 1, j + reach)
            // Never at or before the turn before it (moved itself as far as this one's bin).
            let first = max(starts[max(0, min(fromBin, j))], (points.last ?? -1) + 1)
            guard first < starts[max(toBin, j) + 1] else { return nil }
            var best = first
            for k in first..<starts[max(toBin, j) + 1] {
                if isHigh ? ys[k] > ys[best] : ys[k] < ys[best] { best = k }
            }
            if let previous = points.last, best <= previous { return nil }
            points.append(best)
        }
        // The end is where the chart leaves the reader: where the line has come back from the last turn by
        // `visibleReversalShare` of the range (on the pen's line, so one noisy last value does not), the move to
        // the last point is said too ("then rose to 28.3 in Nov 1992": Ansett's traffic after its 1992 dip).
        // The line is read from the bin the last turn's point lies in (it may lie past the pen's turn).
        if let turn = turns.last, let previous = turns.dropLast().last, let at = points.last, at < n - 1,
           case let atBin = max(turn, (starts.lastIndex { $0 <= at } ?? turn)),
           case let back = smoothed[binCount - 1] - smoothed[min(atBin, binCount - 1)], abs(back) >= visibleReversalShare * range,
           (back > 0) != (smoothed[turn] > smoothed[previous]), (ys[n - 1] > ys[at]) == (back > 0) {
            points.append(n - 1)
        }
        guard var c = course(series: series, sample: sample, ratioScale: ratioScale, points: points, hi: hi, lo: lo) else { return nil }
        // More swings than a course keeps are counted on the quiet pen's line (`penWidth`: as narrow as the noise
        // allows), each way by the threshold: raising the threshold until five moves are left passed over five of
        // nine glacial cycles of CO2 (EPICA), and the standard pen, 32,000 years wide there, merged them.
        if pointsPerCycle == 0 {
            let line = movingAverage(means, width: quiet)
            let size = threshold(quiet)
            if let count = swingCount(line, threshold: size), count >= VisibleCourse.fewestCountedSwings {
                (c.swings, c.swingSize) = (count, size)
            }
        }
        // A pen's course of few points (at most `penSteepPartLimit`, every point still seen) names where each move
        // happens, as one read point by point does: the Broad Street cholera "rose by 127 from 0 on Aug 25 to a high
        // of 127 on Sep 2, most of it from Aug 31 to Sep 2" (near zero for a week, then the outbreak).
        if n <= penSteepPartLimit, pointsPerCycle == 0 {
            for m in c.moves.indices {
                let from = sample.position(ofIndex: c.moves[m].start.index), to = sample.position(ofIndex: c.moves[m].end.index)
                c.moves[m].steepPart = steepPart(sample, from: from, to: to, plottedRange: max(range, plottedRange))
            }
        } else if n <= longSteepPartLimit, pointsPerCycle == 0 {
            // Past that, only a part that is an event on the drawing itself (`VisibleEvents.eventShare` of the
            // plotted range in at most `longSteepPartSpan` of the move): the pound's fall from 1.997 dollars in Sep
            // 1992 to 1.44 in Mar 1993 (Black Wednesday), 41 % of the chart in six months of a ten-year slide,
            // which "fell 28% to 1.4162 in Jul 2001" passed over.
            for m in c.moves.indices {
                let from = sample.position(ofIndex: c.moves[m].start.index), to = sample.position(ofIndex: c.moves[m].end.index)
                c.moves[m].steepPart = steepPart(sample, from: from, to: to, plottedRange: max(range, plottedRange),
                                                 least: VisibleEvents.eventShare, span: longSteepPartSpan)
            }
        }
        return c
    }
    /// The most points of a pen's course whose moves' steep parts are named (`steepPart`).
    static let penSteepPartLimit = 60
    /// The most points of a pen's course whose moves' steep parts are named where each is an event of its own.
    static let longSteepPartLimit = 2_000
    /// Past `penSteepPartLimit` points, the most share of a move's span (in x) its steep part may take.
    static let longSteepPartSpan = 0.2

    /// The pen's width in bins: `penWidthShare` of them, or as few as three where the series is so
    /// quiet that a narrower pen leaves noise of at most `quietShare` of a move (`noiseMultiple` × σ / √points
    /// averaged). A wide pen halves a crash as steep as the Dow's of 2008 (57 % of the range in a year and a
    /// half of thirty-three, drawn as a V); a quiet series keeps that V under a narrow pen, and white noise,
    /// whose point-to-point noise is a large share of its range, keeps the wide one.
    static func penWidth(bins: Int, pointsPerBin: Double, noise: Double, range: Double) -> Int {
        let widest = max(3, Int((Double(bins) * penWidthShare).rounded()) | 1)
        for w in stride(from: 3, to: widest, by: 2)
        where noiseMultiple * noise / (Double(w) * pointsPerBin).squareRoot() <= quietShare * moveShare * range {
            return w
        }
        return widest
    }
    /// A narrow pen's move may be undone on the way by at most this share of itself (`course`).
    static let wholeMoveShare = 0.5
    /// A narrower pen is taken only where its leftover noise is at most this share of a move (`penWidth`).
    static let quietShare = 0.1

    /// The course through `points` (indices of the data, in x order, alternating turns).
    private static func course(series: Int, sample: Sample, ratioScale: Bool, points: [Int], hi: Int, lo: Int) -> VisibleCourse? {
        course(series: series, sample: sample, ratioScale: ratioScale, pairs: zip(points, points.dropFirst()).map { ($0, $1) },
               hi: hi, lo: lo)
    }

    /// A course of the moves from each pair's first point to its second (a level may lie between two moves).
    private static func course(series: Int, sample: Sample, ratioScale: Bool, pairs: [(Int, Int)], hi: Int, lo: Int) -> VisibleCourse? {
        let n = sample.ys.count
        var moves: [VisibleCourse.Move] = []
        for (a, b) in pairs {
            let start = sample.ref(a), end = sample.ref(b)
            guard end.y != start.y else { return nil }
            moves.append(VisibleCourse.Move(start: start, end: end, isRise: end.y > start.y,
                                            relativeChange: relative(start.y, end.y, ratioScale)))
        }
        let first = sample.ref(0), last = sample.ref(n - 1)
        return VisibleCourse(series: series, moves: moves, first: first, last: last, high: sample.ref(hi),
                             low: sample.ref(lo), netRelativeChange: relative(first.y, last.y, ratioScale))
    }

    /// A series of at most `pointByPointLimit` points is read as a sighted reader reads it: point by point, with
    /// no pen and no test. Seven yearly values are seven facts; whether they are unlike white noise decides
    /// what may be said of the process (a trend that goes on), never whether what is drawn is described. Its
    /// turns are the data points the line comes back from by `visibleReversalShare` of the range; the first
    /// move starts at the first point and the last ends at the last (what lies before the first turn or after
    /// the last is smaller than that reversal, so the move's direction is the same). The steps against a net
    /// rise or fall are kept (`VisibleCourse.againstSteps`), so that a summary can say "falling only in 2020".
    private static func pointByPointCourse(series: Int, sample: Sample, ratioScale: Bool, hi: Int, lo: Int,
                                           plottedRange: Double, mostMoves: Int = mostMoves) -> VisibleCourse? {
        let ys = sample.ys, n = ys.count
        let range = ys[hi] - ys[lo]
        var turns = fewMoves(ys, from: visibleReversalShare * range, most: mostMoves)
        guard turns.count >= 2 else { return nil }
        // The end is where the chart leaves the reader: a last value below the last high (above the last low)
        // is a move of its own, however small ("then fell to 383 in FY2023").
        if turns[turns.count - 1] != n - 1, ys[n - 1] != ys[turns[turns.count - 1]] { turns.append(n - 1) }
        // A net rise (fall) starts at the first point when its first move goes the net's way: the wiggle before
        // the first turn is smaller than a visible reversal, and short and long then tell one change.
        let net = ys[n - 1] - ys[0]
        if turns[0] != 0, abs(net) >= netShare * range, (ys[turns[1]] > ys[turns[0]]) == (net > 0) { turns[0] = 0 }
        // The start is where the chart takes the reader up: where the threshold was raised to keep `mostMoves`
        // moves, what lies before the first turn can be a move the eye sees (the Democrats' fall from 51.68 % in
        // 1916 to their lowest, 36.12 % in 1920, 59 % of the range, went unsaid). A first stretch of `endShare`
        // of the range is a move of its own, one more than `mostMoves` where it must be.
        if turns[0] != 0, abs(ys[turns[0]] - ys[0]) >= endShare * range { turns.insert(0, at: 0) }
        // A first move too small to see (under `endShare` of the range) is no move: the line starts with the one
        // after it ("fell 0.1% from 11.372 in 1905 to 11.356 in 1925, rose 2.1% …" of Arctic sea ice).
        if turns.count >= 3, turns[0] == 0, abs(ys[turns[1]] - ys[0]) < endShare * range { turns.remove(at: 1) }
        // A series too jagged to tell in `mostMoves` moves (one would pass over a reversal of `moveShare` of the
        // range) has no course to say: its range and extremes are what a reader can be told.
        for k in 1..<turns.count where ClaimAudit.largestCounterMove(ys, from: turns[k - 1], to: turns[k],
                                                                      rise: ys[turns[k]] > ys[turns[k - 1]]) >= moveShare * range {
            return nil
        }
        let pathTurns = turns
        var levels = heldStretches(ys, turns: &turns, range: range, ratioScale: ratioScale)
        var pairs = zip(turns, turns.dropFirst()).map { ($0, $1) }
        levels += heldInside(ys, xs: sample.xs, pairs: &pairs, range: range)
        levels += heldAtTurns(ys, pairs: &pairs, range: range)
        levels.sort { $0.0 < $1.0 }
        guard var c = course(series: series, sample: sample, ratioScale: ratioScale, pairs: pairs, hi: hi, lo: lo) else { return nil }
        c.isPointByPoint = true
        if c.moves.count == 1, let m = c.moves.first {
            let (a, b) = (sample.position(ofIndex: m.start.index), sample.position(ofIndex: m.end.index))
            c.pace = VisibleCourse.pace(ys, from: a, to: b)
            if c.pace == nil, let found = VisibleCourse.paceBreak(xs: sample.xs, ys: ys, from: a, to: b) {
                c.paceBreak = VisibleCourse.PaceBreak(at: sample.ref(found.split), slowFirst: found.slowFirst, ratio: found.ratio)
            }
        }
        c.pathShare = pathShare(ys, sample.xs, turns: pathTurns)
        c.levels = levels.map { a, b in
            var stretch = Array(ys[a...b])
            var level = VisibleCourse.Level(start: sample.ref(a), end: sample.ref(b), value: Selection.median(&stretch))
            level.creeps = a > 0 && b < n - 1 && ((a..<b).allSatisfy { ys[$0 + 1] > ys[$0] } || (a..<b).allSatisfy { ys[$0 + 1] < ys[$0] })
            return level
        }
        for m in c.moves.indices {
            let from = sample.position(ofIndex: c.moves[m].start.index), to = sample.position(ofIndex: c.moves[m].end.index)
            c.moves[m].steepPart = steepPart(sample, from: from, to: to, plottedRange: plottedRange)
            c.moves[m].onlyAgainstAt = onlyAgainst(ys, from: from, to: to, rise: c.moves[m].isRise, range: range).map(sample.ref)
            // A recovery past the start of the course's largest fall, inside the rise after it, is where the eye
            // sees the collapse undone. (A fall past the start of a rise is said by its own size, and the recovery
            // from a lesser dip goes without saying: Bush's approval leapt past its April 2001 level.)
            let largestFall = c.moves.filter { !$0.isRise }.max { abs($0.change) < abs($1.change) }
            // The fall must show on the drawn chart (`visibleReversalShare` of the plotted range): Leave's slip
            // of 0.6 points in a chart of 8 to 46 % is no collapse to recover from.
            if m > 0, c.moves[m].isRise, c.moves[m - 1].end == c.moves[m].start, c.moves[m - 1] == largestFall,
               abs(c.moves[m - 1].change) >= visibleReversalShare * plottedRange {
                let before = c.moves[m - 1].start, rise = c.moves[m].isRise
                if let k = (from + 1..<to).first(where: { rise ? ys[$0] > before.y : ys[$0] < before.y }) {
                    c.moves[m].regainsAt = sample.ref(k)
                    c.moves[m].regained = before
                }
            }
            // The one step that stands out, where no single step carries most of the move (that step is its steep
            // part: "most of it from Dec 2008 to Jan 2009") and the recovery does not name where it ends already.
            if let step = largestStep(sample, from: from, to: to, plottedRange: plottedRange),
               c.moves[m].regainsAt?.index != step.end.index {
                let part = c.moves[m].steepPart
                let partIsOneStep = part.map { sample.position(ofIndex: $0.end.index) - sample.position(ofIndex: $0.start.index) == 1 } ?? false
                if !partIsOneStep {
                    c.moves[m].largestStep = step
                    c.moves[m].steepPart = nil
                }
            }
        }
        nameSeriesLargestStep(&c, sample, plottedRange: plottedRange)
        c.hasFlatStep = (1..<n).contains { ys[$0] == ys[$0 - 1] }
        if net != 0 {
            c.againstSteps = (1..<n).compactMap { k in
                let d = ys[k] - ys[k - 1]
                guard d != 0, (d > 0) != (net > 0) else { return nil }
                let start = sample.ref(k - 1), end = sample.ref(k)
                return VisibleCourse.Move(start: start, end: end, isRise: d > 0, relativeChange: relative(start.y, end.y, ratioScale))
            }
            for l in c.levels.indices {
                c.levels[l].turn = levelTurn(ys, from: c.levels[l].start.index, to: c.levels[l].end.index,
                                             against: c.againstSteps, rise: net > 0, plottedRange: plottedRange).map(sample.ref)
            }
        }
        // Rising and falling by turns, every point seen: how many times, each way by `moveShare` of the range.
        if c.summary == .swung, let count = swingCount(ys, threshold: moveShare * range) {
            (c.swings, c.swingSize) = (count, moveShare * range)
        }
        return c
    }

    /// The ends of the steps of a move from `from` to `to` that go against it, where there are one or two
    /// (`VisibleCourse.mostNamedAgainstSteps`) of a move of at least four steps and each is at least `endShare` of
    /// the range: a dip a reader sees and can be told is the only one. Empty otherwise.
    static func onlyAgainst(_ ys: [Double], from: Int, to: Int, rise: Bool, range: Double) -> [Int] {
        guard to - from >= 4, range > 0 else { return [] }
        let against = (from + 1...to).filter { k in ys[k] != ys[k - 1] && (ys[k] > ys[k - 1]) != rise }
        guard (1...VisibleCourse.mostNamedAgainstSteps).contains(against.count),
              against.allSatisfy({ abs(ys[$0] - ys[$0 - 1]) >= endShare * range }) else { return [] }
        return against
    }

    /// Read point by point, a first or last stretch of at least `fewestHeldPoints` points that stays within
    /// `visibleReversalShare` of the range, beside a move of `moveShare` of the range, is a level the eye sees:
    /// "rose from 201 in 2021 to 300 in 2022, then held around 300 until 2024", not "rose from 201 to 300 from
    /// 2021 to 2024", which hides that the rise was over in a year. The move then ends (starts) where the level
    /// begins (ends); `turns` is changed to match, and the stretches are returned as index ranges.
    private static func heldStretches(_ ys: [Double], turns: inout [Int], range: Double, ratioScale: Bool = false) -> [(Int, Int)] {
        let band = visibleReversalShare * range, n = ys.count
        func within(_ a: Int, _ b: Int) -> Bool { spread(ys, a, b) <= band }
        // A stretch that moves at every step the way of the move beside it is that move slowing, not a level
        // ("fell steeply until 1992, then slowly" to its lowest at the end is no "held around 1.69"; the
        // Australian Democrats' 0.18, 0.03 and 0 % end at nothing). A first stretch that moves less than
        // `levelTurnShare` of the range in all is the start before the move, flat to the eye: US consumption per
        // person crept from 10,746 to 10,782 in 1980-82 (1.4 % of the range) before a climb of 2,600.
        // Where ratios mean something, a first stretch that grows by more than `creepFactor` is growth, however
        // flat it is drawn: the US census's 3.93, 5.31 and 7.24 million of 1790-1810 were no "held around 10".
        func creeps(_ a: Int, _ b: Int) -> Bool {
            guard ratioScale, ys[a] > 0, ys[b] > 0 else { return true }
            return max(ys[a], ys[b]) / min(ys[a], ys[b]) <= creepFactor
        }
        func continues(_ a: Int, _ b: Int, rise: Bool, first: Bool = false) -> Bool {
            !(first && abs(ys[b] - ys[a]) <= levelTurnShare * range && creeps(a, b))
                && (a..<b).allSatisfy { rise ? ys[$0 + 1] > ys[$0] : ys[$0 + 1] < ys[$0] }
        }
        var found: [(Int, Int)] = []
        // The longest first stretch within the band; the turns inside it are wiggles of the level.
        var start = 0
        while start + 1 < n, within(0, start + 1) { start += 1 }
        if start + 1 >= fewestHeldPoints, let next = turns.first(where: { $0 > start }),
           abs(ys[next] - ys[start]) >= moveShare * range, !continues(0, start, rise: ys[next] > ys[start], first: true) {
            turns = [start] + turns.filter { $0 > start }
            found.append((0, start))
        }
        var end = n - 1
        while end - 1 > (found.first?.1 ?? 0), within(end - 1, n - 1) { end -= 1 }
        if let before = turns.last(where: { $0 < end }) {
            let rise = ys[end] > ys[before]
            // The level starts where the move's last long step lands: Greece's GDP fell to 276.8 in 2013 and held
            // there, and 284.6 in 2012 is the fall still going on.
            while n - (end + 1) >= fewestHeldPoints, (ys[end + 1] - ys[end]) * (rise ? 1 : -1) >= band / 2 { end += 1 }
            // A stretch whose last step goes the move's way by `endShare` of the range, to `endShare` past the
            // move's end, is the move going on at the end ("fell to 75.54% in Apr 2002, then held around 76%" over a
            // last step to 73.62%: Bush's approval); a level that creeps past it by small steps holds (Greece's
            // population, 11.03 to 11.05 million in steps of 0.01).
            let way: Double = rise ? 1 : -1
            let passes = (ys[n - 1] - ys[end]) * way >= endShare * range && (ys[n - 1] - ys[n - 2]) * way >= endShare * range
            if n - end >= fewestHeldPoints, abs(ys[end] - ys[before]) >= moveShare * range,
               !continues(end, n - 1, rise: rise), !passes {
                turns = turns.filter { $0 < end } + [end]
                found.append((end, n - 1))
            }
        }
        return found
    }

    /// The point inside a level where the series visibly goes against its net change (a dip in a series that
    /// rises from its first point to its last, a peak in one that falls), where it does so at only one or two
    /// steps of the whole series (`VisibleCourse.mostNamedAgainstSteps`), one inside the level, and falls
    /// (rises) there by at least `levelTurnShare` of the plotted range. Every point of a short series is seen,
    /// and its one fall is what the eye finds first inside "held around 13 until 1990" (Afghanistan's 11.94 in
    /// 1985). Nil otherwise; a level's other wiggles stay unsaid.
    static func levelTurn(_ ys: [Double], from a: Int, to b: Int, against: [VisibleCourse.Move], rise: Bool,
                          plottedRange: Double) -> Int? {
        let inside = against.filter { $0.start.index >= a && $0.end.index <= b }
        guard (1...VisibleCourse.mostNamedAgainstSteps).contains(against.count), plottedRange > 0,
              !inside.isEmpty else { return nil }
        // At the chart's last point a dip is where the chart ends, not a turn the level comes back from ("held
        // around 9.2% until Q4 1983, dipping to 9.1% in Q4 1983" said the end twice).
        let ends = inside.map(\.end.index).filter { $0 < b || b < ys.count - 1 }
        guard let k = rise ? ends.min(by: { ys[$0] < ys[$1] }) : ends.max(by: { ys[$0] < ys[$1] }) else { return nil }
        // How far it goes against the net change, from where the first step against starts, and beyond the
        // level itself: a step down to the level's own median is no dip of it.
        let from = inside[0].start.index
        var span = Array(ys[a...b])
        let level = Selection.median(&span)
        guard abs(ys[k] - ys[from]) >= levelTurnShare * plottedRange,
              (rise ? level - ys[k] : ys[k] - level) > 0 else { return nil }
        return k
    }
    /// The least fall (rise) of a turn inside a level, as a share of the plotted range (`levelTurn`): on a
    /// chart a standard 400 pixels high, 12 pixels against a level drawn within 10 % of the series' range.
    static let levelTurnShare = 0.03
    /// A creeping first stretch on a ratio scale is a level only where its ends lie within this factor of each
    /// other (`heldStretches`).
    static let creepFactor = 1.1
    /// A stretch inside a move that goes the move's way at every step is a level (`heldInside`) only where its
    /// slope along x is at most this share of each side's: a third of the slope, a bend a reader sees.
    static let creepPace = 1.0 / 3
    /// The least share of the x axis such a levelling off spans (`heldInside`): China's car output slowed for the
    /// two years 2010-12 of 29 drawn, a kink, not a level.
    static let creepSpan = 0.15

    /// Read point by point, a stretch of at least `fewestHeldPoints` points inside one move that stays within
    /// `visibleReversalShare` of the range, with a visible move on each side the same way, is a stall: "rose from
    /// 200.9 in 2015 to 251.7 in 2018, held around 249 until 2021, then rose to 301.4 in 2024". The move is split
    /// around it (the longest such stretch of each move).
    private static func heldInside(_ ys: [Double], xs: [Double], pairs: inout [(Int, Int)], range: Double) -> [(Int, Int)] {
        let band = visibleReversalShare * range
        var found: [(Int, Int)] = [], split: [(Int, Int)] = []
        for (a, b) in pairs {
            let rise = ys[b] > ys[a]
            var best: (Int, Int)?
            for i in (a + 1)..<max(a + 1, b) {
                var j = i
                while j + 1 < b, spread(ys, i, j + 1) <= band { j += 1 }
                // Both sides move visibly the move's way, and the stretch is no part of the move going on: it goes
                // against the move somewhere, or it is the move levelling off, drawn as a bend the eye sees: at
                // most `creepPace` times as steep as each side along x, over at least `creepSpan` of the x axis,
                // with a move of `moveShare` of the range on each side (Japan's car exports rose 2.4 billion a five
                // years in the 1990s, 8.3 before and 24.7 after: "levelled off around 44 until 2000"; US sulphur
                // dioxide's slower 2016-18 inside a fall to 2020 is the fall going on).
                let way: Double = rise ? 1 : -1
                guard j - i + 1 >= fewestHeldPoints, (ys[i] - ys[a]) * way >= band, (ys[b] - ys[j]) * way >= band else { continue }
                if (i..<j).allSatisfy({ rise ? ys[$0 + 1] > ys[$0] : ys[$0 + 1] < ys[$0] }) {
                    func slope(_ p: Int, _ q: Int) -> Double { abs(ys[q] - ys[p]) / max(xs[q] - xs[p], .leastNormalMagnitude) }
                    guard (ys[i] - ys[a]) * way >= moveShare * range, (ys[b] - ys[j]) * way >= moveShare * range,
                          xs[j] - xs[i] >= creepSpan * (xs[xs.count - 1] - xs[0]),
                          slope(i, j) <= creepPace * min(slope(a, i), slope(j, b)) else { continue }
                }
                if best == nil || j - i > best!.1 - best!.0 { best = (i, j) }
            }
            if let (i, j) = best {
                split += [(a, i), (j, b)]
                found.append((i, j))
            } else {
                split.append((a, b))
            }
        }
        pairs = split
        return found
    }

    /// The stretches from a turn of the course (a low between a fall and a rise, a high between a rise and a
    /// fall) that stay within half the level band for at least `fewestHeldPoints` points while both moves beside them
    /// leave it by the band: the US commercial paper rate fell to 0.75 % in 1935 and stayed below 1 % until 1945
    /// before it climbed, which "rose from a low of 0.75 % in 1935" does not say. The moves are cut at the
    /// stretch's ends.
    private static func heldAtTurns(_ ys: [Double], pairs: inout [(Int, Int)], range: Double) -> [(Int, Int)] {
        let band = visibleReversalShare * range
        // Within half the level band: a rounded top (Guangzhou's 29.3, 29.0 and 28.1 degrees from July to
        // September) is the turn itself, not a level held.
        let flat = band / 2
        var found: [(Int, Int)] = []
        var k = 0
        while k + 1 < pairs.count {
            let (a, t) = pairs[k], (t2, b) = pairs[k + 1]
            let low = ys[t] < ys[a]
            guard t == t2, (ys[b] > ys[t]) == low else { k += 1; continue }
            // The stretch starts at the turn, so the move still ends on the extreme ("to a low of 0.75 % in 1935,
            // held around 1 % until 1950"); a low inside a flat bottom is said as the low (Syria's 18.96 million
            // in 2016, between 19.21 and 18.98), not as a level that hides it.
            let i = t
            var j = t
            while j + 1 < b, spread(ys, i, j + 1) <= flat { j += 1 }
            let way: Double = low ? -1 : 1
            guard j - i + 1 >= fewestHeldPoints, (ys[i] - ys[a]) * way >= band, (ys[b] - ys[j]) * -way >= band else { k += 1; continue }
            pairs[k] = (a, i)
            pairs[k + 1] = (j, b)
            found.append((i, j))
            k += 1
        }
        return found
    }

    /// How far the points from `a` to `b` spread (at most `pointByPointLimit` points, read point by point): the largest less the
    /// smallest, or infinity where, of one sign, the largest is more than `ClaimAudit.levelDriftFactor` times the
    /// smallest (flat beside a far larger move, but no level held in words; every point is seen, so the points
    /// themselves, not the audit's medians of fifths, are compared).
    private static func spread(_ ys: [Double], _ a: Int, _ b: Int) -> Double {
        let stretch = ys[a...b]
        let low = stretch.min()!, high = stretch.max()!
        if low > 0 || high < 0, max(abs(low), abs(high)) > ClaimAudit.levelDriftFactor * min(abs(low), abs(high)) {
            return .infinity
        }
        return high - low
    }

    /// Read point by point, the shortest stretch of a move (in x) that carries at least `steepPartShare` of it
    /// in at most `steepPartSpan` of its span, and itself spans `moveShare` of the plotted range (a move of its
    /// own to the eye: not a small series' wiggle under a larger one), where the move has three steps or more: what the eye sees of a fall that is steep, then flat ("fell 99.99 % to 56 in 2000, most
    /// of it from 1960 to 1970": measles every five years) or one long step among small ones (Peace Bridge
    /// traffic's September). Nil where the move is even enough that no part stands out.
    /// `least`: the share of the plotted range the part spans at least; `span`: the most share of the move's span.
    static func steepPart(_ sample: Sample, from a: Int, to b: Int, plottedRange range: Double,
                          least: Double = moveShare, span spanShare: Double = steepPartSpan) -> VisibleCourse.Part? {
        let ys = sample.ys, xs = sample.xs
        let move = ys[b] - ys[a], span = xs[b] - xs[a]
        guard abs(move) >= least * range, span > 0 else { return nil }
        // A move of two steps names the one that carries `steepStepShare` of it: "fell 26% to 75.2 in Feb
        // 2009, most of it from Dec 2008 to Jan 2009" (euro-area electrical orders' plunge).
        if b - a == 2 {
            guard let k = [a, a + 1].first(where: { (ys[$0 + 1] - ys[$0]) * move > 0
                      && abs(ys[$0 + 1] - ys[$0]) >= steepStepShare * abs(move)
                      && abs(ys[$0 + 1] - ys[$0]) >= least * range }) else { return nil }
            return VisibleCourse.Part(start: sample.ref(k), end: sample.ref(k + 1))
        }
        guard b - a >= 3 else { return nil }
        var best: (i: Int, j: Int)?
        for i in a..<b {
            for j in (i + 1)...b where (j - i) < (b - a) {
                guard xs[j] - xs[i] <= spanShare * span else { break }
                let part = ys[j] - ys[i]
                guard part * move > 0, abs(part) >= steepPartShare * abs(move), abs(part) >= least * range else { continue }
                if let (p, q) = best {
                    let (width, bestWidth) = (xs[j] - xs[i], xs[q] - xs[p])
                    guard width < bestWidth || (width == bestWidth && abs(part) > abs(ys[q] - ys[p])) else { continue }
                }
                best = (i, j)
            }
        }
        return best.map { VisibleCourse.Part(start: sample.ref($0.i), end: sample.ref($0.j)) }
    }
    /// Read point by point, the one step of a move of three steps or more that carries at least `largestStepShare`
    /// of it (or, in a move of many steps, `largestStepOverMean` times its mean step), is at least `largestStepOverNext` times any other step of the move, and spans `levelTurnShare` of the
    /// plotted range (12 pixels of 400: bars drawn from zero show a 2.9-inch step of 71 inches): the drop the eye finds between two bars (singers' heights from Tenor 1 to Alto 2, 2.9 inches
    /// of a 7.4-inch fall whose other steps are 1.1 or less; smokers from 45-54 to 55-64). Said instead of a steep
    /// part, which names a stretch. Nil where no step stands out (the Olympic TV fees' 138 beside 101).
    static func largestStep(_ sample: Sample, from a: Int, to b: Int, plottedRange range: Double) -> VisibleCourse.Part? {
        let ys = sample.ys
        let move = ys[b] - ys[a]
        guard b - a >= 3, move != 0, range > 0 else { return nil }
        let steps = (a..<b).map { ys[$0 + 1] - ys[$0] }
        guard let k = steps.indices.max(by: { abs(steps[$0]) < abs(steps[$1]) }) else { return nil }
        let step = steps[k], next = steps.indices.filter { $0 != k }.map { abs(steps[$0]) }.max() ?? 0
        // A quarter of the move, or twice the mean step where the move has more than eight steps (gamma Virginis'
        // 14 degrees of 76 in the last of 13 steps).
        let least = min(largestStepShare, largestStepOverMean / Double(steps.count)) * abs(move)
        guard step * move > 0, abs(step) >= least, abs(step) >= largestStepOverNext * next,
              abs(step) >= levelTurnShare * range else { return nil }
        return VisibleCourse.Part(start: sample.ref(a + k), end: sample.ref(a + k + 1))
    }
    /// Read point by point, the series' largest step between neighbouring points, where it is at least
    /// `seriesStepOverNext` times every other step and spans `seriesStepShare` of the plotted range, is named with
    /// the move it lies in (beside that move's steep part, which names a stretch): the biggest jump between two
    /// bars is what a reader points at ("the largest step from 1980 to 1984", the Olympic fees' 138 beside 101;
    /// putts' 4 to 5 ft; the census's 1950 to 1960). Nothing where the move is that one step.
    static func nameSeriesLargestStep(_ c: inout VisibleCourse, _ sample: Sample, plottedRange range: Double) {
        let ys = sample.ys
        guard ys.count >= 3, range > 0 else { return }
        let steps = (0..<(ys.count - 1)).map { ys[$0 + 1] - ys[$0] }
        guard let k = steps.indices.max(by: { abs(steps[$0]) < abs(steps[$1]) }) else { return }
        let step = steps[k], next = steps.indices.filter { $0 != k }.map { abs(steps[$0]) }.max() ?? 0
        guard abs(step) >= seriesStepShare * range, abs(step) >= seriesStepOverNext * next,
              let m = c.moves.firstIndex(where: { mv in
                  let (a, b) = (sample.position(ofIndex: mv.start.index), sample.position(ofIndex: mv.end.index))
                  return a <= k && k + 1 <= b && (b - a) >= 2 && step * mv.change > 0
              }) else { return }
        let part = VisibleCourse.Part(start: sample.ref(k), end: sample.ref(k + 1))
        let said = c.moves[m].largestStep == part || c.moves[m].steepPart == part || c.moves[m].regainsAt?.index == part.end.index
        guard !said else { return }
        c.moves[m].largestStep = part
        c.moves[m].largestStepOverNext = seriesStepOverNext
    }
    /// The series' largest step is named where it is this many times every other step (`nameSeriesLargestStep`).
    static let seriesStepOverNext = 1.05
    /// The least share of the plotted range the series' largest step spans to be named (`nameSeriesLargestStep`).
    static let seriesStepShare = 0.1
    /// The least change after a course's last move, as a share of the series' range, for the last value to be
    /// said with it (`VisibleCourse.endAfterLastMove`): 12 pixels of a line drawn over its own range.
    static let endAfterShare = 0.03
    /// The least share of a move its largest step carries to be named (`largestStep`).
    static let largestStepShare = 0.25
    /// How many times any other step of the move its largest step is, at least (`largestStep`).
    static let largestStepOverNext = 1.5
    /// In a move of many steps, the largest step may carry less than `largestStepShare` where it is this many
    /// times the move's mean step (`largestStep`).
    static let largestStepOverMean = 2.0

    /// The least share of a move its steep part carries (`steepPart`).
    static let steepPartShare = 0.6
    /// Of a move of two steps, the least share the one step named carries (`steepPart`).
    static let steepStepShare = 0.8
    /// The most share of a move's span (in x) its steep part may take (`steepPart`).
    static let steepPartSpan = 0.4

    /// Fewest points of a level at the start or end of a course read point by point (`heldStretches`).
    static let fewestHeldPoints = 3

    /// A short series (fewer than `shortSeriesLimit` points) that jumps from point to point is read point by
    /// point, the way the eye reads it: its turns are data points that the line comes back from by
    /// `moveShare` of the range, with no pen. Point-to-point noise cannot be told from the course in so few
    /// points, so the course is said only where the points are not like white noise, by two tests that
    /// white noise passes together 0.15–0.6 % of the time at 8–39 points: the lag-one autocorrelation above
    /// its one-sided 5 % bound (1.645/√n), and a Mann–Kendall trend at the two-sided 5 % level. A short
    /// economic series with its recession peaks (16 yearly values that end 70 % up) has both.
    private static func shortCourse(series: Int, sample: Sample, ratioScale: Bool, hi: Int, lo: Int) -> VisibleCourse? {
        let ys = sample.ys, n = ys.count
        guard n < shortSeriesLimit else { return nil }
        let range = ys[hi] - ys[lo]
        guard AutoregressiveNoise.lagOneAutocorrelation(ys) > shortPersistence / Double(n).squareRoot(),
              abs(MannKendall(xs: ys.indices.map(Double.init), ys: ys).z) > shortTrendZ else {
            return unimodalCourse(series: series, sample: sample, ratioScale: ratioScale, hi: hi, lo: lo)
        }
        let turns = fewMoves(ys, from: moveShare * range)
        guard turns.count >= 2, turns.count - 1 <= mostMoves else { return nil }
        var largest = 0.0
        for k in 1..<turns.count { largest = max(largest, abs(ys[turns[k]] - ys[turns[k - 1]])) }
        guard largest >= largestMoveShare * range else { return nil }
        return course(series: series, sample: sample, ratioScale: ratioScale, points: turns, hi: hi, lo: lo)
    }

    /// A short series (`fewestUnimodalPoints` to `shortSeriesLimit` points) that rises at every step to one
    /// high inside the chart and falls at every step after it (or falls to one low and rises after it), each
    /// side spanning at least `moveShare` of the range, along a smooth line: the second differences' sum of
    /// squares at most `unimodalRoughness` times the first differences' (white noise has about 3, a hump
    /// well under 1). Cases by age group that climb to 55-64 and fall after it have that course. White noise
    /// passes 2.4 % of the time at 6 points, 0.7 % at 7, 0.2 % at 8 and less beyond (`VisibleCourseTests`).
    private static func unimodalCourse(series: Int, sample: Sample, ratioScale: Bool, hi: Int, lo: Int) -> VisibleCourse? {
        let ys = sample.ys, n = ys.count
        guard n >= fewestUnimodalPoints else { return nil }
        let range = ys[hi] - ys[lo]
        var first = 0.0, second = 0.0
        for k in 1..<n {
            let d = ys[k] - ys[k - 1]
            first += d * d
            if k >= 2 { let e = d - (ys[k - 1] - ys[k - 2]); second += e * e }
        }
        guard first > 0, second <= unimodalRoughness * first else { return nil }
        for (turn, sign) in [(hi, 1.0), (lo, -1.0)] where turn > 0 && turn < n - 1 {
            let towards = (1...turn).allSatisfy { sign * (ys[$0] - ys[$0 - 1]) > 0 }
            let away = ((turn + 1)..<n).allSatisfy { sign * (ys[$0] - ys[$0 - 1]) < 0 }
            guard towards, away,
                  min(sign * (ys[turn] - ys[0]), sign * (ys[turn] - ys[n - 1])) >= moveShare * range else { continue }
            return course(series: series, sample: sample, ratioScale: ratioScale, points: [0, turn, n - 1], hi: hi, lo: lo)
        }
        return nil
    }

    /// What a glance takes in, described with no test (what is drawn is a fact): the zigzag of a moving average
    /// `width` points wide at `threshold` (in at most `mostMoves` moves), each turn moved to the data's own extreme
    /// within half a width of it. The claim audit says it where a series shows a course (its `noCourse` check
    /// fails) that no finding describes.
    package static func glanceCourse(series: Int, sample: Sample, ratioScale: Bool, width: Int, threshold: Double) -> VisibleCourse? {
        let ys = sample.ys, n = ys.count
        guard n >= fewestDescribedPoints, threshold > 0 else { return nil }
        let line = movingAverage(ys, width: width)
        var turns = fewMoves(line, from: threshold)
        guard turns.count >= 2, turns.count - 1 <= mostMoves else { return nil }
        // The line starts where the chart does: a first stretch the raised threshold passed over, of `endShare`
        // of the range, is a move of its own (one more than a reader is otherwise told).
        let range = (line.max() ?? 0) - (line.min() ?? 0)
        if turns[0] != 0, abs(line[turns[0]] - line[0]) >= endShare * range { turns.insert(0, at: 0) }
        let half = max(1, width / 2)
        for t in turns.indices {
            let other = t + 1 < turns.count ? turns[t + 1] : turns[t - 1]
            let isHigh = line[turns[t]] > line[other]
            let a = max(t > 0 ? turns[t - 1] + 1 : 0, turns[t] - half)
            let b = min(t + 1 < turns.count ? turns[t + 1] - 1 : n - 1, turns[t] + half)
            guard a <= b else { continue }
            var best = min(max(turns[t], a), b)
            for k in a...b where isHigh ? ys[k] > ys[best] : ys[k] < ys[best] { best = k }
            turns[t] = best
        }
        guard zip(turns, turns.dropFirst()).allSatisfy({ $0 < $1 }) else { return nil }
        var hi = 0, lo = 0
        for k in ys.indices {
            if ys[k] > ys[hi] { hi = k }
            if ys[k] < ys[lo] { lo = k }
        }
        return course(series: series, sample: sample, ratioScale: ratioScale, points: turns, hi: hi, lo: lo)
    }

    /// A series of `pointByPointLimit` to `shortSeriesLimit` points read point by point with no test (the claim
    /// audit's course for a series that shows one and that nothing describes): in `mostMoves` moves, or
    /// `mostPointByPointMoves` where fewer would pass over one. Nil where the points zigzag past that.
    package static func pointsCourse(series: Int, sample: Sample, ratioScale: Bool, plottedRange: Double) -> VisibleCourse? {
        let ys = sample.ys
        guard ys.count >= fewestDescribedPoints, let hi = ys.indices.max(by: { ys[$0] < ys[$1] }),
              let lo = ys.indices.min(by: { ys[$0] < ys[$1] }), ys[hi] > ys[lo] else { return nil }
        let drawn = max(ys[hi] - ys[lo], plottedRange)
        return pointByPointCourse(series: series, sample: sample, ratioScale: ratioScale, hi: hi, lo: lo, plottedRange: drawn)
            ?? pointByPointCourse(series: series, sample: sample, ratioScale: ratioScale, hi: hi, lo: lo, plottedRange: drawn,
                                  mostMoves: mostPointByPointMoves)
    }

    /// The zigzag's turns, its threshold raised by a fifth from `threshold` until at most `mostMoves` moves are left.
    private static func fewMoves(_ values: [Double], from threshold: Double, most: Int = mostMoves) -> [Int] {
        var threshold = threshold
        var turns = zigzag(values, threshold: threshold)
        var rounds = 0
        while turns.count - 1 > most && rounds < 100 {
            threshold *= 1.2
            turns = zigzag(values, threshold: threshold)
            rounds += 1
        }
        return turns
    }

    /// A course under a yearly season weighs this much of its salience, so the season leads.
    static let underSeasonWeight = 0.8

    /// Fewer points than this have no course: a rise and fall among five values is too often chance.
    static let fewestUnimodalPoints = 6
    /// Series of at most this many points are described point by point, with no test (`pointByPointCourse`):
    /// the annual, quarterly and survey charts of reports, whose every point a reader sees.
    static let pointByPointLimit = 16
    /// Series of at most this many points with a course the pen finds are told point by point where their points
    /// tell it in at most `mostMoves` moves, else as the pen reads them.
    static let pointByPointReadLimit = 30
    /// Fewest points described: two points are a change, which the statistics say.
    static let fewestDescribedPoints = 3
    /// Where every point is seen, a reversal of this share of the range is a turn of the course, and a
    /// summary that passes over a high or low this far from its end names it.
    static let visibleReversalShare = 0.1
    /// Point by point, an end this share of the range below the high (above the low) of a net rise (fall) is
    /// said after it; closer, the end is as high as the eye tells.
    static let endShare = 0.05
    /// A last move that took back at least half of the range and ends within this share of the range short of
    /// an earlier high (low) is said with it ("still below the high of 173 in 1960": `VisibleCourse.endShortOf`).
    static let endShortShare = 0.25
    /// Read with a pen, a net rise's high (fall's low) in the last twentieth of the points (at least the last
    /// two), with the end at least `lateTurnShare` of the range off it, is said before the end: the record just
    /// before the chart stops (a year's share price at a high of 177.9 two days before it ends at 175.6 is 2.9 %
    /// of the range, within a day's noise, and is not).
    static let lateTurnPoints = 20
    static let lateTurnShare = 0.03
    /// A rise to one turn and a fall after it must be this smooth (`unimodalCourse`).
    static let unimodalRoughness = 1.0
    /// Series shorter than this may be read point by point (`shortCourse`).
    static let shortSeriesLimit = 40
    /// The one-sided 5 % bound of the lag-one autocorrelation of white noise, times √n.
    static let shortPersistence = 1.645
    /// The two-sided 5 % bound of the Mann–Kendall statistic's z.
    static let shortTrendZ = 1.96

    /// The share of the variance of `ys` that straight lines between the turns (in x) explain.
    private static func pathShare(_ ys: [Double], _ xs: [Double], turns: [Int]) -> Double {
        let mean = ys.reduce(0, +) / Double(ys.count)
        var total = 0.0, residual = 0.0
        for k in 1..<turns.count {
            let (a, b) = (turns[k - 1], turns[k])
            for j in a...b where j > a || k == 1 {
                let t = xs[b] > xs[a] ? (xs[j] - xs[a]) / (xs[b] - xs[a]) : 0
                let fitted = ys[a] + t * (ys[b] - ys[a])
                residual += (ys[j] - fitted) * (ys[j] - fitted)
            }
        }
        // Points before the first turn are part of no move: they count as residual from the first turn's value.
        for j in 0..<turns[0] { residual += (ys[j] - ys[turns[0]]) * (ys[j] - ys[turns[0]]) }
        for y in ys { total += (y - mean) * (y - mean) }
        return total > 0 ? max(0, 1 - residual / total) : 0
    }

    /// `(to − from) / from` where a ratio means something and `from` is above zero.
    static func relative(_ from: Double, _ to: Double, _ ratioScale: Bool) -> Double? {
        ratioScale && from > 0 ? (to - from) / from : nil
    }

    /// Centred moving average of `width` (odd) values, narrower at the ends where fewer values are there.
    static func movingAverage(_ values: [Double], width: Int) -> [Double] {
        let n = values.count, half = width / 2
        guard n > 0, half > 0 else { return values }
        let origin = values[0]
        var prefix = [Double](repeating: 0, count: n + 1)
        for k in 0..<n { prefix[k + 1] = prefix[k] + (values[k] - origin) }
        return (0..<n).map { k in
            let a = max(0, k - half), b = min(n, k + half + 1)
            return origin + (prefix[b] - prefix[a]) / Double(b - a)
        }
    }

    /// Point-to-point noise: the larger of the first differences' robust spread (1.4826 × MAD) and 0.7 of
    /// their standard deviation (few points give an unsteady MAD), sampled evenly in long series.
    static func differenceNoise(_ ys: [Double]) -> Double {
        let count = ys.count - 1
        guard count > 0 else { return 0 }
        let stride = max(1, count / noiseSampleLimit)
        var differences: [Double] = []
        differences.reserveCapacity(count / stride + 1)
        var k = 0
        while k < count { differences.append(ys[k + 1] - ys[k]); k += stride }
        let m = Double(differences.count)
        let mean = differences.reduce(0, +) / m
        let deviation = (differences.reduce(0) { $0 + ($1 - mean) * ($1 - mean) } / m).squareRoot()
        var work = differences
        let median = Selection.median(&work)
        var spread = differences.map { abs($0 - median) }
        let mad = 1.4826 * Selection.median(&spread)
        return max(mad, 0.7 * deviation)
    }

    /// How many times `values` rise and then fall back by at least `threshold` each way (the zigzag's highs between
    /// its ends), where the zigzag has more than `mostMoves` moves and at least `VisibleCourse.fewestSwings` highs and
    /// as many lows between its ends; nil otherwise.
    static func swingCount(_ values: [Double], threshold: Double) -> Int? {
        let (peaks, troughs, moves) = swingTurns(values, threshold: threshold)
        guard moves > mostMoves, peaks >= VisibleCourse.fewestSwings, troughs >= VisibleCourse.fewestSwings else { return nil }
        return peaks
    }

    /// The zigzag of `values` at `threshold`: its highs and lows between its ends, and its moves.
    static func swingTurns(_ values: [Double], threshold: Double) -> (peaks: Int, troughs: Int, moves: Int) {
        let turns = zigzag(values, threshold: threshold)
        var peaks = 0, troughs = 0
        for (i, k) in turns.enumerated() where i > 0 && i < turns.count - 1 {
            if values[k] > values[turns[i - 1]] { peaks += 1 } else { troughs += 1 }
        }
        return (peaks, troughs, max(0, turns.count - 1))
    }

    /// The turning points of `values` that the line comes back from by at least `threshold`, with the start
    /// of the first move and the end of the last (empty when no move reaches the threshold).
    static func zigzag(_ values: [Double], threshold: Double) -> [Int] {
        var high = 0, low = 0, direction = 0
        var turns: [Int] = []
        for k in values.indices.dropFirst() {
            let v = values[k]
            switch direction {
            case 0:
                if v > values[high] { high = k }
                if v < values[low] { low = k }
                if values[high] - values[low] >= threshold {
                    if high > low { turns = [low]; direction = 1 } else { turns = [high]; direction = -1 }
                }
            case 1:
                if v > values[high] { high = k }
                if values[high] - v >= threshold { turns.append(high); direction = -1; low = k }
            default:
                if v < values[low] { low = k }
                if v - values[low] >= threshold { turns.append(low); direction = 1; high = k }
            }
        }
        if direction == 1 { turns.append(high) } else if direction == -1 { turns.append(low) }
        return turns
    }
}
