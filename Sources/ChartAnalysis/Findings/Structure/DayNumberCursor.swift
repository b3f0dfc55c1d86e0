import ChartModel

/// `CivilCalendar.dayNumber` for instants read one after another, without a division and a rounding for most
/// of them: an instant safely inside the last day computed belongs to it.
///
/// "Safely": more than a billionth of its magnitude away from the day's ends, far beyond the rounding of
/// x / 86,400 (a few parts in 10¹⁶), so the day is the one `dayNumber` gives; instants closer to an end
/// (hourly data's midnights among them) are computed. Hourly data then divide once a day instead of once a
/// point, in any order, with the same numbers.
struct DayNumberCursor {
    private var day = 0
    private var safeFrom = Double.infinity, safeUntil = -Double.infinity

    /// The day number of `x`.
    @inline(__always)
    mutating func day(_ x: Double) -> Int {
        if x > safeFrom && x < safeUntil { return day }
        day = CivilCalendar.dayNumber(x)
        let start = Double(day) * CivilCalendar.secondsPerDay, end = start + CivilCalendar.secondsPerDay
        let margin = 1e-9 * max(1, abs(start), abs(end))
        // Days beyond ±2^53 seconds (or clamped ones) are not cached: every instant is computed there.
        if abs(start) < 0x1p52 {
            safeFrom = start + margin; safeUntil = end - margin
        } else {
            safeFrom = .infinity; safeUntil = -.infinity
        }
        return day
    }
}
