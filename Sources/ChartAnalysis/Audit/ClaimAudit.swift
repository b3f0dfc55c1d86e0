import ChartModel

/// Checks each claim a finding makes against the raw points of its series, independently of the detector that
/// proposed it (docs/findings.md, "The claim audit"). A finding whose claims fail is re-stated where a truer
/// wording exists (`FindingDetail.restated`), else left out; the failures are counted in an `AuditReport`.
///
/// The checks read the data through two lines: the points themselves for a series of at most
/// `pointByPointLimit` points (a reader sees each), else a centred moving average `glanceWidthShare` of the
/// points wide for what a glance takes in (levels, "about", whether any course shows), and one
/// `VisibleCourseFinder.penWidthShare` wide for the counter-moves a summary must not hide.
package enum ClaimAudit {
    /// A "held around V" holds while the wide pen stays within this share of the series' range of V.
    static let levelShare = 0.25
    /// …or within this share of |V| itself.
    static let levelOfValueShare = 0.02
    /// …and, over values of one sign, is within this factor of them, as are the span's first and last fifths.
    static let levelDriftFactor = 2.0

    /// Whether values of one sign grew (true) or shrank (false) by more than `levelDriftFactor` from the median
    /// of their first fifth to that of their last; nil where they did not, or change sign. One rule for the
    /// audit's `level` check, the shapes' flat segments and the visible course's held stretches.
    static func drift(_ span: [Double]) -> Bool? {
        guard span.count >= 2, let low = span.min(), let high = span.max(), low > 0 || high < 0 else { return nil }
        let fifth = max(1, span.count / 5)
        var head = Array(span.prefix(fifth)), tail = Array(span.suffix(fifth))
        let first = Selection.median(&head), last = Selection.median(&tail)
        let (p, q) = (abs(first), abs(last))
        guard max(p, q) / min(p, q) > levelDriftFactor else { return nil }
        return last > first
    }
    /// A fitted "about V at T" must lie within this share of the range of the data there.
    static let aboutShare = 0.15
    /// …and may lie beyond every value there by at most this share of the range.
    static let aboutInsideShare = 0.05
    /// An "about" window's own spread is read as its noise only where it holds at least this many points.
    static let noiseWindowMinimum = 5
    /// A summary read with a pen may pass over a counter-move of less than this share of the range.
    static let penHiddenShare = 0.5
    /// A summary of a short series (every point seen) may pass over a counter-move of less than this share.
    static let pointHiddenShare = 0.3
    /// "No clear trend or pattern" fails where the wide pen moves by this share of the range.
    static let glanceMoveShare = 0.5
    /// Series of at most this many points are read point by point.
    static let pointByPointLimit = VisibleCourseFinder.pointByPointLimit
    /// The wide pen, as a share of the points.
    static let glanceWidthShare = 0.1
    /// A share said (rounded to a whole percent, or a tenth below 10 %) holds within this of the recomputed one.
    static let shareTolerance = 0.005

    /// The lines of a chart's series, each computed once.
    final class Lines {
        let samples: [Sample]
        private var smoothed: [Int: [Int: [Double]]] = [:]
        private var noise: [Int: Double] = [:]
        init(samples: [Sample]) { self.samples = samples }

        /// The series' values smoothed by a centred moving average `width` points wide (1: the points).
        func line(_ series: Int, width: Int) -> [Double] {
            let ys = samples[series].ys
            guard width > 1 else { return ys }
            if let cached = smoothed[series]?[width] { return cached }
            let line = VisibleCourseFinder.movingAverage(ys, width: width)
            smoothed[series, default: [:]][width] = line
            return line
        }

        /// The range of the series' raw values (0 for none).
        func range(_ series: Int) -> Double {
            let ys = samples[series].ys
            guard let lo = ys.min(), let hi = ys.max() else { return 0 }
            return hi - lo
        }

        /// The wide pen's width for a series of `n` points: 1 (the points) up to `pointByPointLimit`.
        func glanceWidth(_ n: Int) -> Int {
            n <= ClaimAudit.pointByPointLimit ? 1 : max(3, Int(Double(n) * ClaimAudit.glanceWidthShare) | 1)
        }

        /// The series' point-to-point noise: the robust spread of its successive differences over √2.
        func stepNoise(_ series: Int) -> Double {
            if let cached = noise[series] { return cached }
            let ys = samples[series].ys
            let steps = zip(ys.dropFirst(), ys).map { $0 - $1 }
            let value = steps.isEmpty ? 0
                : RobustScale.normalConsistency * RobustScale.medianAbsoluteDeviation(steps, around: RobustScale.median(steps)) / 2.0.squareRoot()
            noise[series] = value
            return value
        }

        /// The narrow pen's width: the visible course's.
        func penWidth(_ n: Int) -> Int {
            n <= ClaimAudit.pointByPointLimit ? 1 : max(3, Int((Double(n) * VisibleCourseFinder.penWidthShare).rounded()) | 1)
        }
    }

    /// Whether `claim` holds of the data.
    /// How far beyond its span's own values, as a share of the series' range, a level said may lie (`level`).
    static let levelInsideShare = 0.01

    static func holds(_ claim: Claim, _ lines: Lines) -> Bool {
        guard lines.samples.indices.contains(claim.series) else { return false }
        switch claim {
        case .extreme(let s, let point, let high):
            let ys = lines.samples[s].ys
            return high ? ys.allSatisfy { $0 <= point.y } : ys.allSatisfy { $0 >= point.y }
        case .level(let s, let from, let to, let value):
            // The pen runs over the span's own points, so a step at its edge does not blur into it.
            let sample = lines.samples[s]
            let span = sample.xs.indices.filter { sample.xs[$0] >= from && sample.xs[$0] <= to }.map { sample.ys[$0] }
            guard !span.isEmpty else { return false }
            let line = VisibleCourseFinder.movingAverage(span, width: min(lines.glanceWidth(sample.validCount), span.count | 1))
            // A level close to its own size holds too: 100 ± 0.5 "stayed close to 100" whatever its tiny range.
            let band = max(levelShare * lines.range(s), levelOfValueShare * abs(value))
            guard line.allSatisfy({ abs($0 - value) <= band }) else { return false }
            // Flat on the drawing is not a level in words where the values grew or shrank by a factor: GDP's 21
            // in 1900 and 474 in 1957 lie flat under 20,513 in 2018, but "held around 0 until 1957" is false.
            // Where the span's values have one sign, the level has it too and lies within `levelDriftFactor` of
            // them, and the span's first and last fifths do not differ by more than that factor.
            guard let low = span.min(), let high = span.max() else { return false }
            // "Held around V" with V beyond every point of the span is no level of it: a fitted hinge put the US
            // aluminium premium "around 470" from April to December 2018, where it never rose above 460.
            let slack = levelInsideShare * lines.range(s)
            guard value >= low - slack, value <= high + slack else { return false }
            guard low > 0 || high < 0 else { return true }
            let (near, far) = low > 0 ? (low, high) : (-high, -low), v = low > 0 ? value : -value
            guard v >= near / levelDriftFactor, v <= far * levelDriftFactor else { return false }
            return drift(span) == nil
        case .about(let s, _, let value, _):
            guard let there = dataThere(claim, lines) else { return false }
            // Near the median, and not beyond every value there: a fitted hinge put the US commercial paper rate
            // "about -0.2%" in 1945, beside 0.75 %, 0.81 % and 1.49 %.
            let slack = aboutInsideShare * lines.range(s)
            return abs(there.median - value) <= there.tolerance && value >= there.low - slack && value <= there.high + slack
        case .course(let s, let moves, let pointByPoint, let cycle):
            let sample = lines.samples[s]
            var width = pointByPoint ? 1 : lines.penWidth(sample.validCount)
            if let cycle, sample.validCount >= 2, let first = sample.xs.first, let last = sample.xs.last, last > first {
                // A season set aside is read a cycle wide, so its swing is no counter-move.
                let perCycle = cycle / ((last - first) / Double(sample.validCount - 1))
                if perCycle.isFinite { width = max(width, min(sample.validCount, Int(perCycle.rounded()) | 1)) }
            }
            let line = lines.line(s, width: width)
            let allowed = (pointByPoint ? pointHiddenShare : penHiddenShare) * lines.range(s)
            for move in moves {
                let a = sample.position(ofIndex: move.from.index), b = sample.position(ofIndex: move.to.index)
                guard a < b, b < line.count else { continue }
                if largestCounterMove(line, from: a, to: b, rise: move.rise) >= allowed { return false }
            }
            return true
        case .noCourse(let s):
            let sample = lines.samples[s], n = sample.validCount
            guard n > pointByPointLimit else { return n < VisibleCourseFinder.fewestDescribedPoints || lines.range(s) == 0 }
            let range = lines.range(s)
            guard range > 0 else { return true }
            let line = lines.line(s, width: lines.glanceWidth(n))
            return VisibleCourseFinder.zigzag(line, threshold: glanceMoveShare * range).count < 2
        case .changedMost(let leader, let entries):
            func ratio(_ e: SeriesGrowth) -> Double? {
                let sample = lines.samples[e.series]
                let a = sample.position(ofIndex: e.from.index), b = sample.position(ofIndex: e.to.index)
                guard a < sample.validCount, b < sample.validCount, sample.ys[a] > 0 else { return nil }
                return sample.ys[b] / sample.ys[a]
            }
            guard let top = entries.first(where: { $0.series == leader }), let best = ratio(top) else { return false }
            return entries.allSatisfy { e in e.series == leader || (ratio(e).map { $0 < best } ?? true) }
        case .subset(_, let count, let total, let saysSubset):
            return count >= total || saysSubset
        case .share(let s, let xs, let share, let ofHundred):
            let sample = lines.samples[s]
            let wanted = Set(xs)
            let part = sample.xs.indices.filter { wanted.contains(sample.xs[$0]) }.reduce(0) { $0 + sample.ys[$1] }
            let whole = ofHundred ? 100 : sample.ys.reduce(0, +)
            guard whole > 0, part.isFinite else { return false }
            return abs(part / whole - share) <= shareTolerance
        case .change(let a, let b, let x, let way, let within):
            guard lines.samples.indices.contains(a), let from = value(a, at: x, lines), let to = value(b, at: x, lines) else { return false }
            switch way {
            case .rise: return to - from > within
            case .fall: return from - to > within
            case .flat: return abs(to - from) <= within
            }
        case .largestChange(let a, let b, let x, let among, let way, let relative):
            guard lines.samples.indices.contains(a) else { return false }
            func change(_ x: Double) -> Double? {
                guard let from = value(a, at: x, lines), let to = value(b, at: x, lines) else { return nil }
                guard relative else { return to - from }
                return from > 0 ? to / from - 1 : nil
            }
            guard let said = change(x), way != .flat else { return false }
            let others = among.filter { $0 != x }.compactMap(change)
            return way == .rise ? others.allSatisfy { $0 <= said } : others.allSatisfy { $0 >= said }
        case .decades(let s, let alongX, let decades):
            let sample = lines.samples[s]
            guard let span = MagnitudeSpan(alongX ? sample.xs : sample.ys) else { return false }
            return span.decades >= MagnitudeSpan.fewestDecades && abs(span.decades - Double(decades)) <= 0.5
        case .largest(let s, let alongX, let points, let gapShare):
            let sample = lines.samples[s]
            let values = (alongX ? sample.xs : sample.ys).sorted(by: >)
            guard !points.isEmpty, points.count < values.count, let low = values.last, let high = values.first,
                  high > low else { return false }
            // Each named point is one of the largest, by its own index, with the value the data hold there.
            let said = points.map { p -> Double? in
                let k = sample.position(ofIndex: p.index)
                guard k < sample.validCount, sample.index(k) == p.index else { return nil }
                return alongX ? sample.xs[k] : sample.ys[k]
            }
            guard said.allSatisfy({ $0 != nil }), said.compactMap({ $0 }) == Array(values.prefix(points.count)) else { return false }
            return (values[points.count - 1] - values[points.count]) / (high - low) >= gapShare
        case .fall(let s, let peak, let trough):
            let sample = lines.samples[s]
            let a = sample.position(ofIndex: peak.index), b = sample.position(ofIndex: trough.index)
            guard a < b, b < sample.ys.count else { return false }
            return sample.ys[a...b].allSatisfy { $0 <= peak.y && $0 >= trough.y }
        case .seasonPhase(let s, let period, let high, let low):
            return seasonHolds(lines.samples[s], period: period, high: high, low: low)
        case .part(let s, let move, let part, let share):
            let sample = lines.samples[s]
            let (a, b) = (sample.position(ofIndex: move.from.index), sample.position(ofIndex: move.to.index))
            let (i, j) = (sample.position(ofIndex: part.from.index), sample.position(ofIndex: part.to.index))
            guard a <= i, i < j, j <= b, b < sample.ys.count else { return false }
            let whole = sample.ys[b] - sample.ys[a], said = sample.ys[j] - sample.ys[i]
            return whole != 0 && said / whole >= share
        case .largestStep(let s, let move, let step, let overNext):
            let sample = lines.samples[s]
            let (a, b) = (sample.position(ofIndex: move.from.index), sample.position(ofIndex: move.to.index))
            let k = sample.position(ofIndex: step.from.index)
            guard a <= k, k < b, b < sample.ys.count, sample.position(ofIndex: step.to.index) == k + 1 else { return false }
            let said = sample.ys[k + 1] - sample.ys[k], whole = sample.ys[b] - sample.ys[a]
            guard whole != 0, said * whole > 0 else { return false }
            return (a..<b).allSatisfy { $0 == k || abs(sample.ys[$0 + 1] - sample.ys[$0]) * overNext <= abs(said) }
        case .flatOnChart(let s, let chartRange, let share):
            let all = lines.samples.flatMap(\.ys)
            guard let lo = all.min(), let hi = all.max(), chartRange > 0, chartRange <= hi - lo else { return false }
            return lines.range(s) <= share * chartRange
        case .spreadShift(let s, let split, let ratio):
            // Recomputed from the raw values: root mean square distance from the series' median on each side.
            let sample = lines.samples[s]
            guard ratio > 0, let (before, after) = SpreadShiftDetector.spreads(sample.ys, split: sample.position(ofIndex: split.index))
            else { return false }
            return ratio > 1 ? after >= ratio * before : before >= after / ratio
        case .pace(let s, let from, let to, let quickening, let ratio, let inStretches):
            let sample = lines.samples[s]
            let (a, b) = (sample.position(ofIndex: from.index), sample.position(ofIndex: to.index))
            guard a < b, b < sample.ys.count, b - a >= VisibleCourse.fewestPacedSteps else { return false }
            // A long move told as one segment is read in equal stretches of x, as the pen reads it (`VisibleCourse.longPace`).
            if inStretches {
                return VisibleCourse.longPaceHolds(xs: sample.xs, ys: sample.ys, from: a, to: b, rise: to.y > from.y,
                                                   quickening: quickening, ratio: ratio)
            }
            return VisibleCourse.holds((a..<b).map { abs(sample.ys[$0 + 1] - sample.ys[$0]) }, quickening: quickening, ratio: ratio)
        case .paceBreak(let s, let from, let at, let to, let ratio):
            // Recomputed from the raw values: the same split, the same separation of the steps.
            let sample = lines.samples[s]
            let (a, k, b) = (sample.position(ofIndex: from.index), sample.position(ofIndex: at.index), sample.position(ofIndex: to.index))
            guard a < k, k < b, b < sample.ys.count,
                  let rates = VisibleCourse.stepRates(xs: sample.xs, ys: sample.ys, from: a, to: b) else { return false }
            return VisibleCourse.breakAt(rates, split: k - a, pace: ratio) != nil
        case .spreadContrast(let s, let others, let ratio):
            // Recomputed from the raw values: the series' range is the stated times every other's.
            func range(_ k: Int) -> Double? {
                let ys = lines.samples[k].ys
                guard let lo = ys.min(), let hi = ys.max() else { return nil }
                return hi - lo
            }
            guard let wide = range(s), wide > 0 else { return false }
            return others.allSatisfy { o in range(o).map { wide >= ratio * $0 } ?? false }
        case .swings(let s, let count, let size):
            // Recounted on the raw values: a pen's line swings no more often than the points it averages.
            return VisibleCourseFinder.swingTurns(lines.samples[s].ys, threshold: size).peaks >= count
        case .dominates(let s, let point, let others, let ratio):
            // Measured from the series' median (the audit recomputes from the raw points, not the detector's model).
            var ys = lines.samples[s].ys
            guard !ys.isEmpty else { return false }
            let median = Selection.median(&ys)
            return others.allSatisfy { abs(point.y - median) >= ratio * abs($0.y - median) }
        }
    }

    /// The value of series `s` at category (or x) `x`, if it has one.
    private static func value(_ s: Int, at x: Double, _ lines: Lines) -> Double? {
        let sample = lines.samples[s]
        return sample.xs.firstIndex(of: x).map { sample.ys[$0] }
    }

    /// Whether, in at least half the whole calendar years of `sample` (two or more), the year's highest phase
    /// (by its mean that year) is `high` or next to it and its lowest `low` or next to it. A season read from the data
    /// with the trend taken out can name a phase the raw values never peak in: seasonally adjusted quarters
    /// that rise every quarter "peaked each year in the 2nd quarter". Only yearly periods are read here.
    static func seasonHolds(_ sample: Sample, period: SeasonalPeriod, high: PhaseRange, low: PhaseRange) -> Bool {
        guard period == .monthOfYear || period == .quarterOfYear else { return true }
        let count = period.phaseCount
        let phases = CalendarCycleFinder.phases(period, sample.xs)
        var years: [Int: [Int]] = [:]
        for k in sample.xs.indices {
            years[CivilCalendar.civil(fromDays: CivilCalendar.dayNumber(sample.xs[k])).year, default: []].append(k)
        }
        let whole = years.values.filter { Set($0.map { phases[$0] }).count == count }
        guard whole.count >= 2 else { return true }
        func near(_ phase: Int, _ range: PhaseRange) -> Bool {
            (-1...range.count).contains { ((range.first + $0) % count + count) % count == phase }
        }
        var peaks = 0, troughs = 0
        for year in whole {
            // The year's mean per phase: one value a month or quarter as drawn, the month's mean of weekly or
            // daily points (a single noisy day is no month's peak). Not around the year's trend: a straight line
            // fitted to one year takes up part of the season's own swing and moves its peak.
            var sum = [Double](repeating: 0, count: count), n = [Double](repeating: 0, count: count)
            for k in year { sum[Int(phases[k])] += sample.ys[k]; n[Int(phases[k])] += 1 }
            let means = (0..<count).map { sum[$0] / n[$0] }
            let top = means.indices.max { means[$0] < means[$1] }!, bottom = means.indices.min { means[$0] < means[$1] }!
            if near(top, high) { peaks += 1 }
            if near(bottom, low) { troughs += 1 }
        }
        return 2 * peaks >= whole.count && 2 * troughs >= whole.count
    }

    /// The data's own value where a claim says one: the median where an "about" is read, or of a level's span.
    static func dataValue(_ claim: Claim, _ lines: Lines) -> Double? {
        if case .level(let s, let from, let to, _) = claim, lines.samples.indices.contains(s) {
            let sample = lines.samples[s]
            var span = sample.xs.indices.filter { sample.xs[$0] >= from && sample.xs[$0] <= to }.map { sample.ys[$0] }
            return span.isEmpty ? nil : Selection.median(&span)
        }
        return dataThere(claim, lines)?.median
    }

    /// What the data say where an "about V at x" claim is read: the median of the points there (a lone spike
    /// beside a level does not move it), how far V may lie from it (`aboutShare` of the range, or, where the
    /// points there are noisy, 2.5 standard errors of that median: 1.2533 σ / √count, σ the window's robust
    /// spread with `noiseWindowMinimum` points or more, else the series' point-to-point spread), and the lowest
    /// and highest value there.
    static func dataThere(_ claim: Claim, _ lines: Lines) -> (median: Double, tolerance: Double, low: Double, high: Double)? {
        guard case .about(let s, let x, _, let window) = claim, lines.samples.indices.contains(s) else { return nil }
        let sample = lines.samples[s], n = sample.validCount
        guard n > 0, let k = nearest(x, in: sample.xs) else { return nil }
        let width = lines.glanceWidth(n)
        var span: ClosedRange<Int>
        switch window {
        case .centred:
            // At an end of the series a window of three or more keeps three points: the median of the last two of a
            // sparse series is their mean, a value no point has (12.49 then 7.96 read as 10.2).
            span = max(0, k - width / 2)...min(n - 1, k + width / 2)
            if span.count < min(3, width), n >= 3 { span = k == 0 ? 0...2 : (n - 3)...(n - 1) }
        case .before: span = max(0, k - width + 1)...k
        case .after: span = k...min(n - 1, k + width - 1)
        case .cycle(let length):
            // One whole cycle, centred on x where the data allow, else the first or last cycle: a part of a
            // cycle would carry the season the level sets aside.
            var a = k, b = k
            while a > 0, x - sample.xs[a - 1] < length / 2 { a -= 1 }
            while b < n - 1, sample.xs[b + 1] - x < length / 2 { b += 1 }
            while a > 0, sample.xs[b] - sample.xs[a - 1] < length { a -= 1 }
            while b < n - 1, sample.xs[b + 1] - sample.xs[a] < length { b += 1 }
            span = a...b
        }
        var values = Array(sample.ys[span])
        let median = Selection.median(&values)
        let spread = RobustScale.normalConsistency * RobustScale.medianAbsoluteDeviation(Array(sample.ys[span]), around: median)
        // The noise: the window's own spread where it holds enough points to tell noise from the course, else
        // the series' point-to-point spread (successive differences, / √2): the spread of three sparse points is
        // the course itself (12.49 in 1980 beside 7.96 in 1985 let a fitted "about 11 in 1985" pass), while a
        // series that zigzags by 700 a year is noisy there too (Iowa's nuclear output).
        let noise = values.count >= noiseWindowMinimum ? spread : lines.stepNoise(s)
        let error = values.count > 1 ? 2.5 * 1.2533 * noise / Double(values.count).squareRoot() : 0
        return (median, max(aboutShare * lines.range(s), error), values.min() ?? median, values.max() ?? median)
    }

    /// The largest move against `rise` between positions `a` and `b` of `line`: for a rise the deepest fall from a
    /// value to a later one, for a fall the highest rise.
    static func largestCounterMove(_ line: [Double], from a: Int, to b: Int, rise: Bool) -> Double {
        var extreme = line[a], largest = 0.0
        for k in a...b {
            let v = line[k]
            if rise {
                extreme = max(extreme, v)
                largest = max(largest, extreme - v)
            } else {
                extreme = min(extreme, v)
                largest = max(largest, v - extreme)
            }
        }
        return largest
    }

    /// The position of the x nearest to `x` in ascending `xs` (any order: the nearest by a scan).
    private static func nearest(_ x: Double, in xs: [Double]) -> Int? {
        var best: Int?, distance = Double.infinity
        for k in xs.indices where abs(xs[k] - x) < distance { best = k; distance = abs(xs[k] - x) }
        return best
    }
}

