import ChartModel
import Foundation
import Testing
@testable import ChartAnalysis

/// Scatter forms recognised from synthetic truth (each rate printed), lines kept lines, and clusters found
/// where they are and not claimed in one Gaussian cloud.
@Suite struct ScatterFormRecognitionTests {
    /// What the test counts as the truth recognised.
    enum Expected { case line, faster, decelerating, levelsOff, turn }

    static func recognised(_ relation: ScatterRelation?, _ expected: Expected, rising: Bool) -> Bool {
        guard let r = relation else { return false }
        switch expected {
        case .line: return r.form == .linear && r.isPositive == rising
        case .faster: return r.form == .monotoneCurve && r.bend == .faster && r.isPositive == rising
        case .decelerating: return r.form == .monotoneCurve && (r.bend == .slower || r.bend == .levelsOff) && r.isPositive == rising
        case .levelsOff: return r.form == .monotoneCurve && r.bend == .levelsOff && r.isPositive == rising
        case .turn: return r.form == .nonMonotone
        }
    }

    /// Share of 100 noisy samples of `truth` (40–120 points, x uniform in `range`, Gaussian noise of `noise`
    /// of the truth's range over x) recognised as `expected`.
    static func rate(_ name: String, seed: UInt64, range: ClosedRange<Double>, noise: Double, expected: Expected,
                     rising: Bool, _ truth: (Double) -> Double) -> Double {
        var g = SyntheticSeries(seed: seed)
        let grid = (0...100).map { range.lowerBound + (range.upperBound - range.lowerBound) * Double($0) / 100 }
        let values = grid.map(truth)
        let spread = values.max()! - values.min()!
        var hits = 0
        for _ in 0..<100 {
            let n = 40 + Int(g.uniform() * 80)
            let xs = (0..<n).map { _ in range.lowerBound + (range.upperBound - range.lowerBound) * g.uniform() }
            let ys = xs.map { truth($0) + noise * spread * g.gaussian() }
            if recognised(ScatterFindingTests.relation(ScatterFindingTests.scatter(xs, ys)), expected, rising: rising) { hits += 1 }
        }
        let rate = Double(hits) / 100
        print("scatter form \(name): recognised \(hits) of 100")
        return rate
    }

    @Test func exponentialAndPowerRisesAreSaidToRiseEverFaster() {
        #expect(Self.rate("exponential 5e^(x/3)", seed: 1, range: 0...10, noise: 0.04, expected: .faster, rising: true) { 5 * exp($0 / 3) } >= 0.9)
        #expect(Self.rate("power 2x^2.5", seed: 2, range: 1...10, noise: 0.04, expected: .faster, rising: true) { 2 * pow($0, 2.5) } >= 0.9)
        #expect(Self.rate("quadratic 0.8x^2+2", seed: 3, range: 0...10, noise: 0.04, expected: .faster, rising: true) { 0.8 * $0 * $0 + 2 } >= 0.9)
    }

    @Test func logarithmicAndSaturatingRisesSlowDownAndLevelOff() {
        #expect(Self.rate("log 10 ln x", seed: 4, range: 1...100, noise: 0.04, expected: .decelerating, rising: true) { 10 * log($0) } >= 0.9)
        #expect(Self.rate("saturating 200x/(0.1+x)", seed: 5, range: 0.01...2, noise: 0.04, expected: .levelsOff, rising: true) { 200 * $0 / (0.1 + $0) } >= 0.9)
        #expect(Self.rate("decay 100e^(-x/4)", seed: 6, range: 0...30, noise: 0.04, expected: .levelsOff, rising: false) { 100 * exp(-$0 / 4) } >= 0.9)
    }

