import ChartModel

/// A calendar cycle found in a series: its phase means and the value it adds at every point.
struct CalendarCycle {
    let period: SeasonalPeriod
    /// The seasonal component per phase (mean deviation from the trend, centred on 0).
    let profile: [Double]
    /// The phase of every point of the course (one byte a point: at most 24 phases).
    var phases: [UInt8]
    /// F_S = max(0, 1 − Var(remainder) / Var(detrended)).
    let strength: Double
    /// Full cycles spanned by the data.
    let cycles: Double
    /// Found on the monthly means of daily data (`MonthlySeason`), not on the points themselves.
    var isOnMonthlyMeans = false

    /// The seasonal value at every point, computed when read (eight bytes a point fewer while its share of
    /// the variance is measured).
    var component: Component { Component(profile: profile, phases: phases) }

    /// A profile read through the phases.
    struct Component: RandomAccessCollection {
        let profile: [Double], phases: [UInt8]
        var startIndex: Int { 0 }
        var endIndex: Int { phases.count }
        subscript(k: Int) -> Double { profile[Int(phases[k])] }
    }
}

/// Finds calendar cycles (hour of day, day of week, month of year, quarter of year, UTC) in a series on a
/// date axis — classical decomposition (a centred moving average over one period as the trend, phase means
/// of what is left as the season), the way STL's simplest relative works.
///
/// Test, per period that fits the sampling (hourly data: hour of day, day of week, month of year; daily:
/// day of week, month of year; weekly and monthly: month of year; quarterly: quarter of year):
/// - at least `minimumCycles` full cycles, and every phase seen at least twice;
/// - strength F_S (Wang, Smith & Hyndman 2006) at least `minimumStrength`;
/// - the phase means beat no season under persistent noise (PersistentNoiseCriterion's c and D, with
///   P − 1 parameters): a random walk's wander does not repeat with the calendar.
/// The strongest passing cycle is removed and the others are tested again on what is left (at most two:
/// hourly loads have an hour-of-day and a day-of-week pattern). On sub-daily data the periods whose phase holds
/// for a whole day (day of week, month of year) are first screened on the day means, where such a cycle lives.
enum CalendarCycleFinder {
    static let minimumCycles = 2.0
    static let minimumStrength = 0.3
    static let maximumCycles = 2
    /// Detrended values further than this many robust standard deviations from their median are clipped.
    static let clipSigmas = 4.0
    /// Data sampled at most this far apart (seconds; median spacing) are sub-daily: a period whose phase holds
    /// for a whole day is decomposed on every point only when its strength on the day means (`DailyMeans`)
    /// reaches `screeningStrength`.
    static let maximumSubDailySpacing = 12 * 3600.0
    /// Half the strength the test asks: the hour-to-hour variation inside a day adds to both variances of
    /// F_S on the points and to neither on the day means, so the strength on the day means is the higher one
    /// (up to the moving averages' alignment and the clipping); the margin keeps the screen from dropping a
    /// cycle the points would pass.
    static let screeningStrength = 0.15

