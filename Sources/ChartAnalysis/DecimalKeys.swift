/// Values that are all short decimals — k / 10^d with |k| < 2³¹ and d ≤ 9, as readings, counts and prices
/// are — held as their numerators k in four bytes each instead of eight.
///
/// The keys sort, tie and compare exactly as the values do: each value is checked to be the Double nearest
/// k / 10^d (bit for bit, so −0.0 and anything that is not such a decimal fall back to the values), and
/// `Double(k) / 10^d` gives it back. Mann–Kendall's sort of a million readings then copies 4 MB, not 8.
struct DecimalKeys {
    /// The numerators, one per value, in the values' order.
    var keys: [Int32]
    /// 10^d, the same for every value.
    let scale: Double
    /// The smallest and the largest key (0 when there are none), recorded as the keys are made: their range
    /// decides whether Mann–Kendall can count the keys in a histogram instead of sorting them.
    let minimum: Int32, maximum: Int32

    /// Decimal places tried at the most.
    static let maximumDecimals = 9
    /// 2⁵² + 2⁵¹: a Double this large has no fraction bits, so adding it rounds a smaller one to an integer.
    private static let roundingShift = 6_755_399_441_055_744.0

    /// The keys of `values`, or nil when one of them is not a short decimal.
    init?(_ values: [Double]) {
        var scale = 1.0, decimals = 0
        var minimum = Int32.max, maximum = Int32.min
        var keys = [Int32](unsafeUninitializedCapacity: values.count) { _, count in count = values.count }
        for (i, y) in values.enumerated() {
            var key = DecimalKeys.key(y, scale: scale)
            while key == nil {
                // A value with more places: every earlier value is a decimal with more places too (the same
                // number), its numerator ten times larger.
                decimals += 1
                guard decimals <= DecimalKeys.maximumDecimals else { return nil }
                scale *= 10
                for j in 0..<i {
                    let (scaled, overflow) = keys[j].multipliedReportingOverflow(by: 10)
                    guard !overflow else { return nil }
                    keys[j] = scaled
                }
                // Both are among the keys just scaled without overflow, and times ten keeps their order.
                if i > 0 { minimum &*= 10; maximum &*= 10 }
                key = DecimalKeys.key(y, scale: scale)
            }
            let k = key!
            keys[i] = k
            minimum = Swift.min(minimum, k)
            maximum = Swift.max(maximum, k)
        }
        self.keys = keys
        self.scale = scale
        self.minimum = values.isEmpty ? 0 : minimum
        self.maximum = values.isEmpty ? 0 : maximum
    }

    /// k when `y` is exactly the Double nearest k / scale with k in Int32's range.
    @inline(__always)
    private static func key(_ y: Double, scale: Double) -> Int32? {
        // Rounded to an integer by adding and subtracting 2⁵² + 2⁵¹ (exact below 2⁵¹, ties to even): two
        // additions where `rounded()` is a call into libm. Which way a tie goes cannot matter: a short
        // decimal times its scale lies within a few ulps of its numerator, never halfway; anything else
        // fails the check below.
        let k = (y * scale + DecimalKeys.roundingShift) - DecimalKeys.roundingShift
        guard abs(k) < 2_147_483_648 else { return nil }
        let key = Int32(k)
        return (Double(key) / scale).bitPattern == y.bitPattern ? key : nil
    }
}
