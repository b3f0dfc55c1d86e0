/// Whether a ranking's spread is worth saying as a ratio ("the first is 3.2 times the last").
extension CategoryRanking {
    /// The smallest ratio of the first to the last worth saying: closer values are said by their gap.
    package static let leastRatioSaid = 1.5

    /// The ratio of first to last is worth saying: it is large enough, there are more than two categories (for
    /// two the gap says it), and the course has not told it already.
    package var saysRatio: Bool {
        (ratioMaxMin ?? 0) >= Self.leastRatioSaid && order.count > 2 && !ratioToldByCourse
    }

    /// The smallest ratio of the first to the second said as a ratio ("Dog led with 35,181, 2 times Cat"): closer,
    /// the gap says the lead.
    package static let leastLeadRatioSaid = 1.5

    /// The first over the second, on a ratio scale with positive values; nil otherwise.
    package var ratioFirstSecond: Double? {
        guard ratioMaxMin != nil, order.count >= 2 else { return nil }
        let first = values[order[0]], second = values[order[1]]
        return first > 0 && second > 0 && first.isFinite && second.isFinite ? first / second : nil
    }

    /// The lead is said as how many times the second the first is, where it is at least `leastLeadRatioSaid`:
    /// Seattle's 35,181 dogs are twice its 17,294 cats, which "17,887 ahead of Cat" left a reader to work out.
    package var saysLeadRatio: Bool { (ratioFirstSecond ?? 0) >= Self.leastLeadRatioSaid }
}
