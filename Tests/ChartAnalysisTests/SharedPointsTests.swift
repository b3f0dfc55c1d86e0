import ChartModel
import Testing
@testable import ChartAnalysis

/// The points several series share: equal x joined, repeated x paired in document order, and the same result as
/// joining the series one by one (what the join did before it was made linear in the number of series).
@Suite struct SharedPointsTests {
    static func sample(_ xs: [Double]) -> Sample {
        var s = Sample()
        for (i, x) in xs.enumerated() { s.append(index: i, x: x, y: Double(i)) }
        return s
    }

    @Test func repeatedXPairUpInDocumentOrderAsOftenAsEverySeriesHasThem() {
        let samples = [Self.sample([3, 1, 2, 2, 5]), Self.sample([1, 2, 2, 2, 3, 4]), Self.sample([2, 3, 1, 2, 9])]
        let shared = SharedPoints(samples)
        #expect(shared.count == 4)
        #expect((0..<shared.count).map { shared.x($0, in: samples) } == [1, 2, 2, 3])
        #expect(shared.columns == [[1, 2, 3, 0], [0, 1, 2, 4], [2, 0, 3, 1]])
    }

    /// A series' sample is the model's finite columns, its indices taken from the side table of missing points.
    @Test func aSeriesSampleSkipsMissingPointsWithoutACopy() {
        let series = Series(name: .init("s"), isContinuous: true,
                            points: SeriesPoints(xs: [0, 1, 2, 3, 4, 5, 6], ys: [.nan, 1, 2, .nan, .nan, 5, 6]))
        let sample = Sample(series)
        #expect(sample.count == 7 && sample.validCount == 4)
        #expect(sample.xs == [1, 2, 5, 6] && sample.ys == [1, 2, 5, 6])
        #expect((0..<4).map(sample.index) == [1, 2, 5, 6])
        var runs: [(Range<Int>, Int)] = []
        sample.forEachRun { runs.append(($0, $1)) }
        #expect(runs.map(\.0) == [0..<2, 2..<4] && runs.map(\.1) == [1, 5])
        #expect(sample.position(ofIndex: 3) == 2)
    }

    @Test func noCommonXIsNoSharedPoint() {
        let shared = SharedPoints([Self.sample([1, 2]), Self.sample([3, 4]), Self.sample([1, 2])])
        #expect(shared.count == 0 && shared.columns == [[], [], []])
        #expect(SharedPoints([]).columns.isEmpty)
    }

    @Test func sameAsJoiningOneSeriesAtATime() {
        var g = SyntheticSeries(seed: 7)
        func below(_ n: Int) -> Int { min(n - 1, Int(g.uniform() * Double(n))) }
        for _ in 0..<200 {
            let samples = (0..<(1 + below(5))).map { _ in Self.sample((0..<below(13)).map { _ in Double(below(7)) }) }
            #expect(SharedPoints(samples).columns == Self.joinedOneByOne(samples), "\(samples.map(\.xs))")
        }
    }

    /// The join as it was: each further series merged against every column joined so far.
    static func joinedOneByOne(_ samples: [Sample]) -> [[Int]] {
        guard let first = samples.first else { return [] }
        var joined = [SharedPoints.sortedByX(first)]
        for sample in samples.dropFirst() {
            let order = SharedPoints.sortedByX(sample)
            var next = [[Int]](repeating: [], count: joined.count + 1)
            var i = 0, j = 0
            while i < joined[0].count && j < order.count {
                let xa = first.xs[joined[0][i]], xb = sample.xs[order[j]]
                if xa < xb { i += 1 } else if xb < xa { j += 1 } else {
                    for s in joined.indices { next[s].append(joined[s][i]) }
                    next[joined.count].append(order[j])
                    i += 1; j += 1
                }
            }
            joined = next
        }
        return joined
    }
}