    @Test func aParabolaTurnsAndMonotoneCurvesNeverDo() {
        #expect(Self.rate("parabola 50-0.2(x-25)^2", seed: 7, range: 0...40, noise: 0.04, expected: .turn, rising: true) { 50 - 0.2 * ($0 - 25) * ($0 - 25) } >= 0.9)
        // A convex rise whose quadratic vertex lies inside the data (Mercury's vapour pressure): never a turn.
        var turns = 0
        var g = SyntheticSeries(seed: 8)
        for _ in 0..<100 {
            let xs = (0..<30).map { Double($0) * 12 }
            let ys = xs.map { 0.0002 * exp($0 / 26) * (1 + 0.02 * g.gaussian()) }
            if ScatterFindingTests.relation(ScatterFindingTests.scatter(xs, ys))?.form == .nonMonotone { turns += 1 }
        }
        print("scatter form: steep exponential called a turn \(turns) of 100")
        #expect(turns == 0)
    }

    @Test func aLineWithRNear099IsALine() {
        #expect(Self.rate("line r≈0.99", seed: 9, range: 0...10, noise: 0.04, expected: .line, rising: true) { 3 * $0 + 1 } >= 0.9)
        #expect(Self.rate("falling line r≈0.9", seed: 10, range: 0...10, noise: 0.12, expected: .line, rising: false) { 50 - 2 * $0 } >= 0.85)
    }

    /// R's `women` (height in inches, weight in pounds): r = 0.995, a line, not "a curve".
    @Test func weightAgainstHeightIsALine() throws {
        let xs = (58...72).map(Double.init)
        let ys: [Double] = [115, 117, 120, 123, 126, 129, 132, 135, 139, 142, 146, 150, 154, 159, 164]
        let r = try #require(ScatterFindingTests.relation(ScatterFindingTests.scatter(xs, ys)))
        #expect(r.form == .linear && r.isPositive)
    }

    /// R's `pressure` (mercury's vapour pressure, mm Hg, against °C): rises all along, ever faster.
    @Test func mercuryVapourPressureRisesEverFaster() throws {
        let xs = stride(from: 0.0, through: 360, by: 20).map { $0 }
        let ys = [0.0002, 0.0012, 0.006, 0.03, 0.09, 0.27, 0.75, 1.85, 4.2, 8.8, 17.3, 32.1, 57, 96, 157, 247, 376, 558, 806]
        let r = try #require(ScatterFindingTests.relation(ScatterFindingTests.scatter(xs, ys)))
        #expect(r.form == .monotoneCurve && r.bend == .faster && r.isPositive && r.turningX == nil)
    }

    /// R's `Puromycin`, treated: enzyme rate against substrate concentration levels off (Michaelis–Menten).
    @Test func enzymeRatesLevelOff() throws {
        let xs = [0.02, 0.02, 0.06, 0.06, 0.11, 0.11, 0.22, 0.22, 0.56, 0.56, 1.1, 1.1]
        let ys: [Double] = [76, 47, 97, 107, 123, 139, 159, 152, 191, 201, 207, 200]
        let r = try #require(ScatterFindingTests.relation(ScatterFindingTests.scatter(xs, ys)))
        #expect(r.form == .monotoneCurve && r.bend == .levelsOff && r.isPositive)
        let knee = try #require(r.levelsOffAbove)
        #expect(knee > 0.1 && knee < 0.4)
    }

    // MARK: Clusters

    static func clusterCount(_ xs: [Double], _ ys: [Double]) -> Int {
        ClusterDetector.clusters(xs: xs, ys: ys, series: 0)?.clusters.count ?? 1
    }