    /// The cycles found, strongest first; `screened: false` decomposes every candidate on every point (the
    /// plain method the screen is tested against).
    static func cycles(_ course: CourseSeries, axis: Axis, screened: Bool = true) -> [CalendarCycle] {
        guard axis.kind == .date, course.count >= 8 else { return [] }
        let xs = course.sample.xs
        let spacing = course.medianGap()
        guard spacing > 0 else { return [] }
        var candidates = periods(spacing: spacing)
        // Sub-daily data: the periods whose phase holds for a whole day are screened on the day means first
        // (24 times fewer values for hourly data; most candidates fail there).
        let screening = screened && spacing <= maximumSubDailySpacing
        var found: [CalendarCycle] = []
        var dayPhaseCache: [SeasonalPeriod: [UInt8]] = [:]
        // Phases are a byte a point, and beside the detrended values only the tried period's are held (every
        // period's set the peak of a long hourly series): the strongest cycle so far lets go of its own while
        // another period is tried, the cycles found before let go of theirs once the values are detrended, and
        // each computes them again when they are needed.
        func restorePhases() {
            for i in found.indices where found[i].phases.isEmpty { found[i].phases = phases(found[i].period, xs) }
        }
        while found.count < maximumCycles {
            // The screen first, on the day means: they and the days (almost a byte a point for hourly data)
            // exist for it alone, built in each round that screens and let go before any period is decomposed
            // on every point.
            // A screened period's phases on the points are computed from each instant: the same as its day
            // phases spread over the days' points (a day's first point has every point's phase of that day).
            var passed: [SeasonalPeriod] = []
            var days: DailyMeans?
            var dayValues: [Double]?
            for period in candidates {
                guard (xs[xs.count - 1] - xs[0] + spacing) / length(period) >= minimumCycles else { continue }
                if screening, holdsForADay(period) {
                    if days == nil { days = DailyMeans(xs: xs) }
                    let days = days!
                    // A day's phase from its first point: the same for all its points.
                    let dayPhases = dayPhaseCache[period] ?? self.phases(period, days.starts.dropLast().map { xs[$0] })
                    dayPhaseCache[period] = dayPhases
                    if dayValues == nil {
                        // The values with the cycles found so far removed, computed as they are read.
                        restorePhases()
                        dayValues = Deseasoned(values: course.ys, cycles: found).read(DayMeans(days: days))
                    }
                    var dayDetrended = detrend(xs: days.xs, values: dayValues!, width: length(period), spacing: 86_400)
                    guard let screen = decompose(period: period, phases: dayPhases, detrended: &dayDetrended,
                                                 clip: clipRange(dayDetrended)),
                          screen.strength >= screeningStrength else { continue }
                }
                passed.append(period)
            }
            days = nil
            dayValues = nil
            var strongest: CalendarCycle?
            for period in passed {
                strongest?.phases = []
                restorePhases()
                var detrended = Deseasoned(values: course.ys, cycles: found)
                    .read(Detrending(xs: xs, width: length(period), spacing: spacing))
                for i in found.indices { found[i].phases = [] }
                guard let tried = cycle(period: period, xs: xs, detrended: &detrended, spacing: spacing)
                else { continue }
                // The first of equally strong cycles, as `max(by:)` chose.
                if strongest.map({ $0.strength < tried.strength }) ?? true { strongest = tried }
            }
            restorePhases()
            guard var best = strongest else { break }
            if best.phases.isEmpty { best.phases = phases(best.period, xs) }
            found.append(best)
            candidates.removeAll { $0 == best.period }
        }
        return found
    }

    /// Whether a period's phase is the same all day long (day of week, month and quarter of year).
    static func holdsForADay(_ period: SeasonalPeriod) -> Bool { period != .hourOfDay }

    /// Periods worth testing at a sampling interval (seconds): the cycles whose phases points this far apart
    /// show, by the model's class of the spacing (`DateSpacing`, the one narration counts points in).
    static func periods(spacing: Double) -> [SeasonalPeriod] {
        switch DateSpacing(medianGap: spacing) {
        case .subDay: return [.hourOfDay, .dayOfWeek, .monthOfYear]
        case .day: return [.dayOfWeek, .monthOfYear]
        case .week, .month: return [.monthOfYear]
        case .quarter: return [.quarterOfYear]
        case .half, .year: return []
        }
    }

    /// Length of one cycle in seconds.
    static func length(_ period: SeasonalPeriod) -> Double {
        switch period {
        case .hourOfDay: return 86_400
        case .dayOfWeek: return 7 * 86_400
        case .monthOfYear, .quarterOfYear: return 365.2425 * 86_400
        }
    }

    /// The phase of an instant (UTC).
    static func phase(_ period: SeasonalPeriod, _ x: Double) -> Int {
        phase(period, unit: CivilCalendar.floorInt(x / unitLength(period)))
    }

    /// The seconds of the calendar unit a period's phase is a function of: its hour for hour of day, its day
    /// for the others.
    static func unitLength(_ period: SeasonalPeriod) -> Double { period == .hourOfDay ? 3600 : CivilCalendar.secondsPerDay }

    /// The phase of the hour or day (`unitLength`) numbered `n` since the epoch.
    static func phase(_ period: SeasonalPeriod, unit n: Int) -> Int {
        switch period {
        case .hourOfDay:
            return n - CivilCalendar.floorDivide(n, 24) * 24
        case .dayOfWeek:
            // 1970-01-01 was a Thursday: day 0 is phase 3 with Monday = 0.
            let day = n + 3
            return day - CivilCalendar.floorDivide(day, 7) * 7
        case .monthOfYear:
            return CivilCalendar.civil(fromDays: n).month - 1
        case .quarterOfYear:
            return (CivilCalendar.civil(fromDays: n).month - 1) / 3
        }
    }