extension ClaimAudit {
    /// The findings whose claims hold, re-stated where a truer wording exists, and a series' visible course in
    /// place of its only description where that failed; what was done is added to `report`.
    static func audit(_ findings: [Finding], context: FindingContext, report: inout AuditReport) -> [Finding] {
        let lines = Lines(samples: context.samples)
        let count: (Int) -> Int = { context.samples.indices.contains($0) ? context.samples[$0].validCount : 0 }
        func failed(_ detail: FindingDetail) -> [Claim] {
            detail.claims(pointCount: count).filter { !holds($0, lines) }
        }
        // A course the audit adds is said as it holds: where its summary hides a move, move by move (rodents
        // caught over 26 years: "rose to 2,493 in 1997" hid the fall from 1,978 to 660), else not at all.
        func truest(_ finding: Finding?) -> Finding? {
            guard var finding else { return nil }
            let failures = failed(finding.detail)
            if failures.isEmpty { return finding }
            guard let detail = finding.detail.restated(failing: failures, dataValue: { dataValue($0, lines) }),
                  failed(detail).isEmpty else { return nil }
            finding.detail = detail
            return finding
        }
        var kept: [Finding] = []
        var undescribed = Set<Int>()
        for finding in findings {
            report.proposed[finding.kind, default: 0] += 1
            let failures = failed(finding.detail)
            guard !failures.isEmpty else { kept.append(finding); continue }
            var restated = finding
            let corrected: (Claim) -> Double? = { dataValue($0, lines) }
            if let detail = finding.detail.restated(failing: failures, dataValue: corrected), failed(detail).isEmpty {
                restated.detail = detail
                kept.append(restated)
                report.restated[finding.kind, default: 0] += 1
            } else {
                report.stopped[finding.kind, default: 0] += 1
                if finding.kind.describesCourse, let s = finding.series.first { undescribed.insert(s) }
            }
            let wasRestated = kept.last == restated && restated.detail != finding.detail
            for claim in failures {
                report.failures.append(.init(kind: finding.kind, check: claim.check, series: claim.series, restated: wasRestated))
            }
        }
        for s in undescribed.sorted() where !kept.contains(where: { $0.kind.describesCourse && $0.series.first == s }) {
            guard let course = truest(StructureDetector.visibleCourseFinding(series: s, context: context)) else { continue }
            kept.append(course)
            report.replaced[.course, default: 0] += 1
        }
        // Every event the eye sees is said: a series with a large move no finding says gets its visible course,
        // weighed by how much of the drawn chart the series spans.
        let (events, courses) = VisibleEvents.events(context, findings: kept)
        report.events = events.sorted { ($0.share, -$0.series, -$0.move.start.index) > ($1.share, -$1.series, -$1.move.start.index) }
        let chartRange = context.valuesRange
        var added = Set<Int>()
        for event in events where !added.contains(event.series) && !VisibleEvents.isSaid(event, by: kept, context: context) {
            report.failures.append(.init(kind: nil, check: .coverage, series: event.series, restated: true))
            guard let course = courses[event.series], !kept.contains(where: { f in
                if case .course(let c) = f.detail { c.series == event.series } else { false } }) else { continue }
            let range = course.high.y - course.low.y
            guard let finding = truest(StructureDetector.courseFinding(course, range: range,
                                                                       chartRange: chartRange,
                                                                       weight: 1)) else { continue }
            kept.append(finding)
            added.insert(event.series)
            report.replaced[.course, default: 0] += 1
        }
        // A drawdown that a course the audit added carries would say its fall twice (the aluminium premium's
        // "then fell 7.6% to 425", then "The largest fall …, 35 (7.6%)").
        let told = kept.compactMap { f -> VisibleCourse? in if case .course(let c) = f.detail { c } else { nil } }
        kept.removeAll { f in
            guard case .drawdown(let d) = f.detail else { return false }
            return told.contains { $0.series == d.series && StructureDetector.carried(d, by: $0.moves) }
        }
        // A series that shows a course (its `noCourse` check fails) and that nothing describes gets the course a
        // glance takes in, with no test: what is drawn is described (rodents caught each year at Portal, 503 to
        // 1,978, down to 660, up to 2,493: "varied between 503 and 2,493" said none of it). A series only compared
        // with others is not described: Colombia's terror incidents (down from 207 to 30 by 2007, back to 231 in
        // 2014), four times the other four lines, were said only to "stay above" them.
        let comparisons: Set<FindingKind> = [.dominance, .overtake, .splitLead, .tracking, .shares, .pairedChange, .commonMove, .sharedExtreme]
        if !context.isScatter, context.xIsOrdered {
            for s in context.samples.indices where kept.allSatisfy({ !$0.series.contains(s) || comparisons.contains($0.kind) }) {
                let n = context.samples[s].validCount, range = lines.range(s)
                guard n > pointByPointLimit, range > 0, !holds(.noCourse(series: s), lines),
                      let series = CourseSeries(series: s, sample: context.samples[s], chart: context.chart),
                      // Up to `shortSeriesLimit` points the eye reads the points themselves, with the finder's turns.
                      // (with every move, the first too: the Democrats' fall from 51.68 % in 1916 to 36.12 % in 1920).
                      var course = n < VisibleCourseFinder.shortSeriesLimit
                        ? VisibleCourseFinder.pointsCourse(series: s, sample: series.sample, ratioScale: context.values.percentChangesMean,
                                                           plottedRange: chartRange)
                            ?? VisibleCourseFinder.glanceCourse(series: s, sample: series.sample, ratioScale: context.values.percentChangesMean,
                                                                width: 1, threshold: VisibleCourseFinder.moveShare * range)
                        : VisibleCourseFinder.glanceCourse(series: s, sample: series.sample, ratioScale: context.values.percentChangesMean,
                                                           width: lines.glanceWidth(n), threshold: glanceMoveShare * range)
                else { continue }
                course.alongTime = context.chart.xIsTime
                guard let finding = truest(StructureDetector.courseFinding(course, range: range,
                                                                           chartRange: chartRange,
                                                                           weight: 1)) else { continue }
                kept.append(finding)
                report.replaced[.course, default: 0] += 1
            }
        }
        return kept
    }
}

