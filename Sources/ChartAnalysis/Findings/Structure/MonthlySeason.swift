import Foundation
import ChartModel

/// A yearly season seen in the monthly means of daily, weekly (or finer) data, when the single values are too
/// noisy and skewed to show it on every point, or sampled too finely for month-of-year phase means to follow it.
///
/// Seattle's daily rain is 0 mm on a third of the days and up to 56 mm on others: on the 1,461 days the
/// month-of-year strength F_S is far below `CalendarCycleFinder.minimumStrength`, yet the chart shows wet
/// winters and dry summers in the density of its spikes, which is what a month's mean measures.
///
/// Test, only on a date axis with points at most `maximumSpacing` apart, when the points showed no
/// month-of-year cycle:
/// - a month counts when it holds at least half the points of the median month (a month cut short by the
///   data's ends or a gap says less); at least 24 counted months over two full years;
/// - the months' means, detrended by the centred twelve-month mean (`CalendarCycleFinder.detrend`), are
///   fitted with one yearly harmonic, a·cos + b·sin of the month (two parameters, where twelve phase means
///   are eleven: four years of monthly means cannot pay for eleven, and a season of wet winters and dry
///   summers is one swing a year);
/// - its strength F_S = 1 − Var(remainder) / Var(detrended) at least `CalendarCycleFinder.minimumStrength`;
/// - it is visible: the harmonic carries at least the same share of the variance of the monthly means
///   less their straight line (not detrended by the moving mean), so that a ripple left when a random walk's
///   wander is taken out is not a season (the chart shows the wander), while a swing on top of a steady rise is;
/// - it repeats: fitted to the first and the second half of the months alone, it peaks within two months of
///   the same time of year;
///   and, on the monthly means themselves, level (or line) plus harmonic beats level (or line) alone under
///   AR(1) or random-walk noise (`PersistentNoiseCriterion`, its two parameters paid for): a random walk's
///   wander does not repeat with the calendar.
/// MonthlySeasonTests pin the claim rate on daily white noise, skewed rain-like noise and random walks over
/// two to six years. The fitted harmonic at each month is the profile: every point's seasonal value in
/// its month, and the months said as high and low.
enum MonthlySeason {
    /// Points further apart than this (median: a third of a month) are monthly or sparser data, tested on the
    /// points themselves. Weekly data are tested here: on the points, month-of-year phase means are a staircase
    /// through a season that moves smoothly from week to week, and "no season" with AR(1) noise (φ ≈ 0.97)
    /// follows that smooth swing better than the staircase does, so weekly CO₂ at Mauna Loa, whose yearly
    /// cycle is the most famous thing about it (F_S 0.93 on the weeks), lost to persistent noise.
    static let maximumSpacing = 31_556_952.0 / 36  // 365.2425 days / 36 in seconds: exact, as the thresholds table writes it
    /// Counted months needed.
    static let minimumMonths = 24

    /// The yearly season of the course's monthly means, as a cycle over its points (nil when none passes).
    static func cycle(of course: CourseSeries, axis: Axis, found: [CalendarCycle]) -> CalendarCycle? {
        guard axis.kind == .date, !found.contains(where: { $0.period == .monthOfYear || $0.period == .quarterOfYear }),
              course.count >= 8, course.medianGap() <= maximumSpacing,
              let months = monthlyMeans(course), months.xs.count >= minimumMonths else { return nil }
        let year = CalendarCycleFinder.length(.monthOfYear)
        let monthLength = year / 12
        guard (months.xs[months.xs.count - 1] - months.xs[0] + monthLength) / year >= CalendarCycleFinder.minimumCycles
        else { return nil }
        let detrended = CalendarCycleFinder.detrend(xs: months.xs, values: months.ys, width: year, spacing: monthLength)
        let angles = months.months.map { 2 * Double.pi * Double($0) / 12 }
        let fit = SmallLeastSquares(columns: [angles.map { _ in 1 }, angles.map(cos), angles.map(sin)], y: detrended)
        let (intercept, a, b) = (fit.coefficients[0], fit.coefficients[1], fit.coefficients[2])
        let remainder = detrended.indices.map { k in detrended[k] - intercept - a * cos(angles[k]) - b * sin(angles[k]) }
        let strength = max(0, 1 - variance(remainder) / max(variance(detrended), .leastNormalMagnitude))
        // The season must also be a visible part of how the monthly means vary, not a ripple that shows only
        // once a larger wander is taken out (a random walk's, over a few years, leaves one about a year long).
        let seasonal = angles.map { a * cos($0) + b * sin($0) }
        // Measured against the monthly means less their straight line: a steady rise is not wander, and beside
        // weekly CO₂'s 57 ppm rise its 6 ppm yearly swing carries 1 % of the means' variance, though it is what
        // the chart shows on top of the rise (half of what the line leaves).
        let visible = variance(seasonal) / max(variance(lessLine(months)), .leastNormalMagnitude)
        guard variance(detrended) > 0, strength >= CalendarCycleFinder.minimumStrength,
              visible >= CalendarCycleFinder.minimumStrength,
              repeats(detrended, angles: angles), beatsNoSeason(months, angles: angles) else { return nil }
        let profile = (0..<12).map { a * cos(2 * Double.pi * Double($0) / 12) + b * sin(2 * Double.pi * Double($0) / 12) }
        let xs = course.sample.xs
        return CalendarCycle(period: .monthOfYear, profile: profile, phases: CalendarCycleFinder.phases(.monthOfYear, xs),
                             strength: strength, cycles: (xs[xs.count - 1] - xs[0] + course.medianGap()) / year,
                             isOnMonthlyMeans: true)
    }