    /// The phase of every instant of an ascending series: the hour or day is counted by a cursor (no division
    /// for most points) and its phase computed once per hour or day.
    static func phases(_ period: SeasonalPeriod, _ xs: [Double]) -> [UInt8] {
        [UInt8](unsafeUninitializedCapacity: xs.count) { result, initialized in
            xs.withUnsafeBufferPointer { x in
                var cursor = CalendarUnitCursor(unit: unitLength(period))
                var unit = Int.min, current: UInt8 = 0
                // Hour of day and day of week advance by one phase with each hour or day.
                let steps = period == .hourOfDay || period == .dayOfWeek, count = UInt8(period.phaseCount)
                for k in x.indices {
                    let n = cursor.number(x[k])
                    if n != unit {
                        // Hourly data step from hour to hour: the next phase without a division.
                        current = steps && n == unit &+ 1 ? (current &+ 1 == count ? 0 : current &+ 1)
                            : UInt8(truncatingIfNeeded: phase(period, unit: n))
                        unit = n
                    }
                    result.initializeElement(at: k, to: current)
                }
            }
            initialized = xs.count
        }
    }

    /// Which cycle instance (day, week, year) an instant falls in, for naming the crests.
    static func instance(_ period: SeasonalPeriod, _ x: Double) -> Int {
        switch period {
        case .hourOfDay: return CivilCalendar.dayNumber(x)
        case .dayOfWeek: return CivilCalendar.floorDivide(CivilCalendar.dayNumber(x) + 3, 7)
        case .monthOfYear, .quarterOfYear: return CivilCalendar.civil(fromDays: CivilCalendar.dayNumber(x)).year
        }
    }

    /// The cycle of one period if it passes the test.
    private static func cycle(period: SeasonalPeriod, xs: [Double], detrended: inout [Double],
                              spacing: Double) -> CalendarCycle? {
        // The clipping range first: its sample is let go before the phases (a byte a point) are computed.
        let clip = clipRange(detrended)
        let phases = phases(period, xs)
        guard let decomposition = decompose(period: period, phases: phases, detrended: &detrended, clip: clip),
              decomposition.strength >= minimumStrength else { return nil }
        guard beatsNoSeason(detrended: detrended, profile: decomposition.profile, phases: phases,
                            parameters: period.phaseCount - 1)
        else { return nil }
        let cycles = (xs[xs.count - 1] - xs[0] + spacing) / length(period)
        return CalendarCycle(period: period, profile: decomposition.profile, phases: phases,
                             strength: decomposition.strength, cycles: cycles)
    }

    /// A classical decomposition of the values by one period: the profile of the phase means of what is left
    /// of them around a moving average (the detrended values, clipped in place), and the strength F_S.
    private struct Decomposition {
        let profile: [Double], strength: Double
    }

    /// Where detrended values are clipped: `clipSigmas` robust standard deviations from their median.
    private struct Clip {
        let low: Double, high: Double
        /// False when the deviation is 0 (then nothing is clipped).
        let clips: Bool
    }

    /// The clipping range of detrended values (their median and MAD from an evenly spaced sample, which is
    /// let go when this returns).
    private static func clipRange(_ detrended: [Double]) -> Clip {
        var sample = RobustScale.evenlySpaced(detrended)
        let (centre, deviation) = RobustScale.medianAndAbsoluteDeviation(&sample)
        let limit = clipSigmas * RobustScale.normalConsistency * deviation
        return Clip(low: centre - limit, high: centre + limit, clips: limit > 0)
    }

    /// The decomposition of one period (nil when a phase is seen fewer than twice or the detrended values do
    /// not vary).
    ///
    /// The detrended values are first clipped to `clip` (`clipRange`: winsorized), as robust STL downweights
    /// them: one marathon day of 48,600 steps would otherwise carry half the variance of a year of daily counts
    /// and hide the Saturdays that every week repeats. The profile added back to the data is the one measured
    /// on the clipped values.
    /// Clips the detrended values in place and adds each to its phase's sum, sum of squares and count. Where the
    /// phase changes at almost every point (`byPoint`: hour of day on hourly data, day of week on days), the sums
    /// are added in place, one chain a phase; otherwise each run of one phase is summed in four chains
    /// (`LaneSums`) and added once.
    private static func accumulate(_ d: UnsafeMutableBufferPointer<Double>, _ p: UnsafeBufferPointer<UInt8>, n: Int,
                                   byPoint: Bool, clip: (low: Double, high: Double)?,
                                   sums: UnsafeMutableBufferPointer<Double>, squares: UnsafeMutableBufferPointer<Double>,
                                   seen: UnsafeMutableBufferPointer<Int>) {
        if byPoint {
            for k in 0..<n {
                if let clip { d[k] = min(clip.high, max(clip.low, d[k])) }
                let q = Int(p[k]), v = d[k]
                sums[q] += v
                squares[q] += v * v
                seen[q] &+= 1
            }
            return
        }
        var start = 0
        while start < n {
            let q = p[start]
            var end = start + 1
            while end < n && p[end] == q { end += 1 }
            if let clip { for k in start..<end { d[k] = min(clip.high, max(clip.low, d[k])) } }
            sums[Int(q)] += LaneSums.sum(over: start..<end) { d[$0] }
            squares[Int(q)] += LaneSums.sum(over: start..<end) { d[$0] * d[$0] }
            seen[Int(q)] += end - start
            start = end
        }
    }

