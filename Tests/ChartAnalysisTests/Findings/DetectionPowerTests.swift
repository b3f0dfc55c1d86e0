import ChartModel
import Foundation
import Testing
@testable import ChartAnalysis

/// Power beside false claims: for every kind of finding that claims a regularity or a comparison, how often its
/// test finds a planted signal of a stated size, next to how often it claims one on a matching family without
/// it (white noise, random walks, independent series, one cloud). A bound on false claims alone passes when a
/// detector finds nothing; a bound on power alone passes when it claims everything. Both rates are printed
/// (docs/findings.md, "False-claim and detection rates", quotes them) and both are bounded tightly enough that a
/// doubling of the measured false claims or misses fails.
///
/// The bounds follow `ClaimBound`: the measured count plus about one binomial standard deviation, and
/// always below twice the measured count.
///
/// Kinds that make no claim of regularity are not here: a gap, a threshold count, a dominance, a ranking, a
/// paired change over categories and the visible course are facts of the data shown, said whatever made them
/// (docs/findings.md), and a shapeless cloud's "no clear relation" is the absence of one.
@Suite struct DetectionPowerTests {
    /// Charts in each family: small enough for the suite to stay fast in debug builds, large enough that a
    /// doubled rate is more than a sampling wobble for rates from a few per cent.
    static let charts = 100

    /// One family of charts drawn from a seed.
    struct Family: Sendable {
        let name: String
        let make: @Sendable (inout SyntheticSeries, Int) -> Chart
        /// The one-series null that the structure kinds share (`oneSeriesNullFindings`): analysed once.
        var isShared = false
    }

    /// White noise and random walks of 100 points, the null of every one-series structure claim: analysed once,
    /// and each kind's claims counted in the same findings.
    static let oneSeriesNull = Family(name: "white noise or random walks, 100 points", make: noiseOrWalk(100), isShared: true)
    static let oneSeriesNullFindings: [[Finding]] = {
        var generator = SyntheticSeries(seed: 0x9017_0000)
        return (0..<charts).map { analysed(oneSeriesNull.make(&generator, $0)) }
    }()

    /// The findings of a chart as the analysis ranks them (every detector).
    static func analysed(_ chart: Chart) -> [Finding] {
        let samples = chart.series.map(Sample.init)
        return FindingsAnalyzer.findings(for: chart, samples: samples, statistics: samples.map { StatisticsBuilder.statistics($0) }).0
    }

    /// A kind's claim, its null and signal families, and the counts measured on them.
    struct Case: Sendable, CustomTestStringConvertible {
        let kind: FindingKind
        let null: Family
        let signal: Family
        /// False claims measured on the null family, and misses on the signal family, of `charts` each.
        let measuredFalse: Int
        let measuredMisses: Int
        /// What counts as the claim (a finding of the kind, by default).
        var claims: @Sendable (Finding) -> Bool = { _ in true }
        /// Other kinds that say the same thing (and count, through `claims`, on both families).
        var alsoKinds: [FindingKind] = []
        /// The detectors that run (all of them, as the analysis runs them, unless a cheaper set says the same).
        var detectors: [@Sendable (FindingContext) -> [Finding]]? = nil
        var seed: UInt64

        var testDescription: String { "\(kind.rawValue): \(signal.name)" }

        func claimed(_ found: [Finding]) -> Bool { found.contains { ($0.kind == kind || alsoKinds.contains($0.kind)) && claims($0) } }

        func claimed(_ chart: Chart) -> Bool {
            guard let detectors else { return claimed(DetectionPowerTests.analysed(chart)) }
            let samples = chart.series.map(Sample.init)
            let context = FindingContext(chart: chart, samples: samples, statistics: samples.map { StatisticsBuilder.statistics($0) })
            return claimed(detectors.flatMap { $0(context) })
        }

        func count(_ family: Family, seed: UInt64) -> Int {
            if family.isShared { return DetectionPowerTests.oneSeriesNullFindings.filter(claimed).count }
            var generator = SyntheticSeries(seed: seed)
            var claimed = 0
            for i in 0..<DetectionPowerTests.charts where self.claimed(family.make(&generator, i)) { claimed += 1 }
            return claimed
        }
    }