extension FindingKind {
    /// Whether a finding of this kind describes a series' course, so that a series whose only one the audit left
    /// out is described by its visible course instead.
    var describesCourse: Bool {
        switch self {
        case .shape, .levelShift, .course, .steady, .cycle: true
        case .seasonality, .record, .drawdown, .gap, .outliers, .overtake, .dominance, .splitLead, .tracking, .growth,
             .shares, .threshold, .sharedExtreme, .pairedChange, .ranking, .correlation, .influence, .clusters, .groups,
             .groupReversal, .signRun, .commonMove, .relationContrast, .path, .scale, .periodChange, .giants, .spreadShift, .spreadContrast: false
        }
    }
}

extension ClaimAudit {
    /// Each series' facts for the sentences that are not findings. "No clear trend or pattern" is a claim too:
    /// it is allowed only where the audit's `noCourse` check holds on a series along x; a series that shows a
    /// course no finding describes is a failure, counted in `report` (kind nil).
    static func seriesFacts(chart: Chart, samples: [Sample], statistics: [SeriesStatistics], findings: [Finding],
                            report: inout AuditReport) -> [SeriesFacts] {
        let lines = Lines(samples: samples)
        let alongX = chart.type != .scatter && (chart.xAxis.kind != .category || chart.xAxis.isOrdered)
        return samples.indices.map { s in
            let constant = statistics[s].minimum != nil && statistics[s].minimum?.value == statistics[s].maximum?.value
            // A course shown with nothing said of the series at all is a failure; one said by a comparison
            // (several series rising together, the one that grew most) is not.
            let said = findings.contains { $0.series.contains(s) }
            let noCourse = alongX && holds(.noCourse(series: s), lines)
            if alongX, !constant, !said, !noCourse, samples[s].validCount >= VisibleCourseFinder.fewestDescribedPoints {
                report.failures.append(.init(kind: nil, check: .noCourse, series: s, restated: false))
            }
            // Parts of one whole (a ranking's shares, a scale's answers) are said as shares, never as a mean and
            // median of the categories.
            // Percentages over categories that sum to 100 are one whole's parts too, ranked or not (each sex's
            // choice among four war policies: "Its mean was 25.0%" is 100 / 4 whatever they chose).
            let percentWhole = chart.xAxis.kind == .category && chart.yAxis.holdsPercents
                && RankingDetector.isWhole(percentTotal: samples[s].ys.reduce(0, +))
            let partsOfWhole = percentWhole || findings.contains { f in
                switch f.detail {
                case .ranking(let r): r.series == s && r.isPartsOfWhole
                case .scale(let scale): scale.series == s
                default: false
                }
            }
            var facts = SeriesFacts(isConstant: constant, showsNoCourse: noCourse, isPartsOfWhole: partsOfWhole)
            // Percentages over categories that are not one whole are rates of groups: "Its mean was 38.6%" of seven
            // age bands' participation rates is no rate of anyone (Swiss labour force, 1981).
            // So are values over categories declared not to add up (means and rates: Virginia's death rates by age
            // band, the mean wage by years of experience), whose median "of the categories" is no one's.
            facts.isRatesOfGroups = chart.xAxis.kind == .category && !partsOfWhole
                && (chart.yAxis.holdsPercents || chart.yAxis.isAdditive == false)
            // Only past what is read point by point: a dozen points are a course a reader follows point by point.
            // Not where a sign run says the side most points lie on: "with 14 above zero and 2 below" again.
            let sidesSaid = findings.contains { f in
                if case .signRun(let run) = f.detail { run.series == s && run.sides != nil } else { false }
            }
            facts.signCounts = sidesSaid ? nil : SeriesFacts.SignCounts.around(samples[s].ys)
            facts.leadsWithNoCourse = noCourse && !constant && samples[s].validCount > VisibleCourseFinder.pointByPointLimit
                && !findings.contains { f in
                guard f.series.contains(s) else { return false }
                switch f.detail {
                // A tested shift of spread is a pattern: "no clear trend or pattern" would deny it.
                case .shape, .levelShift, .seasonality, .cycle, .steady, .course, .record, .drawdown, .commonMove, .growth,
                     .spreadShift:
                    return true
                default:
                    return false
                }
            }
            return facts
        }
    }
}
