import ChartAnalysis
import ChartModel

/// Where a shape's segments start and end, said as precisely as a fitted line knows them: the breakpoints of a
/// broken line fitted over weeks of hourly readings are days, not hours ("rose … to about 67 on Jul 28", not
/// "at Jul 28, 6:00 PM"). Shapes whose shortest segment is under two days keep the axis's own positions.
struct ShapePlace {
    let x: AxisFormatter
    let facts: ChartFacts
    /// True when positions are said to the day on an axis whose positions carry a time of day.
    let toTheDay: Bool

    init(x: AxisFormatter, facts: ChartFacts, segments: [ShapeSegment]) {
        self.x = x
        self.facts = facts
        let shortest = segments.map { $0.end.x - $0.start.x }.min() ?? 0
        toTheDay = x.spacing == .subDay && shortest >= 2 * CivilCalendar.secondsPerDay
            && x.dayPosition(segments.first?.start.x ?? 0) != nil
    }

    /// The preposition's granularity for `item.at` and the clauses' `xGranularity`.
    var granularity: String { toTheDay ? DateSpacing.day.rawValue : x.spacing?.rawValue ?? "none" }

    /// The position alone ("Jul 28").
    func position(_ value: Double) -> String {
        toTheDay ? x.dayPosition(value) ?? x.position(value) : x.position(value)
    }

    /// The position with its preposition ("on Jul 28").
    func at(_ value: Double) throws(NarrationError) -> String {
        try facts.at(position(value), granularity: toTheDay ? .day : nil)
    }
}
