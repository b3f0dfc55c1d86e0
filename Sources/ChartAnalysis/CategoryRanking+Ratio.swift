/// Whether a ranking's spread is worth saying as a ratio ("the first is 3.2 times the last").
extension CategoryRanking {
    /// The smallest ratio of the first to the last worth saying: closer values are said by their gap.
    package static let leastRatioSaid = 1.5

    /// The ratio of first to last is worth saying: it is large enough, there are more than two categories (for
    /// two the gap says it), and the course has not told it already.
    package var saysRatio: Bool {
        (ratioMaxMin ?? 0) >= Self.leastRatioSaid && order.count > 2 && !ratioToldByCourse
    }
}
