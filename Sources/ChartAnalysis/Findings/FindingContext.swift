import ChartModel

/// What every detector needs to know about a chart, computed once: the series as samples, their statistics,
/// and what the values allow (ratios, sums).
struct FindingContext {
    let chart: Chart
    /// The non-missing points of each series, in `Chart.series` order.
    let samples: [Sample]
    /// Statistics of each series.
    let statistics: [SeriesStatistics]

    /// Scatter plots describe a relation, not a course along x.
    var isScatter: Bool { chart.type == .scatter }

    /// True when a ratio of two values means something: not an interval scale (°C, °F) and no value negative
    /// (counts with zeros, such as deaths in a quiet month, are still counts; each ratio guards its own zero).
    let valuesAreRatioScale: Bool

    /// True when values may be added up (the axis says so, or its unit is money, energy, mass, volume or time).
    let valuesAddUp: Bool

    /// True when the y values are percentages (unit percent, a percent format, or a unit pattern with "%").
    var valuesArePercentages: Bool {
        let axis = chart.yAxis
        switch axis.unit {
        case .cldr(let u)?: if u == "percent" || u == "concentr-percent" { return true }
        case .messages(let text)?: if text.variants.contains(where: { $0.text.contains("%") }) { return true }
        case nil: break
        }
        return axis.format.map { $0.split(separator: " ").contains { $0 == "percent" || $0 == "%" || $0.hasPrefix("unit/percent") } } ?? false
    }

    init(chart: Chart, samples: [Sample], statistics: [SeriesStatistics]) {
        self.chart = chart
        self.samples = samples
        self.statistics = statistics
        var intervalScale = false
        if case .cldr(let unit)? = chart.yAxis.unit, unit.hasPrefix("temperature-") && unit != "temperature-kelvin" {
            intervalScale = true
        }
        let noneNegative = statistics.allSatisfy { ($0.minimum?.value ?? 1) >= 0 }
        valuesAreRatioScale = !intervalScale && noneNegative
        valuesAddUp = chart.yAxis.isAdditive ?? FindingContext.inferredAdditive(chart.yAxis)
    }

    /// Money, energy, mass, volume and durations add up; averages, rates, shares and temperatures do not, and
    /// an axis that says nothing is not assumed to (a sum of yields per acre says nothing).
    static func inferredAdditive(_ axis: Axis) -> Bool {
        if let format = axis.format, format.contains("currency/") { return true }
        if case .cldr(let unit)? = axis.unit {
            return ["energy-", "mass-", "volume-", "duration-"].contains { unit.hasPrefix($0) }
        }
        return false
    }

    /// Index of each series that is constant (every value equal, at least two values): a reference line.
    var constantSeries: [Int] {
        statistics.indices.filter { i in
            let s = statistics[i]
            return s.validCount >= 2 && s.minimum?.value == s.maximum?.value
        }
    }
}
