import Testing
import ChartModel
@testable import ChartAnalysis

/// A series' own single rise is not said again where a comparison tells it from end to end, and a course
/// that says more than the comparison stays.
@Suite struct SaidByComparisonTests {
    private func findings(_ series: [[Double]]) -> [Finding] {
        let built: [Series] = series.map { (ys: [Double]) in TestCharts.series(ys.map { Optional($0) }) }
        return ChartAnalyzer.analyze(TestCharts.chart(built)).findings
    }

    /// Steady growth from `base` by 5 % of it a point, with noise of σ 2.
    private func growth(_ base: Double, _ g: inout SyntheticSeries) -> [Double] {
        var ys: [Double] = []
        for k in 0..<30 { ys.append(base * (1 + 0.05 * Double(k)) + 2 * g.gaussian()) }
        return ys
    }

    private static func singleSegmentShapes(_ findings: [Finding]) -> [SeriesShape] {
        findings.compactMap { (f: Finding) -> SeriesShape? in
            if case .shape(let shape) = f.detail, shape.segments.count == 1 { return shape }
            return nil
        }
    }

    @Test func seriesThatAllGrowAreToldByTheirSharedGrowthNotOneByOne() {
        var g = SyntheticSeries(seed: 5)
        let series = [100.0, 200, 300].map { growth($0, &g) }  // three: no common move, which needs four
        let found = findings(series)
        #expect(found.contains { (f: Finding) in f.kind == FindingKind.sharedExtreme })
        #expect(Self.singleSegmentShapes(found).isEmpty, "\(found.map { $0.kind })")
    }

    @Test func aCommonMoveOfEverySeriesIsToldByTheirSharedGrowthWithItsSalience() throws {
        var g = SyntheticSeries(seed: 7)
        let found = findings([100.0, 200, 300, 400].map { growth($0, &g) })
        #expect(!found.contains { (f: Finding) in f.kind == FindingKind.commonMove }, "\(found.map { $0.kind })")
        let lead = try #require(found.first)
        #expect(lead.kind == FindingKind.sharedExtreme)
        // The move's salience (0.6 + 0.15 × the share that moved) passes to the pair.
        #expect(lead.salience >= 0.75)
    }

    /// R's esoph cases by age band: the course says the peak and the low; bands along a scale are no race, so the
    /// series is not ranked at all ("55-64 led with 76 … 25-34 came last" said them again as one).
    @Test func aRankingOfBandsACourseAlreadyTellsIsLeftOut() throws {
        let bands = ["25-34", "35-44", "45-54", "55-64", "65-74", "75+"].map { Category(id: $0) }
        let series = [TestCharts.series([1, 9, 46, 76, 55, 13].map { Optional($0) }, xs: bands.indices.map(Double.init))]
        let chart = TestCharts.chart(series, type: .column, xAxis: Axis(kind: .category, categories: bands, isOrdered: true))
        let found = ChartAnalyzer.analyze(chart).findings
        #expect(found.contains { (f: Finding) in f.kind == FindingKind.course && f.salience >= SayAt.shortBar })
        #expect(!found.contains { (f: Finding) in f.kind == FindingKind.ranking })
    }

    /// Mental health by parents' status: one switch of the lead at 3, held to the end, is the overtake; the split
    /// lead ("Impaired was higher at 3, 4, 5 and 6") said it again. A lead that switches back stays a split lead.
    @Test func aSplitLeadThatSwitchesOnceIsToldByItsOvertakeAlone() {
        let bands = ["1 (high)", "2", "3", "4", "5", "6 (low)"].map { Category(id: $0) }
        let xs = bands.indices.map(Double.init)
        func analyze(_ a: [Double], _ b: [Double]) -> [Finding] {
            let series = [TestCharts.series(a.map { Optional($0) }, xs: xs), TestCharts.series(b.map { Optional($0) }, xs: xs)]
            let chart = TestCharts.chart(series, type: .column, xAxis: Axis(kind: .category, categories: bands, isOrdered: true))
            return ChartAnalyzer.analyze(chart).findings
        }
        let once = analyze([24.4, 23.3, 19.9, 18.8, 13.6, 9.7], [17.6, 16.3, 20.9, 24.5, 29.4, 32.7])
        #expect(once.contains { (f: Finding) in f.kind == FindingKind.overtake }, "\(once.map { $0.kind })")
        #expect(!once.contains { (f: Finding) in f.kind == FindingKind.splitLead }, "\(once.map { $0.kind })")
        let back = analyze([24.4, 13.3, 19.9, 28.8, 13.6, 29.7], [17.6, 26.3, 12.9, 24.5, 29.4, 22.7])
        #expect(back.contains { (f: Finding) in f.kind == FindingKind.splitLead }, "\(back.map { $0.kind })")
    }

    @Test func aRiseThatTurnsStaysBesideTheSharedExtremes() {
        var g = SyntheticSeries(seed: 6)
        var series = [100.0, 200, 300].map { growth($0, &g) }
        // One series falls back in its middle third: its own course says more than the shared growth.
        var turning: [Double] = []
        for k in 0..<30 {
            let level: Double = k < 10 ? 30 * Double(k) : (k < 20 ? 300 - 25 * Double(k - 10) : 50 + 45 * Double(k - 20))
            turning.append(200 + level + 2 * g.gaussian())
        }
        series[1] = turning
        let found = findings(series)
        // Its own description: a fitted shape of three segments, or (30 points that tell three moves, read point
        // by point) its course.
        let turns = found.contains { (f: Finding) -> Bool in
            if case .shape(let shape) = f.detail { return shape.series == 1 && shape.segments.count == 3 }
            if case .course(let c) = f.detail { return c.series == 1 && c.moves.count == 3 }
            return false
        }
        #expect(turns, "\(found.map { $0.kind })")
    }
}
