import ChartModel
import Foundation
import Testing
@testable import ChartAnalysis

/// Scatters over orders of magnitude (issue 37): read on log scales with the power's exponent where the logs lie
/// on a line, the giants named, no bend drawn through a handful of points, a run of unusual values that one
/// point dominates, and a scatter of groups that says all its points together first. Each detection is pinned
/// beside the false claim it must not make; rates are printed on every run.
@Suite struct MagnitudeScatterTests {
    static func scatter(_ xs: [Double], _ ys: [Double], labels: [String?]? = nil) -> Chart {
        ScatterFindingTests.scatter(xs, ys, labels: labels)
    }

    static func relation(_ findings: [Finding]) -> ScatterRelation? {
        findings.lazy.compactMap { if case .correlation(let r) = $0.detail, r.pooled.isEmpty { r } else { nil } }.first
    }

    static func giants(_ findings: [Finding]) -> ScatterGiants? {
        findings.lazy.compactMap { if case .giants(let g) = $0.detail { g } else { nil } }.first
    }

    /// A power law y = 2 x^b over `decades` decades of x (log-uniform), with 0.1 decades of noise in y.
    static func powerLaw(_ g: inout SyntheticSeries, count: Int, decades: Double, exponent: Double) -> ([Double], [Double]) {
        let xs = (0..<count).map { _ in pow(10, -1 + decades * g.uniform()) }
        return (xs, xs.map { 2 * pow($0, exponent) * pow(10, 0.1 * g.gaussian()) })
    }

    @Test func aPowerLawOverSixDecadesIsReadOnLogScalesWithItsExponent() throws {
        var g = SyntheticSeries(seed: 37)
        let (xs, ys) = Self.powerLaw(&g, count: 60, decades: 6, exponent: 0.75)
        let analysis = ChartAnalyzer.analyze(Self.scatter(xs, ys))
        let r = try #require(Self.relation(analysis.findings))
        #expect(r.scale == .logLog && r.form == .linear && r.isPositive)
        let exponent = try #require(r.exponent)
        #expect(abs(exponent - 0.75) < 0.05)
        #expect(r.xDecades == Int(log10(xs.max()! / xs.min()!).rounded()))
        #expect(r.pearson > 0.95, "r of the logs")
        #expect(analysis.audit.failures.isEmpty)
    }

    /// Power laws over 2.5–7 decades with exponents from −1 to 1.5 (not 0) are read on log scales with an
    /// exponent within 0.1 of the true one; clouds whose x spans under two decades never get "orders of
    /// magnitude", a log reading or giants.
    @Test func ordersOfMagnitudeAreSaidFromTwoDecadesAndNeverUnder() throws {
        var g = SyntheticSeries(seed: 3737)
        var found = 0
        for k in 0..<100 {
            let exponent = [-1, -0.5, 0.5, 0.75, 1, 1.5][k % 6]
            let (xs, ys) = Self.powerLaw(&g, count: 30 + k % 50, decades: 2.5 + 4.5 * g.uniform(), exponent: exponent)
            let r = Self.relation(ChartAnalyzer.analyze(Self.scatter(xs, ys)).findings)
            if let r, r.scale == .logLog, r.xDecades != nil, let b = r.exponent, abs(b - exponent) < 0.1 { found += 1 }
        }
        var claimed = 0
        for k in 0..<100 {
            // x from 1 to under 10^1.95, y its power (a relation) or independent of it, a few points far out.
            let span = 1 + 0.95 * g.uniform()
            let xs = (0..<(30 + k % 50)).map { _ in pow(10, span * g.uniform()) }
            let ys = k % 2 == 0 ? xs.map { pow($0, 1.2) * pow(10, 0.2 * g.gaussian()) } : xs.map { _ in pow(10, 3 * g.uniform()) }
            let findings = ChartAnalyzer.analyze(Self.scatter(xs, ys)).findings
            if Self.relation(findings)?.xDecades != nil || Self.relation(findings)?.scale == .logLog
                || Self.giants(findings)?.axes.contains(where: \.alongX) == true { claimed += 1 }
        }
        print("orders of magnitude: power laws over 2.5–7 decades read on log scales with the exponent \(found) of 100; x under two decades said to span orders of magnitude \(claimed) of 100")
        #expect(100 - found <= ClaimBound.of(measured: 0))
        #expect(claimed == 0, "under two decades is never orders of magnitude")
    }

