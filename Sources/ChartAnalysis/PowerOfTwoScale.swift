/// Exact rescaling of a sample by powers of two, so that sums, squares and differences of values near the
/// ends of the Double range (±1.7e308, or 1e-300) neither overflow nor underflow.
///
/// Multiplying by 2^k is exact, so statistics computed on the scaled sample and scaled back equal what exact
/// arithmetic gives: the mean of 1e308 and 1.7e308 is 1.35e308, not ∞. A result that truly does not fit
/// a Double (the change from −1.7e308 to 1.7e308) still comes back infinite, and narration says so.
/// Ordinary data (every magnitude between 2^-400 and 2^400) is left alone, so its results are bit-for-bit
/// what they always were.
struct PowerOfTwoScale {
    /// The factor x values were divided by.
    let x: Double
    /// The factor y values were divided by.
    let y: Double

    static let identity = PowerOfTwoScale(x: 1, y: 1)

    /// Squares of 2^400 summed over a billion points still fit; so do reciprocals of 2^-400.
    private static let safe = 0x1p-400...0x1p400

    /// The scales `sample` needs (1 where its magnitudes are already safe).
    init(for sample: Sample) {
        x = Self.factor(sample.xs)
        y = Self.factor(sample.ys)
    }

    private init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    var isIdentity: Bool { x == 1 && y == 1 }

    /// 2^e with the largest magnitude in [1, 2) after division, or 1 when the values are safe as they are.
    private static func factor(_ values: [Double]) -> Double {
        let largest = largestMagnitude(values)
        guard largest > 0, largest.isFinite, !safe.contains(largest) else { return 1 }
        return Double(sign: .plus, exponent: largest.exponent, significand: 1)
    }

    /// max |v| (0 when empty), eight lanes at a time: the values of a sample are finite, and the largest of
    /// finite magnitudes does not depend on the order they are compared in, so the lanes give exactly what
    /// one running maximum gives (which the compiler cannot vectorize, not knowing there is no NaN).
    static func largestMagnitude(_ values: [Double]) -> Double {
        values.withUnsafeBufferPointer { v in
            let n = v.count, wide = n - n % 8
            var lanes = SIMD8<Double>(repeating: 0)
            var k = 0
            while k < wide {
                let a = UnsafeRawPointer(v.baseAddress! + k).loadUnaligned(as: SIMD8<Double>.self)
                let magnitude = a.replacing(with: -a, where: a .< 0)
                lanes = lanes.replacing(with: magnitude, where: magnitude .> lanes)
                k += 8
            }
            var largest = lanes.max()
            while k < n { largest = max(largest, abs(v[k])); k += 1 }
            return largest
        }
    }

    /// The sample with every x and y divided by its factor (indices unchanged).
    func apply(_ sample: Sample) -> Sample {
        guard !isIdentity else { return sample }
        var scaled = sample
        if x != 1 { scaled.xs = sample.xs.map { $0 / x } }
        if y != 1 { scaled.ys = sample.ys.map { $0 / y } }
        return scaled
    }

    /// Statistics of the scaled sample put back in the data's units. What is a data value (extremes, first
    /// and last, the median, every point reference) is taken from `original` itself, since a value far
    /// below the largest one may have underflowed in the scaled copy; what is derived (mean, standard
    /// deviation, sum, slopes) is scaled back. A result that truly exceeds the Double range (a sum, a change)
    /// comes back as ±∞.
    func restore(_ s: SeriesStatistics, original: Sample) -> SeriesStatistics {
        guard !isIdentity else { return s }
        func ref(_ r: PointRef) -> PointRef {
            // Sample positions are in ascending index order.
            original.ref(min(original.position(ofIndex: r.index), original.validCount - 1))
        }
        func extreme(_ e: Extreme?) -> Extreme? {
            e.map { e in let points = e.points.map(ref); return Extreme(value: points[0].y, points: points) }
        }
        func step(_ c: StepChange?) -> StepChange? { c.map { StepChange(from: ref($0.from), to: ref($0.to)) } }
        var t = s.trend
        let slopeScale = y / x
        t.slope *= slopeScale
        t.theilSenSlope *= slopeScale
        t.intercept *= y
        t.fittedChange *= y
        let first = s.first.map(ref), last = s.last.map(ref)
        let change = first.flatMap { f in last.map { $0.y - f.y } }
        var sorted = original.ys
        let median = sorted.isEmpty ? nil : Selection.median(&sorted)
        return SeriesStatistics(
            count: s.count, missingCount: s.missingCount, validCount: s.validCount,
            minimum: extreme(s.minimum), maximum: extreme(s.maximum), first: first, last: last,
            change: change, percentChange: first.flatMap { f in f.y == 0 ? nil : change.map { $0 / abs(f.y) * 100 } },
            mean: s.mean.map { $0 * y }, median: median,
            standardDeviation: s.standardDeviation.map { $0 * y }, sum: s.sum * y, trend: t,
            largestRise: step(s.largestRise), largestDrop: step(s.largestDrop),
            outliers: s.outliers.map(ref), peaks: s.peaks.map(ref), troughs: s.troughs.map(ref))
    }
}
