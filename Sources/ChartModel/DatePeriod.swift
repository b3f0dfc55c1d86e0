/// What each value of a date axis names when the data were written as periods the way reports write them
/// ("2021-Q3", "Q3 2021", "03/2021", "H1 2021", "FY2021", "2021/22"): the precision positions are said at,
/// whatever the spacing of the points (Q3 2019, Q3 2020, Q3 2021 are three quarters a year apart, not years).
/// A value is the instant the period starts; a fiscal or split year starts on January 1 of the year it names
/// (its first year for "2021/22"): when a fiscal year begins differs by country and company, so it is said
/// by its label ("FY2021"), never as a calendar year.
public enum DatePeriod: String, Sendable, Hashable, CaseIterable {
    /// A calendar month.
    case month
    /// A calendar quarter.
    case quarter
    /// A calendar half-year.
    case half
    /// A fiscal year named by one year: "FY2021", "FY21".
    case fiscalYear = "fiscal-year"
    /// A fiscal year named by the two years it spans: "FY2021/22".
    case fiscalSplitYear = "fiscal-split-year"
    /// A year across two calendar years, named by both: "2021/22" (a fiscal, school or season year).
    case splitYear = "split-year"

    /// The spacing the positions are said and counted at.
    package var spacing: DateSpacing {
        switch self {
        case .month: .month
        case .quarter: .quarter
        case .half: .half
        case .fiscalYear, .fiscalSplitYear, .splitYear: .year
        }
    }

    /// True for the years said by their label rather than as calendar years.
    package var isLabelledYear: Bool { spacing == .year }

    /// The period's text in the descriptor's and the JSON's notation for the period starting at `seconds`:
    /// "2021-03", "2021-Q3", "2021-H1", "FY2021", "FY2021/22", "2021/22".
    package func notation(_ seconds: Double) -> String {
        let c = CivilCalendar.civil(fromDays: CivilCalendar.dayNumber(seconds))
        let next = (c.year + 1) % 100
        let split = "\(c.year)/\(next < 10 ? "0" : "")\(next)"
        switch self {
        case .month: return "\(c.year)-\(c.month < 10 ? "0" : "")\(c.month)"
        case .quarter: return "\(c.year)-Q\((c.month - 1) / 3 + 1)"
        case .half: return "\(c.year)-H\((c.month - 1) / 6 + 1)"
        case .fiscalYear: return "FY\(c.year)"
        case .fiscalSplitYear: return "FY" + split
        case .splitYear: return split
        }
    }
}
