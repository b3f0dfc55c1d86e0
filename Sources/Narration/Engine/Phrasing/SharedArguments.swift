import ChartAnalysis

// Arguments several findings' messages share, and the select words they use.

/// The axes' titles, as written and inside a sentence ("Beak Depth (mm) rose as flipper length rose").
struct AxisNames: MessageArguments {
    var xName: String
    var yName: String
    var xNameInSentence: String
    var yNameInSentence: String
}

/// Whose sentence it is: a scatter plot of several series (penguins by species) has a relation per series, and
/// its sentences say whose ("For Adelie, …"); with one series they need not.
struct SeriesNaming: MessageArguments {
    var namesSeries: Bool
    var seriesName: String?
}

/// The length of a cycle or a doubling time in the units a reader thinks in: `periodUnit` year, month, day or
/// hour with `periodCount`, or `plain` with `period` in x units.
struct PeriodLength: MessageArguments {
    var periodUnit: String
    var period: String?
    var periodCount: Double?
}

/// Where a clause stands in its sentence.
enum ClausePosition: String, Encodable {
    case first, next

    init(_ index: Int) { self = index == 0 ? .first : .next }
}

/// Which way a step or a share moved.
enum UpOrDown: String, Encodable { case up, down }

extension FindingPhraser {
    /// The axes' titles, as written and inside a sentence.
    var axisNames: AxisNames {
        let xName = facts.text(facts.chart.xAxis.title) ?? "x", yName = facts.text(facts.chart.yAxis.title) ?? "y"
        let keepCase = renderer.catalog.keepTitleCase == true
        // The units stay: a slope is said "per 1,000 km" by them ("Age (million years) rose as distance from
        // Kilauea (km) rose, by about 13.9 per 1,000").
        return AxisNames(xName: xName, yName: yName, xNameInSentence: keepCase ? xName : Self.inSentence(xName),
                         yNameInSentence: keepCase ? yName : Self.inSentence(yName))
    }

    /// A scatter series named when the chart has others beside it.
    func scatterSeries(_ series: Int) -> SeriesNaming {
        SeriesNaming(namesSeries: facts.chart.series.count > 1, seriesName: facts.seriesName(series))
    }

    /// The length of a cycle in the units a reader thinks in: years, months, days or hours on date axes
    /// (and year axes), else a plain number of x units.
    func periodLength(_ period: Double) -> PeriodLength {
        let seconds: Double? = facts.chart.xAxis.kind == .date ? period : x.isYearAxis ? period * 365.2425 * 86_400 : nil
        guard let seconds else {
            return PeriodLength(periodUnit: "plain", period: x.value(period, .about(step: x.aboutStep(for: period))))
        }
        let units: [(String, Double)] = [("year", 365.2425 * 86_400), ("month", 365.2425 * 86_400 / 12),
                                         ("day", 86_400), ("hour", 3600)]
        let (unit, size) = units.first { seconds >= 2 * $0.1 } ?? units.last!
        let count = seconds / size
        return PeriodLength(periodUnit: unit, periodCount: count >= 3 ? count.rounded() : (count * 2).rounded() / 2)
    }
}
