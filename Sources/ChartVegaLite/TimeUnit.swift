import ChartModel

/// The Vega-Lite time units chartnarrate applies to a temporal field: truncations to a calendar period, in UTC
/// (`year`, `yearquarter`, `yearmonth`, `yearmonthdate`, `yearmonthdatehours`, `yearmonthdatehoursminutes`,
/// `yearmonthdatehoursminutesseconds`, each also with a `utc` prefix). Units that fold dates onto a cycle
/// (`month`, `day`, `hours`, …) would make a different chart and are refused with their name.
enum TimeUnit: String, CaseIterable {
    case year, yearquarter, yearmonth, yearmonthdate, yearmonthdatehours, yearmonthdatehoursminutes,
         yearmonthdatehoursminutesseconds

    init?(vegaLite name: String) {
        let plain = name.hasPrefix("utc") ? String(name.dropFirst(3)) : name
        self.init(rawValue: plain)
    }

    /// The start of the period holding `seconds` (seconds since the epoch, UTC).
    func truncate(_ seconds: Double) -> Double {
        let day = CivilCalendar.dayNumber(seconds)
        let c = CivilCalendar.civil(fromDays: day)
        func start(_ y: Int, _ m: Int, _ d: Int) -> Double { Double(CivilCalendar.days(year: y, month: m, day: d)) * 86_400 }
        let secondOfDay = seconds - Double(day) * 86_400
        switch self {
        case .year: return start(c.year, 1, 1)
        case .yearquarter: return start(c.year, (c.month - 1) / 3 * 3 + 1, 1)
        case .yearmonth: return start(c.year, c.month, 1)
        case .yearmonthdate: return Double(day) * 86_400
        case .yearmonthdatehours: return Double(day) * 86_400 + (secondOfDay / 3600).rounded(.down) * 3600
        case .yearmonthdatehoursminutes: return Double(day) * 86_400 + (secondOfDay / 60).rounded(.down) * 60
        case .yearmonthdatehoursminutesseconds: return Double(day) * 86_400 + secondOfDay.rounded(.down)
        }
    }

    /// Whether the truncated values keep a time of day.
    var keepsTime: Bool { self == .yearmonthdatehours || self == .yearmonthdatehoursminutes || self == .yearmonthdatehoursminutesseconds }
}