    /// Islands of 8 to 743,244 km² (Stat2Data's SpeciesArea): the two largest lie far out, named; species span
    /// barely over one decade and have no giants; Java, at a sixth of the axis, is not one.
    @Test func theGiantsAreNamedByTheirPointsAndTheRestAreNot() throws {
        let area: [Double] = [743_244, 473_607, 125_628, 11_964, 1_594, 450, 194, 130, 114, 113, 47, 42, 18, 8]
        let species: [Double] = [129, 126, 78, 38, 24, 18, 15, 19, 23, 16, 12, 11, 11, 6]
        let labels = ["Borneo", "Sumatra", "Java", "Bangka", "Bunguran", "Banggi", "Jemaja", "Karimata Besar", "Tioman",
                      "Siantan", "Sirhassen", "Redang", "Penebangan", "Perhentian Besar"]
        let findings = ChartAnalyzer.analyze(Self.scatter(area, species, labels: labels)).findings
        let giants = try #require(Self.giants(findings))
        #expect(giants.axes.count == 1 && giants.axes[0].alongX)
        #expect(giants.axes[0].points.map(\.index) == [0, 1])
        #expect(giants.axes[0].saysDecades == false, "the relation on log scales says the span")
        let r = try #require(Self.relation(findings))
        let exponent = try #require(r.exponent)
        #expect(r.scale == .logLog && r.form == .linear && abs(exponent - 0.24) < 0.02)
        #expect(r.bend != .levelsOff, "no bend through two giants")

        // Evenly spread on log scales, the largest values do not stand apart: no giants.
        let spread = (0..<40).map { pow(10, 4 * Double($0) / 39) }
        #expect(GiantsFinder.giants(series: 0, sample: Sample(TestCharts.series(spread.map { Optional($0) }, xs: spread))) == nil)
    }

    /// A curve that levels off, drawn with only two points above its knee, is not said to level off; with the
    /// points spread along x it is. The rule: at least max(3, 10 % of the points) on each side.
    @Test func aBendNeedsPointsOnBothSidesOfIt() throws {
        var g = SyntheticSeries(seed: 12)
        let crowd = (0..<30).map { _ in 1 + 2 * g.uniform() }
        let xs = crowd + [40, 50]
        let curve = { (x: Double) in 100 * x / (2 + x) }
        let ys = xs.map { curve($0) + g.gaussian() }
        let handful = try #require(ScatterFit(xs: xs, ys: ys))
        #expect(handful.bend != .levelsOff && handful.levelsOffAbove == nil)
        #expect(!ScatterFit.bendIsSupported(.levelsOff, knee: 10, xs: xs, low: 1, high: 50))

        let even = (0..<32).map { 1 + 49 * Double($0) / 31 }
        let spread = try #require(ScatterFit(xs: even, ys: even.map { curve($0) + g.gaussian() }))
        #expect(spread.bend == .levelsOff)
    }

    /// A run of four low days, one of them a crash far beyond the others, names the crash by itself; a run
    /// of four alike does not. Checked by the audit from the raw values too.
    @Test func aRunNamesTheOnePointThatDominatesIt() throws {
        #expect(OutlierGroup.dominantPoint([-3.1, -4.2, -22.6, -3.4]) == 2)
        #expect(OutlierGroup.dominantPoint([-3.1, -4.2, -6.0, -3.4]) == nil)
        #expect(OutlierGroup.dominantPoint([-22.6]) == nil, "one point is itself, not a run")

        var g = SyntheticSeries(seed: 87)
        var named = 0, falselyNamed = 0
        for k in 0..<100 {
            var ys = g.whiteNoise(300)
            let crash = k % 2 == 0
            ys.replaceSubrange(150..<154, with: crash ? [-3.5, -4.5, -12 - 6 * g.uniform(), -3.8] : [-4.5, -5, -5.5, -4.6])
            let analysis = ChartAnalyzer.analyze(TestCharts.chart(ys))
            let dominant = analysis.findings.contains { f in
                if case .outliers(let set) = f.detail { set.groups.contains { $0.dominant != nil } } else { false }
            }
            if crash && dominant { named += 1 }
            if !crash && dominant { falselyNamed += 1 }
        }
        print("dominant point of a run: a crash three times the rest of its run named \(named) of 50; a run of four alike \(falselyNamed) of 50")
        #expect(50 - named <= ClaimBound.of(measured: 0))
        #expect(falselyNamed == 0)

        let ys: [Double] = [0.5, -0.3, 0.2, -3.1, -4.2, -22.6, -3.4, 0.1, 0.4, -0.2]
        let lines = ClaimAudit.Lines(samples: [Sample(TestCharts.series(ys.map { Optional($0) }))])
        func ref(_ k: Int) -> PointRef { PointRef(index: k, x: Double(k), y: ys[k]) }
        #expect(ClaimAudit.holds(.dominates(series: 0, point: ref(5), others: [ref(3), ref(4), ref(6)], ratio: 2), lines))
        #expect(!ClaimAudit.holds(.dominates(series: 0, point: ref(4), others: [ref(3), ref(5), ref(6)], ratio: 2), lines))
    }

