/// One series that swings far more widely than every other series of the chart, around the same values: beside
/// it the others are near-flat lines (US savings' quarterly changes, -56.5 % to 41.6 %, beside consumption's and
/// income's within ±5 %). A fact of the data shown. See `SpreadContrastDetector`.
package struct SpreadContrast: Sendable, Hashable {
    /// The wide series.
    package var series: Int
    /// Every other compared series, in series order.
    package var others: [Int]
    /// The wide series' lowest and highest points (the first of equal ones).
    package var low: PointRef, high: PointRef
    /// The lowest and highest values of the others together.
    package var othersLow: Double, othersHigh: Double
    /// The wide series' range over the widest other's.
    package var ratio: Double

    /// Creates a spread contrast.
    package init(series: Int, others: [Int], low: PointRef, high: PointRef, othersLow: Double, othersHigh: Double,
                 ratio: Double) {
        self.series = series
        self.others = others
        self.low = low
        self.high = high
        self.othersLow = othersLow
        self.othersHigh = othersHigh
        self.ratio = ratio
    }
}
