/// The calendar cycle a seasonal pattern follows (date axes, UTC).
package enum SeasonalPeriod: String, Sendable, Hashable, CaseIterable {
    /// 24 phases, hour 0 to 23.
    case hourOfDay
    /// 7 phases, Monday (0) to Sunday (6).
    case dayOfWeek
    /// 12 phases, January (0) to December (11).
    case monthOfYear
    /// 4 phases, Q1 (0) to Q4 (3).
    case quarterOfYear

    /// The length of one cycle in seconds (a year for months and quarters; months vary, the mean is used).
    package var approximateSeconds: Double {
        switch self {
        case .hourOfDay: 86_400
        case .dayOfWeek: 7 * 86_400
        case .monthOfYear, .quarterOfYear: 365.2425 * 86_400
        }
    }

    /// Number of phases in one cycle.
    package var phaseCount: Int {
        switch self {
        case .hourOfDay: return 24
        case .dayOfWeek: return 7
        case .monthOfYear: return 12
        case .quarterOfYear: return 4
        }
    }
}

/// Consecutive phases of a cycle, wrapping around (December–February is first 11, count 3).
package struct PhaseRange: Sendable, Hashable {
    /// The first phase.
    package var first: Int
    /// How many phases (at least 1).
    package var count: Int

    /// Creates a range.
    package init(first: Int, count: Int) {
        self.first = first
        self.count = count
    }

    /// The last phase, modulo `period`.
    package func last(period: Int) -> Int { (first + count - 1) % period }
}

/// A calendar cycle in one series: when it is high, when low, and by how much.
///
/// Test: after removing the trend (centred moving average over one period), the phase means explain a share
/// of the remaining variance F_S ≥ the threshold in docs/findings.md, over at least two full cycles.
package struct Seasonality: Sendable, Hashable {
    /// The series.
    package var series: Int
    /// The cycle.
    package var period: SeasonalPeriod
    /// The seasonal component per phase (mean deviation from the trend), `period.phaseCount` values.
    package var profile: [Double]
    /// The phases around the highest one whose seasonal value is close to it.
    package var high: PhaseRange
    /// The phases around the lowest one whose seasonal value is close to it.
    package var low: PhaseRange
    /// max(profile) − min(profile), in y units.
    package var swing: Double
    /// Strength of seasonality F_S = max(0, 1 − Var(remainder) / Var(season + remainder)).
    package var strength: Double
    /// How many full cycles the data span.
    package var cycles: Double
    /// True when the cycle was found on the monthly means of daily (or finer) data rather than on the points:
    /// the profile and swing are those of the monthly means (docs/findings.md, "Seasons in monthly means").
    package var isOnMonthlyMeans: Bool

    /// Creates a seasonality.
    package init(series: Int, period: SeasonalPeriod, profile: [Double], high: PhaseRange, low: PhaseRange,
                swing: Double, strength: Double, cycles: Double, isOnMonthlyMeans: Bool = false) {
        self.series = series
        self.period = period
        self.profile = profile
        self.high = high
        self.low = low
        self.swing = swing
        self.strength = strength
        self.cycles = cycles
        self.isOnMonthlyMeans = isOnMonthlyMeans
    }
}

/// A repeating cycle not tied to the calendar.
///
/// Test: after detrending, the autocorrelation has a peak at the period above the white-noise band and the
/// thresholds of docs/findings.md, over at least three cycles.
package struct Cycle: Sendable, Hashable {
    /// The series.
    package var series: Int
    /// The period in x units (seconds on date axes).
    package var period: Double
    /// The period in points (median spacing).
    package var periodPoints: Double
    /// The autocorrelation at the period.
    package var strength: Double
    /// The crests of the cycle, in x order.
    package var peaks: [PointRef]
    /// The highest crest.
    package var strongestPeak: PointRef

    /// Creates a cycle.
    package init(series: Int, period: Double, periodPoints: Double, strength: Double, peaks: [PointRef],
                strongestPeak: PointRef) {
        self.series = series
        self.period = period
        self.periodPoints = periodPoints
        self.strength = strength
        self.peaks = peaks
        self.strongestPeak = strongestPeak
    }
}
