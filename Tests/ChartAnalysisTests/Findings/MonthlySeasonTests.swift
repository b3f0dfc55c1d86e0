import ChartModel
import Foundation
import Testing
@testable import ChartAnalysis

/// Seasons in the monthly means of daily data (`MonthlySeason`): found in rain-like data whose days are too
/// noisy to show it, and not claimed on noise or random walks.
@Suite struct MonthlySeasonTests {
    static let start = TestCharts.date(2012, 1, 1)

    /// `days` of rain: wet with probability 0.35 + `seasonal` · cos(day of year), an exponential amount
    /// (mean 6 mm) when wet, 0 otherwise (a third to two thirds of the days dry, as in Seattle).
    static func rain(_ generator: inout SyntheticSeries, days: Int, seasonal: Double) -> [Double] {
        (0..<days).map { d in
            let wet = 0.35 + seasonal * cos(2 * Double.pi * Double(d) / 365.2425)
            return generator.uniform() < wet ? (-6 * log(generator.uniform()) * 10).rounded() / 10 : 0
        }
    }

    static func daily(_ ys: [Double]) -> Chart {
        SyntheticSeries.dateChart(ys, xs: ys.indices.map { start + Double($0) * 86_400 })
    }

    static func monthlySeason(_ chart: Chart) -> Seasonality? {
        for finding in ChartAnalyzer.analyze(chart).findings {
            if case .seasonality(let s) = finding.detail, s.isOnMonthlyMeans { return s }
        }
        return nil
    }

    @Test func wetWintersInRainLikeDailyDataAreFoundInTheMonthlyMeans() throws {
        var generator = SyntheticSeries(seed: 0x5EA5_0001)
        let ys = Self.rain(&generator, days: 4 * 365 + 1, seasonal: 0.25)
        let season = try #require(Self.monthlySeason(Self.daily(ys)))
        #expect(season.period == .monthOfYear)
        // Wettest around January (phase 0), driest around July (phase 6).
        let high = (0..<season.high.count).map { (season.high.first + $0) % 12 }
        let low = (0..<season.low.count).map { (season.low.first + $0) % 12 }
        #expect(high.contains(0) || high.contains(11) || high.contains(1), "\(high)")
        #expect(low.contains(6) || low.contains(5) || low.contains(7), "\(low)")
        #expect(season.swing > 0 && season.strength >= CalendarCycleFinder.minimumStrength)
    }

    @Test func lessThanTwoYearsOrWeeklyDataAreNotTestedOnMonthlyMeans() {
        var generator = SyntheticSeries(seed: 0x5EA5_0002)
        #expect(Self.monthlySeason(Self.daily(Self.rain(&generator, days: 600, seasonal: 0.25))) == nil)
        let weekly = Self.rain(&generator, days: 300, seasonal: 0.25)
        #expect(Self.monthlySeason(SyntheticSeries.dateChart(weekly, xs: weekly.indices.map { Self.start + Double($0) * 7 * 86_400 })) == nil)
    }

    /// Share of 200 daily series (two to six years) given a season in their monthly means.
    static func claimRate(_ make: (inout SyntheticSeries, Int) -> [Double], seed: UInt64) -> Double {
        var generator = SyntheticSeries(seed: seed)
        var claimed = 0
        for _ in 0..<200 {
            let days = 731 + Int(generator.uniform() * 1_462)
            // The detector itself, as if the points had shown no calendar cycle (an upper bound on what
            // the analysis claims, and a tenth of its time).
            let ys = make(&generator, days)
            let course = CourseSeries(series: 0, sample: Sample(daily(ys).series[0]))!
            if MonthlySeason.cycle(of: course, axis: Axis(kind: .date), found: []) != nil { claimed += 1 }
        }
        return Double(claimed) / 200
    }

    @Test func noiseRainWithoutASeasonAndRandomWalksGetNoSeason() {
        let noise = Self.claimRate({ g, n in g.whiteNoise(n).map { $0 + 100 } }, seed: 0x5EA5_0010)
        let rain = Self.claimRate({ g, n in Self.rain(&g, days: n, seasonal: 0) }, seed: 0x5EA5_0011)
        let walks = Self.claimRate({ g, n in g.randomWalk(n, start: 100) }, seed: 0x5EA5_0012)
        print("Monthly-means season claimed on 200 daily series (2–6 years): white noise \(noise * 100) %, rain without a season \(rain * 100) %, random walks \(walks * 100) %")
        #expect(noise <= 0.02 && rain <= 0.02 && walks <= 0.02, "noise \(noise), rain \(rain), walks \(walks)")
    }
}
