/// Long sums taken in four interleaved chains, combined in a fixed order.
///
/// One chain of additions waits four cycles for each sum before the next value can be added; four chains
/// (values k, k + 1, k + 2, k + 3 into four accumulators, then (a₀ + a₁) + (a₂ + a₃)) keep the adder busy and
/// take about a quarter of the time on a million points. The order is fixed, so a sum is the same on every run
/// and machine; it is not the order of a single chain, so the last bit can differ from one (the error bound
/// is that of pairwise summation at the top level: no worse). The policy is in docs/performance.md ("Sums").
enum LaneSums {
    /// Σ term(k) over `indices` in four chains.
    @inline(__always)
    static func sum(over indices: Range<Int>, _ term: (Int) -> Double) -> Double {
        let end = indices.upperBound, wide = end - indices.count % 4
        var a0 = 0.0, a1 = 0.0, a2 = 0.0, a3 = 0.0
        var k = indices.lowerBound
        while k < wide {
            a0 += term(k); a1 += term(k + 1); a2 += term(k + 2); a3 += term(k + 3)
            k += 4
        }
        while k < end { a0 += term(k); k += 1 }
        return (a0 + a1) + (a2 + a3)
    }

    /// Σ f(values[k]) in four chains.
    @inline(__always)
    static func sum<Values: RandomAccessCollection<Double>>(_ values: Values, _ f: (Double) -> Double) -> Double
    where Values.Index == Int {
        let start = values.startIndex
        return sum(over: 0..<values.count) { f(values[start + $0]) }
    }

    /// Σ values[k] in four chains.
    @inline(__always)
    static func sum<Values: RandomAccessCollection<Double>>(_ values: Values) -> Double where Values.Index == Int {
        sum(values) { $0 }
    }

    /// Σ (values[k] − centre)² in four chains.
    @inline(__always)
    static func squaredDeviations<Values: RandomAccessCollection<Double>>(_ values: Values, from centre: Double) -> Double
    where Values.Index == Int {
        sum(values) { ($0 - centre) * ($0 - centre) }
    }

    /// (Σ dₖ², Σ dₖ·dₖ₋₁) of the deviations dₖ = values[k] − centre, in four chains each, reading every value
    /// once (the lag-one autocorrelation's sums).
    @inline(__always)
    static func squaresAndLagProducts<Values: RandomAccessCollection<Double>>(_ values: Values, around centre: Double)
    -> (squares: Double, lagProducts: Double) where Values.Index == Int {
        let n = values.count
        guard n > 0 else { return (0, 0) }
        let start = values.startIndex
        var s0 = 0.0, s1 = 0.0, s2 = 0.0, s3 = 0.0, c0 = 0.0, c1 = 0.0, c2 = 0.0, c3 = 0.0
        var previous = values[start] - centre
        s0 = previous * previous
        var k = 1
        while k + 4 <= n {
            let d0 = values[start + k] - centre, d1 = values[start + k + 1] - centre
            let d2 = values[start + k + 2] - centre, d3 = values[start + k + 3] - centre
            s0 += d0 * d0; s1 += d1 * d1; s2 += d2 * d2; s3 += d3 * d3
            c0 += d0 * previous; c1 += d1 * d0; c2 += d2 * d1; c3 += d3 * d2
            previous = d3
            k += 4
        }
        while k < n {
            let d = values[start + k] - centre
            s0 += d * d; c0 += d * previous
            previous = d
            k += 1
        }
        return ((s0 + s1) + (s2 + s3), (c0 + c1) + (c2 + c3))
    }

    /// |v| lane by lane.
    @inline(__always)
    private static func magnitude(_ v: SIMD4<Double>) -> SIMD4<Double> { v.replacing(with: -v, where: v .< 0) }

    /// Neumaier's compensated sum in four chains, each with its own compensation, the chains then added with
    /// compensation too: within a unit or two in the last place of the exact sum, whatever the order.
    static func compensatedSum(_ values: UnsafeBufferPointer<Double>) -> Double {
        var sums = SIMD4<Double>(), compensations = SIMD4<Double>()
        let n = values.count, wide = n - n % 4
        var k = 0
        while k < wide {
            let y = UnsafeRawPointer(values.baseAddress! + k).loadUnaligned(as: SIMD4<Double>.self)
            let t = sums + y
            let bigger = (sums - t) + y, smaller = (y - t) + sums
            let sumsLarger = magnitude(sums) .>= magnitude(y)
            compensations += bigger.replacing(with: smaller, where: .!sumsLarger)
            sums = t
            k += 4
        }
        var sum = 0.0, compensation = 0.0
        func add(_ y: Double) {
            let t = sum + y
            compensation += abs(sum) >= abs(y) ? (sum - t) + y : (y - t) + sum
            sum = t
        }
        for lane in 0..<4 { add(sums[lane]) }
        while k < n { add(values[k]); k += 1 }
        return sum + (compensation + ((compensations[0] + compensations[1]) + (compensations[2] + compensations[3])))
    }
}
