import ChartAnalysis
import ChartModel

/// `finding.seasonality`: a calendar cycle, its high and low phases and its swing.
struct SeasonalityArguments: MessageArguments {
    var period: String
    /// `monthlyMeans` or `points`: what the phases were measured on.
    var basis: String
    var high: String
    var low: String
    var swing: String
}

/// `finding.commonSeasonality`: several series with the same cycle, the phases they share and each one's swing.
struct CommonSeasonalityArguments: MessageArguments {
    var names: String
    var seriesCount: Int
    var period: String
    var basis: String
    var high: String
    var low: String
    var swings: String
    var brief: Bool
}

/// `finding.cycle`: a cycle not tied to the calendar, its length and its strongest peak.
struct CycleArguments: MessageArguments {
    var length: PeriodLength
    var peak: String
    var peakAt: String
}

extension FindingPhraser {
    func seasonalityArguments(_ season: Seasonality) throws(NarrationError) -> SeasonalityArguments {
        SeasonalityArguments(period: season.period.rawValue, basis: season.isOnMonthlyMeans ? "monthlyMeans" : "points",
                             high: try phaseRange(season.high, season.period), low: try phaseRange(season.low, season.period),
                             // A swing of percentages is in percentage points ("a swing of about 0.4
                             // percentage points", not "0.4%"), as every change of them is.
                             swing: try difference(season.swing, .about(step: y.aboutStep(for: season.swing))))
    }

    func cycleArguments(_ cycle: Cycle, _ precision: Precision) throws(NarrationError) -> CycleArguments {
        CycleArguments(length: periodLength(cycle.period), peak: number(cycle.strongestPeak.y, precision),
                       peakAt: try at(cycle.strongestPeak.x))
    }

    /// One sentence for several series with the same cycle: the phases they share and each one's swing.
    func commonSeasonality(_ seasons: [Seasonality], precision: Precision) throws(NarrationError) -> String {
        let period = seasons[0].period
        let swings = seasons.map(\.swing)
        let step = y.aboutStep(for: swings.min() ?? 0)
        let a = CommonSeasonalityArguments(
            names: renderer.list(seasons.map { facts.seriesName($0.series) }), seriesCount: seasons.count,
            period: period.rawValue, basis: seasons[0].isOnMonthlyMeans ? "monthlyMeans" : "points",
            high: try phaseRange(Self.union(seasons.map(\.high), period.phaseCount), period),
            low: try phaseRange(Self.union(seasons.map(\.low), period.phaseCount), period),
            swings: renderer.list(try swings.enumerated().map { (k, v) throws(NarrationError) in
                y.isPercent ? try difference(v, .about(step: step))
                    : k == swings.count - 1 ? y.value(v, .about(step: step)) : y.later(v, .about(step: step))
            }),
            brief: precision == .brief)
        return try renderer.render("finding.commonSeasonality", a.adding(to: facts.chartContext))
    }

    /// The smallest cyclic range holding every phase of `ranges` (they overlap, so it is contiguous).
    static func union(_ ranges: [PhaseRange], _ period: Int) -> PhaseRange {
        var phases = Set<Int>()
        for r in ranges { for k in 0..<r.count { phases.insert((r.first + k) % period) } }
        guard phases.count < period else { return PhaseRange(first: 0, count: period) }
        // Start right after a phase that is not in the set, walking to the first that is.
        let gap = (0..<period).first { !phases.contains($0) }!
        var first = gap
        while !phases.contains(first) { first = (first + 1) % period }
        var count = 0
        while phases.contains((first + count) % period) { count += 1 }
        return PhaseRange(first: first, count: count)
    }

    /// "Jun–Aug", "Saturday", "around 3 PM – 5 PM": the phases of a range, named in the narration language.
    func phaseRange(_ range: PhaseRange, _ period: SeasonalPeriod) throws(NarrationError) -> String {
        let first = phaseName(range.first, period)
        guard range.count > 1 else { return first }
        let last = phaseName(range.last(period: period.phaseCount), period)
        return try renderer.render("item.phaseRange", ["from": .string(first), "to": .string(last),
                                                       "period": .string(period.rawValue)])
    }

    /// The name of one phase: a month, a quarter, a weekday or an hour of the day.
    private func phaseName(_ phase: Int, _ period: SeasonalPeriod) -> String {
        let day = CivilCalendar.secondsPerDay
        switch period {
        case .monthOfYear:
            let name = x.date(Double(CivilCalendar.days(year: 2001, month: phase + 1, day: 1)) * day, skeleton: "LLLL")
            return (try? renderer.render("item.month", ["monthName": .string(name), "month": .number(Double(phase + 1))])) ?? name
        case .quarterOfYear:
            return x.date(Double(CivilCalendar.days(year: 2001, month: 3 * phase + 1, day: 1)) * day, skeleton: "QQQQ")
        case .dayOfWeek:
            // 2001-01-01 was a Monday: phase 0.
            return x.date(Double(CivilCalendar.days(year: 2001, month: 1, day: 1 + phase)) * day, skeleton: "cccc")
        case .hourOfDay:
            // In the author's hour cycle: where the language's own hours are 12-hour ("11 AM"), a 24-hour axis
            // says "11:00–18:00" beside its "Wednesday 15:00"; 24-hour languages keep their hour ("11时").
            let twelveHour = !x.date(13 * 3600, skeleton: "j").contains("13")
            return x.date(Double(phase) * 3600, skeleton: x.dateSkeleton.contains("H") && twelveHour ? "HHmm" : "j")
        }
    }
}
