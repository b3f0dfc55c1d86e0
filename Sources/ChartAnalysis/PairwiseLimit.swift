/// How many series are compared pair by pair.
///
/// Comparing every pair of series costs S²: 10,000 series are 50 million pairs (25 s and 4.3 GB before this
/// limit). Pairwise relations (crossings, overtakes, tracking) are therefore looked for among the first
/// `maxSeries` series in chart order, which is more than a listener can follow pair by pair anyway; what
/// concerns one series at a time, or all of them together, is still computed for every series.
enum PairwiseLimit {
    static let maxSeries = 20

    /// The series of `series` that take part in pairwise comparisons.
    static func compared(_ series: [Int]) -> ArraySlice<Int> { series.prefix(maxSeries) }
}