    /// The audit recomputes the span and the giants from the raw points.
    @Test func theAuditChecksTheSpanAndTheGiants() {
        let xs: [Double] = [743_244, 473_607, 125_628, 11_964, 1_594, 450, 194, 130, 114, 113, 47, 42, 18, 8]
        let lines = ClaimAudit.Lines(samples: [Sample(TestCharts.series(xs.map { Optional($0) }, xs: xs))])
        func ref(_ k: Int) -> PointRef { PointRef(index: k, x: xs[k], y: xs[k]) }
        #expect(ClaimAudit.holds(.decades(series: 0, alongX: true, decades: 5), lines))
        #expect(!ClaimAudit.holds(.decades(series: 0, alongX: true, decades: 6), lines))
        #expect(ClaimAudit.holds(.largest(series: 0, alongX: true, points: [ref(0), ref(1)], gapShare: 0.25), lines))
        #expect(!ClaimAudit.holds(.largest(series: 0, alongX: true, points: [ref(0), ref(2)], gapShare: 0.25), lines))
        #expect(!ClaimAudit.holds(.largest(series: 0, alongX: true, points: [ref(0), ref(1), ref(2)], gapShare: 0.25), lines),
                "Java is no giant: 16 % of the axis from the next")
        let narrow = (0..<30).map { 1 + Double($0) * 3 }
        let narrowLines = ClaimAudit.Lines(samples: [Sample(TestCharts.series(narrow.map { Optional($0) }, xs: narrow))])
        #expect(!ClaimAudit.holds(.decades(series: 0, alongX: true, decades: 2), narrowLines), "1 to 88 is under two decades")
    }

    /// Groups along one curve (countries by continent): their pooled relation leads the groups' detail. Groups
    /// drawn from independent clouds get none; nor do groups whose own relations go against the pool.
    @Test func allGroupsTogetherAreSaidBeforeAnyGroup() throws {
        var g = SyntheticSeries(seed: 2007)
        func group(_ name: String, from: Double, to: Double, count: Int) -> Series {
            Series(name: LocalizedText(name), isContinuous: false, points: (0..<count).map { _ in
                let x = from + (to - from) * g.uniform()
                return DataPoint(x: x, y: 80 - 40 * exp(-x / 5000) + 3 * g.gaussian())
            })
        }
        let chart = Chart(id: "c", type: .scatter, xAxis: Axis(kind: .numeric), yAxis: Axis(kind: .numeric),
                          series: [group("Africa", from: 300, to: 5000, count: 50), group("Asia", from: 1000, to: 30000, count: 30),
                                   group("Europe", from: 8000, to: 50000, count: 30)])
        let findings = ChartAnalyzer.analyze(chart).findings
        guard case .correlation(let pooled) = try #require(findings.first).detail else {
            Issue.record("the pooled relation leads, got \(findings.map(\.kind))"); return
        }
        #expect(pooled.pooled == [0, 1, 2] && pooled.isPositive && pooled.pointCount == 110)

        var claimed = 0
        for k in 0..<100 {
            func cloud(_ name: String) -> Series {
                Series(name: LocalizedText(name), isContinuous: false, points: (0..<(15 + k % 30)).map { _ in
                    DataPoint(x: g.gaussian(), y: g.gaussian())
                })
            }
            let chart = Chart(id: "c", type: .scatter, xAxis: Axis(kind: .numeric), yAxis: Axis(kind: .numeric),
                              series: [cloud("a"), cloud("b"), cloud("c")])
            if ChartAnalyzer.analyze(chart).findings.contains(where: { f in
                if case .correlation(let r) = f.detail { !r.pooled.isEmpty } else { false }
            }) { claimed += 1 }
        }
        print("pooled relation: groups from independent clouds \(claimed) of 100")
        #expect(claimed <= 5, "the relation's test is at 5 %")
    }
}