    /// Peaks of the harmonics fitted to the first and the second half of the months at most this far apart
    /// (radians: two months).
    static let maximumPhaseShift = Double.pi / 3

    /// True when the season peaks at about the same time of year in both halves of the data: a season
    /// repeats, a random walk's wander that happens to last a year does not (its phase is anyone's guess).
    static func repeats(_ detrended: [Double], angles: [Double]) -> Bool {
        let half = detrended.count / 2
        func peak(_ range: Range<Int>) -> Double? {
            let a = Array(angles[range])
            let fit = SmallLeastSquares(columns: [a.map { _ in 1 }, a.map(cos), a.map(sin)], y: Array(detrended[range]))
            guard fit.rank == 3 else { return nil }
            let (c, s) = (fit.coefficients[1], fit.coefficients[2])
            return c == 0 && s == 0 ? nil : atan2(s, c)
        }
        guard let first = peak(0..<half), let second = peak(half..<detrended.count) else { return false }
        let shift = abs(remainder(first - second, 2 * Double.pi))
        return shift <= maximumPhaseShift
    }

    /// True when level + harmonic (with or without a straight trend) scores below the level alone (or the
    /// line) on the monthly means themselves, under AR(1) or random-walk noise (`PersistentNoiseCriterion`).
    /// On the means, not on their detrended values: a twelve-month moving average leaves a random walk's
    /// wander at about a year's length, which a harmonic would then fit (7.5 % of daily random walks).
    static func beatsNoSeason(_ months: (xs: [Double], ys: [Double], months: [Int]), angles: [Double]) -> Bool {
        let first = months.xs[0], span = months.xs[months.xs.count - 1] - first
        guard span > 0 else { return false }
        let ones = months.ys.map { _ in 1.0 }, u = months.xs.map { ($0 - first) / span }
        let cosines = angles.map(cos), sines = angles.map(sin)
        func best(_ columns: [[Double]]) -> Double {
            min(PersistentNoiseCriterion.score(columns: columns, positions: 0, values: months.ys, estimated: true).score,
                PersistentNoiseCriterion.score(columns: columns, positions: 0, values: months.ys, estimated: false).score)
        }
        let none = min(best([ones]), best([ones, u]))
        return min(best([ones, cosines, sines]), best([ones, u, cosines, sines])) < none
    }

    /// The counted months' starts, means and month of year (0 = January), in order.
    static func monthlyMeans(_ course: CourseSeries) -> (xs: [Double], ys: [Double], months: [Int])? {
        let xs = course.sample.xs, ys = course.ys
        // x ascends, so a month's points are consecutive.
        var months: [(number: Int, sum: Double, count: Int)] = []
        for k in 0..<xs.count {
            let month = CivilCalendar.monthNumber(xs[k])
            if months.last?.number == month {
                months[months.count - 1].sum += ys[k]
                months[months.count - 1].count += 1
            } else {
                months.append((month, ys[k], 1))
            }
        }
        guard !months.isEmpty else { return nil }
        let counts = months.map(\.count).sorted()
        let medianCount = counts[counts.count / 2]
        var result: (xs: [Double], ys: [Double], months: [Int]) = ([], [], [])
        for month in months where 2 * month.count >= medianCount {
            result.xs.append(CivilCalendar.startOfMonth(month.number))
            result.ys.append(month.sum / Double(month.count))
            result.months.append(month.number - CivilCalendar.floorDivide(month.number, 12) * 12)
        }
        return result
    }

    /// The monthly means less their least-squares straight line over time.
    static func lessLine(_ months: (xs: [Double], ys: [Double], months: [Int])) -> [Double] {
        let first = months.xs[0], span = max(months.xs[months.xs.count - 1] - first, .leastNormalMagnitude)
        let u = months.xs.map { ($0 - first) / span }
        let fit = SmallLeastSquares(columns: [u.map { _ in 1 }, u], y: months.ys)
        let (a, b) = (fit.coefficients[0], fit.rank > 1 ? fit.coefficients[1] : 0)
        return months.ys.indices.map { months.ys[$0] - a - b * u[$0] }
    }

    /// Population variance, from the level model's mean and deviation (the same scaled passes).
    private static func variance(_ values: [Double]) -> Double {
        let deviation = LevelModelSelector.meanAndDeviation(values)?.1 ?? 0
        return deviation * deviation
    }
}
