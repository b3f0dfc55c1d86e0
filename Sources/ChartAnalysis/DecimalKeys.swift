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

    /// Decimal places tried at the most.
    static let maximumDecimals = 9

    /// The keys of `values`, or nil when one of them is not a short decimal.
    init?(_ values: [Double]) {
        var scale = 1.0, decimals = 0
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
                key = DecimalKeys.key(y, scale: scale)
            }
            keys[i] = key!
        }
        self.keys = keys
        self.scale = scale
    }

    /// k when `y` is exactly the Double nearest k / scale with k in Int32's range.
    @inline(__always)
    private static func key(_ y: Double, scale: Double) -> Int32? {
        let k = (y * scale).rounded()
        guard abs(k) < 2_147_483_648 else { return nil }
        let key = Int32(k)
        return (Double(key) / scale).bitPattern == y.bitPattern ? key : nil
    }
}
