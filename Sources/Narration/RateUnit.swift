/// The x stretch a rate is given per: a calendar unit on date axes ("month" for monthly data), the step the
/// narration says on numeric axes ("per 1,000 lb"), so a slope in x units (seconds on date axes) reads as a
/// reader would say it.
public struct RateUnit: Sendable, Hashable {
    /// How many x units (seconds on date axes) the stretch spans: 2,629,746 for an average Gregorian month.
    public var amount: Double
    /// The unit's name: a calendar unit (hour, day, week, month, quarter, half, year) on date axes, the x axis's CLDR
    /// unit identifier on numeric axes that have one, else nil.
    public var unit: String?
    /// The stretch as the narration writes it ("1,000 lb"), on numeric axes.
    public var label: String?

    /// Creates a rate unit.
    package init(amount: Double, unit: String?, label: String? = nil) {
        self.amount = amount
        self.unit = unit
        self.label = label
    }

    /// Seconds in each calendar unit: the Gregorian averages (a year of 365.2425 days, a twelfth of it a month).
    package static let calendarSeconds: [(unit: String, seconds: Double)] = [
        ("hour", 3_600), ("day", 86_400), ("week", 604_800), ("month", 2_629_746), ("quarter", 7_889_238),
        ("half", 15_778_476), ("year", 31_556_952),
    ]
}
