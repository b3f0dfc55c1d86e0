import ChartModel
import Testing
@testable import ChartAnalysis

/// A spell ahead that ended (one order, the other for a run, the first again to the end) is said with where it
/// began and where it ended: US federal receipts above outlays in the surplus years. Planted spells are found;
/// lines that never cross, and spells hidden in a tangle of more series, are not said.
@Suite struct OvertakeSpellTests {
    static func overtakes(_ series: [[Double]], start: Double = 1992) -> [Overtake] {
        let xs = (0..<series[0].count).map { start + Double($0) }
        let built = series.map { ys in TestCharts.series(ys.map { Optional($0) }, xs: xs) }
        return ChartAnalyzer.analyze(TestCharts.chart(built)).findings.compactMap { f -> Overtake? in
            if case .overtake(let o) = f.detail { return o }
            return nil
        }
    }

    /// Receipts and outlays, percent of GDP, 1992-2003.
    static let budget: [[Double]] = [
        [17.5, 17.5, 18.1, 18.5, 18.9, 19.3, 20.0, 20.0, 20.9, 19.8, 17.9, 16.5],
        [22.1, 21.4, 21.0, 20.7, 20.3, 19.6, 19.2, 18.6, 18.4, 18.6, 19.4, 19.9],
    ]

    @Test func aSpellAheadThatEndedIsSaidWithItsEnds() throws {
        let spell = try #require(Self.overtakes(Self.budget).first { $0.leader == 0 && $0.other == 1 })
        #expect(spell.leaderPoint.x == 1998 && spell.leaderPoint.y == 20.0 && spell.otherPoint.y == 19.2)
        #expect(spell.backLeaderPoint?.x == 2002 && spell.backOtherPoint?.y == 19.4 && !spell.holdsToEnd)
    }

    @Test func plantedSpellsAreFoundAndSeparatedLinesGetNone() {
        var g = SyntheticSeries(seed: 23)
        var found = 0, falseSpells = 0
        for _ in 0..<50 {
            let n = 12 + Int(g.uniform() * 20)
            let from = 3 + Int(g.uniform() * Double(n / 3)), to = from + 3 + Int(g.uniform() * Double(n / 3))
            let base = (0..<n).map { _ in 100 + g.gaussian() }
            let lower = (0..<n).map { k in base[k] - 10 + ((from..<to).contains(k) ? 20 : 0) + g.gaussian() }
            if Self.overtakes([base, lower]).contains(where: { $0.leader == 1 && $0.backLeaderPoint != nil }) { found += 1 }
            let apart = (0..<n).map { k in base[k] - 10 + g.gaussian() }
            if Self.overtakes([base, apart]).contains(where: { $0.backLeaderPoint != nil }) { falseSpells += 1 }
        }
        #expect(found >= 48, "planted spells said: \(found) of 50")
        #expect(falseSpells == 0, "spells said of lines 10 apart that never cross: \(falseSpells) of 50")
    }
}
