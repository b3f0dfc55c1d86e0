import ChartModel
@testable import ChartAnalysis

/// Deterministic series with known truth for the findings tests: Gaussian noise from a fixed seed.
struct SyntheticSeries {
    private var generator: SplitMix64

    init(seed: UInt64) { generator = SplitMix64(seed: seed) }

    /// A uniform value in (0, 1).
    mutating func uniform() -> Double { (Double(generator.next() >> 11) + 0.5) / Double(UInt64(1) << 53) }

    /// A standard normal value (Box–Muller).
    mutating func gaussian() -> Double {
        let a = uniform(), b = uniform()
        return (-2 * log(a)).squareRoot() * cos(2 * Double.pi * b)
    }

    /// `count` independent standard normal values.
    mutating func whiteNoise(_ count: Int, sd: Double = 1) -> [Double] { (0..<count).map { _ in sd * gaussian() } }

    /// A Gaussian random walk of `count` steps of standard deviation `sd`, starting at `start`.
    mutating func randomWalk(_ count: Int, sd: Double = 1, start: Double = 0) -> [Double] {
        var level = start
        return (0..<count).map { _ in level += sd * gaussian(); return level }
    }

    /// A line chart of one series with x = 0, 1, 2, … (or the given x) on a numeric axis.
    static func chart(_ ys: [Double], xs: [Double]? = nil) -> Chart { TestCharts.chart(ys, xs: xs) }

    /// A line chart on a date axis (x in seconds since the epoch).
    static func dateChart(_ ys: [Double], xs: [Double]) -> Chart {
        TestCharts.chart(ys, xs: xs, xAxis: Axis(kind: .date))
    }
}

import Foundation
