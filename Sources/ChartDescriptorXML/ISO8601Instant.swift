/// ISO 8601 calendar dates and date-times, read into seconds since 1970-01-01T00:00:00Z.
///
/// Hand-written because the format needs exactly this subset, with errors we can explain, and
/// without depending on a date formatter's locale data: `2024`, `2024-03`, `2024-03-05`,
/// `2024-03-05T14:30`, `…:05`, `…:05.250`, each optionally followed by `Z`, `±hh:mm`, `±hhmm` or `±hh`.
/// A date-time without an offset is a local time of no zone and is read as UTC.
struct ISO8601Instant: Equatable {
    /// Seconds since the epoch, UTC.
    var seconds: Double
    /// True when a time of day was written.
    var hasTime: Bool

    /// Parses `text` (already trimmed); nil when it is not one of the accepted forms or names an impossible date.
    init?(_ text: Substring) {
        var cursor = ByteCursor(text.utf8)
        guard let year = cursor.digits(exactly: 4) else { return nil }
        var month = 1, day = 1
        if cursor.take(UInt8(ascii: "-")) {
            guard let m = cursor.digits(exactly: 2), (1...12).contains(m) else { return nil }
            month = m
            if cursor.take(UInt8(ascii: "-")) {
                guard let d = cursor.digits(exactly: 2), d >= 1, d <= CivilCalendar.daysIn(month: month, year: year) else { return nil }
                day = d
            }
        }
        var secondOfDay = 0.0
        var offset = 0
        var hasTime = false
        if cursor.take(UInt8(ascii: "T")) {
            // A time needs a full date before it.
            guard text.utf8.count >= 10, text.utf8[text.utf8.index(text.utf8.startIndex, offsetBy: 7)] == UInt8(ascii: "-")
            else { return nil }
            guard let h = cursor.digits(exactly: 2), h < 24, cursor.take(UInt8(ascii: ":")),
                  let mi = cursor.digits(exactly: 2), mi < 60 else { return nil }
            var s = 0.0
            if cursor.take(UInt8(ascii: ":")) {
                guard let whole = cursor.digits(exactly: 2), whole < 60 else { return nil }
                s = Double(whole)
                if cursor.take(UInt8(ascii: ".")) || cursor.take(UInt8(ascii: ",")) {
                    var scale = 0.1
                    var any = false
                    while let digit = cursor.digit() {
                        s += Double(digit) * scale
                        scale /= 10
                        any = true
                    }
                    guard any else { return nil }
                }
            }
            secondOfDay = Double(h * 3600 + mi * 60) + s
            hasTime = true
            if cursor.take(UInt8(ascii: "Z")) {
                offset = 0
            } else if let sign = cursor.sign() {
                guard let oh = cursor.digits(exactly: 2), oh <= 23 else { return nil }
                var om = 0
                if cursor.take(UInt8(ascii: ":")) {
                    guard let m = cursor.digits(exactly: 2), m < 60 else { return nil }
                    om = m
                } else if let m = cursor.digits(exactly: 2) {
                    guard m < 60 else { return nil }
                    om = m
                }
                offset = sign * (oh * 3600 + om * 60)
            }
        }
        guard cursor.atEnd else { return nil }
        let days = CivilCalendar.daysFromCivil(year: year, month: month, day: day)
        self.seconds = Double(days) * 86_400 + secondOfDay - Double(offset)
        self.hasTime = hasTime
    }
}

/// Proleptic Gregorian calendar arithmetic on day numbers (days since 1970-01-01).
enum CivilCalendar {
    /// Whether `year` is a Gregorian leap year.
    static func isLeap(_ year: Int) -> Bool { (year % 4 == 0 && year % 100 != 0) || year % 400 == 0 }

    /// Days in a month of a year.
    static func daysIn(month: Int, year: Int) -> Int {
        switch month {
        case 2: return isLeap(year) ? 29 : 28
        case 4, 6, 9, 11: return 30
        default: return 31
        }
    }

    /// Day number of a civil date (Howard Hinnant's days_from_civil).
    static func daysFromCivil(year: Int, month: Int, day: Int) -> Int {
        let y = month <= 2 ? year - 1 : year
        let era = (y >= 0 ? y : y - 399) / 400
        let yoe = y - era * 400
        let mp = (month + 9) % 12
        let doy = (153 * mp + 2) / 5 + day - 1
        let doe = yoe * 365 + yoe / 4 - yoe / 100 + doy
        return era * 146_097 + doe - 719_468
    }

    /// Civil date of a day number (Howard Hinnant's civil_from_days).
    static func civilFromDays(_ days: Int) -> (year: Int, month: Int, day: Int) {
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
}

/// A forward-only reader over ASCII bytes, for the small grammars of dates, durations and numbers.
struct ByteCursor {
    private let bytes: Substring.UTF8View
    private var index: Substring.UTF8View.Index

    init(_ bytes: Substring.UTF8View) {
        self.bytes = bytes
        self.index = bytes.startIndex
    }

    var atEnd: Bool { index == bytes.endIndex }

    var peek: UInt8? { atEnd ? nil : bytes[index] }

    mutating func take(_ byte: UInt8) -> Bool {
        guard peek == byte else { return false }
        index = bytes.index(after: index)
        return true
    }

    mutating func digit() -> Int? {
        guard let b = peek, b >= 48, b <= 57 else { return nil }
        index = bytes.index(after: index)
        return Int(b - 48)
    }

    mutating func digits(exactly count: Int) -> Int? {
        var value = 0
        for _ in 0..<count {
            guard let d = digit() else { return nil }
            value = value * 10 + d
        }
        return value
    }

    /// One or more digits as an integer (nil when none or absurdly many).
    mutating func integer() -> Int? {
        var value = 0
        var count = 0
        while let d = digit() {
            count += 1
            guard count <= 9 else { return nil }
            value = value * 10 + d
        }
        return count == 0 ? nil : value
    }

    /// +1 for "+", -1 for "-", nil otherwise.
    mutating func sign() -> Int? {
        if take(UInt8(ascii: "+")) { return 1 }
        if take(UInt8(ascii: "-")) { return -1 }
        return nil
    }
}
