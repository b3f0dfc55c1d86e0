/// Kendall's S, tau-b and the Mann–Kendall trend test in O(n log n).
///
/// S (concordant minus discordant pairs) comes from Knight's algorithm: sort by (x, y), count the
/// inversions of y, and correct for ties — exact for any n, no subsampling. Short decimals in a narrow
/// range (at most `KeyHistogram.maximumRange` keys, no more than there are values: readings, counts,
/// prices) are counted in a `KeyHistogram` in O(n · log₂ range) without sorting; everything else with a
/// merge sort. Both give the same integers, so the same S, tau, z, p and quantiles to the bit.
struct MannKendall {
    var s = 0.0
    var tau = 0.0
    var z = 0.0
    var pValue = 1.0
    /// The requested quantiles of y (type 7), read off the histogram's counts or the merge sort's sorted values.
    var quantiles: [Double] = []

    init(xs: [Double], ys: [Double], quantiles probabilities: [Double] = []) {
        let n = xs.count
        guard n >= 2 else {
            if n == 1 { quantiles = probabilities.map { _ in ys[0] } }
            return
        }
        var ordered = ys
        var xTies = TieSums(), jointPairs = 0.0
        // A time axis: x strictly increasing, so already in order, with no x ties and no joint ties (the loop
        // below would add only groups of one). One compare a point instead of four and a pass over the pairs.
        var strictlyIncreasing = true
        xs.withUnsafeBufferPointer { x in
            for i in 1..<n where !(x[i] > x[i &- 1]) { strictlyIncreasing = false; break }
        }
        if !strictlyIncreasing {
            var xsOrdered = xs
            var sortedByX = true
            for i in 1..<n where xs[i] < xs[i - 1] || (xs[i] == xs[i - 1] && ys[i] < ys[i - 1]) {
                sortedByX = false
                break
            }
            if !sortedByX {
                let order = (0..<n).sorted { xs[$0] < xs[$1] || (xs[$0] == xs[$1] && ys[$0] < ys[$1]) }
                ordered = order.map { ys[$0] }
                xsOrdered = order.map { xs[$0] }
            }
            // Ties in x and joint ties, from the (x, y)-sorted order.
            var run = 1, jointRun = 1
            for i in 1...n {
                if i < n, xsOrdered[i] == xsOrdered[i - 1] {
                    run += 1
                    if ordered[i] == ordered[i - 1] { jointRun += 1 } else { jointPairs += pairs(jointRun); jointRun = 1 }
                } else {
                    xTies.add(run); jointPairs += pairs(jointRun)
                    run = 1; jointRun = 1
                }
            }
        }
        // Short decimals (readings, counts, prices) are counted on their exact 4-byte numerators: in a narrow
        // range without sorting, otherwise with half the copy and scratch of 8-byte values; the same pairs,
        // ties and quantiles either way.
        let counted: (inversions: Int, ties: TieSums, quantiles: [Double])
        if var keys = DecimalKeys(ordered) {
            let scale = keys.scale
            if KeyHistogram.beatsSorting(keys), let histogram = MannKendall.countWithoutSorting(keys, probabilities: probabilities) {
                counted = histogram
            } else {
                counted = MannKendall.countInversions(&keys.keys, probabilities: probabilities) { Double($0) / scale }
            }
        } else {
            counted = MannKendall.countInversions(&ordered, probabilities: probabilities) { $0 }
        }
        let swaps = Double(counted.inversions), yTies = counted.ties
        quantiles = counted.quantiles
        let total = pairs(n)
        s = total - xTies.pairs - yTies.pairs + jointPairs - 2 * swaps
        let denominator = ((total - xTies.pairs) * (total - yTies.pairs)).squareRoot()
        tau = denominator > 0 ? s / denominator : 0

        let nd = Double(n)
        var variance = (nd * (nd - 1) * (2 * nd + 5) - xTies.v0 - yTies.v0) / 18
        variance += xTies.v1 * yTies.v1 / (2 * nd * (nd - 1))
        if n > 2 { variance += xTies.v2 * yTies.v2 / (9 * nd * (nd - 1) * (nd - 2)) }
        guard variance > 0, s != 0 else { return }
        // Continuity correction: S moves in steps of 2, so shrink |S| by 1 before the normal approximation.
        z = (s > 0 ? s - 1 : s + 1) / variance.squareRoot()
        pValue = Distributions.normalTwoSided(z)
    }

    /// Sums over tie groups of size t that enter Kendall's variance.
    struct TieSums: Equatable {
        var pairs = 0.0, v0 = 0.0, v1 = 0.0, v2 = 0.0
        mutating func add(_ size: Int) {
            guard size > 1 else { return }
            let t = Double(size)
            pairs += t * (t - 1) / 2
            v0 += t * (t - 1) * (2 * t + 5)
            v1 += t * (t - 1)
            v2 += t * (t - 1) * (t - 2)
        }
    }

    private func pairs(_ size: Int) -> Double { Double(size) * Double(size - 1) / 2 }

