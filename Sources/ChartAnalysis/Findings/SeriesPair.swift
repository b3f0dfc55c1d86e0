/// Two series at the x values they share, and their difference there.
struct SeriesPair {
    /// The first series (the lower chart index).
    let first: Int
    /// The second series.
    let second: Int
    /// Positions in the first and the second sample, ascending x.
    let positions: [[Int]]
    /// The first series' values at the shared x.
    let firstValues: [Double]
    /// The second series' values at the shared x.
    let secondValues: [Double]
    /// `firstValues − secondValues`.
    let differences: [Double]

    init(_ first: Int, _ second: Int, in context: FindingContext) {
        self.first = first
        self.second = second
        let shared = context.sharedPoints([first, second])
        positions = shared.columns
        firstValues = shared.ys(0, in: [context.samples[first], context.samples[second]])
        secondValues = shared.ys(1, in: [context.samples[first], context.samples[second]])
        differences = zip(firstValues, secondValues).map { $0 - $1 }
    }

    var count: Int { positions[0].count }

    /// The point of the first (`0`) or second (`1`) series at shared position `k`.
    func point(_ which: Int, _ k: Int, in context: FindingContext) -> PointRef {
        context.samples[which == 0 ? first : second].ref(positions[which][k])
    }

    /// Every pair of the given series, in chart order (among the first `PairwiseLimit.maxSeries` of them).
    static func all(_ series: [Int], in context: FindingContext) -> [SeriesPair] {
        let series = Array(PairwiseLimit.compared(series))
        var pairs: [SeriesPair] = []
        for (a, i) in series.enumerated() {
            for j in series[(a + 1)...] { pairs.append(SeriesPair(i, j, in: context)) }
        }
        return pairs
    }
}
