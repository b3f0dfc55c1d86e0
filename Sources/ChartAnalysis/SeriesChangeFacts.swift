import ChartModel

/// What analysis decides about a series' changes, for the statistics' sentences and the walkthrough: whether
/// its first-to-last change is worth a percentage or a ratio, and whether a step between points has a direction.
package struct SeriesChangeFacts: Sendable, Hashable {
    /// From the first value to the last (nil without two ends).
    package var firstToLast: ValueChange?
    /// The percentage change from first to last where a percentage means something, else nil.
    package var percentChange: Double?
    /// Past doubling a ratio is easier to follow than a percentage ("15 times as much", not "1,426%").
    package var changeIsRatio: Bool
    /// A step from one point to the next has a direction: not between unordered categories (the next bar is only
    /// the next in the file), nor between the points of a scatter cloud that is not connected.
    package var stepsHaveDirection: Bool
    /// The highest and lowest points are worth marking: the series is not constant.
    package var marksExtremes: Bool

    /// The ratio a percentage change is said as from here ("up 150%" but "2.5 times as much").
    package static let ratioFromPercent = 100.0

    /// Decides the facts of series `index` of `chart` from its statistics and the chart's value scale.
    package init(chart: Chart, index: Int, statistics s: SeriesStatistics, values: ValueScale) {
        firstToLast = s.first.flatMap { f in s.last.map { ValueChange(from: f.y, to: $0.y) } }
        // A percentage of a negative or zero start says nothing a listener can use, nor does one of a value on
        // an interval scale without a true zero (4.4 °C → 7.7 °C is not "up 75%"; kelvin is said in degrees
        // too), nor one of a series that goes below zero on the way (a monthly change in jobs from 282 to 234 is
        // not "down 17%"), nor one of values that all lie within a few per cent of each other
        // (`ValueScale.percentChangesMean`).
        var intervalScale = false
        if case .cldr(let unit)? = chart.yAxis.unit, unit.hasPrefix("temperature-") { intervalScale = true }
        if let pct = s.percentChange, pct.isFinite, !intervalScale, let f = s.first, f.y > 0,
           (s.minimum?.value ?? 0) >= 0, values.percentChangesMean {
            percentChange = pct
        } else {
            percentChange = nil
        }
        changeIsRatio = (percentChange ?? 0) >= Self.ratioFromPercent
        stepsHaveDirection = (chart.type != .scatter || chart.series[index].isContinuous)
            && (chart.xAxis.kind != .category || chart.xAxis.isOrdered)
        marksExtremes = s.minimum?.value != s.maximum?.value
    }
}
