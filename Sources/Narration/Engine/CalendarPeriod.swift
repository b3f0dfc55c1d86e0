import Foundation

/// Whether an interval [start, end) is exactly one calendar day, month, quarter or year in UTC,
/// so its digest can be labelled "March 2024" rather than with its bounds.
enum CalendarPeriod {
    case day, month, quarter, year

    private static let calendar: Calendar = {
        var c = Calendar(identifier: .gregorian)
        c.timeZone = TimeZone(identifier: "UTC")!
        return c
    }()

    /// The period [start, end) is, or nil when it is none of them.
    static func of(start: Double, end: Double) -> CalendarPeriod? {
        let from = Date(timeIntervalSince1970: start)
        let c = calendar.dateComponents([.year, .month, .day, .hour, .minute, .second, .nanosecond], from: from)
        guard c.hour == 0, c.minute == 0, c.second == 0, (c.nanosecond ?? 0) < 1_000_000 else { return nil }
        func matches(_ component: Calendar.Component, _ n: Int) -> Bool {
            guard let next = calendar.date(byAdding: component, value: n, to: from) else { return false }
            return abs(next.timeIntervalSince1970 - end) < 1
        }
        if c.month == 1, c.day == 1, matches(.year, 1) { return .year }
        if c.day == 1, [1, 4, 7, 10].contains(c.month ?? 0), matches(.month, 3) { return .quarter }
        if c.day == 1, matches(.month, 1) { return .month }
        if matches(.day, 1) { return .day }
        // The last interval may end at the last point rather than at the next period's start.
        func within(_ component: Calendar.Component, _ n: Int) -> Bool {
            guard let next = calendar.date(byAdding: component, value: n, to: from) else { return false }
            return end < next.timeIntervalSince1970 && end > start
        }
        if c.month == 1, c.day == 1, within(.year, 1), !within(.month, 11) { return .year }
        if c.day == 1, within(.month, 1), !within(.day, 1) { return .month }
        return nil
    }
}
