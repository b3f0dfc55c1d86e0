import ChartModel
import Testing
@testable import ChartAnalysis

/// Synthetic series with known truth (fixed seeds): each gets its finding, at the right place, and no false one.
@Suite struct ShapeLibraryTests {
    static func findings(_ chart: Chart) -> [Finding] { ChartAnalyzer.analyze(chart).findings }

    static func shape(_ findings: [Finding]) -> SeriesShape? {
        findings.lazy.compactMap { if case .shape(let s) = $0.detail { s } else { nil } }.first
    }

    static func shifts(_ findings: [Finding]) -> [LevelShift] {
        findings.compactMap { if case .levelShift(let s) = $0.detail { s } else { nil } }
    }

    static let structureKinds: Set<FindingKind> = [.shape, .levelShift, .seasonality, .cycle, .record, .drawdown]

    @Test func aVFallsThenRisesWithItsTurningPointAtTheBottom() {
        var g = SyntheticSeries(seed: 101)
        let ys = (0..<120).map { t in abs(Double(t) - 50) * 0.25 + g.gaussian() }
        let found = Self.findings(SyntheticSeries.chart(ys))
        let shape = Self.shape(found)
        #expect(shape?.segments.map(\.direction) == [.falling, .rising])
        #expect(abs((shape?.segments[1].start.index ?? 0) - 50) <= 6)
        #expect(found.first?.kind == .shape)
        #expect(found.first?.landmarks.map(\.role) == [.turningPoint])
        #expect(Self.shifts(found).isEmpty)
    }

    @Test func aPeakRisesThenFallsWithItsTurningPointAtTheTop() {
        var g = SyntheticSeries(seed: 102)
        let ys = (0..<200).map { t in 40 - abs(Double(t) - 140) * 0.2 + 1.5 * g.gaussian() }
        let shape = Self.shape(Self.findings(SyntheticSeries.chart(ys)))
        #expect(shape?.segments.map(\.direction) == [.rising, .falling])
        #expect(abs((shape?.segments[1].start.index ?? 0) - 140) <= 10)
        #expect(shape?.isApproximate == true)  // noise of 1.5 next to changes of 12–28
    }

    @Test func stepsDownAndUpAreLevelShiftsNotTrends() {
        for (seed, size) in [(UInt64(103), -2.0), (104, 2.5)] {
            var g = SyntheticSeries(seed: seed)
            let ys = (0..<100).map { t in 10 + (t >= 28 ? size : 0) + g.gaussian() }
            let found = Self.findings(SyntheticSeries.chart(ys))
            let shifts = Self.shifts(found)
            #expect(shifts.count == 1)
            #expect(abs((shifts.first?.after.index ?? 0) - 28) <= 3)
            #expect(abs((shifts.first?.step ?? 0) - size) < 0.6)
            #expect(Self.shape(found) == nil)
        }
    }

    @Test func aStepThatALineFitsPoorlyIsALevelShift() {
        // The case: a straight line explains about a fifth of the variance, a step more than a third.
        var g = SyntheticSeries(seed: 105)
        let ys = (0..<100).map { t in (t >= 30 ? -2.5 : 0) + 1.15 * g.gaussian() }
        let xs = ys.indices.map(Double.init)
        let line = LeastSquares(xs: xs, ys: ys).rSquared
        let stepFit = LevelModel.designColumns(form: .steps, knots: [], stepStarts: [29.5], u: xs)
        let residual = SmallLeastSquares(columns: stepFit, y: ys).residualSumOfSquares
        let mean = ys.reduce(0, +) / 100
        let step = 1 - residual / ys.reduce(0) { $0 + ($1 - mean) * ($1 - mean) }
        #expect(line > 0.15 && line < 0.35)
        #expect(step > line + 0.1)
        let found = Self.findings(SyntheticSeries.chart(ys))
        #expect(Self.shifts(found).count == 1)
        #expect(Self.shape(found) == nil)
    }

    @Test func aNoisyLineIsOnePlainRise() {
        var g = SyntheticSeries(seed: 106)
        let ys = (0..<150).map { t in 3 + 0.05 * Double(t) + 1.2 * g.gaussian() }
        let shape = Self.shape(Self.findings(SyntheticSeries.chart(ys)))
        #expect(shape?.segments.count == 1)
        #expect(shape?.segments.first?.direction == .rising)
        #expect(abs((shape?.segments.first?.change ?? 0) - 0.05 * 149) < 1.5)
    }

    @Test func aRandomWalkAndWhiteNoiseGetNoStructure() {
        var g = SyntheticSeries(seed: 107)
        for ys in [g.randomWalk(300, start: 50), g.whiteNoise(300).map { $0 + 50 }] {
            let found = Self.findings(SyntheticSeries.chart(ys))
            #expect(found.allSatisfy { !Self.structureKinds.contains($0.kind) })
        }
    }

    @Test func aConstantSeriesIsOnlySteady() {
        let found = Self.findings(SyntheticSeries.chart([Double](repeating: 7, count: 60)))
        #expect(found.map(\.kind) == [.steady])
    }

    @Test func shapeAndShiftAreFoundOnDownsampledMillionPointSeriesToo() {
        // 200,000 points: the search runs on 1,000 bin means; the step is placed on the full data.
        var g = SyntheticSeries(seed: 108)
        let ys = (0..<200_000).map { t in (t >= 123_457 ? 3.0 : 0) + g.gaussian() }
        let shifts = Self.shifts(Self.findings(SyntheticSeries.chart(ys)))
        #expect(shifts.count == 1)
        #expect(abs((shifts.first?.after.index ?? 0) - 123_457) <= 20)
    }
}
