import ChartModel
import Testing
@testable import ChartAnalysis

@Suite struct SimpleFindingTests {
    private func findings(_ chart: Chart) -> [Finding] { ChartAnalyzer.analyze(chart).findings }

    @Test func runsOfTwoOrMoreMissingValuesAreGapsAndSinglesAreNot() {
        let chart = TestCharts.chart([1, nil, 3, nil, nil, nil, 7, 8, nil, nil])
        let gaps = findings(chart).compactMap { if case .gap(let g) = $0.detail { g } else { nil } }
        #expect(gaps.count == 2)
        #expect(gaps[0].firstIndex == 3 && gaps[0].lastIndex == 5 && gaps[0].count == 3)
        #expect(gaps[0].before?.index == 2 && gaps[0].after?.index == 6)
        #expect(gaps[1].firstIndex == 8 && gaps[1].lastIndex == 9 && gaps[1].after == nil)
    }

    @Test func aConstantSeriesIsSteadyAndLeadsOnlyWhenAlone() {
        let alone = findings(TestCharts.chart([5, 5, 5, 5]))
        #expect(alone.first?.kind == .steady)
        #expect(alone.first!.salience > 0.5)
        let beside = findings(TestCharts.chart([TestCharts.series([5, 5, 5, 5]), TestCharts.series([1, 9, 2, 8])]))
        let steady = beside.first { $0.kind == .steady }
        #expect(steady?.series == [0])
        #expect(steady!.salience < 0.5)
    }

    @Test func rankingIsBySalienceThenKindOrder() {
        let detail = FindingDetail.steady(SteadyLevel(series: 0, level: 1, isConstant: true, maximumDeviation: 0))
        let gap = FindingDetail.gap(MissingRun(series: 1, firstIndex: 2, lastIndex: 3, firstX: 2, lastX: 3, before: nil, after: nil))
        let ranked = FindingRanker.rank([
            Finding(series: [1], salience: 0.2, detail: gap),
            Finding(series: [0], salience: 0.2, detail: detail),
            Finding(series: [0], salience: 0.9, detail: detail),
        ])
        #expect(ranked.map(\.salience) == [0.9, 0.2, 0.2])
        #expect(ranked[1].kind == .gap)  // gap precedes steady in FindingKind order
    }
}
