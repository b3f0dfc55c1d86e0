import ChartModel
import Foundation

/// A Vega-Lite time unit as a set of calendar parts (https://vega.github.io/vega-lite/docs/timeunit.html):
/// `yearmonth` keeps the year and the month of a date, `month` only the month. A date is moved to the start of its
/// period, the parts a unit lacks set as Vega sets them (year 2012, January, the 1st, midnight), in UTC. Units
/// without a year fold the dates onto a cycle: a month-of-year or hour-of-day chart.
struct CalendarUnit: Equatable {
    static let parts = ["year", "quarter", "month", "day", "date", "hours", "minutes", "seconds", "milliseconds"]

    var year = false, quarter = false, month = false, date = false, day = false, hours = false, minutes = false, seconds = false
    /// A unit's `step` (`{"unit": "minutes", "step": 5}`): the finest part counted in steps of this many (5-minute
    /// periods starting at :00, :05, …), as Vega's timeunit transform does.
    var step = 1

    init?(vegaLite name: String) {
        // "binned" (already-binned data) and "utc" (chartnarrate reads every date in UTC) change nothing here.
        var rest = Substring(name)
        if rest.hasPrefix("binned") { rest = rest.dropFirst(6) }
        if rest.hasPrefix("utc") { rest = rest.dropFirst(3) }
        // Longest names first so that "date" is not read as "day" and "minutes" wins over "month".
        while !rest.isEmpty {
            if rest.hasPrefix("year") { year = true; rest = rest.dropFirst(4) }
            else if rest.hasPrefix("quarter") { quarter = true; rest = rest.dropFirst(7) }
            else if rest.hasPrefix("month") { month = true; rest = rest.dropFirst(5) }
            else if rest.hasPrefix("date") { date = true; rest = rest.dropFirst(4) }
            else if rest.hasPrefix("day") { day = true; rest = rest.dropFirst(3) }
            else if rest.hasPrefix("hours") { hours = true; rest = rest.dropFirst(5) }
            else if rest.hasPrefix("minutes") { minutes = true; rest = rest.dropFirst(7) }
            else if rest.hasPrefix("seconds") { seconds = true; rest = rest.dropFirst(7) }
            else if rest.hasPrefix("milliseconds") { rest = rest.dropFirst(12) }
            else { return nil }
        }
        if !(year || quarter || month || date || day || hours || minutes || seconds) { return nil }
    }

    /// True when the unit keeps the year: the dates stay in order along time.
    var keepsYear: Bool { year }

    /// True when the unit keeps a time of day.
    var keepsTime: Bool { hours || minutes || seconds }

    /// The start of the unit's period holding `ms` (milliseconds since the epoch), with Vega's defaults for the
    /// parts the unit lacks.
    func apply(ms: Double) -> Double {
        let secondsTotal = ms / 1000
        let dayNumber = CivilCalendar.dayNumber(secondsTotal)
        let c = CivilCalendar.civil(fromDays: dayNumber)
        let secondOfDay = secondsTotal - Double(dayNumber) * 86_400
        // The finest part the unit keeps is counted in steps.
        let finest = seconds ? "seconds" : minutes ? "minutes" : hours ? "hours" : date ? "date" : month ? "month" : year ? "year" : ""
        func stepped(_ v: Int, from origin: Int = 0) -> Int { step > 1 ? origin + (v - origin) / step * step : v }
        let y = year ? (finest == "year" ? stepped(c.year) : c.year) : 2012
        var m = month ? (finest == "month" ? stepped(c.month, from: 1) : c.month) : 1
        if quarter && !month { m = (c.month - 1) / 3 * 3 + 1 }
        var d = date ? (finest == "date" ? stepped(c.day, from: 1) : c.day) : 1
        var days = CivilCalendar.days(year: y, month: m, day: d)
        if day && !date {
            // Day of the week: Vega puts it in the first week of January 2012 (Sunday, Jan 1, 2012 is day 0).
            let weekday = ((dayNumber + 4) % 7 + 7) % 7
            d = 1 + weekday
            days = CivilCalendar.days(year: y, month: m, day: d)
        }
        var s = Double(days) * 86_400
        if hours { s += Double(finest == "hours" ? stepped(Int(secondOfDay / 3600)) : Int(secondOfDay / 3600)) * 3600 }
        if minutes { s += Double(finest == "minutes" ? stepped(Int(secondOfDay / 60) % 60) : Int(secondOfDay / 60) % 60) * 60 }
        if seconds { s += Double(stepped(Int(secondOfDay) % 60)) }
        return s * 1000
    }

    /// For a unit that folds dates onto a cycle, the category a folded date falls in (a label in calendar
    /// order: "Jan", "Q1", "Mon", "14:00", "Jan 5"), and its place in the cycle; nil when the unit keeps the year.
    func category(ms: Double) -> (label: String, rank: Double)? {
        guard !year else { return nil }
        let secondsTotal = ms / 1000
        let dayNumber = CivilCalendar.dayNumber(secondsTotal)
        let c = CivilCalendar.civil(fromDays: dayNumber)
        let secondOfDay = secondsTotal - Double(dayNumber) * 86_400
        var parts: [String] = []
        if quarter && !month { parts.append("Q\((c.month - 1) / 3 + 1)") }
        if month { parts.append(Self.monthNames[c.month - 1]) }
        if date { parts.append("\(c.day)") }
        if day && !date { parts.append(Self.weekdayNames[((dayNumber + 4) % 7 + 7) % 7]) }
        if hours || minutes {
            let h = Int(secondOfDay / 3600), mi = Int(secondOfDay / 60) % 60
            parts.append(minutes ? "\(h):" + (mi < 10 ? "0\(mi)" : "\(mi)") : "\(h):00")
        } else if seconds {
            parts.append("\(Int(secondOfDay) % 60) s")
        }
        return (parts.joined(separator: " "), ms)
    }

    /// The languages of the narration's catalogs (Sources/Narration/Resources/Locales), in which a folded period's
    /// label is also given.
    static let labelLanguages = ["en", "zh", "de", "fr", "es", "ko", "pt", "ru", "ar", "hi"]

    /// A folded date's label in each catalog language, as CLDR writes the unit's parts there (through Foundation's
    /// ICU date formats, in UTC): "Jan" is "1月" in Chinese, "janv." in French; "Mon" is "月" … Nil for a unit
    /// that keeps the year, or that has only seconds.
    func localizedLabel(ms: Double) -> LocalizedText? {
        guard !year else { return nil }
        var template = ""
        if quarter && !month { template += "QQQ" }
        if month { template += "MMM" }
        if date { template += "d" }
        if day && !date { template += "EEE" }
        if hours || minutes { template += "Hmm" }
        guard !template.isEmpty else { return nil }
        let formatter = DateFormatter()
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.calendar = Calendar(identifier: .gregorian)
        let instant = Date(timeIntervalSince1970: ms / 1000)
        return LocalizedText(Self.labelLanguages.map { language in
            formatter.locale = Locale(identifier: language)
            formatter.setLocalizedDateFormatFromTemplate(template)
            return LocalizedText.Variant(language: language, text: formatter.string(from: instant))
        })
    }

    static let monthNames = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
    static let weekdayNames = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"]
}