    /// The number of pairs i < j with values[i] > values[j], the tie groups of the values and their
    /// `probabilities` quantiles (type 7, as `Selection.quantile(sorted:)`), from one merge sort whose scratch
    /// is a quarter of the values' length (two bytes a point instead of eight): each half is sorted (its two
    /// quarters through the scratch, then merged in place with the left quarter moved into the scratch), and
    /// the two sorted halves are merged without being written, counting the pairs they jump over, the ties
    /// and the order statistics as the merge goes. `values` is left as its two halves, each sorted.
    static func countInversions<Key: Comparable>(_ values: inout [Key], probabilities: [Double],
                                                 value: (Key) -> Double) -> (inversions: Int, ties: TieSums, quantiles: [Double]) {
        let n = values.count
        var ties = TieSums()
        guard n > 0 else { return (0, ties, []) }
        let positions = MannKendall.orderStatisticPositions(count: n, probabilities)
        var found = [Double](repeating: 0, count: positions.count)
        let half = n / 2
        // Every element of the scratch is written before it is read: no need to zero it.
        let scratchCount = Swift.max(1, (n - half + 1) / 2)
        var scratch = [Key](unsafeUninitializedCapacity: scratchCount) { _, count in count = scratchCount }
        var inversions = 0
        values.withUnsafeMutableBufferPointer { v in
            let a = v.baseAddress!
            scratch.withUnsafeMutableBufferPointer { s in
                inversions = sortHalf(a, count: half, scratch: s.baseAddress!)
                    &+ sortHalf(a + half, count: n - half, scratch: s.baseAddress!)
            }
            // The last merge, read only: a right value jumps the left values not yet taken.
            var i = 0, j = half, position = 0, wanted = 0
            var previous = a[0], run = 0
            @inline(__always) func visit(_ key: Key) {
                if key != previous { ties.add(run); run = 0 }
                run &+= 1
                previous = key
                if wanted < positions.count && positions[wanted] == position { found[wanted] = value(key); wanted &+= 1 }
                position &+= 1
            }
            while i < half && j < n {
                let left = a[i], right = a[j]
                let takeRight = right < left
                inversions &+= takeRight ? half &- i : 0
                j &+= takeRight ? 1 : 0
                i &+= takeRight ? 0 : 1
                visit(takeRight ? right : left)
            }
            while i < half { visit(a[i]); i &+= 1 }
            while j < n { visit(a[j]); j &+= 1 }
            ties.add(run)
        }
        return (inversions, ties, MannKendall.quantiles(count: n, probabilities, positions: positions, values: found))
    }

    /// What `countInversions` gives, for keys in a narrow range counted in a `KeyHistogram` instead of
    /// sorted; nil when the range is wider than the histogram takes.
    static func countWithoutSorting(_ keys: DecimalKeys, probabilities: [Double]) -> (inversions: Int, ties: TieSums, quantiles: [Double])? {
        guard let histogram = KeyHistogram(keys) else { return nil }
        let positions = MannKendall.orderStatisticPositions(count: keys.keys.count, probabilities)
        let scale = keys.scale
        // The same key → Double conversion as the sorted path's, so the same quantiles to the bit.
        let found = histogram.orderStatistics(at: positions).map { Double($0) / scale }
        return (histogram.inversions, histogram.ties,
                MannKendall.quantiles(count: keys.keys.count, probabilities, positions: positions, values: found))
    }

    /// The positions in sorted order (ascending, distinct, below `n`) that type 7 quantiles at `probabilities` read.
    private static func orderStatisticPositions(count n: Int, _ probabilities: [Double]) -> [Int] {
        var positions: [Int] = []
        for p in probabilities {
            let k = Int((Double(n - 1) * p).rounded(.down))
            positions += [k, k + 1]
        }
        return Array(Set(positions.filter { $0 < n })).sorted()
    }

    /// Type 7 quantiles (as `Selection.quantile(sorted:)`) of `n` values from their order statistics:
    /// `values[i]` is the value at sorted position `positions[i]`.
    private static func quantiles(count n: Int, _ probabilities: [Double], positions: [Int], values: [Double]) -> [Double] {
        probabilities.map { p -> Double in
            let h = Double(n - 1) * p
            let k = Int(h.rounded(.down))
            let fraction = h - Double(k)
            let at = { (position: Int) in values[positions.firstIndex(of: position)!] }
            return fraction > 0 && k + 1 < n ? Selection.interpolate(at(k), at(k + 1), fraction) : at(k)
        }
    }

    /// Sorts `count` values at `a` and returns their inversions, with a scratch of at least ⌈count / 2⌉:
    /// both halves are sorted through the scratch, then the left half moves into it and the two merge
    /// forward into place (the write position never passes the right half's read position).
    private static func sortHalf<Key: Comparable>(_ a: UnsafeMutablePointer<Key>, count m: Int, scratch b: UnsafeMutablePointer<Key>) -> Int {
        guard m > 1 else { return 0 }
        let left = m / 2
        var inversions = sortBlock(a, count: left, scratch: b) &+ sortBlock(a + left, count: m - left, scratch: b)
        // Already in order (common for trending data): nothing to merge.
        guard a[left - 1] > a[left] else { return inversions }
        b.update(from: a, count: left)
        var i = 0, j = left, k = 0
        while i < left && j < m { MannKendall.placeFromFront(b, a, a, &i, &j, &k, mid: left, &inversions) }
        if i < left { (a + k).update(from: b + i, count: left - i) }
        return inversions
    }

