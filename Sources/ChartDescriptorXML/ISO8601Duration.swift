import ChartModel
/// An ISO 8601 duration such as `P1D`, `P1M`, `PT1H`, `P1W`, `P1Y2M`, `PT0.5S`, used as a date axis's x-step.
///
/// Years and months step along the calendar (2024-01-31 + P1M = 2024-02-29, + P2M = 2024-03-31);
/// days are 86,400 s because all arithmetic is in UTC.
struct ISO8601Duration: Equatable {
    var months = 0
    var days = 0
    var seconds = 0.0

    /// True when the step moves by less than a day in some component, so the axis carries times of day.
    var hasTime: Bool { seconds != 0 }

    /// Parses `text`; nil when it is not a duration or is zero.
    init?(_ text: Substring) {
        guard let duration = text.withBytes({ ISO8601Duration(bytes: $0) }) else { return nil }
        self = duration
    }

    /// Parses UTF-8 `bytes`; nil when they are not a duration or the duration is zero.
    init?(bytes: UnsafeBufferPointer<UInt8>) {
        var cursor = ByteCursor(bytes)
        guard cursor.take(UInt8(ascii: "P")) else { return nil }
        var inTime = false
        var any = false
        var lastRank = -1
        while !cursor.atEnd {
            if !inTime && cursor.take(UInt8(ascii: "T")) {
                inTime = true
                lastRank = 4
                continue
            }
            guard let whole = cursor.integer() else { return nil }
            var value = Double(whole)
            if cursor.take(UInt8(ascii: ".")) || cursor.take(UInt8(ascii: ",")) {
                var scale = 0.1
                while let d = cursor.digit() {
                    value += Double(d) * scale
                    scale /= 10
                }
            }
            let fractional = value != value.rounded()
            guard let designator = cursor.peek else { return nil }
            _ = cursor.take(designator)
            let rank: Int
            switch (inTime, designator) {
            case (false, UInt8(ascii: "Y")): rank = 0; months += whole * 12
            case (false, UInt8(ascii: "M")): rank = 1; months += whole
            case (false, UInt8(ascii: "W")): rank = 2; days += whole * 7
            case (false, UInt8(ascii: "D")): rank = 3; days += whole
            case (true, UInt8(ascii: "H")): rank = 5; seconds += value * 3600
            case (true, UInt8(ascii: "M")): rank = 6; seconds += value * 60
            case (true, UInt8(ascii: "S")): rank = 7; seconds += value
            default: return nil
            }
            // Components come in order, once each; only time components may be fractional.
            guard rank > lastRank, !fractional || inTime else { return nil }
            lastRank = rank
            any = true
        }
        guard any, lastRank != 4, months > 0 || days > 0 || seconds > 0 else { return nil }
    }

    /// `start` advanced by `count` steps, computed from the start each time so month ends do not drift.
    @inline(__always)
    /// A step past `maxMonths` months from the start gives +∞, which the caller reports as an x past the
    /// largest number: Int arithmetic on such counts would overflow (a trap, not an error).
    func advance(_ start: Double, by count: Int) -> Double {
        var result = start
        if months != 0 {
            let (stepped, overflow) = months.multipliedReportingOverflow(by: count)
            guard !overflow, stepped.magnitude <= Self.maxMonths, start.isFinite else { return .infinity }
            let dayNumber = CivilCalendar.dayNumber(start)  // clamped: a start of 1e300 s cannot trap
            let secondOfDay = start - Double(dayNumber) * 86_400
            let civil = CivilCalendar.civil(fromDays: dayNumber)
            let totalMonths = civil.year * 12 + (civil.month - 1) + stepped
            let year = totalMonths >= 0 ? totalMonths / 12 : (totalMonths - 11) / 12
            let month = totalMonths - year * 12 + 1
            let day = min(civil.day, CivilCalendar.daysIn(month: month, year: year))
            result = Double(CivilCalendar.days(year: year, month: month, day: day)) * 86_400 + secondOfDay
        }
        // In Double: days × count can pass Int.max for a long list with a step of 999,999,999 days.
        return result + Double(days) * Double(count) * 86_400 + seconds * Double(count)
    }

    /// A trillion years of months: far past any date, and small enough that the civil-calendar
    /// arithmetic on it stays inside Int.
    static let maxMonths: UInt = 12_000_000_000_000
}
