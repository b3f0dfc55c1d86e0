import Testing
import ChartModel
@testable import ChartAnalysis

/// A change of the order below the leader is said as a fact where two neighbours in the final order crossed
/// and ended visibly apart, and not where the lines end a hair apart.
@Suite struct OrderChangeTests {
    /// Australia's states, 1917–1997 in steps of ten years (thousands): NSW, Vic, Qld, SA, WA, Tas.
    static let states: [[Double]] = [
        [1904, 2402, 2693, 2985, 3625, 4295, 5002, 5617, 6274],
        [1409, 1727, 1853, 2055, 2656, 3274, 3837, 4210, 4605],
        [683, 873, 993, 1106, 1413, 1700, 2130, 2675, 3401],
        [440, 565, 589, 646, 873, 1110, 1286, 1393, 1480],
        [306, 392, 457, 502, 688, 879, 1204, 1496, 1798],
        [193, 211, 233, 257, 326, 375, 415, 449, 474],
    ]

    private func overtakes(_ series: [[Double]]) -> [Overtake] {
        let xs = (0..<series[0].count).map { 1917 + 10 * Double($0) }
        let built: [Series] = series.map { (ys: [Double]) in TestCharts.series(ys.map { Optional($0) }, xs: xs) }
        return ChartAnalyzer.analyze(TestCharts.chart(built)).findings.compactMap { (f: Finding) -> Overtake? in
            if case .overtake(let o) = f.detail { return o }
            return nil
        }
    }

    @Test func westernAustraliaPassingSouthAustraliaIsSaidAsAFact() throws {
        let found = overtakes(Self.states)
        let wa = try #require(found.first { $0.leader == 4 && $0.other == 3 }, "\(found)")
        #expect(wa.leaderPoint.x == 1987 && wa.holdsToEnd && !wa.isSystematic)
    }

    @Test func linesThatEndAHairApartHaveNotVisiblyCrossed() {
        var states = Self.states
        // WA ends 1 % of the pair's range above SA instead of 21 %.
        states[4][7] = 1_394; states[4][8] = 1_495
        #expect(!overtakes(states).contains { Set([$0.leader, $0.other]) == [3, 4] })
    }

    /// Europe's populations, 1950–2019: France passed the United Kingdom in 1984 and led until 2018, but the UK
    /// is ahead again at the last point (67.53 against 67.35). The overtake may be told; "and stayed ahead" may not.
    @Test func aLeadLostAtTheLastPointDoesNotHoldToTheEnd() throws {
        let years = (0..<70).map { 1950 + Double($0) }
        let uk = years.map { 50 + 0.25 * ($0 - 1950) }
        var france = years.map { 43 + 0.37 * ($0 - 1950) }
        france[69] = uk[69] - 0.18
        let built = [uk, france].map { TestCharts.series($0.map { Optional($0) }, xs: years) }
        let found = ChartAnalyzer.analyze(TestCharts.chart(built)).findings.compactMap { f -> Overtake? in
            if case .overtake(let o) = f.detail { o } else { nil }
        }
        let pass = try #require(found.first { $0.leader == 1 && $0.other == 0 }, "\(found)")
        #expect(!pass.holdsToEnd)
    }
}