    @Test func twoAndThreeClustersAreFoundAndOneGaussianCloudIsNot() {
        var g = SyntheticSeries(seed: 11)
        var two = 0, three = 0, falseClaims = 0, skewedClaims = 0
        let trials = 40
        for _ in 0..<trials {
            let n = 60 + Int(g.uniform() * 140)
            // Two clusters 5 SDs apart (Old Faithful's are about 6 on each axis).
            var xs: [Double] = [], ys: [Double] = []
            for i in 0..<n { let c = i % 3 == 0 ? 0.0 : 5.0; xs.append(c + g.gaussian()); ys.append(2 * c + g.gaussian()) }
            if Self.clusterCount(xs, ys) == 2 { two += 1 }
            xs = []; ys = []
            for i in 0..<n { let c = Double(i % 3) * 6; xs.append(c + g.gaussian()); ys.append((i % 3 == 1 ? 8 : 0) + g.gaussian()) }
            if Self.clusterCount(xs, ys) == 3 { three += 1 }
            // One correlated Gaussian cloud.
            xs = []; ys = []
            let rho = 2 * g.uniform() - 1
            for _ in 0..<n { let a = g.gaussian(), b = g.gaussian(); xs.append(10 + 3 * a); ys.append(5 + rho * a + (1 - rho * rho).squareRoot() * b) }
            if Self.clusterCount(xs, ys) > 1 { falseClaims += 1 }
            // One skewed cloud (log-normal x), which a mixture fits better than one Gaussian.
            xs = []; ys = []
            for _ in 0..<n { let a = g.gaussian(); xs.append(exp(a)); ys.append(a + g.gaussian()) }
            if Self.clusterCount(xs, ys) > 1 { skewedClaims += 1 }
        }
        print("scatter clusters: two found \(two) of \(trials), three found \(three) of \(trials); claimed in one Gaussian cloud \(falseClaims) of \(trials), in one skewed cloud \(skewedClaims) of \(trials)")
        #expect(two >= 36 && three >= 34)
        #expect(falseClaims <= 2 && skewedClaims <= 2)
    }

    /// R's `faithful`-like eruptions: short ones of about 2 minutes with waits of about 55, long ones of about
    /// 4.5 minutes with waits of about 80.
    @Test func oldFaithfulsTwoClustersHaveTheirCentres() throws {
        var g = SyntheticSeries(seed: 12)
        var xs: [Double] = [], ys: [Double] = []
        for i in 0..<272 {
            let long = i % 3 != 0
            xs.append((long ? 4.3 : 2.0) + (long ? 0.4 : 0.27) * g.gaussian())
            ys.append((long ? 80 : 54.5) + (long ? 5.9 : 5.9) * g.gaussian())
        }
        let found = try #require(ClusterDetector.clusters(xs: xs, ys: ys, series: 0))
        #expect(found.clusters.count == 2)
        #expect(abs(found.clusters[0].meanX - 2) < 0.2 && abs(found.clusters[0].meanY - 54.5) < 2)
        #expect(abs(found.clusters[1].meanX - 4.3) < 0.2 && abs(found.clusters[1].meanY - 80) < 2)
    }

    /// Two clouds apart, each without a relation inside: the line through them is the clusters' doing, so the
    /// clusters lead and the relation comes after them (iris' petals: setosa's small ones apart from the band).
    /// Two clusters with the same strong relation inside each keep the relation's own weight.
    @Test func aRelationTheClustersMakeRanksBelowThem() throws {
        var g = SyntheticSeries(seed: 13)
        var xs: [Double] = [], ys: [Double] = []
        for i in 0..<150 {
            let c = i % 3 == 0 ? 0.0 : 6.0
            xs.append(c + g.gaussian()); ys.append(c + g.gaussian())
        }
        let chart = TestCharts.chart([TestCharts.series(ys.map { Optional($0) }, xs: xs)], type: .scatter)
        let findings = ChartAnalyzer.analyze(chart).findings
        let clusters = try #require(findings.first { $0.kind == .clusters })
        let relation = try #require(findings.first { $0.kind == .correlation })
        #expect(clusters.salience > relation.salience, "clusters \(clusters.salience), relation \(relation.salience)")
        #expect(findings.first?.kind == .clusters)
        if case .clusters(let c) = clusters.detail { #expect((c.withinRSquared ?? 1) < 0.1) }
        // Two clouds on one line, with the line inside each too (within r ≈ 0.98): the relation keeps its weight.
        var bx: [Double] = [], by: [Double] = []
        for i in 0..<150 {
            let c = i % 3 == 0 ? 0.0 : 6.0, a = g.gaussian()
            bx.append(c + a); by.append(c + a + 0.2 * g.gaussian())
        }
        let banded = ChartAnalyzer.analyze(TestCharts.chart([TestCharts.series(by.map { Optional($0) }, xs: bx)], type: .scatter)).findings
        let r = try #require(banded.first { $0.kind == .correlation })
        #expect(abs(r.salience - (0.35 + 0.5 * (r.varianceExplained ?? 0))) < 0.02, "\(r.salience)")
    }
}