    // MARK: Generators

    /// One series along x. By default x is a run of years (1900, 1901, …): time, so a record can be claimed
    /// (records are new highs in time only); every other one-series kind reads a numeric x the same either way.
    static func line(_ ys: [Double], xs: [Double]? = nil) -> Chart {
        SyntheticSeries.chart(ys, xs: xs ?? ys.indices.map { 1900 + Double($0) })
    }

    /// White noise on even charts, a random walk on odd ones: the two nulls every structure claim must resist.
    static func noiseOrWalk(_ n: Int) -> @Sendable (inout SyntheticSeries, Int) -> Chart {
        { g, i in line(i % 2 == 0 ? g.whiteNoise(n) : g.randomWalk(n)) }
    }

    static func monthly(_ ys: [Double]) -> Chart {
        SyntheticSeries.dateChart(ys, xs: ys.indices.map { TestCharts.date(2001 + $0 / 12, $0 % 12 + 1, 1) })
    }

    static func lines(_ series: [[Double]], type: ChartType = .line, additive: Bool? = nil) -> Chart {
        Chart(id: "c", type: type, xAxis: Axis(kind: .numeric), yAxis: Axis(kind: .numeric, isAdditive: additive),
              series: series.enumerated().map { TestCharts.series($0.element.map { Optional($0) }, name: "s\($0.offset)") })
    }

    static func scatter(_ clouds: [[(Double, Double)]]) -> Chart {
        Chart(id: "c", type: .scatter, xAxis: Axis(kind: .numeric), yAxis: Axis(kind: .numeric),
              series: clouds.enumerated().map { s in
                  Series(name: LocalizedText("s\(s.offset)"), isContinuous: false,
                         points: s.element.map { DataPoint(x: $0.0, y: $0.1) })
              })
    }

    static func cloud(_ g: inout SyntheticSeries, _ n: Int, r: Double = 0, dx: Double = 0, dy: Double = 0) -> [(Double, Double)] {
        (0..<n).map { _ in
            let x = g.gaussian()
            return (x + dx, r * x + (1 - r * r).squareRoot() * g.gaussian() + dy)
        }
    }

    /// y = slope · x + noise, x standard normal.
    static func slopedCloud(_ g: inout SyntheticSeries, _ n: Int, slope: Double, noise: Double, dy: Double = 0) -> [(Double, Double)] {
        (0..<n).map { _ in let x = g.gaussian(); return (x, slope * x + noise * g.gaussian() + dy) }
    }

    // MARK: The kinds

