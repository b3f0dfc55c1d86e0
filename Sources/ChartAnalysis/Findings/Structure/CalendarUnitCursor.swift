import ChartModel

/// ⌊x / unit⌋ (as `CivilCalendar.floorInt` gives it) for instants read one after another, counted in whole hours
/// or days: the day number of `CivilCalendar.dayNumber`, or the hour number of an hour-of-day phase, without a
/// division and a rounding for most instants.
///
/// An instant belongs to the last unit n computed when it lies from the unit's start n · unit (exact) to more than
/// a billionth of its magnitude before its end: at the start x / unit is exactly n and division rounds
/// monotonically, so the quotient is never below n; the margin is far beyond the rounding of x / unit (a few parts
/// in 10¹⁶), so it never reaches n + 1. The next unit's start (n + 1) · unit is exact too, and x / unit there is
/// exactly n + 1: hourly data step from hour to hour (and from day to day) with a comparison. The rest (instants
/// a hair before a unit's end, jumps) are computed. The same numbers as the division, in any order.
struct CalendarUnitCursor {
    /// The unit in seconds (a whole number of them).
    let unit: Double
    private var number = 0
    /// The cached unit's start and the end of its safe part (an empty range when nothing is cached, and right
    /// after a step until an instant inside asks), and the next unit's start (NaN when nothing is cached).
    private var start = Double.infinity, safeUntil = -Double.infinity, next = Double.nan

    /// Units are cached below this many seconds from the epoch (either way), where their starts n · unit
    /// and ends are exact (whole seconds times a whole number).
    private static let exactLimit = 0x1p52

    /// A cursor counting units of `unit` seconds (3,600 or 86,400).
    init(unit: Double) { self.unit = unit }

    /// A cursor giving `CivilCalendar.dayNumber`.
    static var days: CalendarUnitCursor { CalendarUnitCursor(unit: CivilCalendar.secondsPerDay) }

    /// ⌊x / unit⌋ of `x`.
    @inline(__always)
    mutating func number(_ x: Double) -> Int {
        if x >= start && x < safeUntil { return number }
        if x == next && x < Self.exactLimit {
            // The safe end is left for the unit's next instant to compute: evenly spaced data (hourly data
            // counting hours) step on at every instant. Steps stay below the bound of exact starts.
            number &+= 1; start = next; safeUntil = next; next += unit
            return number
        }
        (number, start, safeUntil, next) = Self.settled(x, unit: unit, number: number, start: start, next: next)
        return number
    }

    /// The cursor's fields (number, start, safe end, next start) after `x`, the long way: out of line, so that
    /// the loops that count units stay small, and by value, so that they keep the cursor in registers.
    @inline(never)
    private static func settled(_ x: Double, unit: Double, number: Int, start: Double, next: Double)
        -> (Int, Double, Double, Double) {
        if start.isFinite && x >= start {
            let safeUntil = safeEnd(start, unit)
            if x < safeUntil { return (number, start, safeUntil, next) }
            if x >= next {
                let following = cached(number + 1, unit: unit)
                if x >= following.1 && x < following.2 { return following }
            }
        }
        return cached(CivilCalendar.floorInt(x / unit), unit: unit)
    }

    /// The fields with unit `n` cached; farther units than `exactLimit` (or clamped ones) are not: every
    /// instant is computed there.
    private static func cached(_ n: Int, unit: Double) -> (Int, Double, Double, Double) {
        let first = Double(n) * unit
        guard abs(first) < exactLimit else { return (n, .infinity, -.infinity, .nan) }
        return (n, first, safeEnd(first, unit), first + unit)
    }

    /// The end of the safe part of the unit starting at `first`: a billionth of |first| + unit (at least the
    /// magnitude of either end, and at least 1) before its end.
    private static func safeEnd(_ first: Double, _ unit: Double) -> Double { first + unit - 1e-9 * (abs(first) + unit) }
}