    private static func decompose(period: SeasonalPeriod, phases: [UInt8], detrended: inout [Double],
                                  clip: Clip) -> Decomposition? {
        let n = detrended.count, count = period.phaseCount
        var seen = [Int](repeating: 0, count: count)
        var sums = [Double](repeating: 0, count: count), squares = [Double](repeating: 0, count: count)
        // Clipped, summed and squared in one pass (`accumulate`); both variances of F_S then come from the
        // phases' sums, with no second pass over the values. Which way to sum is read off the first 256 phases.
        let low = clip.low, high = clip.high, clips = clip.clips
        detrended.withUnsafeMutableBufferPointer { d in
            phases.withUnsafeBufferPointer { p in
                guard n > 0 else { return }
                let head = min(n, 256)
                let changes = (1..<max(1, head)).reduce(0) { $0 + (p[$1] != p[$1 - 1] ? 1 : 0) }
                sums.withUnsafeMutableBufferPointer { sums in
                    squares.withUnsafeMutableBufferPointer { squares in
                        seen.withUnsafeMutableBufferPointer { seen in
                            accumulate(d, p, n: n, byPoint: 4 * changes >= head, clip: clips ? (low, high) : nil,
                                       sums: sums, squares: squares, seen: seen)
                        }
                    }
                }
            }
        }
        let total = sums.reduce(0, +)
        guard seen.allSatisfy({ $0 >= 2 }) else { return nil }
        var profile = (0..<count).map { sums[$0] / Double(seen[$0]) }
        let profileCentre = profile.reduce(0, +) / Double(count)
        profile = profile.map { $0 - profileCentre }
        // Var(detrended) and Var(remainder) from each phase's count, sum and sum of squares: with r = d − s_q on
        // the points of phase q, Σ r = S_q − n_q s_q and Σ r² = Q_q − 2 s_q S_q + n_q s_q². The detrended values
        // sit around 0 and the remainder is what the season leaves, so neither difference loses the digits
        // that matter at the 0.3 strength the test asks.
        let mean = total / Double(n)
        var allSquares = 0.0, remainderSum = 0.0, remainderSquares = 0.0
        for q in 0..<count {
            let s = profile[q], n = Double(seen[q])
            allSquares += squares[q]
            remainderSum += sums[q] - n * s
            remainderSquares += squares[q] - 2 * s * sums[q] + n * s * s
        }
        let detrendedSquares = allSquares - Double(n) * mean * mean
        let remainderMean = remainderSum / Double(n)
        let remainderVariance = max(0, remainderSquares / Double(n) - remainderMean * remainderMean)
        guard detrendedSquares > 0 else { return nil }
        let strength = min(1, max(0, 1 - remainderVariance * Double(n) / detrendedSquares))
        return Decomposition(profile: profile, strength: strength)
    }

    /// Values minus the profiles of the cycles already found, subtracted one after another as they are read
    /// (no copy of the series).
    struct Deseasoned: RandomAccessCollection {
        let values: [Double], cycles: [CalendarCycle]
        var startIndex: Int { 0 }
        var endIndex: Int { values.count }
        subscript(k: Int) -> Double {
            var v = values[k]
            for cycle in cycles { v -= cycle.profile[Int(cycle.phases[k])] }
            return v
        }

        /// A computation over values read one after another, whatever reads them (a generic closure).
        protocol Pass {
            associatedtype Result
            func run<Values: RandomAccessCollection<Double>>(_ values: Values) -> Result where Values.Index == Int
        }

