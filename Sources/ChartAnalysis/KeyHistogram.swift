/// Decimal keys in a narrow range (readings to one place, counts, prices: a few hundred distinct values in
/// a million) counted without sorting: how many of each key there are, and how many pairs are out of order.
///
/// Mann–Kendall needs three things from its y values: the inversions (pairs i < j with y[i] > y[j]), the
/// tie groups, and a few order statistics. A merge sort gets them in n · log₂ n steps; when the keys span
/// at most `maximumRange` values, a count per key gives the ties and order statistics in one pass, and a
/// binary trie over the key's bits gives the inversions in b = ⌈log₂ range⌉ steps a key, with no data-
/// dependent branch. The counts are integers, so every result is exactly the merge sort's.
struct KeyHistogram {
    /// `counts[i]` is the number of keys equal to `minimum + i`.
    let counts: [UInt32]
    /// The smallest key: the offset of `counts`.
    let minimum: Int32
    /// The pairs i < j with keys[i] > keys[j].
    let inversions: Int

    /// The widest range counted: 2¹⁸ keys, so the counts and the trie (1 MB each at most) stay near the
    /// second-level cache. Measured on random keys: at n = range = 2¹⁸, 18 ns a key against the merge
    /// sort's 44; at range 2²⁰ still twice as fast for a million keys, but up to 8 MB more memory, and
    /// at 2²² (out of cache) three times slower.
    static let maximumRange = 1 << 18

    /// Whether counting `keys` beats sorting them: a range of at most `maximumRange`, and no wider than there
    /// are keys (zeroing and walking the counts would cost more than sorting the few keys there are).
    static func beatsSorting(_ keys: DecimalKeys) -> Bool {
        let range = Int(keys.maximum) - Int(keys.minimum) + 1
        return range <= maximumRange && range <= keys.keys.count
    }

    /// The counts of `keys`, or nil when there are none, more than 2³² − 1 (the counts' width), or their
    /// range is wider than `maximumRange`.
    init?(_ keys: DecimalKeys) {
        let n = keys.keys.count
        let range = Int(keys.maximum) - Int(keys.minimum) + 1
        guard n > 0, range <= KeyHistogram.maximumRange, n <= Int(UInt32.max) else { return nil }
        let minimum = keys.minimum
        var counts = [UInt32](repeating: 0, count: range)
        // The trie: node 1 is the root, the children of node p are 2p and 2p + 1 (the prefix with one more
        // bit); `ones[p]` counts the keys so far whose bits continue p's prefix with a 1.
        let bits = range > 1 ? Int.bitWidth - (range - 1).leadingZeroBitCount : 0
        var ones = [UInt32](repeating: 0, count: 1 << bits)
        var inversions = 0
        keys.keys.withUnsafeBufferPointer { keys in
            counts.withUnsafeMutableBufferPointer { counts in
                ones.withUnsafeMutableBufferPointer { ones in
                    for key in keys {
                        // Non-negative and below `range`: it fits in an Int with no overflow.
                        let offset = Int(key) &- Int(minimum)
                        counts[offset] &+= 1
                        var node = 1, level = bits
                        while level > 0 {
                            level &-= 1
                            let bit = (offset &>> level) & 1
                            let seen = ones[node]
                            // A 0 here: every earlier key with this prefix and a 1 here is larger (an equal
                            // key takes the same branch at every level, so it is never counted). A mask, not
                            // a branch: the bits of noisy data are coin tosses.
                            inversions &+= Int(seen) & (bit &- 1)
                            ones[node] = seen &+ UInt32(truncatingIfNeeded: bit)
                            node = node &<< 1 | bit
                        }
                    }
                }
            }
        }
        self.counts = counts
        self.minimum = minimum
        self.inversions = inversions
    }

    /// The tie groups, in ascending key order as a merge sort meets them (so the Double sums are the same).
    var ties: MannKendall.TieSums {
        var ties = MannKendall.TieSums()
        for count in counts { ties.add(Int(count)) }
        return ties
    }

    /// The keys at the given positions (ascending, each below the number of keys) of the sorted order.
    func orderStatistics(at positions: [Int]) -> [Int32] {
        var found: [Int32] = []
        found.reserveCapacity(positions.count)
        var below = 0, wanted = 0
        for (offset, count) in counts.enumerated() where wanted < positions.count {
            below += Int(count)
            while wanted < positions.count && positions[wanted] < below {
                found.append(minimum + Int32(offset))
                wanted += 1
            }
        }
        return found
    }
}