    static let cases: [Case] = [
        // One series: the structure test (StructureDetector), 100 points unless said.
        Case(kind: .shape,
             null: oneSeriesNull,
             signal: Family(name: "a straight rise of 3 σ over 100 points of white noise", make: { g, _ in
                 line(g.whiteNoise(100).enumerated().map { 3 * Double($0.offset) / 99 + $0.element })
             }),
             measuredFalse: 0, measuredMisses: 0, seed: 0x9017_0001),
        Case(kind: .levelShift,
             null: oneSeriesNull,
             signal: Family(name: "a step of 2 σ at point 30–70 of 100 points of white noise", make: { g, _ in
                 let at = 30 + Int(g.uniform() * 41)
                 return line(g.whiteNoise(100).enumerated().map { ($0.offset >= at ? 2 : 0) + $0.element })
             }),
             measuredFalse: 0, measuredMisses: 2, seed: 0x9017_0002),
        Case(kind: .seasonality,
             null: Family(name: "monthly white noise or random walks, 4 years", make: { g, i in
                 monthly(i % 2 == 0 ? g.whiteNoise(48) : g.randomWalk(48))
             }),
             // A swing of 4 σ (amplitude 2) was found in half of such series, 6 σ in nine of ten: probably because
             // eleven phase means must pay for themselves under the criterion in 48 values.
             signal: Family(name: "a yearly sine of amplitude 3 σ in 4 years of monthly white noise", make: { g, _ in
                 let phase = 2 * Double.pi * g.uniform()
                 return monthly(g.whiteNoise(48).enumerated().map { 3 * sin(2 * Double.pi * Double($0.offset) / 12 + phase) + $0.element })
             }),
             measuredFalse: 0, measuredMisses: 7, seed: 0x9017_0003),
        Case(kind: .cycle,
             null: oneSeriesNull,
             // The autocorrelation must fall to a trough and rise to a peak; with a weaker cycle the noise's own
             // wiggles in it probably stop the search early (200 points of period 25: 1 of 100 found; 120 of
             // period 20: 45 % at 1.5 σ, 83 % at 2 σ; 100 points of period 20 at 2.5 σ: 50 %, where 120 give 97 %).
             signal: Family(name: "a sine of period 20 and amplitude 2.5 σ in 120 points of white noise", make: { g, _ in
                 let phase = 2 * Double.pi * g.uniform()
                 return line(g.whiteNoise(120).enumerated().map { 2.5 * sin(2 * Double.pi * Double($0.offset) / 20 + phase) + $0.element })
             }),
             measuredFalse: 1, measuredMisses: 3, seed: 0x9017_0004),
        Case(kind: .record,
             null: oneSeriesNull,
             signal: Family(name: "a fall of 6 σ over 50 points, then a rise to 5 σ above the start", make: { g, _ in
                 line(g.whiteNoise(100).enumerated().map { k, e in
                     (k < 50 ? -6 * Double(k) / 49 : -6 + 11 * Double(k - 49) / 50) + e
                 })
             }),
             measuredFalse: 0, measuredMisses: 6, seed: 0x9017_0005),
        Case(kind: .drawdown,
             null: oneSeriesNull,
             signal: Family(name: "a rise of 8 σ, a fall of 8 σ and a rise back, 100 points", make: { g, _ in
                 line(g.whiteNoise(100).enumerated().map { k, e in
                     (k < 40 ? 8 * Double(k) / 39 : k < 70 ? 8 - 8 * Double(k - 39) / 30 : 8 * Double(k - 69) / 30) + e
                 })
             }),
             measuredFalse: 0, measuredMisses: 3,
             // A fall stated between two points (`isExplained == false`) claims no structure.
             claims: { f in if case .drawdown(let d) = f.detail { d.isExplained } else { false } },
             seed: 0x9017_0006),
        Case(kind: .outliers,
             null: oneSeriesNull,
             signal: Family(name: "one point 6 σ off in 100 points of white noise", make: { g, _ in
                 var ys = g.whiteNoise(100)
                 ys[5 + Int(g.uniform() * 90)] += g.uniform() < 0.5 ? 6 : -6
                 return line(ys)
             }),
             measuredFalse: 1, measuredMisses: 1, seed: 0x9017_0007),
        Case(kind: .steady,
             null: Family(name: "a slow wander within 1 % of the mean: 100 + a random walk of steps 0.02, 60 points", make: { g, _ in
                 line(g.randomWalk(60, sd: 0.02, start: 100))
             }),
             signal: Family(name: "100 + white noise of σ 0.2, 60 points", make: { g, _ in
                 line(g.whiteNoise(60, sd: 0.2).map { $0 + 100 })
             }),
             measuredFalse: 0, measuredMisses: 2, seed: 0x9017_0008),
        Case(kind: .signRun,
             null: Family(name: "white noise around zero, 100 points", make: { g, _ in line(g.whiteNoise(100)) }),
             signal: Family(name: "30 points at −3 σ inside 100 points of white noise around zero", make: { g, _ in
                 let at = 10 + Int(g.uniform() * 60)
                 return line(g.whiteNoise(100).enumerated().map { ($0.offset >= at && $0.offset < at + 30 ? -3 : 0) + $0.element })
             }),
             measuredFalse: 0, measuredMisses: 4,
             // The detector alone: the analysis only leaves out the runs of series with a season or a cycle.
             detectors: [SignRunDetector.findings], seed: 0x9017_0009),
        Case(kind: .spreadShift,
             null: Family(name: "white noise around zero, 100 points", make: { g, _ in line(g.whiteNoise(100)) }),
             signal: Family(name: "100 points of white noise around zero whose σ triples at a point between 30 and 70", make: { g, _ in
                 let at = 30 + Int(g.uniform() * 40)
                 return line(g.whiteNoise(100).enumerated().map { ($0.offset >= at ? 3 : 1) * $0.element })
             }),
             measuredFalse: 0, measuredMisses: 5, detectors: [SpreadShiftDetector.findings], seed: 0x9017_0030),

        // Several series.
        Case(kind: .overtake,
             null: Family(name: "2 independent white-noise series or random walks, 60 points", make: { g, i in
                 lines((0..<2).map { _ in i % 2 == 0 ? g.whiteNoise(60) : g.randomWalk(60) })
             }),
             signal: Family(name: "a gap that moves linearly from −2 σ to +2 σ, 60 points of white noise", make: { g, _ in
                 lines([g.whiteNoise(60), g.whiteNoise(60).enumerated().map { -2 + 4 * Double($0.offset) / 59 + $0.element }])
             }),
             measuredFalse: 0, measuredMisses: 0,
             // A change of the leader is a fact, said whatever made it; only the tested overtake claims a law.
             claims: { f in if case .overtake(let o) = f.detail { o.isSystematic } else { false } },
             detectors: [OvertakeDetector.findings, TrackingDetector.findings], seed: 0x9017_0010),
        Case(kind: .tracking,
             null: Family(name: "2 independent random walks, 60 points", make: { g, _ in
                 lines([g.randomWalk(60), g.randomWalk(60)])
             }),
             signal: Family(name: "a random walk and a copy off by white noise of 0.5 × its step, 60 points", make: { g, _ in
                 let walk = g.randomWalk(60)
                 return lines([walk, walk.map { $0 + 0.5 * g.gaussian() }])
             }),
             measuredFalse: 0, measuredMisses: 7, detectors: [TrackingDetector.findings], seed: 0x9017_0011),
        Case(kind: .growth,
             null: Family(name: "2 independent positive random walks from 100, 60 points", make: { g, _ in
                 lines([g.randomWalk(60, start: 100), g.randomWalk(60, start: 100)])
             }),
             signal: Family(name: "one of 2 series grows 1 % a point (×1.8 over 60 points), noise σ 2 %", make: { g, _ in
                 lines([g.whiteNoise(60, sd: 2).map { $0 + 100 },
                        g.whiteNoise(60, sd: 2).enumerated().map { 100 * exp(0.01 * Double($0.offset)) + $0.element }])
             }),
             measuredFalse: 0, measuredMisses: 0, detectors: [GrowthDetector.findings], seed: 0x9017_0012),
        Case(kind: .shares,
             null: Family(name: "3 independent additive series 100 ± 5 (σ), area chart, 40 points", make: { g, _ in
                 lines((0..<3).map { _ in g.whiteNoise(40, sd: 5).map { $0 + 100 } }, type: .area, additive: true)
             }),
             signal: Family(name: "one of 3 series rises from 100 to 150, its share from 33 % to 43 %, noise σ 5", make: { g, _ in
                 lines([g.whiteNoise(40, sd: 5).enumerated().map { 100 + 50 * Double($0.offset) / 39 + $0.element },
                        g.whiteNoise(40, sd: 5).map { $0 + 100 }, g.whiteNoise(40, sd: 5).map { $0 + 100 }],
                       type: .area, additive: true)
             }),
             measuredFalse: 2, measuredMisses: 0,
             // Shares themselves are arithmetic; the claim is that one of them moved.
             claims: { f in if case .shares(let s) = f.detail { s.largestMover != nil } else { false } },
             detectors: [ShareDetector.findings], seed: 0x9017_0013),
        Case(kind: .sharedExtreme,
             null: Family(name: "3 independent white-noise series, 30 points", make: { g, _ in
                 lines((0..<3).map { _ in g.whiteNoise(30) })
             }),
             signal: Family(name: "3 white-noise series with a peak of 4 σ at the same x, 30 points", make: { g, _ in
                 let at = Int(g.uniform() * 30)
                 return lines((0..<3).map { _ in g.whiteNoise(30).enumerated().map { $0.offset == at ? $0.element + 4 : $0.element } })
             }),
             measuredFalse: 1, measuredMisses: 11, detectors: [SharedExtremeDetector.findings], seed: 0x9017_0014),
        Case(kind: .commonMove,
             null: Family(name: "4 independent random walks, 60 points", make: { g, _ in
                 lines((0..<4).map { _ in g.randomWalk(60) })
             }),
             // A rise: the common move is the average's shape (a common step is a level shift, not a shape).
             signal: Family(name: "4 white-noise series sharing a straight rise of 2 σ, 60 points", make: { g, _ in
                 lines((0..<4).map { _ in g.whiteNoise(60).enumerated().map { 2 * Double($0.offset) / 59 + $0.element } })
             }),
             measuredFalse: 1, measuredMisses: 8, detectors: [CommonMoveDetector.findings], seed: 0x9017_0015),

        // Scatter plots.
        Case(kind: .correlation,
             null: Family(name: "independent x and y, 100 points", make: { g, _ in scatter([cloud(&g, 100)]) }),
             signal: Family(name: "correlation ρ = 0.4, 100 points", make: { g, _ in scatter([cloud(&g, 100, r: 0.4)]) }),
             measuredFalse: 3, measuredMisses: 1,
             claims: { f in if case .correlation(let r) = f.detail { r.form != .none } else { false } },
             detectors: [ScatterDetector.findings], seed: 0x9017_0016),
        Case(kind: .influence,
             null: Family(name: "independent x and y, 30 points", make: { g, _ in scatter([cloud(&g, 30)]) }),
             signal: Family(name: "independent x and y, 30 points, and one point at (6 σ, 6 σ)", make: { g, _ in
                 scatter([cloud(&g, 30) + [(6, 6)]])
             }),
             measuredFalse: 0, measuredMisses: 1,
             // The far point is named: as the point that creates the correlation, or, where no relation holds
             // without a curve drawn through it alone, as the cloud's lone point.
             claims: { f in
                 switch f.detail {
                 case .influence: true
                 case .outliers(let o): o.basis == .values && o.groups.contains { $0.points.contains { $0.index == 30 } }
                 default: false
                 }
             },
             alsoKinds: [.outliers], detectors: [ScatterDetector.findings], seed: 0x9017_0017),
        Case(kind: .outliers,
             null: Family(name: "y = x + noise (σ 0.5), 60 points", make: { g, _ in
                 scatter([(0..<60).map { _ in let x = g.gaussian(); return (x, x + 0.5 * g.gaussian()) }])
             }),
             signal: Family(name: "y = x + noise (σ 0.5), 60 points, one of them 8 σ off the line", make: { g, _ in
                 var points = (0..<60).map { _ in let x = g.gaussian(); return (x, x + 0.5 * g.gaussian()) }
                 points[Int(g.uniform() * 60)].1 += 4
                 return scatter([points])
             }),
             measuredFalse: 8, measuredMisses: 2,
             claims: { f in if case .outliers(let o) = f.detail { o.basis == .relation } else { false } },
             detectors: [ScatterDetector.findings], seed: 0x9017_0018),
        Case(kind: .clusters,
             null: Family(name: "one Gaussian cloud with ρ = 0.6, 60 points", make: { g, _ in scatter([cloud(&g, 60, r: 0.6)]) }),
             signal: Family(name: "two clouds of 30 points 4 σ apart in x and y", make: { g, _ in
                 scatter([cloud(&g, 30) + cloud(&g, 30, dx: 4, dy: 4)])
             }),
             measuredFalse: 0, measuredMisses: 0, detectors: [ClusterDetector.findings], seed: 0x9017_0019),
        Case(kind: .groups,
             null: Family(name: "2 clouds of 50 points from one distribution", make: { g, _ in scatter([cloud(&g, 50), cloud(&g, 50)]) }),
             signal: Family(name: "2 clouds of 50 points whose mean y differs by 0.8 σ", make: { g, _ in
                 scatter([cloud(&g, 50), cloud(&g, 50, dy: 0.8)])
             }),
             measuredFalse: 2, measuredMisses: 6, detectors: [GroupDetector.findings], seed: 0x9017_0020),
        Case(kind: .groupReversal,
             null: Family(name: "2 clouds of 30 points with one relation (ρ = 0.5), apart along it", make: { g, _ in
                 scatter([cloud(&g, 30, r: 0.5), cloud(&g, 30, r: 0.5, dx: 2, dy: 1)])
             }),
             signal: Family(name: "3 clouds of 30 points, ρ = 0.5 within each, means 2.5 σ apart along a falling line", make: { g, _ in
                 scatter([cloud(&g, 30, r: 0.5), cloud(&g, 30, r: 0.5, dx: 2.5, dy: -2.5), cloud(&g, 30, r: 0.5, dx: 5, dy: -5)])
             }),
             measuredFalse: 0, measuredMisses: 13, detectors: [GroupReversalDetector.findings], seed: 0x9017_0021),
        Case(kind: .relationContrast,
             null: Family(name: "2 clouds of 30 points with one relation (slope 0.6, noise SD 0.6), one shifted up by 1", make: { g, _ in
                 scatter([slopedCloud(&g, 30, slope: 0.6, noise: 0.6), slopedCloud(&g, 30, slope: 0.6, noise: 0.6, dy: 1)])
             }),
             signal: Family(name: "2 clouds of 30 points, slopes 0.4 and 0.9 (noise SD 0.5)", make: { g, _ in
                 scatter([slopedCloud(&g, 30, slope: 0.4, noise: 0.5), slopedCloud(&g, 30, slope: 0.9, noise: 0.5)])
             }),
             measuredFalse: 1, measuredMisses: 15,
             claims: { f in if case .relationContrast(let c) = f.detail { c.outcome != .alike } else { false } },
             detectors: [ScatterDetector.findings], seed: 0x9017_0022),
    ]

