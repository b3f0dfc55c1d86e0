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

    /// The EU referendum polls of 2016 (percent): Remain led Leave every month until June, when Leave passed it.
    /// The swap at the last point is said, with no "stayed ahead"; lines that swap a hair apart at the end, or
    /// that had swapped before, are not said this way.
    @Test func aSwapOfTheLeaderAtTheLastPointIsSaid() throws {
        let polls: [[Double]] = [[44.7, 42.8, 43.8, 43.3, 45.2, 45.2], [40.6, 40.0, 40.8, 41.1, 42.2, 45.7], [14.5, 16.9, 14.4, 14.2, 11.6, 8.2]]
        let swap = try #require(overtakes(polls).first { $0.leader == 1 && $0.other == 0 })
        #expect(swap.leaderPoint.x == 1967 && swap.leaderPoint.y == 45.7 && !swap.holdsToEnd)
        var hair = polls; hair[1][5] = 45.3
        #expect(!overtakes(hair).contains { $0.leader == 1 && $0.other == 0 })
        var before = polls; before[1][2] = 44.0
        #expect(overtakes(before).allSatisfy { !($0.leader == 1 && $0.leaderPoint.x == 1967) })
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

    /// US Postal Service income and expenses, 2000-2012 (billion dollars): expenses passed income in 2007 and
    /// stayed above, in 13 years too few for the test of a systematic change. Of two series that crossing is a
    /// fact of the chart, said in the long description below the short description's bar; it is not said where
    /// the two end a hair apart.
    @Test func twoSeriesThatCrossedAndStayedApartAreSaidInTheLong() throws {
        let income: [Double] = [64.5, 65.8, 66.5, 68.5, 69.0, 69.9, 72.7, 74.8, 74.9, 68.1, 67.1, 65.7, 65.2]
        var expenses: [Double] = [63.0, 65.6, 65.2, 63.9, 65.9, 68.3, 71.7, 80.1, 77.7, 71.8, 75.4, 70.6, 81.0]
        func crossing() -> Finding? {
            let xs = (0..<13).map { 2000 + Double($0) }
            let built = [income, expenses].map { TestCharts.series($0.map { Optional($0) }, xs: xs) }
            return ChartAnalyzer.analyze(TestCharts.chart(built)).findings.first { f in
                if case .overtake = f.detail { true } else { false }
            }
        }
        let found = try #require(crossing())
        guard case .overtake(let o) = found.detail else { return }
        #expect(o.leader == 1 && o.other == 0 && o.leaderPoint.x == 2007 && o.holdsToEnd && !o.isSystematic)
        #expect(SayAt(salience: found.salience) == .standard)
        // Expenses back within 0.5 of income from 2010 on: the lines end together, no crossing is said.
        for k in 9...12 { expenses[k] = income[k] + 0.5 }
        #expect(crossing() == nil)
    }
}
