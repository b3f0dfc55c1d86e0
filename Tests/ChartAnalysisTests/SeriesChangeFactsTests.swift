import ChartModel
import Testing
@testable import ChartAnalysis

/// What analysis decides of a series' changes, which narration only words: a percentage only where one means
/// something, a ratio past doubling, "unchanged" only where the values are equal, and steps with a direction
/// only along a drawn course.
@Suite struct SeriesChangeFactsTests {
    static func changes(_ ys: [Double?], type: ChartType = .line, xAxis: Axis = Axis(kind: .numeric),
                        unit: AxisUnit? = nil) -> SeriesChangeFacts? {
        var chart = TestCharts.chart(ys, type: type, xAxis: xAxis)
        chart.yAxis = Axis(kind: .numeric, unit: unit)
        return ChartAnalyzer.analyze(chart).seriesFacts.first?.changes
    }

    @Test func aPercentageIsSaidOnlyOfAPositiveStartOnARatioScale() throws {
        let up = try #require(Self.changes([100, 120, 150]))
        #expect(up.percentChange == 50 && !up.changeIsRatio)
        #expect(up.firstToLast == ValueChange(from: 100, to: 150) && up.firstToLast?.direction == .up)
        // Past doubling, a ratio.
        #expect(try #require(Self.changes([10, 40, 150])).changeIsRatio)
        // Not of a zero start, not below zero on the way, not of temperatures (kelvin included), not of values
        // within a few per cent of each other.
        #expect(Self.changes([0, 3, 5])?.percentChange == nil)
        #expect(Self.changes([282, -40, 234])?.percentChange == nil)
        #expect(Self.changes([4.4, 6, 7.7], unit: .cldr("temperature-celsius"))?.percentChange == nil)
        #expect(Self.changes([280, 290, 300], unit: .cldr("temperature-kelvin"))?.percentChange == nil)
        #expect(Self.changes([580.38, 581.86, 575.96])?.percentChange == nil)
    }

    @Test func unchangedOnlyWhereTheValuesAreEqual() {
        // 0.1 + 0.2 is not 0.3 in binary: a difference of a billionth of the values is no change.
        #expect(ValueChange(from: 0.1 + 0.2, to: 0.3) == ValueChange(from: 1, to: 1))
        #expect(ValueChange(from: 0.3, to: 0.3).direction == .flat)
        let down = ValueChange(from: 135.8, to: 135.4)
        #expect(down.direction == .down && abs(down.amount - 0.4) < 1e-9)
    }

    @Test func stepsHaveADirectionOnlyAlongADrawnCourse() {
        #expect(Self.changes([1, 2, 3])?.stepsHaveDirection == true)
        let feeds = Axis(kind: .category, categories: ["a", "b", "c"].map { Category(id: $0) })
        #expect(Self.changes([1, 2, 3], type: .bar, xAxis: feeds)?.stepsHaveDirection == false)
        var cloud = TestCharts.chart([1, 5, 2], type: .scatter)
        cloud.series[0].isContinuous = false
        #expect(ChartAnalyzer.analyze(cloud).seriesFacts.first?.changes?.stepsHaveDirection == false)
        #expect(Self.changes([2, 2, 2])?.marksExtremes == false && Self.changes([1, 2])?.marksExtremes == true)
    }

    @Test func theHighestAndSteepestIntervalStandOutOnlyAmongSeveral() {
        let series = TestCharts.series((0..<40).map { Double($0 < 30 ? 1 : 5 * $0) })
        let intervals = ChartAnalyzer.intervals(for: series, in: TestCharts.chart([series]))
        #expect(intervals.count > 1)
        let facts = intervals.map { IntervalFacts($0, among: intervals.count) }
        #expect(facts.filter(\.isHighest).count == 1 && facts.last?.isHighest == true)
        #expect(facts.filter { $0.steepest == .rise }.count == 1 && !facts.contains { $0.steepest == .drop })
        let alone = IntervalFacts(intervals[0], among: 1)
        #expect(!alone.isHighest && alone.steepest == .none)
    }
}
