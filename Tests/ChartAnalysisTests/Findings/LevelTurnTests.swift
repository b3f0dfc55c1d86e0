import ChartModel
import Testing
@testable import ChartAnalysis

/// Read point by point, a level names where the series goes against its net change inside it ("held around 13
/// until 1990, dipping to 11.94 in 1985"), a rise names where it passes back the start of the collapse before it
/// ("back above the 1990 level by 2000"), and a level at the end holds only where the series does not go on past
/// the move's end.
@Suite struct LevelTurnTests {
    private func course(_ ys: [Double], start: Double = 1960, step: Double = 5) -> VisibleCourse? {
        let xs = ys.indices.map { start + step * Double($0) }
        let chart = TestCharts.chart(ys.map { Optional($0) }, xs: xs)
        return VisibleCourseFinder.course(series: 0, sample: Sample(chart.series[0]), ratioScale: true)
    }

    /// Afghanistan's population every five years (millions): its one fall, 1980 to 1985, lies inside a level.
    @Test func theOneFallInsideALevelIsNamed() throws {
        let ys = [9.0, 9.96, 11.17, 12.69, 13.36, 11.94, 12.41, 18.11, 20.78, 25.65, 29.19, 34.41, 38.93]
        let c = try #require(course(ys))
        let level = try #require(c.levels.first)
        #expect(level.start.x == 1975 && level.end.x == 1990)
        #expect(level.turn?.x == 1985 && level.turn?.y == 11.94)
        // A wiggle of 1 % of the range is not named; nor is a dip where the series falls at three steps or more.
        var small = ys; small[5] = 13.0; small[6] = 13.2
        #expect(course(small)?.levels.allSatisfy { $0.turn == nil } == true)
        var many = ys; many[1] = 8.9; many[2] = 11.17; many[8] = 17.9
        #expect(course(many)?.levels.allSatisfy { $0.turn == nil } == true)
    }

    /// Rwanda's population every five years (millions): the rise after the genocide passes 1990's level by 2000.
    @Test func aRiseNamesWhereItUndoesTheCollapseBeforeIt() throws {
        let ys = [2.97, 3.35, 3.9, 4.52, 5.25, 6.27, 7.32, 5.69, 8.11, 9.03, 10.31, 11.64, 13.15]
        let c = try #require(course(ys))
        let rise = try #require(c.moves.last)
        #expect(rise.regained?.x == 1990 && rise.regainsAt?.x == 2000)
        // A lesser dip before a larger fall is not the collapse the eye sees: its recovery goes without saying.
        let approval = [57.01, 60.31, 55.82, 54.93, 56.36, 56.85, 85.6, 88.65, 86.35, 85.87, 83.0, 81.28, 79.02, 75.54, 75.82, 73.62]
        let b = try #require(course(approval, start: 0, step: 1))
        #expect(b.moves.allSatisfy { $0.regainsAt == nil })
    }

    /// Bush's approval slid to 73.62 % at the end, below April's 75.54 %: no level "held around 76%" after a fall
    /// "to 75.54%"; Greece's GDP fell to 276.8 in 2013 and held there, the level starting where the fall lands.
    @Test func aLevelAtTheEndHoldsOnlyWhereTheMoveIsOver() throws {
        let approval = [57.01, 60.31, 55.82, 54.93, 56.36, 56.85, 85.6, 88.65, 86.35, 85.87, 83.0, 81.28, 79.02, 75.54, 75.82, 73.62]
        let b = try #require(course(approval, start: 0, step: 1))
        #expect(b.levels.isEmpty)
        #expect(b.moves.last?.end.y == 73.62)
        let gdp = [346.6, 366.2, 378.2, 376.9, 360.7, 340.9, 306.3, 284.6, 276.8, 278.8, 277.6, 276.3]
        let g = try #require(course(gdp, start: 2005, step: 1))
        let level = try #require(g.levels.last)
        #expect(level.start.x == 2013 && level.end.x == 2016)
        #expect(g.moves.last?.end.y == 276.8)
    }

    /// Airliner accidents every five years: up to 78 in 1970, down to 48 in 1980, held to 1990, down to 14 in
    /// 2015 (ASN). The short's return from the peak goes on through the level to the low, not to 48.
    @Test func aReturnFromThePeakGoesOnThroughALevel() throws {
        let ys: [Double] = [39, 71, 64, 75, 58, 78, 57, 48, 42, 48, 58, 43, 40, 32, 14]
        let c = try #require(course(ys, start: 1945))
        #expect(c.summary == .peaked)
        let back = try #require(c.summaryReturn)
        #expect(back.start.x == 1970 && back.end.x == 2015 && back.end.y == 14 && !back.isRise)
    }
}
