/// Proleptic Gregorian calendar arithmetic in UTC on day numbers (days since 1970-01-01), after Howard
/// Hinnant's `civil_from_days` / `days_from_civil`: pure integer math, about a dozen operations per call,
/// so bucketing a million dates by month costs milliseconds (Foundation's Calendar would take seconds).
/// Shared by the reader (parsing, month stepping), analysis (calendar intervals) and the outline.
package enum CivilCalendar {
    /// Seconds in a (UTC, leap-second-free) day.
    package static let secondsPerDay = 86_400.0

    /// Whether `year` is a Gregorian leap year.
    package static func isLeap(_ year: Int) -> Bool { (year % 4 == 0 && year % 100 != 0) || year % 400 == 0 }

    /// Days in a month of a year.
    package static func daysIn(month: Int, year: Int) -> Int {
        switch month {
        case 2: return isLeap(year) ? 29 : 28
        case 4, 6, 9, 11: return 30
        default: return 31
        }
    }

    /// ISO 8601 text of an instant in UTC: "2024-03-05", or "2024-03-05T14:30Z" with `withTime`.
    package static func isoString(fromEpochSeconds seconds: Double, withTime: Bool) -> String {
        let day = dayNumber(seconds)
        let c = civil(fromDays: day)
        let secondOfDay = floorInt(seconds) - day * 86_400
        func two(_ n: Int) -> String { n < 10 ? "0\(n)" : "\(n)" }
        let date = "\(c.year)-\(two(c.month))-\(two(c.day))"
        guard withTime else { return date }
        return date + "T\(two(secondOfDay / 3600)):\(two(secondOfDay / 60 % 60))Z"
    }

    /// Year, month (1–12) and day (1–31) of a day number.
    package static func civil(fromDays days: Int) -> (year: Int, month: Int, day: Int) {
        let z = days + 719_468
        let era = (z >= 0 ? z : z - 146_096) / 146_097
        let doe = z - era * 146_097
        let yoe = (doe - doe / 1460 + doe / 36524 - doe / 146_096) / 365
        let doy = doe - (365 * yoe + yoe / 4 - yoe / 100)
        let mp = (5 * doy + 2) / 153
        let day = doy - (153 * mp + 2) / 5 + 1
        let month = mp < 10 ? mp + 3 : mp - 9
        return (yoe + era * 400 + (month <= 2 ? 1 : 0), month, day)
    }

    /// Day number of a civil date.
    package static func days(year: Int, month: Int, day: Int) -> Int {
        let y = month <= 2 ? year - 1 : year
        let era = (y >= 0 ? y : y - 399) / 400
        let yoe = y - era * 400
        let doy = (153 * (month > 2 ? month - 3 : month + 9) + 2) / 5 + day - 1
        let doe = yoe * 365 + yoe / 4 - yoe / 100 + doy
        return era * 146_097 + doe - 719_468
    }

    /// The day number containing an instant (seconds since the epoch). Inlinable, as are `floorInt` and
    /// `floorDivide`: the analysis calls them once a point of a million-point series.
    @inlinable package static func dayNumber(_ seconds: Double) -> Int { floorInt(seconds / secondsPerDay) }

    /// ⌊v⌋ as an Int, clamped to ±1e15 so that absurd axis values cannot trap the conversion.
    @inlinable package static func floorInt(_ v: Double) -> Int { Int(max(-1e15, min(1e15, v.rounded(.down)))) }

    /// Months since January 1970 (0-based) of an instant.
    package static func monthNumber(_ seconds: Double) -> Int {
        let c = civil(fromDays: dayNumber(seconds))
        return (c.year - 1970) * 12 + c.month - 1
    }

    /// Seconds since the epoch at the start of a month number.
    package static func startOfMonth(_ monthNumber: Int) -> Double {
        let year = 1970 + floorDivide(monthNumber, 12)
        let month = monthNumber - floorDivide(monthNumber, 12) * 12 + 1
        return Double(days(year: year, month: month, day: 1)) * secondsPerDay
    }

    /// Division rounding toward −∞, so keys before 1970 bucket like keys after.
    @inlinable package static func floorDivide(_ a: Int, _ b: Int) -> Int {
        let q = a / b
        return (a % b != 0 && (a < 0) != (b < 0)) ? q - 1 : q
    }
}
