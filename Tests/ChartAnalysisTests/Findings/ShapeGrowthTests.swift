import ChartModel
import Foundation
import Testing
@testable import ChartAnalysis

/// A rise on a ratio scale said as growth (`ShapeGrowthFinder`): its factor always, its doubling time only where
/// the rise went at a steady rate on the log scale.
@Suite struct ShapeGrowthTests {
    static func growth(_ ys: [Double]) -> (shape: SeriesShape?, growth: ShapeGrowth?) {
        let shape = ShapeLibraryTests.shape(ShapeLibraryTests.findings(SyntheticSeries.chart(ys, xs: ys.indices.map { 1950 + Double($0) })))
        return (shape, shape?.growth)
    }

    @Test func growthThatDoublesEveryEightYearsIsSaidWithItsFactorAndDoublingTime() throws {
        // 48 years of growth by 2^(1/8) a year with 5 % noise: from about 100 to about 6,000.
        var g = SyntheticSeries(seed: 0x6A0_0001)
        let ys = (0..<48).map { t in 100 * pow(2, Double(t) / 8) * (1 + 0.05 * g.gaussian()) }
        let (shape, growth) = Self.growth(ys)
        let found = try #require(growth, "no growth on \(String(describing: shape))")
        let segment = try #require(shape?.segments.first)
        let said = shape!.isApproximate ? segment.endLevel / segment.startLevel : segment.end.y / segment.start.y
        #expect(abs(found.factor - said) < 1e-9)
        #expect(found.factor > 20)
        let doubling = try #require(found.doublingTime)
        #expect(abs(doubling - 8) < 1, "\(doubling)")
    }

    @Test func aStraightRiseHasAFactorButNoDoublingTime() throws {
        // From 10 to about 100 in a straight line: ten-fold, but its relative growth slows (log slopes of the
        // halves 2.8 times apart) and a line follows it better than an exponential: it does not double at a rate.
        var g = SyntheticSeries(seed: 0x6A0_0002)
        let ys = (0..<46).map { t in 10 + 2 * Double(t) + 1.5 * g.gaussian() }
        let growth = try #require(Self.growth(ys).growth)
        #expect(growth.factor > 5)
        #expect(growth.doublingTime == nil)
    }

    @Test func valuesBelowZeroOrOnAnIntervalScaleGetNoFactor() {
        var g = SyntheticSeries(seed: 0x6A0_0003)
        let ys = (0..<46).map { t in -50 + 3 * Double(t) + g.gaussian() }
        #expect(Self.growth(ys).growth == nil)
    }

    /// Share of 200 series (`make` gets a length of 20–80 yearly values) with a doubling time said, and of those
    /// with one within 20 % of `truth` (when given).
    static func doublingRate(seed: UInt64, truth: Double? = nil,
                             _ make: (inout SyntheticSeries, Int) -> [Double]) -> (said: Double, close: Double) {
        var g = SyntheticSeries(seed: seed)
        var said = 0, close = 0
        for _ in 0..<200 {
            let n = 20 + Int(g.uniform() * 61)
            guard let time = Self.growth(make(&g, n)).growth?.doublingTime else { continue }
            said += 1
            if let truth, abs(time - truth) <= 0.2 * truth { close += 1 }
        }
        return (Double(said) / 200, Double(close) / 200)
    }

    @Test func doublingTimesAreSaidOfSteadyExponentialGrowthAndNotOfWalksOrStraightRises() {
        // Power: doubling every 8 years with 5 % noise over 24 to 48 years (a rise of 8- to 64-fold, which the
        // shape tells as one rise; steeper growth on a linear axis holds first, then rises, and gets no factor).
        let exponential = Self.doublingRate(seed: 0x6A0_0010, truth: 8) { g, n in
            (0..<(24 + n % 25)).map { t in 100 * pow(2, Double(t) / 8) * exp(0.05 * g.gaussian()) }
        }
        // Geometric random walks (a share price: 5 % a year) and straight rises of 4- to 20-fold with noise.
        let walks = Self.doublingRate(seed: 0x6A0_0011) { g, n in
            var level = log(100.0)
            return (0..<n).map { _ in level += 0.05 * g.gaussian(); return exp(level) }
        }
        let lines = Self.doublingRate(seed: 0x6A0_0012) { g, n in
            let end = 4 + 16 * g.uniform()
            return (0..<n).map { t in 10 + 10 * (end - 1) * Double(t) / Double(n - 1) + 2 * g.gaussian() }
        }
        print("Doubling time said: steady doubling every 8 years \(exponential.said * 100) % (within 20 % of the truth \(exponential.close * 100) %); geometric random walks \(walks.said * 100) %; straight rises of 4- to 20-fold \(lines.said * 100) %")
        // About seven in ten: the others are told as a level that holds, then rises (growth this steep on a linear
        // axis looks flat at first), and a shape that holds first gets no factor.
        #expect(exponential.close >= 0.6, "power \(exponential)")
        #expect(walks.said <= 0.05 && lines.said <= 0.05, "walks \(walks.said), lines \(lines.said)")
    }
}