        /// `pass` run over these values, read through pointers when no cycle or one is removed (the search
        /// removes one before it tries the others again): a few loads a value where this collection loops
        /// through the cycles' fields with a bounds check on each read.
        func read<P: Pass>(_ pass: P) -> P.Result {
            values.withUnsafeBufferPointer { values in
                switch cycles.count {
                case 0: return pass.run(values)
                case 1:
                    return cycles[0].profile.withUnsafeBufferPointer { profile in
                        cycles[0].phases.withUnsafeBufferPointer { phases in
                            pass.run(ProfileRemoved(values: values, profile: profile, phases: phases))
                        }
                    }
                default: return pass.run(self)
                }
            }
        }
    }

    /// Values minus a profile read through the phases, computed as they are read, through pointers (every
    /// phase below the profile's length, one a value): one cycle removed, or a remainder.
    private struct ProfileRemoved: RandomAccessCollection {
        let values: UnsafeBufferPointer<Double>, profile: UnsafeBufferPointer<Double>
        let phases: UnsafeBufferPointer<UInt8>
        var startIndex: Int { 0 }
        var endIndex: Int { values.count }
        subscript(k: Int) -> Double { values[k] - profile[Int(phases[k])] }
    }

    /// The detrended values (`detrend`) as a pass over deseasoned values.
    struct Detrending: Deseasoned.Pass {
        let xs: [Double], width: Double, spacing: Double
        func run<Values: RandomAccessCollection<Double>>(_ values: Values) -> [Double] where Values.Index == Int {
            detrend(xs: xs, values: values, width: width, spacing: spacing)
        }
    }

    /// The day means as a pass over deseasoned values.
    struct DayMeans: Deseasoned.Pass {
        let days: DailyMeans
        func run<Values: RandomAccessCollection<Double>>(_ values: Values) -> [Double] where Values.Index == Int {
            days.means(values)
        }
    }

    /// The persistent-noise comparison of "phase means" against "no season" on the detrended values (the
    /// phase means are the least squares fit; its innovations are those of the remainder, detrended values
    /// minus the profile, computed as they are read: one array the length of the series fewer).
    private static func beatsNoSeason(detrended: [Double], profile: [Double], phases: [UInt8], parameters: Int) -> Bool {
        precondition(phases.count == detrended.count)
        let squares = LaneSums.sum(detrended) { $0 * $0 }
        let n = Double(detrended.count)
        let variance = max(squares / n, .leastNormalMagnitude)
        let range = PersistentNoiseCriterion.persistenceRange
        // Both series' persistence, then their innovations, each in one pass over the two.
        let innovations = detrended.withUnsafeBufferPointer { detrended in
            profile.withUnsafeBufferPointer { profile in
                phases.withUnsafeBufferPointer { phases in
                    let remainder = ProfileRemoved(values: detrended, profile: profile, phases: phases)
                    let phis = AutoregressiveNoise.lagOneCoefficients(remainder, detrended)
                    let phiRemainder = min(range.upper, max(range.lower, phis.0))
                    let phiDetrended = min(range.upper, max(range.lower, phis.1))
                    return AutoregressiveNoise.innovationVariances(remainder, phis: (phiRemainder, 1),
                                                                   detrended, phis: (phiDetrended, 1))
                }
            }
        }
        func best(_ innovations: (atPhi: Double, atOne: Double), extra: Int) -> Double {
            let penalty = PersistentNoiseCriterion.penaltyPerParameter * Double(extra) * log(n)
            let floor = PersistentNoiseCriterion.varianceFloor
            let estimated = (n - 1) * log(max(innovations.atPhi / variance, floor))
                + penalty + PersistentNoiseCriterion.estimatedPersistencePenalty
            let walk = (n - 1) * log(max(innovations.atOne / variance, floor)) + penalty
            return min(estimated, walk)
        }
        return best(innovations.a, extra: parameters) < best(innovations.b, extra: 0)
    }

