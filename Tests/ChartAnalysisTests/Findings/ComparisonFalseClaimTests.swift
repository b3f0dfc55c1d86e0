import ChartModel
import Foundation
import Testing
@testable import ChartAnalysis

/// Series and clouds without any relation get no comparison or relation claims, at most 5 % of the time; each
/// rate is bounded by `ClaimBound` from its measured count, so a doubling fails (the detection power beside
/// these rates is `DetectionPowerTests`'s).
///
/// 200 charts of each kind (fixed seeds): two or three independent white-noise series, two or three
/// independent random walks (kept positive, so growth is tested too), 12–400 points on a numeric or yearly date
/// axis; 100 charts of ten random walks (45 pairs each); scatter clouds of independent x and y, 8–300 points; pairs of clouds from one distribution as groups.
/// A claim is an overtake or a growth (series), a relation, an influential point or outliers (clouds), a group
/// difference (pairs of clouds). Tracking and dominance are printed, not bounded: one random walk above another
/// for most of the time is what the chart shows (docs/findings.md).
@Suite struct ComparisonFalseClaimTests {
    static let chartsPerKind = 200

    static func seriesCharts(randomWalk: Bool, seriesCount: Int? = nil, charts: Int = chartsPerKind) -> [Chart] {
        var generator = SyntheticSeries(seed: (randomWalk ? 0xC0DE_0001 : 0xC0DE_0002) + UInt64(seriesCount ?? 0))
        return (0..<charts).map { i in
            let count = 12 + Int(generator.uniform() * 389)
            let xs = i % 2 == 0 ? (0..<count).map(Double.init) : (0..<count).map { TestCharts.date(1700 + $0, 1, 1) }
            let series = (0..<(seriesCount ?? 2 + i % 2)).map { s in
                let ys = randomWalk ? generator.randomWalk(count, start: 1000) : generator.whiteNoise(count).map { $0 + 100 }
                return TestCharts.series(ys, xs: xs, name: "s\(s)")
            }
            return TestCharts.chart(series, xAxis: Axis(kind: i % 2 == 0 ? .numeric : .date))
        }
    }

    static func clouds(groups: Bool) -> [Chart] {
        var generator = SyntheticSeries(seed: groups ? 0xC0DE_0003 : 0xC0DE_0004)
        return (0..<chartsPerKind).map { _ in
            let count = 8 + Int(generator.uniform() * 293)
            let series = (0..<(groups ? 2 : 1)).map { s in
                Series(name: LocalizedText("s\(s)"), isContinuous: false,
                       points: (0..<count).map { _ in DataPoint(x: generator.gaussian(), y: generator.gaussian()) })
            }
            return Chart(id: "c", type: .scatter, xAxis: Axis(kind: .numeric), yAxis: Axis(kind: .numeric), series: series)
        }
    }

    /// The detectors of several series, categories and scatter plots, from the registry: every detector that
    /// makes no kind about one series' own course (those have their own rates in FalseClaimRateTests, and
    /// running them here would only slow the suite).
    static let detectors = FindingDetector.allCases.filter { $0.kinds.allSatisfy { $0.scope != .ownCourse } }

    /// Share of charts with any finding of the given kinds, and the count per kind.
    static func rate(_ charts: [Chart], _ kinds: Set<FindingKind>) -> (Double, [FindingKind: Int]) {
        var claimed = 0
        var counts: [FindingKind: Int] = [:]
        for chart in charts {
            let samples = chart.series.map(Sample.init)
            let context = FindingContext(chart: chart, samples: samples, statistics: samples.map { StatisticsBuilder.statistics($0) })
            let found = detectors.flatMap { $0.findings(context) }
            // A fact of the data shown ("no clear relation", a change of the leader, a ranking) is said whatever
            // made the data; only claims of a relation are counted.
            let claims = found.filter { $0.claim != .fact }
            for f in claims { counts[f.kind, default: 0] += 1 }
            if claims.contains(where: { kinds.contains($0.kind) }) { claimed += 1 }
        }
        return (Double(claimed) / Double(charts.count), counts)
    }

    /// The number of charts with a claim, from a rate over `charts`.
    static func claims(_ result: (Double, [FindingKind: Int]), of charts: Int) -> Int { Int((result.0 * Double(charts)).rounded()) }

    static func report(_ name: String, _ result: (Double, [FindingKind: Int])) {
        let kinds = result.1.sorted { $0.key.rawValue < $1.key.rawValue }.map { "\($0.key.rawValue) \($0.value)" }
        print("False-claim rate, \(name): \(String(format: "%.1f", result.0 * 100)) % (findings: \(kinds.isEmpty ? "none" : kinds.joined(separator: ", ")))")
    }

    @Test(arguments: [false, true])
    func independentSeriesGetNoOvertakeOrGrowthClaims(randomWalk: Bool) {
        let result = Self.rate(Self.seriesCharts(randomWalk: randomWalk), [.overtake, .growth])
        Self.report(randomWalk ? "200 charts of 2–3 random walks, overtake or growth" : "200 charts of 2–3 white-noise series, overtake or growth", result)
        // Measured: white noise 1 of 200, random walks 3 of 200; ClaimBound: 1 and 5 (a doubling fails).
        #expect(Self.claims(result, of: Self.chartsPerKind) <= ClaimBound.of(measured: randomWalk ? 3 : 1))
    }