    @Test(arguments: cases)
    func falseClaimsAndPowerAreBothBounded(_ c: Case) {
        let falseClaims = c.count(c.null, seed: c.seed)
        let found = c.count(c.signal, seed: c.seed &+ 0x1_0000)
        let misses = Self.charts - found
        print("Rates, \(c.kind.rawValue): false claims \(falseClaims) of \(Self.charts) on \(c.null.name); found \(found) of \(Self.charts) with \(c.signal.name)")
        #expect(falseClaims <= ClaimBound.of(measured: c.measuredFalse),
                "\(c.kind.rawValue): \(falseClaims) false claims, measured \(c.measuredFalse)")
        #expect(misses <= ClaimBound.of(measured: c.measuredMisses),
                "\(c.kind.rawValue): \(misses) misses, measured \(c.measuredMisses)")
    }

    @Test func theBoundRuleLetsNoDoublingPass() {
        for k in 1...200 { #expect(ClaimBound.of(measured: k) < 2 * k && ClaimBound.of(measured: k) >= k) }
        #expect([0, 1, 2, 3, 4, 7, 9, 16].map { ClaimBound.of(measured: $0) } == [1, 1, 3, 5, 6, 10, 12, 20])
    }

    /// Every kind that claims a regularity or a relation (the registry's `claim`) has a power case here: a new
    /// tested kind without one fails.
    @Test func everyTestedKindHasAPowerCase() {
        let tested = Set(FindingKind.allCases.filter { $0.claim != .fact })
        let covered = Set(Self.cases.map(\.kind))
        #expect(tested.subtracting(covered).isEmpty, "no power case: \(tested.subtracting(covered).map(\.rawValue).sorted())")
    }
}
