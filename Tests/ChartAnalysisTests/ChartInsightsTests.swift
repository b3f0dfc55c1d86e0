import ChartModel
import Testing
@testable import ChartAnalysis

@Suite struct ChartInsightsTests {
    @Test func pearsonAndSpearmanMatchKnownValues() {
        // x 1…5, y 2 4 5 4 5: Pearson r = 0.7745966692414834, Spearman rho = 0.7378647873726218 (SciPy).
        let chart = TestCharts.chart([2, 4, 5, 4, 5], xs: [1, 2, 3, 4, 5], type: .scatter)
        let c = ChartAnalyzer.analyze(chart).correlations[0]
        #expect(abs(c!.pearson - 0.7745966692414834) < 1e-12)
        #expect(abs(c!.spearman - 0.7378647873726218) < 1e-12)
        #expect(abs(c!.pValue - 0.1240270626575546) < 1e-9)
        #expect(c!.strength == .strong)
        #expect(c!.isPositive)
        #expect(c!.sampleSize == 5)
    }

    @Test func negativeCurvedRelationIsStrongByRank() {
        // y = 1/x: perfectly monotone (rho = −1), Pearson only −0.86.
        let xs = (1...8).map(Double.init)
        let c = ChartAnalyzer.analyze(TestCharts.chart(xs.map { 1 / $0 }, xs: xs, type: .scatter)).correlations[0]!
        #expect(c.spearman == -1)
        #expect(c.pearson > -0.95 && c.pearson < -0.8)
        #expect(c.strength == .strong)
        #expect(!c.isPositive)
    }

    @Test func unrelatedDataHasNoCorrelation() {
        let noise = TestCharts.noise(count: 200, seed: 17)
        let xs = TestCharts.noise(count: 200, seed: 19)
        let c = ChartAnalyzer.analyze(TestCharts.chart(noise, xs: xs, type: .scatter)).correlations[0]!
        #expect(c.strength == .none)
    }

    @Test func correlationOnlyForScatterWithSpread() {
        #expect(ChartAnalyzer.analyze(TestCharts.chart([1, 2, 3], type: .line)).correlations == [nil])
        #expect(ChartAnalyzer.analyze(TestCharts.chart([1, 2], type: .scatter)).correlations == [nil])
        #expect(ChartAnalyzer.analyze(TestCharts.chart([5, 5, 5], type: .scatter)).correlations == [nil])
    }

    @Test func correlationsArePerSeries() {
        let up = TestCharts.series([1, 2, 3, 4]), down = TestCharts.series([4, 3, 2, 1])
        let cs = ChartAnalyzer.analyze(TestCharts.chart([up, down], type: .scatter)).correlations
        #expect(cs.map { $0?.isPositive } == [true, false])
    }

    @Test func seriesCrossBetweenSharedPoints() {
        let a = TestCharts.series([1, 2, 3, 4]), b = TestCharts.series([4, 3, 2, 1])
        let insights = ChartAnalyzer.analyze(TestCharts.chart([a, b]))
        #expect(insights.crossings == [Crossing(firstSeries: 0, secondSeries: 1, x: 1.5,
                                                firstFrom: PointRef(index: 1, x: 1, y: 2), firstTo: PointRef(index: 2, x: 2, y: 3),
                                                secondFrom: PointRef(index: 1, x: 1, y: 3), secondTo: PointRef(index: 2, x: 2, y: 2),
                                                firstIsAboveAfter: true)])
    }

    @Test func crossingThroughATouchIsAtTheTouch() {
        let a = TestCharts.series([1, 2, 3]), b = TestCharts.series([3, 2, 1])
        let crossings = ChartAnalyzer.analyze(TestCharts.chart([a, b])).crossings
        #expect(crossings.count == 1)
        #expect(crossings[0].x == 1)
        #expect(crossings[0].firstFrom.index == 0 && crossings[0].firstTo.index == 2)
    }

    @Test func touchingWithoutCrossingIsNoCrossing() {
        let a = TestCharts.series([1, 2, 1]), b = TestCharts.series([2, 2, 2])
        #expect(ChartAnalyzer.analyze(TestCharts.chart([a, b])).crossings.isEmpty)
    }

    @Test func crossingsCompareOnlySharedXAndInterpolate() {
        // b has no point at x = 1 and a is missing at x = 3; shared x: 0, 2, 4.
        let a = TestCharts.series([0, 9, 4, nil, 10], xs: [0, 1, 2, 3, 4])
        let b = TestCharts.series([6, 5, 7, 6], xs: [0, 2, 3, 4])
        let crossings = ChartAnalyzer.analyze(TestCharts.chart([a, b])).crossings
        // Differences −6 at 0, −1 at 2, +4 at 4: one crossing between 2 and 4 at 2 + 2·(1/5) = 2.4.
        #expect(crossings.count == 1)
        #expect(abs(crossings[0].x - 2.4) < 1e-12)
        #expect(crossings[0].secondFrom.index == 1 && crossings[0].secondTo.index == 3)
        #expect(crossings[0].firstFrom.index == 2 && crossings[0].firstTo.index == 4)
    }

    @Test func crossingsAreFoundForEveryPair() {
        let a = TestCharts.series([0, 10]), b = TestCharts.series([10, 0]), c = TestCharts.series([4, 6])
        let pairs = ChartAnalyzer.analyze(TestCharts.chart([a, b, c])).crossings.map { [$0.firstSeries, $0.secondSeries] }
        #expect(pairs == [[0, 1], [0, 2], [1, 2]])
    }

    @Test func categoryTotalsSumAllSeriesPerCategory() {
        let axis = Axis(kind: .category, categories: [Category(id: "a"), Category(id: "b"), Category(id: "c")])
        let s1 = TestCharts.series([1, 2, 3]), s2 = TestCharts.series([10, nil, 30])
        let insights = ChartAnalyzer.analyze(TestCharts.chart([s1, s2], type: .column, xAxis: axis))
        #expect(insights.categoryTotals == [11, 2, 33])
        #expect(ChartAnalyzer.analyze(TestCharts.chart([s1, s2], type: .line, xAxis: axis)).categoryTotals == nil)
    }

    @Test func highestAndLowestMeanSeries() {
        let s = [TestCharts.series([1, 2]), TestCharts.series([5, 6]), TestCharts.series([nil, nil]), TestCharts.series([0, 1])]
        let insights = ChartAnalyzer.analyze(TestCharts.chart(s))
        #expect(insights.highestMeanSeries == 1)
        #expect(insights.lowestMeanSeries == 3)
        let single = ChartAnalyzer.analyze(TestCharts.chart([1, 2]))
        #expect(single.highestMeanSeries == nil && single.lowestMeanSeries == nil)
    }

    @Test func overallExtremesListTiesAcrossSeries() {
        let s = [TestCharts.series([1, 9, 3]), TestCharts.series([9, 0, 2])]
        let insights = ChartAnalyzer.analyze(TestCharts.chart(s))
        #expect(insights.overallMaximum == OverallExtreme(value: 9, locations: [
            SeriesPointRef(series: 0, point: PointRef(index: 1, x: 1, y: 9)),
            SeriesPointRef(series: 1, point: PointRef(index: 0, x: 0, y: 9)),
        ]))
        #expect(insights.overallMinimum?.value == 0)
        #expect(insights.overallMinimum?.series == 1)
    }

    @Test func chartWithoutDataHasNoExtremes() {
        let insights = ChartAnalyzer.analyze(TestCharts.chart([nil, nil]))
        #expect(insights.overallMinimum == nil && insights.overallMaximum == nil)
        #expect(insights.series.count == 1)
    }
}
