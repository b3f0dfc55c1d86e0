import ChartModel

/// What a chart's values allow, decided once for analysis and narration alike: whether ratios and
/// percentages of them mean something, and whether they may be added up.
public struct ValueScale: Sendable, Hashable {
    /// True when a ratio of two values means something: not an interval scale (°C, °F) and no value negative
    /// (counts with zeros, such as deaths in a quiet month, are still counts; each ratio guards its own zero).
    public let isRatio: Bool
    /// True when values may be added up (the axis says so, or its unit is money, energy, mass, volume or time).
    public let addsUp: Bool
    /// True when a percentage change of the values says something a reader sees: a ratio scale whose values
    /// span at least `leastRelativeSpan` of the smallest. Lake Huron's level moves between 576 and 582 feet
    /// above sea level, every move under 1 %: "fell 0.9%" says nothing the axis shows, "fell by 5.44" does.
    /// Never for percentages, whose changes are percentage points.
    public let percentChangesMean: Bool
    /// The least span of the values, as a share of the smallest, for percentage changes to be said.
    package static let leastRelativeSpan = 0.05

    /// The scale of a chart's values, given its series' statistics.
    package init(chart: Chart, statistics: [SeriesStatistics]) {
        var intervalScale = false
        if case .cldr(let unit)? = chart.yAxis.unit, unit.hasPrefix("temperature-") && unit != "temperature-kelvin" {
            intervalScale = true
        }
        isRatio = !intervalScale && statistics.allSatisfy { ($0.minimum?.value ?? 1) >= 0 }
        let lows = statistics.compactMap { $0.minimum?.value }, highs = statistics.compactMap { $0.maximum?.value }
        if chart.yAxis.holdsPercents {
            // A change of percentages is told in percentage points: "rose 84% from 32% to 59%" reads as 84
            // points to many readers; "rose 27 percentage points" cannot be misread.
            percentChangesMean = false
        } else if let low = lows.min(), let high = highs.max(), low > 0 {
            percentChangesMean = isRatio && high - low >= Self.leastRelativeSpan * low
        } else {
            percentChangesMean = isRatio
        }
        addsUp = chart.yAxis.isAdditive ?? Self.inferredAdditive(chart.yAxis)
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
}
