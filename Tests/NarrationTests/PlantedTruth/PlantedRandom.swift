import Foundation
@testable import ChartAnalysis

/// The planted-truth generator's random numbers: the analysis's own SplitMix64 from a fixed seed, so every run
/// draws the same charts.
struct PlantedRandom {
    private var generator: SplitMix64

    init(seed: UInt64) { generator = SplitMix64(seed: seed) }

    /// A uniform value in [a, b).
    mutating func uniform(_ a: Double = 0, _ b: Double = 1) -> Double { a + (b - a) * generator.uniform() }

    /// A uniform whole number in the range.
    mutating func int(in range: ClosedRange<Int>) -> Int { range.lowerBound + generator.index(range.count) }

    /// A standard normal value (Box–Muller on (0, 1]).
    mutating func gaussian() -> Double {
        let a = 1 - generator.uniform(), b = generator.uniform()
        return (-2 * log(a)).squareRoot() * cos(2 * Double.pi * b)
    }

    /// True or false, evenly.
    mutating func coin() -> Bool { generator.next() & 1 == 1 }
}