    /// Sorts ascending and returns the number of pairs i < j with a[i] > a[j] (the whole sort through a
    /// scratch as long as the values; `countInversions` is what analysis calls).
    static func sortCountingInversions(_ values: inout [Double]) -> Int {
        let n = values.count
        var scratch = [Double](unsafeUninitializedCapacity: n) { _, count in count = n }
        return values.withUnsafeMutableBufferPointer { a in
            scratch.withUnsafeMutableBufferPointer { b in sortBlock(a.baseAddress!, count: n, scratch: b.baseAddress!) }
        }
    }

    /// Sorts `n` values at `a` ascending through a scratch `b` of at least `n` and returns the number of pairs
    /// i < j with a[i] > a[j]: insertion sort on short blocks (each shift is one inversion), then bottom-up
    /// merges that count the pairs they jump over, from `a` to `b` and back; the result ends in `a`.
    private static func sortBlock<Key: Comparable>(_ a: UnsafeMutablePointer<Key>, count n: Int, scratch b: UnsafeMutablePointer<Key>) -> Int {
        guard n > 1 else { return 0 }
        let block = 24
        var inversions = 0
        var sourceIsValues = true
        var start = 0
        while start < n {
            let end = min(start + block, n)
            var i = start + 1
            while i < end {
                let v = a[i]
                var j = i
                // Strictly greater only: equal values are not inversions.
                while j > start && a[j - 1] > v { a[j] = a[j - 1]; j -= 1 }
                a[j] = v
                inversions += i - j
                i += 1
            }
            start = end
        }
        var width = block
        while width < n {
            let src = sourceIsValues ? a : b
            let dst = sourceIsValues ? b : a
            var start = 0
            while start < n {
                let mid = min(start + width, n), end = min(start + 2 * width, n)
                var i = start, j = mid, k = start
                if mid < end && src[mid - 1] <= src[mid] {
                    // Already in order (common for trending data): copy without comparing.
                    (dst + start).update(from: src + start, count: end - start)
                    start = end
                    continue
                }
                if mid &- start == end &- mid {
                    // Equal halves (every merge of a pass but the last): merge from both ends at
                    // once. The two ends are independent chains of loads and compares, so the core
                    // works on both while one waits; with equal halves neither end runs past its
                    // half (the front takes the left value on ties, the back the right one).
                    // Pairs are counted where their right value is placed: from the front, it jumps
                    // every left value not yet placed from the front (all larger); from the back,
                    // every left value already placed from the back (all larger), no other.
                    var backLeft = mid &- 1, backRight = end &- 1, back = end &- 1, placedFromBack = 0
                    for _ in 0..<(mid &- start) {
                        MannKendall.placeFromFront(src, src, dst, &i, &j, &k, mid: mid, &inversions)
                        let lastLeft = src[backLeft], lastRight = src[backRight]
                        let takeLeft = lastLeft > lastRight
                        dst[back] = takeLeft ? lastLeft : lastRight
                        placedFromBack &+= takeLeft ? 1 : 0
                        inversions &+= takeLeft ? 0 : placedFromBack
                        backLeft &-= takeLeft ? 1 : 0
                        backRight &-= takeLeft ? 0 : 1
                        back &-= 1
                    }
                    start = end
                    continue
                }
                while i < mid && j < end {
                    MannKendall.placeFromFront(src, src, dst, &i, &j, &k, mid: mid, &inversions)
                }
                if i < mid { (dst + k).update(from: src + i, count: mid - i) }
                if j < end { (dst + k).update(from: src + j, count: end - j) }
                start = end
            }
            sourceIsValues.toggle()
            width *= 2
        }
        if !sourceIsValues { a.update(from: b, count: n) }
        return inversions
    }

    /// One step of a merge from the front: the smaller of `leftSource[i]` (left half, up to `mid`) and
    /// `rightSource[j]` goes to `dst[k]`; a right value jumps the `mid − i` left values not yet placed. Equal
    /// values are not inversions: the left one goes first. Branch-free (conditional moves), because on noisy
    /// data the branch is a coin toss.
    @inline(__always)
    private static func placeFromFront<Key: Comparable>(_ leftSource: UnsafeMutablePointer<Key>, _ rightSource: UnsafeMutablePointer<Key>,
                                                        _ dst: UnsafeMutablePointer<Key>,
                                       _ i: inout Int, _ j: inout Int, _ k: inout Int, mid: Int,
                                       _ inversions: inout Int) {
        let left = leftSource[i], right = rightSource[j]
        let takeRight = right < left
        dst[k] = takeRight ? right : left
        inversions &+= takeRight ? mid &- i : 0
        j &+= takeRight ? 1 : 0
        i &+= takeRight ? 0 : 1
        k &+= 1
    }
}