    @Test func tenIndependentRandomWalksGetNoOvertakeOrGrowthClaims() {
        let result = Self.rate(Self.seriesCharts(randomWalk: true, seriesCount: 10, charts: 100), [.overtake, .growth])
        Self.report("charts of 10 random walks (45 pairs each; 100 charts), overtake or growth", result)
        // Measured: 0 of 100; ClaimBound: 1.
        #expect(Self.claims(result, of: 100) <= ClaimBound.of(measured: 0))
    }

    @Test func independentCloudsGetNoRelationClaims() {
        let result = Self.rate(Self.clouds(groups: false), [.correlation, .influence, .outliers])
        Self.report("200 scatter clouds of independent x and y, relation, influence or outliers", result)
        // Measured: 7 of 200; ClaimBound: 10 (5 %), so 14 fails.
        #expect(Self.claims(result, of: Self.chartsPerKind) <= ClaimBound.of(measured: 7))
    }

    @Test func aSingleShapelessCloudIsSaidToHaveNoClearRelation() {
        var said = 0, eligible = 0
        for chart in Self.clouds(groups: false) where chart.series[0].points.count >= ScatterDetector.minimumNoRelationCount {
            eligible += 1
            let samples = chart.series.map(Sample.init)
            let context = FindingContext(chart: chart, samples: samples, statistics: samples.map { StatisticsBuilder.statistics($0) })
            if ScatterDetector.findings(context).contains(where: { f in
                if case .correlation(let r) = f.detail { return r.form == .none }
                return false
            }) { said += 1 }
        }
        print("shapeless clouds said to have no clear relation: \(said) of \(eligible)")
        #expect(Double(said) >= 0.9 * Double(eligible))
    }

    @Test func cloudsFromOneDistributionGetNoGroupDifference() {
        let result = Self.rate(Self.clouds(groups: true), [.groups])
        Self.report("200 pairs of clouds from one distribution, group difference", result)
        // Measured: 2 of 200; ClaimBound: 3.
        #expect(Self.claims(result, of: Self.chartsPerKind) <= ClaimBound.of(measured: 2))
    }

    /// Pairs of clouds that each have their own relation, of one sign, and lie apart along it or across it:
    /// the pooled relation keeps the groups' sign or is weaker, so no reversal is claimed.
    @Test func groupsThatAgreeOrDifferOnlyInTheirMeansGetNoReversal() {
        var generator = SyntheticSeries(seed: 0xC0DE_0005)
        let charts = (0..<Self.chartsPerKind).map { i -> Chart in
            let count = 10 + Int(generator.uniform() * 200)
            let slope = i % 2 == 0 ? 0.0 : 0.6
            let series = (0..<2).map { s in
                Series(name: LocalizedText("s\(s)"), isContinuous: false, points: (0..<count).map { _ in
                    let x = generator.gaussian() + Double(s) * 2
                    return DataPoint(x: x, y: slope * x + generator.gaussian() + Double(s) * (i % 4 < 2 ? 2 : 0))
                })
            }
            return Chart(id: "c", type: .scatter, xAxis: Axis(kind: .numeric), yAxis: Axis(kind: .numeric), series: series)
        }
        let result = Self.rate(charts + Self.clouds(groups: true), [.groupReversal])
        Self.report("400 pairs of clouds that agree, differ in means only, or share one distribution, group reversal", result)
        // Measured: 0 of 400; ClaimBound: 1.
        #expect(Self.claims(result, of: 2 * Self.chartsPerKind) <= ClaimBound.of(measured: 0))
    }

    /// The leader's change is said as a fact: in charts of ten random walks, most charts whose top series at the
    /// end is not the one at the start, and has been above it for the last tenth of the points, get it (a start
    /// on top shorter than the order's minimum run is a wobble, not a lead: measured 45 of 55), never a wrong one.
    @Test func leaderChangesOfRandomWalksAreSaid() {
        let charts = Self.seriesCharts(randomWalk: true, seriesCount: 10, charts: 60)
        var expected = 0, said = 0, wrong = 0
        for chart in charts {
            let samples = chart.series.map(Sample.init)
            let context = FindingContext(chart: chart, samples: samples, statistics: samples.map { StatisticsBuilder.statistics($0) })
            let pairs = SeriesPair.all(context.comparedSeries, in: context)
            let startTop = samples.indices.max { samples[$0].ys.first! < samples[$1].ys.first! }!
            let endTop = samples.indices.max { samples[$0].ys.last! < samples[$1].ys.last! }!
            let change = OvertakeDetector.leaderChange(pairs, in: context)
            if startTop != endTop {
                let pair = pairs.first { Set([$0.first, $0.second]) == Set([startTop, endTop]) }!
                let d = pair.differences.map { pair.first == endTop ? $0 : -$0 }
                let tail = d.suffix(max(1, Int(0.1 * Double(d.count))))
                if tail.allSatisfy({ $0 > 0 }) { expected += 1; if change != nil { said += 1 } }
            }
            if let change, case .overtake(let o) = change.detail, o.leader != endTop || o.other != startTop { wrong += 1 }
            if startTop == endTop, change != nil { wrong += 1 }
        }
        print("leader changes of 10 random walks: said in \(said) of \(expected) charts where the top series changed and held; \(wrong) wrong")
        #expect(expected >= 10)
        #expect(said * 4 >= expected * 3)
        #expect(wrong == 0)
    }
}
