import ChartModel
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
        guard let instant = text.withBytes({ ISO8601Instant(bytes: $0) }) else { return nil }
        self = instant
    }

    /// Parses trimmed UTF-8 `bytes` in place (the reader's hot path: no string is made).
    init?(bytes: UnsafeBufferPointer<UInt8>) {
        var cursor = ByteCursor(bytes)
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
            guard bytes.count >= 10, bytes[7] == UInt8(ascii: "-") else { return nil }
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
        let days = CivilCalendar.days(year: year, month: month, day: day)
        self.seconds = Double(days) * 86_400 + secondOfDay - Double(offset)
        self.hasTime = hasTime
    }
}