    /// The values minus their trend: the mean of the values whose x lies in a window of `width` around each
    /// point, the window kept inside the data at both ends so that it always spans one full cycle (and the
    /// cycle averages out of the trend). The trend itself is not kept.
    static func detrend<Values: RandomAccessCollection<Double>>(xs: [Double], values: Values, width: Double,
                                                                spacing: Double) -> [Double] where Values.Index == Int {
        let n = values.count
        precondition(xs.count == n, "one instant a value")
        let first = xs[0], latest = max(xs[0], xs[n - 1] - width + spacing / 2)
        // The window's ends only move forward: the sums up to them are two running prefix sums, each added
        // in the order a prefix array was, so the window means are the same to the bit without that array
        // (eight bytes a point).
        func detrend<Reader: RandomAccessCollection<Double>>(_ values: Reader) -> [Double] where Reader.Index == Int {
            [Double](unsafeUninitializedCapacity: n) { result, initialized in
                let out = result.baseAddress!
                xs.withUnsafeBufferPointer { x in
                    var lo = 0, hi = 0, sumToLo = 0.0, sumToHi = 0.0
                    for k in 0..<n {
                        let start = min(max(x[k] - width / 2, first), latest), end = start + width
                        while lo < n && x[lo] < start { sumToLo += values[lo]; lo += 1 }
                        while hi < n && x[hi] < end { sumToHi += values[hi]; hi += 1 }
                        let v = values[k]
                        (out + k).initialize(to: v - (hi > lo ? (sumToHi - sumToLo) / Double(hi &- lo) : v))
                    }
                }
                initialized = n
            }
        }
        // Plain arrays are read through a pointer: no bounds check on the three reads a point.
        return values.withContiguousStorageIfAvailable(detrend) ?? detrend(values)
    }
}

import Foundation

extension CalendarCycle {
    /// Phases within this share of the swing from the highest (lowest) phase count as high (low).
    static let closeShareOfSwing = 0.2
    /// Crest landmarks are given per cycle up to this many cycles; beyond, only the highest crest.
    static let maximumCrests = 60

    /// The finding's numbers.
    func seasonality(series: Int) -> Seasonality {
        let high = profile.indices.max { profile[$0] < profile[$1] }!
        let low = profile.indices.min { profile[$0] < profile[$1] }!
        let swing = profile[high] - profile[low]
        return Seasonality(series: series, period: period, profile: profile,
                           high: range(around: high, swing: swing, above: true),
                           low: range(around: low, swing: swing, above: false),
                           swing: swing, strength: strength, cycles: cycles, isOnMonthlyMeans: isOnMonthlyMeans)
    }

    /// The highest point of each cycle among the points in the high phases (one per day, week or year).
    func crests(of course: CourseSeries, high: PhaseRange) -> [PointRef] {
        let count = period.phaseCount
        var isHigh = [Bool](repeating: false, count: count)
        for p in 0..<high.count { isHigh[(high.first + p) % count] = true }
        // Points are in x order, so each cycle's points are consecutive: one running best per cycle. Read
        // through pointers (every phase is below the phase count, one phase a point).
        var crests: [Int] = []
        let xs = course.sample.xs, ys = course.ys
        precondition(phases.count == xs.count && ys.count == xs.count)
        xs.withUnsafeBufferPointer { xs in
            ys.withUnsafeBufferPointer { ys in
                phases.withUnsafeBufferPointer { phases in
                    isHigh.withUnsafeBufferPointer { isHigh in
                        var key = Int.min, day = Int.min, best = 0
                        var days = CalendarUnitCursor.days
                        for k in xs.indices where isHigh[Int(phases[k])] {
                            let d = days.number(xs[k])
                            if d != day {
                                day = d
                                let instance = CalendarCycleFinder.instance(period, xs[k])
                                if instance != key {
                                    key = instance
                                    if !crests.isEmpty { crests[crests.count - 1] = best }
                                    crests.append(k); best = k
                                    continue
                                }
                            }
                            if ys[k] > ys[best] { best = k }
                        }
                        if !crests.isEmpty { crests[crests.count - 1] = best }
                    }
                }
            }
        }
        if crests.count > CalendarCycle.maximumCrests, let top = crests.max(by: { course.ys[$0] < course.ys[$1] }) {
            crests = [top]
        }
        return crests.map(course.sample.ref)
    }

    /// Consecutive phases (wrapping) around `center` whose profile is within the close share of the swing,
    /// at most a third of the cycle.
    private func range(around center: Int, swing: Double, above: Bool) -> PhaseRange {
        let count = profile.count, limit = max(1, count / 3)
        let threshold = CalendarCycle.closeShareOfSwing * swing
        func close(_ p: Int) -> Bool { abs(profile[(p % count + count) % count] - profile[center]) <= threshold }
        var first = center, length = 1
        while length < limit {
            let before = close(first - 1), after = close(first + length)
            if !before && !after { break }
            let beforeValue = profile[((first - 1) % count + count) % count], afterValue = profile[(first + length) % count]
            // Grow towards the closer neighbour first.
            if before && (!after || (above ? beforeValue >= afterValue : beforeValue <= afterValue)) {
                first -= 1
            }
            length += 1
        }
        return PhaseRange(first: (first % count + count) % count, count: length)
    }
}
