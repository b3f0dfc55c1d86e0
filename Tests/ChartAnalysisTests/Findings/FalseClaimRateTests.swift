import ChartModel
import Foundation
import Testing
@testable import ChartAnalysis

/// The decisive requirement of the findings layer: series without structure get no structure claim.
///
/// 200 white-noise and 200 random-walk series (fixed seeds, 50–500 points), sampled in turn on a numeric
/// axis and hourly, daily and monthly on a date axis, so that every calendar cycle is tried too. A claim is
/// any shape (it has a rising or falling segment), level shift, seasonality, cycle, record or drawdown the
/// shape explains; outliers, near-steady levels and a fall stated only between two of the data's points
/// (`Drawdown.isExplained == false`: "the largest fall ran from A to B", true of any series) claim no structure. Both rates, and the
/// share of series whose statistics call them rising or falling, are bounded by `ClaimBound` from their measured
/// counts, so a doubling fails; the detection power beside them is `DetectionPowerTests`'s.
@Suite struct FalseClaimRateTests {
    /// The regularity claims of one series' structure, from the registry; outliers and near-steady levels are
    /// counted apart (below), a fact of the data shown is not a claim.
    static let claims = Set(FindingKind.allCases.filter { $0.claim == .regularity }).subtracting([.outliers, .steady])
    static let seriesPerKind = 200

    /// The chart of the i-th test series: x sampled numerically, hourly, daily or monthly in turn.
    static func chart(_ ys: [Double], _ i: Int) -> Chart {
        let start = TestCharts.date(2001, 1, 1)
        switch i % 4 {
        case 0: return SyntheticSeries.chart(ys)
        case 1: return SyntheticSeries.dateChart(ys, xs: ys.indices.map { start + Double($0) * 3600 })
        case 2: return SyntheticSeries.dateChart(ys, xs: ys.indices.map { start + Double($0) * 86_400 })
        default: return SyntheticSeries.dateChart(ys, xs: ys.indices.map { TestCharts.date(2001 + $0 / 12, $0 % 12 + 1, 1) })
        }
    }

    /// Share of series with any claim, the count per kind, and the share whose statistics call them rising or falling.
    static func rates(randomWalk: Bool) -> (claims: Double, kinds: [FindingKind: Int], trend: Double, outliers: Double, falls: Double) {
        var generator = SyntheticSeries(seed: randomWalk ? 0x5A1D_0001 : 0x5A1D_0002)
        var claimed = 0, trended = 0, outlying = 0, falls = 0
        var kinds: [FindingKind: Int] = [:]
        for i in 0..<seriesPerKind {
            let count = 50 + Int(generator.uniform() * 451)
            let ys = randomWalk ? generator.randomWalk(count, start: 100) : generator.whiteNoise(count).map { $0 + 100 }
            let insights = ChartAnalyzer.analyze(chart(ys, i))
            let found = insights.findings.filter { f in
                if case .drawdown(let d) = f.detail, !d.isExplained { falls += 1 }
                return f.claim == .regularity && claims.contains(f.kind)
            }
            for f in found { kinds[f.kind, default: 0] += 1 }
            if !found.isEmpty { claimed += 1 }
            if insights.findings.contains(where: { $0.kind == .outliers }) { outlying += 1 }
            if [.rising, .falling].contains(insights.series[0].trend.direction) { trended += 1 }
        }
        let count = Double(seriesPerKind)
        return (Double(claimed) / count, kinds, Double(trended) / count, Double(outlying) / count, Double(falls) / count)
    }

    @Test func whiteNoiseAndRandomWalksGetStructureClaimsAtMostFivePercentOfTheTime() {
        for randomWalk in [false, true] {
            let r = Self.rates(randomWalk: randomWalk)
            let name = randomWalk ? "random walk" : "white noise"
            let kinds = r.kinds.sorted { $0.key.rawValue < $1.key.rawValue }.map { "\($0.key.rawValue) \($0.value)" }
            print("False-claim rate, \(Self.seriesPerKind) \(name) series: any claim \(String(format: "%.1f", r.claims * 100)) % (\(kinds.isEmpty ? "none" : kinds.joined(separator: ", "))); statistics trend rising/falling \(String(format: "%.1f", r.trend * 100)) %; outliers named (not a structure claim) \(String(format: "%.1f", r.outliers * 100)) %; largest fall stated between two points (not a claim) \(String(format: "%.1f", r.falls * 100)) %")
            // Bounded by ClaimBound from the counts measured of 200: claims white noise 0, random walks 3 (bound
            // 1 and 5: 2.5 %); statistics trend 0 and 3 (bound 1 and 5). A doubling fails.
            let count = { (rate: Double) in Int((rate * Double(Self.seriesPerKind)).rounded()) }
            #expect(count(r.claims) <= ClaimBound.of(measured: randomWalk ? 3 : 0), "\(name): \(r.claims)")
            #expect(count(r.trend) <= ClaimBound.of(measured: randomWalk ? 3 : 0), "\(name), statistics trend: \(r.trend)")
            // Outliers are no structure claim, but a point of plain noise should rarely be singled out: the
            // threshold grows with n so that about one series in twenty has one (measured 12 of 200 white-noise
            // series, bound 16; none of the random walks, bound 1).
            #expect(count(r.outliers) <= ClaimBound.of(measured: randomWalk ? 0 : 12), "\(name), outliers: \(r.outliers)")
        }
    }
}
