import ChartModel
/// Order statistics by in-place selection (expected O(n)), so medians and quartiles of a million values
/// never need a full sort.
enum Selection {
    /// The value of rank `k` (0-based) among `values[lo..<hi]`, partially reordering them so that
    /// everything before `k` is ≤ it and everything after is ≥ it.
    static func select(_ values: inout [Double], _ k: Int, lo: Int, hi: Int) -> Double {
        values.withUnsafeMutableBufferPointer { buffer in
            var lo = lo, hi = hi
            // A fixed-seed generator keeps pivots deterministic while defeating sorted or patterned input.
            var state: UInt64 = 0x9E37_79B9_7F4A_7C15 &+ UInt64(truncatingIfNeeded: hi)
            while hi - lo > 1 {
                state = state &* 6364136223846793005 &+ 1442695040888963407
                let span = UInt64(hi - lo)
                let a = buffer[lo + Int((state >> 33) % span)]
                let b = buffer[lo + Int((state >> 13) % span)]
                let c = buffer[lo + (hi - lo) / 2]
                let pivot = max(min(a, b), min(max(a, b), c))
                // [lo, lt) < pivot, then, only when rank k lies above, [lt, gt) == pivot and [gt, hi) > pivot:
                // heavy ties (common in real data) would make a two-way partition quadratic. Each pass is
                // branch-free (Lomuto's scheme with conditional moves), because on noisy data a branch on
                // the comparison is a coin toss.
                let lt = partition(buffer, lo, hi) { $0 < pivot }
                if k < lt { hi = lt; continue }
                // `!(v > pivot)`, not `v <= pivot`: a value that compares neither way (NaN) counts as a tie,
                // as in a three-way partition, so every round makes progress.
                let gt = partition(buffer, lt, hi) { !($0 > pivot) }
                if k < gt { return pivot }
                lo = gt
            }
            return buffer[k]
        }
    }

    /// Moves the values of `buffer[lo..<hi]` that satisfy `isBefore` to the front, in one branch-free pass;
    /// returns where the others start.
    @inline(__always)
    private static func partition(_ buffer: UnsafeMutableBufferPointer<Double>, _ lo: Int, _ hi: Int,
                                  _ isBefore: (Double) -> Bool) -> Int {
        guard let base = buffer.baseAddress else { return lo }
        var boundary = lo
        for i in lo..<hi {
            // Invariant: [lo, boundary) satisfy isBefore, [boundary, i) do not.
            let v = base[i]
            base[i] = base[boundary]
            base[boundary] = v
            // The Bool's byte as the increment: written as `? 1 : 0` the compiler emits a branch.
            boundary &+= Int(unsafeBitCast(isBefore(v), to: UInt8.self))
        }
        return boundary
    }

    /// Quantiles at the given probabilities (ascending), linearly interpolated between closest ranks
    /// (Hyndman–Fan type 7, the default of R, NumPy and spreadsheets' QUARTILE.INC). `values` is reordered.
    static func quantiles(_ values: inout [Double], _ probabilities: [Double]) -> [Double] {
        let n = values.count
        precondition(n > 0)
        var result: [Double] = []
        var lo = 0
        for p in probabilities {
            let h = Double(n - 1) * p
            let k = Int(h.rounded(.down))
            let low = Selection.select(&values, k, lo: min(lo, k), hi: n)
            lo = k
            let fraction = h - Double(k)
            if fraction > 0, k + 1 < n {
                // After selecting k, rank k + 1 is the smallest value to its right.
                var next = values[k + 1]
                for j in (k + 2)..<n where values[j] < next { next = values[j] }
                result.append(interpolate(low, next, fraction))
            } else {
                result.append(low)
            }
        }
        return result
    }

    /// A type 7 quantile of values already sorted ascending, in O(1).
    static func quantile(sorted: [Double], _ p: Double) -> Double {
        let h = Double(sorted.count - 1) * p
        let k = Int(h.rounded(.down))
        let fraction = h - Double(k)
        return fraction > 0 && k + 1 < sorted.count ? interpolate(sorted[k], sorted[k + 1], fraction) : sorted[k]
    }

    /// `a + fraction · (b − a)`, also when `b − a` exceeds the Double range (a = −1.7e308, b = 1.7e308).
    static func interpolate(_ a: Double, _ b: Double, _ fraction: Double) -> Double {
        SpanFraction.interpolate(a, b, fraction)
    }

    /// The median (average of the two middle values for even counts). `values` is reordered.
    static func median(_ values: inout [Double]) -> Double {
        quantiles(&values, [0.5])[0]
    }
}
