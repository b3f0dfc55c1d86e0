/// Most of a chart's series moving the same way over the same stretch of x: unemployment rising in every one
/// of fourteen industries from 2007 to 2010. See `CommonMoveDetector`.
package struct CommonMove: Sendable, Hashable {
    /// The series that moved that way, in chart order.
    package var series: [Int]
    /// The series compared (every series of the chart).
    package var seriesCount: Int
    /// True when they rose, false when they fell.
    package var isRising: Bool
    /// Where the stretch starts.
    package var fromX: Double
    /// Where it ends.
    package var toX: Double
    /// The series' total around the start, when their values add up (nil otherwise).
    package var totalFrom: Double?
    /// Their total around the end, when their values add up (nil otherwise).
    package var totalTo: Double?

    /// Creates a common move.
    package init(series: [Int], seriesCount: Int, isRising: Bool, fromX: Double, toX: Double, totalFrom: Double? = nil,
                totalTo: Double? = nil) {
        self.series = series
        self.seriesCount = seriesCount
        self.isRising = isRising
        self.fromX = fromX
        self.toX = toX
        self.totalFrom = totalFrom
        self.totalTo = totalTo
    }
}
